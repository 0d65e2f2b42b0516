// `node scripts/together.mjs lint typecheck:web …`: runs npm scripts side by side, as many at a time
// as the machine has cores, in the order given (list the longest first: the short ones then fill
// the gaps the long ones leave), and fails when any fails. Each is one mostly single-threaded
// process, so running them this way keeps every core busy until the last ends. Each script's
// output is printed whole when it ends, so two never interleave.
//
// `--at-once` starts every script at the same time instead: for test runners that keep every core
// busy with their own workers. One after the other, each leaves a core idle while it starts (the
// API tests migrate their template on one core) and while its last long file runs alone; at once,
// the other runner's workers fill those gaps, but each test runs slower, nearer its time-out.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const atOnce = process.argv[2] === '--at-once';
const scripts = process.argv.slice(atOnce ? 3 : 2);
const slots = atOnce ? scripts.length : Math.max(1, availableParallelism());

function run(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      // Which script holds the others up is what a slow run needs to know.
      process.stdout.write(`npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      resolve({ script, code });
    });
  });
}

const queue = [...scripts];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    while (queue.length > 0) results.push(await run(queue.shift()));
  }),
);
const failed = results.filter((result) => result.code !== 0);
for (const { script, code } of failed) console.error(`npm run ${script} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
