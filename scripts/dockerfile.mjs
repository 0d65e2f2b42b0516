// Reads the Dockerfile into stages and steps, for scripts/check-dockerfile.mjs (which runs them
// without Docker) and its tests. Knows the instructions this project's Dockerfile uses; any other
// instruction is an error, so a new one gets handled here before the check can pass.

/** Joins `\` continuations, drops comments and blank lines: one string per instruction. */
function instructions(text) {
  const result = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (current === '' && (line.trim() === '' || line.trimStart().startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    result.push((current + line).trim());
    current = '';
  }
  if (current.trim()) result.push(current.trim());
  return result;
}

/** `--name=value` flags at the start of an instruction's arguments, and the rest. */
function flags(args) {
  const found = {};
  let rest = args;
  for (let match = /^--([\w-]+)=(\S+)\s+/.exec(rest); match; match = /^--([\w-]+)=(\S+)\s+/.exec(rest)) {
    found[match[1]] = match[2];
    rest = rest.slice(match[0].length);
  }
  return { flags: found, rest };
}

function execForm(args, where) {
  let parsed;
  try {
    parsed = JSON.parse(args);
  } catch {
    throw new Error(`${where}: use the exec form, ["program", "arg", …] (got ${args})`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((part) => typeof part === 'string')) throw new Error(`${where}: expected a JSON array of strings`);
  return parsed;
}

/** `KEY=value KEY2="value 2"` pairs of an ENV instruction. */
function envPairs(args) {
  const pairs = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g;
  for (const match of args.matchAll(pattern)) pairs[match[1]] = match[2].startsWith('"') ? JSON.parse(match[2]) : match[2];
  if (Object.keys(pairs).length === 0) throw new Error(`ENV ${args}: use KEY=value`);
  return pairs;
}

/**
 * The Dockerfile as stages: `{ name, image, steps }`, where a step is one of
 * `{ op: 'workdir', path }`, `{ op: 'copy', from, sources, dest }`, `{ op: 'run', command }`,
 * `{ op: 'env', vars }`, `{ op: 'user', user }`, `{ op: 'expose', port }`,
 * `{ op: 'healthcheck', options, command }`, `{ op: 'cmd', command }`.
 */
export function parseDockerfile(text) {
  const stages = [];
  for (const instruction of instructions(text)) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/s.exec(instruction) ?? [];
    const op = keyword.toUpperCase();
    if (op === 'FROM') {
      const [image, as, name] = args.split(/\s+/);
      stages.push({ name: as?.toUpperCase() === 'AS' ? name : String(stages.length), image, steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${op} before the first FROM`);
    if (op === 'WORKDIR') stage.steps.push({ op: 'workdir', path: args });
    else if (op === 'COPY') {
      const { flags: found, rest } = flags(args);
      const parts = rest.split(/\s+/);
      if (parts.length < 2) throw new Error(`COPY ${args}: needs a source and a destination`);
      stage.steps.push({ op: 'copy', from: found.from ?? null, chown: found.chown ?? null, sources: parts.slice(0, -1), dest: parts.at(-1) });
    } else if (op === 'RUN') stage.steps.push({ op: 'run', command: args });
    else if (op === 'ENV') stage.steps.push({ op: 'env', vars: envPairs(args) });
    else if (op === 'USER') stage.steps.push({ op: 'user', user: args });
    else if (op === 'EXPOSE') stage.steps.push({ op: 'expose', port: Number(args) });
    else if (op === 'HEALTHCHECK') {
      const { flags: found, rest } = flags(args);
      const [, cmd = '', command = ''] = /^(\S+)\s+(.*)$/s.exec(rest) ?? [];
      if (cmd.toUpperCase() !== 'CMD') throw new Error(`HEALTHCHECK ${args}: expected CMD`);
      stage.steps.push({ op: 'healthcheck', options: found, command: execForm(command, 'HEALTHCHECK CMD') });
    } else if (op === 'CMD') stage.steps.push({ op: 'cmd', command: execForm(args, 'CMD') });
    else throw new Error(`${op}: not an instruction scripts/check-dockerfile.mjs knows how to run`);
  }
  return stages;
}

// A .dockerignore's patterns as a test of a context-relative path: `x`, `x/y`, `*.log` (from the
// context's root) and a leading `**/` (at any depth); no `!` exceptions.
export function dockerignore(text) {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!') || /[?[]/.test(pattern))) throw new Error('.dockerignore: exceptions (!) and ? [ ] are not supported by the check');
  const tests = patterns.map((pattern) => {
    const anywhere = pattern.startsWith('**/');
    const body = (anywhere ? pattern.slice(3) : pattern).replace(/\/$/, '');
    const regex = new RegExp(`^${body.split('*').map((part) => part.replace(/[.+^${}()|\\]/g, '\\$&')).join('[^/]*')}$`);
    return (relative) => {
      const segments = relative.split('/');
      if (anywhere) return segments.some((_, index) => regex.test(segments.slice(index, index + body.split('/').length).join('/')));
      return segments.some((_, index) => regex.test(segments.slice(0, index + 1).join('/')));
    };
  });
  return (relative) => tests.some((test) => test(relative));
}
