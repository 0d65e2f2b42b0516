// Every list of the console at scale (issue 11): seeds N requests into the PostgreSQL of
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
import {
  CONCERN_SORTS,
  INCLUSION_SORTS,
  LEAVE_SORTS,
  REQUEST_SORTS,
  REVIEW_SORTS,
  SERVICE_SORTS,
  SOCIETY_SORTS,
  SOP_SORTS,
  TRANSACTION_SORTS,
  WORKER_SORTS,
  WORKSHOP_SORTS,
} from '@carcare/contracts';
import { benchDatabaseOrExit, machineLine, measure, openBenchSql, resultsDir, seedIfEmpty, startSignedIn } from './lib';
import { openPlanProbe } from './query-plans';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8298);

const total = await seedIfEmpty(database, requests);
const sqlClient = await openBenchSql(database);
const registration = String((await sqlClient.query(`select registration_number from service_requests where id = (select max(id) / 2 from service_requests)`))[0]!.registration_number);
await sqlClient.close();

const server = await startSignedIn(database, port);
const { base, authorization } = server;

interface List {
  path: string;
  sorts: readonly string[];
  /** One filter an operator uses, as a query string. */
  filter?: string;
  search?: string;
  /** The list answers next_cursor: its deep pages are also measured as the console's Next reads them. */
  cursor?: boolean;
}
const LISTS: List[] = [
  { path: '/api/v1/requests', sorts: REQUEST_SORTS, filter: 'status=completed', search: registration, cursor: true },
  { path: '/api/v1/transactions', sorts: TRANSACTION_SORTS, filter: 'kind=refund', search: 'TX-00001', cursor: true },
  { path: '/api/v1/reviews', sorts: REVIEW_SORTS, filter: 'rating=5', search: 'wash', cursor: true },
  { path: '/api/v1/concerns', sorts: CONCERN_SORTS, filter: 'status=open', search: 'UC-0000', cursor: true },
  { path: '/api/v1/audit-events', sorts: [], filter: 'entity=request' },
  { path: '/api/v1/workers', sorts: WORKER_SORTS, filter: 'status=active', search: 'ram' },
  { path: '/api/v1/leaves', sorts: LEAVE_SORTS, filter: 'status=pending' },
  { path: '/api/v1/workshops', sorts: WORKSHOP_SORTS, filter: 'status=active', search: 'auto' },
  { path: '/api/v1/societies', sorts: SOCIETY_SORTS, filter: 'status=active', search: 'park' },
  { path: '/api/v1/services', sorts: SERVICE_SORTS, filter: 'status=active', search: 'wash' },
  { path: '/api/v1/service-inclusions', sorts: INCLUSION_SORTS, search: 'polish' },
  { path: '/api/v1/sops', sorts: SOP_SORTS, search: 'wash' },
  { path: '/api/v1/cancellation-reasons', sorts: [] },
  { path: '/api/v1/notifications', sorts: [] },
];

async function json(url: string): Promise<{ total?: number; next_cursor?: string }> {
  return (await fetch(url, { headers: { authorization } })).json() as Promise<{ total?: number; next_cursor?: string }>;
}

/** The URLs of one list: default, sorts both ways, filter, search, deep pages (those it has). */
async function urlsOf(list: List): Promise<{ name: string; url: string }[]> {
  const at = (query: string) => `${base}${list.path}${query ? `?${query}` : ''}`;
  const rows = (await json(at(''))).total ?? 0;
  const urls = [{ name: 'page 1', url: at('') }];
  for (const sort of list.sorts) urls.push({ name: `sort=${sort}`, url: at(`sort=${sort}`) }, { name: `sort=-${sort}`, url: at(`sort=-${sort}`) });
  if (list.filter) urls.push({ name: list.filter, url: at(list.filter) });
  if (list.search) urls.push({ name: `q=${list.search}`, url: at(`q=${encodeURIComponent(list.search)}`) });
  for (const page of [200, 2000]) {
    if (rows < page * 25) continue;
    urls.push({ name: `page=${page}`, url: at(`page=${page}`) });
    if (list.cursor) {
      const before = await json(at(`page=${page - 1}`));
      if (before.next_cursor) urls.push({ name: `page=${page} by cursor`, url: at(`page=${page}&cursor=${before.next_cursor}`) });
    }
  }
  return urls;
}

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
const headerSearch = { path: '/api/v1/search', sorts: [] } satisfies List;
for (const list of [...LISTS, headerSearch]) {
  const urls = list === headerSearch ? [{ name: 'q=ram', url: `${base}/api/v1/search?q=ram` }] : await urlsOf(list);
  for (const [index, { name, url }] of urls.entries()) {
    const plans = probe ? await probe.plans(url.slice(base.length), authorization) : null;
    if (probe && plans) writeFileSync(join(outDir, `explain${`${list.path}-${name}`.replace(/[^a-z0-9]+/gi, '-')}.txt`), probe.report(plans));
    await measure(url, authorization, 1, seconds); // warm-up
    const single = await measure(url, authorization, 1, seconds);
    // 32 connections on each list's first page only, to keep the run short.
    const many = index === 0 ? await measure(url, authorization, 32, seconds) : undefined;
    const ratio = plans && plans.ms > 0 ? (single.p50 / plans.ms).toFixed(1) : '—';
    const sqlCell = plans ? `${plans.ms.toFixed(2)} (${plans.statements.length})` : '—';
    const row = `| \`${list.path}\` | \`${name}\` | ${single.rps.toFixed(0)} | ${single.p50} / ${single.p99} | ${sqlCell} | ${ratio} | ${many ? many.rps.toFixed(0) : '—'} | ${single.errors + (many?.errors ?? 0)} |`;
    console.log(row);
    lines.push(row);
  }
}
await probe?.close();
lines.push('', `Server RSS: ${rssBefore.toFixed(0)} MB before, ${server.rssMb().toFixed(0)} MB after.`);

writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
await new Promise((resolve) => setTimeout(resolve, 2000));
server.stop();
