// The requests list at scale (issue 11): seeds N requests into the PostgreSQL of DATABASE_URL when
// it is empty, starts the API on it, signs in as the demo super admin (the `file` SMS transport),
// measures the list's URLs with autocannon at 1 and 32 connections, and saves EXPLAIN (ANALYZE,
// BUFFERS) of the very queries the API runs for them, beside a summary, under bench/results/.
//
//   DATABASE_URL=postgres://… npm run requests-list -w bench
//   BENCH_REQUESTS (1000000) BENCH_SECONDS per run (10) BENCH_PORT (8299)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and } from 'drizzle-orm';
import pg from 'pg';
import { openDb } from '../apps/api/src/db/client';
import { encodeCursor } from '../apps/api/src/http/cursor-page';
import { DEFAULT_REQUEST_SORT, requestCursorSource, requestListWhere, requestPageQuery } from '../apps/api/src/modules/requests/request-queries';
import type { RequestListFilters } from '../apps/api/src/modules/requests/request-queries';
import { databaseUrlOrExit, machineLine, measure, resultsDir, seedIfEmpty, startSignedIn } from './lib';

const databaseUrl = databaseUrlOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8299);
const PAGE_SIZE = 25;

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const one = async (text: string): Promise<Record<string, unknown> | undefined> => (await client.query(text)).rows[0];

// 1. Seed (the seed only fills an empty database).
const total = await seedIfEmpty(client, requests);
const busiest = Number((await one('select workshop_id from service_requests group by 1 order by count(*) desc limit 1'))!.workshop_id);
const registration = String((await one(`select registration_number from service_requests where id = (select max(id) / 2 from service_requests)`))!.registration_number);

// 2. The server, on the same database, with codes written to a file; 3. signed in as the super admin.
const { base, authorization, stop: stopServer } = await startSignedIn(port);

// 4. The URLs, each with the filters and page the API turns into its page query.
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

// EXPLAIN of the page query the API builds for each case (the count is an estimate at this size).
const handle = await openDb({ databaseUrl, pgliteDir: null });
const sqlTimes = new Map<string, string>();
/** Where the cursor of a page stands: the last row of the page before, in the default order. */
async function cursorPositionBefore(page: number) {
  const row = await one(`select scheduled_at::text as key, id from service_requests order by scheduled_at desc, id desc offset ${(page - 1) * PAGE_SIZE - 1} limit 1`);
  return { key: String(row!.key), id: Number(row!.id) };
}
for (const item of cases) {
  const where = requestListWhere({ kind: 'all' }, item.filters);
  const order = requestCursorSource(handle.db).keyset(undefined);
  const query = item.byCursor
    ? requestPageQuery(handle.db, and(where, order.after(await cursorPositionBefore(item.page))), undefined, PAGE_SIZE, 0, order.key)
    : requestPageQuery(handle.db, where, undefined, PAGE_SIZE, (item.page - 1) * PAGE_SIZE, order.key);
  const built = query.toSQL();
  await client.query(built.sql, built.params as unknown[]); // warm the cache, as a server would be
  const plan = await client.query(`explain (analyze, buffers) ${built.sql}`, built.params as unknown[]);
  const text = plan.rows.map((row) => row['QUERY PLAN'] as string).join('\n');
  sqlTimes.set(item.name, /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? '?');
  writeFileSync(join(outDir, `explain-${item.name.replace(/[^a-z0-9]+/gi, '-')}.txt`), `${built.sql}\n-- params: ${JSON.stringify(built.params)}\n\n${text}\n`);
}
await handle.close();

const lines = [
  `# GET /api/v1/requests at ${total.toLocaleString('en')} requests (PostgreSQL)`,
  '',
  machineLine(`autocannon ${seconds} s per run · super admin`),
  '',
  '| URL | req/s, 1 conn | p50 / p99 ms, 1 conn | req/s, 32 conn | p50 / p99 ms, 32 conn | errors | SQL (EXPLAIN ANALYZE) ms |',
  '|---|--:|--:|--:|--:|--:|--:|',
];
/** The list's URL for a case: a page reached by cursor carries the next_cursor its previous page answers. */
async function urlOf(item: Case): Promise<string> {
  const url = `${base}/api/v1/requests${item.query ? `?${item.query}` : ''}`;
  if (!item.byCursor) return url;
  const cursor = encodeCursor({ sort: DEFAULT_REQUEST_SORT, position: await cursorPositionBefore(item.page), before: false });
  return `${url}&cursor=${cursor}`;
}
for (const item of cases) {
  const url = await urlOf(item);
  await measure(url, authorization, 1, seconds); // warm-up
  const single = await measure(url, authorization, 1, seconds);
  const many = await measure(url, authorization, 32, seconds);
  const row = `| \`${item.name}\` | ${single.rps.toFixed(0)} | ${single.p50} / ${single.p99} | ${many.rps.toFixed(0)} | ${many.p50} / ${many.p99} | ${single.errors + many.errors} | ${sqlTimes.get(item.name)} |`;
  console.log(row);
  lines.push(row);
}
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
await client.end();
// Let the requests autocannon left in flight finish before the server closes its pool.
await new Promise((resolve) => setTimeout(resolve, 2000));
stopServer();
