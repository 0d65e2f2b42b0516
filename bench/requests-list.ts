// The requests list at scale: seeds N requests into the PostgreSQL of DATABASE_URL (or
// the PGlite of BENCH_PGLITE_DIR) when it is empty, saves EXPLAIN (ANALYZE, BUFFERS) of the very
// queries the API runs for the list's URLs, starts the API on the same database, signs in as the
// demo super admin (the `file` SMS transport) and measures the URLs with autocannon at 1 and 32
// connections; a summary goes beside the plans under bench/results/.
//
// A PGlite data directory is opened by one process at a time: its EXPLAIN runs in this process
// before the server starts (each query run once first, to warm the cache, as on PostgreSQL), with
// TIMING OFF (per-node timing costs more than the query there).
//
//   DATABASE_URL=postgres://… npm run requests-list -w bench
//   BENCH_PGLITE_DIR=/tmp/pglite-1m npm run requests-list -w bench
//   BENCH_REQUESTS (1000000) BENCH_SECONDS per run (10) BENCH_PORT (8299)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and } from 'drizzle-orm';
import { encodeCursor } from '../apps/api/src/http/cursor-page';
import { DEFAULT_REQUEST_SORT, requestCursorSource, requestListWhere, requestPageQuery } from '../apps/api/src/modules/requests/request-queries';
import type { RequestListFilters } from '../apps/api/src/modules/requests/request-queries';
import { benchDatabaseOrExit, machineLine, measure, openBenchSql, resultsDir, seedIfEmpty, startSignedIn } from './lib';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8299);
const PAGE_SIZE = 25;

// 1. Seed (the seed only fills an empty database).
const total = await seedIfEmpty(database, requests);
const sqlClient = await openBenchSql(database);
const one = async (text: string): Promise<Record<string, unknown> | undefined> => (await sqlClient.query(text))[0];
const busiest = Number((await one('select workshop_id from service_requests group by 1 order by count(*) desc limit 1'))!.workshop_id);
const registration = String((await one(`select registration_number from service_requests where id = (select max(id) / 2 from service_requests)`))!.registration_number);

// 2. The URLs, each with the filters and page the API turns into its page query.
interface Case {
  name: string;
  query: string;
  filters: RequestListFilters;
  page: number;
  /** Reached by the cursor its previous page answered (Next in the console), not by OFFSET. */
  byCursor?: boolean;
}
const allCases: Case[] = [
  { name: 'page 1 (default sort)', query: '', filters: {}, page: 1 },
  { name: `status=completed&workshop_id=${busiest}`, query: `status=completed&workshop_id=${busiest}`, filters: { status: 'completed', workshop_id: busiest }, page: 1 },
  { name: 'page=200', query: 'page=200', filters: {}, page: 200 },
  { name: 'page=2000', query: 'page=2000', filters: {}, page: 2000 },
  { name: 'page=2000 by cursor', query: 'page=2000', filters: {}, page: 2000, byCursor: true },
  { name: 'page=20000 by cursor', query: 'page=20000', filters: {}, page: 20000, byCursor: true },
  { name: `q=${registration}`, query: `q=${registration}`, filters: { q: registration }, page: 1 },
];
// A smaller seed measures only the pages it has.
const cases = allCases.filter((item) => item.page * PAGE_SIZE <= total);

const outDir = resultsDir(`requests-list-${total}`);
mkdirSync(outDir, { recursive: true });

// 3. EXPLAIN of the page query the API builds for each case (the count is an estimate at this size).
const sqlTimes = new Map<string, string>();
// PGlite's clock is slow to read (WebAssembly): timing every plan node would make its queries look
// several times slower than they run, so on PGlite only the whole execution is timed.
const timingOff = database.kind === 'pglite' ? ', timing off' : '';
/** Where the cursor of a page stands: the last row of the page before, in the default order. */
async function cursorPositionBefore(page: number) {
  const row = await one(`select scheduled_at::text as key, id from service_requests order by scheduled_at desc, id desc offset ${(page - 1) * PAGE_SIZE - 1} limit 1`);
  return { key: String(row!.key), id: Number(row!.id) };
}
const cursorPositions = new Map<Case, { key: string; id: number }>();
for (const item of cases) {
  if (item.byCursor) cursorPositions.set(item, await cursorPositionBefore(item.page));
  const where = requestListWhere({ kind: 'all' }, item.filters);
  const order = requestCursorSource(sqlClient.db).keyset(undefined);
  const position = cursorPositions.get(item);
  const query = position
    ? requestPageQuery(sqlClient.db, and(where, order.after(position)), undefined, PAGE_SIZE, 0, order.key)
    : requestPageQuery(sqlClient.db, where, undefined, PAGE_SIZE, (item.page - 1) * PAGE_SIZE, order.key);
  const built = query.toSQL();
  await sqlClient.query(built.sql, built.params as unknown[]); // warm the cache, as a server would be
  const plan = await sqlClient.query(`explain (analyze, buffers${timingOff}) ${built.sql}`, built.params as unknown[]);
  const text = plan.map((row) => row['QUERY PLAN'] as string).join('\n');
  sqlTimes.set(item.name, /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? '?');
  writeFileSync(join(outDir, `explain-${item.name.replace(/[^a-z0-9]+/gi, '-')}.txt`), `${built.sql}\n-- params: ${JSON.stringify(built.params)}\n\n${text}\n`);
}
await sqlClient.close();

// 4. The server, on the same database, with codes written to a file; signed in as the super admin.
const { base, authorization, stop: stopServer } = await startSignedIn(database, port);

const lines = [
  `# GET /api/v1/requests at ${total.toLocaleString('en')} requests (${database.label})`,
  '',
  machineLine(`autocannon ${seconds} s per run · super admin`),
  '',
  '| URL | req/s, 1 conn | p50 / p99 ms, 1 conn | req/s, 32 conn | p50 / p99 ms, 32 conn | errors | SQL (EXPLAIN ANALYZE) ms |',
  '|---|--:|--:|--:|--:|--:|--:|',
];
/** The list's URL for a case: a page reached by cursor carries the next_cursor its previous page answers. */
function urlOf(item: Case): string {
  const url = `${base}/api/v1/requests${item.query ? `?${item.query}` : ''}`;
  const position = cursorPositions.get(item);
  if (!position) return url;
  const cursor = encodeCursor({ sort: DEFAULT_REQUEST_SORT, position, before: false });
  return `${url}&cursor=${cursor}`;
}
for (const item of cases) {
  const url = urlOf(item);
  await measure(url, authorization, 1, seconds); // warm-up
  const single = await measure(url, authorization, 1, seconds);
  const many = await measure(url, authorization, 32, seconds);
  const row = `| \`${item.name}\` | ${single.rps.toFixed(0)} | ${single.p50} / ${single.p99} | ${many.rps.toFixed(0)} | ${many.p50} / ${many.p99} | ${single.errors + many.errors} | ${sqlTimes.get(item.name)} |`;
  console.log(row);
  lines.push(row);
}
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
// Let the requests autocannon left in flight finish before the server closes its pool.
await new Promise((resolve) => setTimeout(resolve, 2000));
stopServer();
