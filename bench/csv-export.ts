// The requests CSV export at scale (issue 11): on the PostgreSQL of DATABASE_URL or the PGlite of
// BENCH_PGLITE_DIR (seeded with BENCH_REQUESTS requests when empty, as requests-list.ts does),
// starts the API, signs in as the demo super admin and downloads GET /api/v1/requests.csv of every
// request, reading the server's resident memory (VmRSS) every 50 ms. The summary goes to
// bench/results/<date>-csv-export-<rows>/.
//
//   DATABASE_URL=postgres://… npm run csv-export -w bench
//   BENCH_PGLITE_DIR=/tmp/pglite-1m npm run csv-export -w bench
//   BENCH_REQUESTS (1000000) BENCH_PORT (8298) BENCH_SORTS (",status": the default sort, then by status)
//   BENCH_NODE_FLAGS: flags for the server's node (e.g. --trace-gc)
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { benchDatabaseOrExit, machineLine, resultsDir, seedIfEmpty, startSignedIn } from './lib';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 8298);
const sorts = (process.env.BENCH_SORTS ?? ',status').split(',');

// 1. Seed (the seed only fills an empty database).
const total = await seedIfEmpty(database, requests);

// 2. The server itself (not a wrapper process), so its pid is the memory measured; 3. signed in.
const { base, rssMb, authorization, stop: stopServer } = await startSignedIn(database, port, (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean));

/** Downloads a CSV as fast as it comes (no compression asked), counting bytes and lines. */
function download(path: string): Promise<{ bytes: number; lines: number; status: number }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { authorization } }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
      });
      response.on('end', () => resolve({ bytes, lines, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

// 4. Warm the code paths with a one-row export, then the full ones, sampling memory meanwhile.
await download('/api/v1/requests.csv?q=SR-000001');
await new Promise((resolve) => setTimeout(resolve, 1000));

interface Run {
  sort: string;
  rows: number;
  megabytes: number;
  seconds: number;
  before: number;
  peak: number;
  after: number;
}
const runs: Run[] = [];
for (const sort of sorts) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const started = performance.now();
  const result = await download(`/api/v1/requests.csv${sort ? `?sort=${sort}` : ''}`);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  if (result.status !== 200) throw new Error(`The export answered ${result.status}`);
  const run = { sort: sort || '(default: -scheduled_at)', rows: result.lines - 1, megabytes: result.bytes / 2 ** 20, seconds, before, peak, after: rssMb() };
  console.log(run);
  runs.push(run);
}
stopServer();

const outDir = resultsDir(`csv-export-${total}`);
mkdirSync(outDir, { recursive: true });
const lines = [
  `# GET /api/v1/requests.csv at ${total.toLocaleString('en')} requests (${database.label})`,
  '',
  machineLine('super admin, every request, one download at a time, no compression'),
  '',
  'Server RSS (VmRSS of the API process) before the download, its peak while it ran, and after.',
  '',
  '| sort | rows | MB | seconds | rows/s | RSS before MB | RSS peak MB | growth MB | RSS after MB |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...runs.map(
    (run) =>
      `| \`${run.sort}\` | ${run.rows} | ${run.megabytes.toFixed(0)} | ${run.seconds.toFixed(1)} | ${(run.rows / run.seconds).toFixed(0)} | ${run.before.toFixed(0)} | ${run.peak.toFixed(0)} | ${(run.peak - run.before).toFixed(0)} | ${run.after.toFixed(0)} |`,
  ),
];
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
