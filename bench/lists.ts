// Every list of the console at scale: seeds N requests into the PostgreSQL of
// DATABASE_URL (or the PGlite of BENCH_PGLITE_DIR) when it is empty, starts the API on it, signs in
// as the demo super admin and measures each list endpoint with autocannon: its default page, each
// allowed sort both ways, a filter, a search, pages 200 and 2000 (by number, and by cursor where
// the list answers cursors), and the header search, at 1 connection; each list's default page at 32
// connections too. On PostgreSQL each URL's own SQL is recorded and explained first
// (query-plans.ts): its time is the table's "SQL" column and the plans are saved beside the
// summary (a PGlite directory opens in one process only, the server's). The server's RSS is read
// before and after. A summary goes to bench/results/<date>-lists-<rows>/.
//
//   DATABASE_URL=postgres://… npm run lists -w bench
//   BENCH_PGLITE_DIR=/tmp/pglite-1m npm run lists -w bench
//   BENCH_REQUESTS (1000000) BENCH_SECONDS per run (3) BENCH_PORT (8298)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDatabaseOrExit, machineLine, measure, middleRegistration, resultsDir, seedIfEmpty, startSignedIn } from './lib';
import { listUrls } from './list-urls';
import { openPlanProbe } from './query-plans';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8298);

const total = await seedIfEmpty(database, requests);
const registration = await middleRegistration(database);

const server = await startSignedIn(database, port);
const { base, authorization } = server;

const outDir = resultsDir(`lists-${total}`);
mkdirSync(outDir, { recursive: true });
const probe = database.kind === 'postgres' ? await openPlanProbe(database.url, server.dataDir) : null;
const rssBefore = server.rssMb();
const lines = [
  `# Every list at ${total.toLocaleString('en')} requests (${database.label})`,
  '',
  machineLine(`autocannon ${seconds} s per run · super admin`),
  '',
  probe
    ? 'SQL: the planning and execution time (EXPLAIN ANALYZE) of every statement the request runs, summed; the plans are in the explain-*.txt files beside this one.'
    : 'SQL: not recorded on PGlite (its directory opens in the server process only).',
  '',
  '| list | URL | req/s, 1 conn | p50 / p99 ms, 1 conn | SQL ms (statements) | p50 ÷ SQL | req/s, 32 conn | errors |',
  '|---|---|--:|--:|--:|--:|--:|--:|',
];
for (const { list, name, url, first } of await listUrls(base, authorization, registration)) {
  const plans = probe ? await probe.plans(url.slice(base.length), authorization) : null;
  if (probe && plans) writeFileSync(join(outDir, `explain${`${list}-${name}`.replace(/[^a-z0-9]+/gi, '-')}.txt`), probe.report(plans));
  await measure(url, authorization, 1, seconds); // warm-up
  const single = await measure(url, authorization, 1, seconds);
  // 32 connections on each list's first page only, to keep the run short.
  const many = first ? await measure(url, authorization, 32, seconds) : undefined;
  const ratio = plans && plans.ms > 0 ? (single.p50 / plans.ms).toFixed(1) : '—';
  const sqlCell = plans ? `${plans.ms.toFixed(2)} (${plans.statements.length})` : '—';
  const row = `| \`${list}\` | \`${name}\` | ${single.rps.toFixed(0)} | ${single.p50} / ${single.p99} | ${sqlCell} | ${ratio} | ${many ? many.rps.toFixed(0) : '—'} | ${single.errors + (many?.errors ?? 0)} |`;
  console.log(row);
  lines.push(row);
}
await probe?.close();
lines.push('', `Server RSS: ${rssBefore.toFixed(0)} MB before, ${server.rssMb().toFixed(0)} MB after.`);

writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
await new Promise((resolve) => setTimeout(resolve, 2000));
server.stop();
