// `node scripts/together.mjs lint typecheck`: runs npm scripts at the same time (each is one
// single-threaded process, so two of them keep both cores busy) and fails when any fails. Each
// script's output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          process.stdout.write(output);
          resolve({ script, code });
        });
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0);
for (const { script, code } of failed) console.error(`npm run ${script} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
