// `npm run test:dockerfile` (needs DATABASE_URL of a PostgreSQL server it may create a database on):
// runs the Dockerfile's steps without Docker, in order, on a clean clone of HEAD, so the image's
// recipe is checked by running the same commands. Each stage gets a folder standing for its
// filesystem (/app → <stage>/app); COPY copies from the clone (minus .dockerignore) or from an
// earlier stage's folder; RUN runs in a shell with the stage's ENV. Then the runtime stage's CMD
// starts as the Dockerfile's USER (uid 1000 for `node`, when run as root) against a new, empty
// database, and the check waits for the HEALTHCHECK command to pass, then asks for the console,
// runs `npm run admin:create` with the runtime's production-only dependencies, and stops the
// server with SIGTERM. The difference from a real build, told at the start: the host's Node (the
// image pins a Node 20 release of its own) and npm. Each stage's user has its home in the stage (npm's cache starts empty).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dockerignore, parseDockerfile } from './dockerfile.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (message) => console.log(`[check-dockerfile ${seconds()}] ${message}`);
/** The users of the base image the Dockerfile may switch to (node:20.20.2-bookworm-slim). */
const IMAGE_USERS = { root: { uid: 0, gid: 0, home: '/root' }, node: { uid: 1000, gid: 1000, home: '/home/node' } };

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL is required: a PostgreSQL server to create an empty database on (bash scripts/start-test-postgres.sh prints one).');
  process.exit(1);
}
const port = Number(process.env.CHECK_PORT ?? 8519);
const isRoot = process.getuid?.() === 0;

const work = mkdtempSync(path.join(tmpdir(), 'carcare-check-dockerfile-'));
// The runtime user must reach its files, as it does in the image.
chmodSync(work, 0o755);
const context = path.join(work, 'context');
let server = null;
let database = null;

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

function cleanUp() {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (process.env.KEEP_CHECK_DIR) log(`kept ${work}`);
  else {
    // Two installs and two npm caches: a few hundred thousand files, minutes on a busy machine.
    log(`removing ${work}`);
    rmSync(work, { recursive: true, force: true });
    log('removed');
  }
}

/** A container path (absolute, or relative to the working directory) inside a stage's folder. */
function inStage(stageRoot, workdir, containerPath) {
  const absolute = path.posix.isAbsolute(containerPath) ? containerPath : path.posix.join(workdir, containerPath);
  return path.join(stageRoot, absolute);
}

function copy(source, dest, destIsDir, ignored, contextRoot) {
  const stat = statSync(source);
  if (stat.isDirectory()) {
    // Docker copies a folder's contents, not the folder.
    mkdirSync(dest, { recursive: true });
    cpSync(source, dest, {
      recursive: true,
      filter: (file) => !ignored || file === source || !ignored(path.relative(contextRoot, file).split(path.sep).join('/')),
    });
  } else {
    const target = destIsDir ? path.join(dest, path.basename(source)) : dest;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target);
  }
}

/** ENV values that are container paths of the stage (`/app/data`) point into its folder. */
function hostEnv(vars, stageRoot) {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => {
      const first = value.startsWith('/') ? value.split('/')[1] : '';
      return [key, first && existsSync(path.join(stageRoot, first)) ? path.join(stageRoot, value) : value];
    }),
  );
}

/** Runs a command as the stage's user: setpriv when we are root, else as ourselves (told at the start). */
function asUser(user, command) {
  if (!isRoot || user.uid === 0) return command;
  return ['setpriv', `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', ...command];
}

function run(command, options) {
  const result = spawnSync(command[0], command.slice(1), { ...options, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed (exit ${result.status}):\n${output.slice(-4000)}`);
  return output;
}

async function main() {
  const dockerfileText = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stages = parseDockerfile(dockerfileText);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
  log(`clean clone of HEAD ${head.slice(0, 10)}${dirty ? ' (uncommitted changes are not part of it)' : ''} into ${work}`);
  log(`differences from docker build: Node ${process.version} and the host's npm instead of the image's; ${isRoot ? 'USER switches with setpriv' : 'not root: USER is not switched'}`);
  run(['git', 'clone', '--quiet', '--no-checkout', root, context], {});
  run(['git', '-C', context, 'checkout', '--quiet', head], {});
  // Docker's context: the clone minus .dockerignore (.git is in it).
  const ignoreFile = path.join(context, '.dockerignore');
  const ignored = existsSync(ignoreFile) ? dockerignore(readFileSync(ignoreFile, 'utf8')) : null;

  const folders = {};
  let runtime = null;
  for (const stage of stages) {
    const stageRoot = path.join(work, 'stages', stage.name);
    mkdirSync(stageRoot, { recursive: true });
    chmodSync(path.join(work, 'stages'), 0o755);
    chmodSync(stageRoot, 0o755);
    folders[stage.name] = stageRoot;
    log(`stage ${stage.name} (FROM ${stage.image})`);
    let workdir = '/';
    let env = {};
    let user = IMAGE_USERS.root;
    let healthcheck = null;
    let cmd = null;
    for (const step of stage.steps) {
      if (step.op === 'workdir') {
        workdir = path.posix.resolve(workdir, step.path);
        mkdirSync(inStage(stageRoot, '/', workdir), { recursive: true });
      } else if (step.op === 'env') {
        env = { ...env, ...step.vars };
      } else if (step.op === 'user') {
        user = IMAGE_USERS[step.user];
        if (!user) throw new Error(`USER ${step.user}: not a user of the base image (${Object.keys(IMAGE_USERS).join(', ')})`);
      } else if (step.op === 'copy') {
        const fromRoot = step.from ? folders[step.from] : context;
        if (!fromRoot) throw new Error(`COPY --from=${step.from}: no such stage before this one`);
        const dest = inStage(stageRoot, workdir, step.dest);
        const destIsDir = step.dest.endsWith('/') || step.dest === '.' || step.sources.length > 1;
        for (const source of step.sources) {
          const from = path.join(fromRoot, source);
          if (!existsSync(from)) throw new Error(`COPY ${step.sources.join(' ')} ${step.dest}: ${source} does not exist`);
          copy(from, dest, destIsDir, step.from ? null : ignored, fromRoot);
        }
      } else if (step.op === 'run') {
        const began = Date.now();
        // The user's home inside the stage, as in the image: npm's cache and config are the stage's
        // own (a `npm cache clean` there never touches the host's).
        const home = inStage(stageRoot, '/', user.home);
        mkdirSync(home, { recursive: true });
        const output = run(['sh', '-c', step.command], { cwd: inStage(stageRoot, '/', workdir), env: { PATH: process.env.PATH, HOME: home, ...hostEnv(env, stageRoot) } });
        if (/EBADENGINE/.test(output)) throw new Error(`RUN ${step.command}: npm warned EBADENGINE:\n${output}`);
        log(`RUN ${step.command} (${((Date.now() - began) / 1000).toFixed(0)} s)`);
      } else if (step.op === 'healthcheck') {
        healthcheck = step.command;
      } else if (step.op === 'cmd') {
        cmd = step.command;
      }
    }
    runtime = { stage, stageRoot, workdir, env, user, healthcheck, cmd };
  }

  const { stageRoot, workdir, env, user, healthcheck, cmd } = runtime;
  if (!cmd || !healthcheck) throw new Error('the last stage needs a CMD and a HEALTHCHECK');
  const cwd = inStage(stageRoot, '/', workdir);
  for (const devOnly of ['tsx', 'vite', 'vitest', 'esbuild', 'react', 'typescript']) {
    if (existsSync(path.join(cwd, 'node_modules', devOnly))) throw new Error(`the runtime stage has ${devOnly} in node_modules: it should hold the API's production dependencies only`);
  }
  log('the runtime stage holds no development dependency (tsx, vite, vitest, esbuild, typescript) nor the console\'s (react)');
  const home = inStage(stageRoot, '/', user.home);
  mkdirSync(home, { recursive: true });
  if (isRoot) chownSync(home, user.uid, user.gid);

  const name = `check_dockerfile_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  database = name;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const runtimeEnv = {
    PATH: process.env.PATH,
    HOME: home,
    ...hostEnv(env, stageRoot),
    // What compose.yaml gives the container.
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMS_TRANSPORT: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    HOST: '127.0.0.1',
    PORT: String(port),
  };
  if (runtimeEnv.NODE_ENV !== 'production') throw new Error('the runtime stage must set NODE_ENV=production');

  log(`CMD ${JSON.stringify(cmd)} as uid ${isRoot ? user.uid : process.getuid?.()}, port ${port}, empty database ${name}`);
  let output = '';
  server = spawn(asUser(user, cmd)[0], asUser(user, cmd).slice(1), { cwd, env: runtimeEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output.slice(-4000)}`);
    const probe = spawnSync(asUser(user, healthcheck)[0], asUser(user, healthcheck).slice(1), { cwd, env: runtimeEnv, timeout: 5000 });
    if (probe.status === 0) break;
    if (Date.now() > deadline) throw new Error(`HEALTHCHECK did not pass within 120 s:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log('HEALTHCHECK passes (/readyz answers 200)');

  const origin = `http://127.0.0.1:${port}`;
  const page = await fetch(`${origin}/main`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root">')) throw new Error(`GET /main: ${page.status}, not the console's index.html`);
  const spec = await fetch(`${origin}/api/openapi.json`);
  if (spec.status !== 200) throw new Error(`GET /api/openapi.json: ${spec.status}`);
  const migrations = readdirSync(path.join(cwd, 'apps/api/drizzle')).filter((file) => file.endsWith('.sql')).length;
  const applied = await new pg.Client({ connectionString: url.toString() });
  await applied.connect();
  const counts = (await applied.query('select (select count(*) from drizzle.__drizzle_migrations)::int as migrations, (select count(*) from admins)::int as admins')).rows[0];
  if (counts.migrations !== migrations) throw new Error(`${counts.migrations} of ${migrations} migrations applied`);
  if (counts.admins !== 0) throw new Error('production start seeded demo admins');
  log(`the console and the API answer; ${migrations} migrations applied, no demo data`);

  const admin = run(asUser(user, ['npm', 'run', 'admin:create', '--', '--phone', '9876543210', '--name', 'Asha Rao', '--role', 'super_admin']), { cwd, env: runtimeEnv });
  if (!/Admin \d+ \(9876543210, super_admin\) created/.test(admin)) throw new Error(`npm run admin:create:\n${admin}`);
  const admins = (await applied.query('select count(*)::int as n from admins')).rows[0].n;
  await applied.end();
  if (admins !== 1) throw new Error('npm run admin:create created no admin');
  log('npm run admin:create works with production dependencies only (the bundled command, no tsx)');

  server.kill('SIGTERM');
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), 15_000);
    server.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`SIGTERM: the server ended with ${code}, not 0 within 15 s:\n${output.slice(-2000)}`);
  log('SIGTERM: the server finished and exited 0');
  log(`the Dockerfile's steps pass in ${seconds()}`);
}

main()
  .catch((error) => {
    console.error(`[check-dockerfile ${seconds()}] FAILED: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    cleanUp();
    if (database) await onServer(`drop database if exists ${database} with (force)`).catch(() => {});
  });
