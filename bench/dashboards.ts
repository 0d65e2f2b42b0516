// The three roles' dashboards at scale (goal: each ≤ 50 ms p50 at 1M requests): seeds N
// requests into the PostgreSQL of DATABASE_URL (or the PGlite of BENCH_PGLITE_DIR) when it is
// empty, starts the API on it, signs in as each demo admin (the `file` SMS transport) and measures
// GET /api/v1/dashboard (its default range, the last 30 days) with autocannon at 1 and 32
// connections; a summary goes under bench/results/.
//
//   DATABASE_URL=postgres://… npm run dashboards -w bench
//   BENCH_PGLITE_DIR=/tmp/pglite-1m npm run dashboards -w bench
//   BENCH_REQUESTS (1000000) BENCH_SECONDS per run (10) BENCH_PORT (8298)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDatabaseOrExit, machineLine, measure, resultsDir, seedIfEmpty, startSignedIn } from './lib';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8298);

const total = await seedIfEmpty(database, requests);

const { base, authorization: superAdmin, signIn, stop: stopServer } = await startSignedIn(database, port);

// The demo admins of DESIGN §6, signed in once each (a second code within the resend interval is refused).
const roles = [
  { role: 'super_admin', authorization: superAdmin },
  { role: 'workshop_admin', authorization: await signIn('9000000002') },
  { role: 'society_manager', authorization: await signIn('9000000003') },
];

const outDir = resultsDir(`dashboards-${total}`);
mkdirSync(outDir, { recursive: true });
const lines = [
  `# GET /api/v1/dashboard at ${total.toLocaleString('en')} requests (${database.label})`,
  '',
  machineLine(`autocannon ${seconds} s per run · default range (30 days)`),
  '',
  '| role | req/s, 1 conn | p50 / p99 ms, 1 conn | req/s, 32 conn | p50 / p99 ms, 32 conn | errors |',
  '|---|--:|--:|--:|--:|--:|',
];
const url = `${base}/api/v1/dashboard`;
for (const { role, authorization } of roles) {
  await measure(url, authorization, 1, seconds); // warm-up
  const single = await measure(url, authorization, 1, seconds);
  const many = await measure(url, authorization, 32, seconds);
  const row = `| ${role} | ${single.rps.toFixed(0)} | ${single.p50} / ${single.p99} | ${many.rps.toFixed(0)} | ${many.p50} / ${many.p99} | ${single.errors + many.errors} |`;
  console.log(row);
  lines.push(row);
}
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
// Let the requests autocannon left in flight finish before the server closes its pool.
await new Promise((resolve) => setTimeout(resolve, 2000));
stopServer();
