// What the server adds to a list request's own SQL (goal: p50 at 1 connection ≤ 1.5× the raw
// SQL of the request's queries), at microsecond resolution. For every URL of lists.ts it records
// the statements the request runs (query-plans.ts: the same API in this process, on the same
// database, asked twice so that the count estimate the server reuses for 10 s is not counted), then,
// in interleaved rounds, (a) runs those statements one after another on a node-postgres connection
// of their own, as the server sends them, timing each pass with process.hrtime, and (b) measures the
// URL with `wrk --latency` at 1 connection (latencies to 10 µs). The table gives the medians over
// the rounds and their ratio, measured in the same run. On PGlite (BENCH_PGLITE_DIR) the data
// directory opens in one process only, so only the server's latency is measured; with
// BENCH_COMPARE=<the summary.json of a PostgreSQL run> each URL's p50 is set beside it.
//
//   DATABASE_URL=postgres://… npm run overhead -w bench
//   BENCH_PGLITE_DIR=… BENCH_COMPARE=results/<…>-overhead-…/summary.json npm run overhead -w bench
//   BENCH_SECONDS of wrk per round (1) BENCH_ROUNDS (3) BENCH_PORT (8297) BENCH_ONLY (a regex of URLs)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { benchDatabaseOrExit, machineLine, middleRegistration, resultsDir, seedIfEmpty, startSignedIn } from './lib';
import { listUrls } from './list-urls';
import { openPlanProbe } from './query-plans';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8297);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
// npm runs this in bench/: a relative path is read from where the command was typed.
const compare = process.env.BENCH_COMPARE ? (JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? '.', process.env.BENCH_COMPARE), 'utf8')) as Summary) : null;

interface Row {
  list: string;
  name: string;
  /** The server's median latency at 1 connection, ms (median over the rounds of wrk's p50). */
  p50: number;
  p99: number;
  rps: number;
  /** One pass of the request's statements on a connection of their own, ms (median), or null on PGlite. */
  sql: number | null;
  statements: number;
}
interface Summary {
  database: string;
  machine: string;
  rows: Row[];
}

const total = await seedIfEmpty(database, requests);
const registration = await middleRegistration(database);

const server = await startSignedIn(database, port);
const { base, authorization } = server;
const probe = database.kind === 'postgres' ? await openPlanProbe(database.url, server.dataDir) : null;
const raw = database.kind === 'postgres' ? new pg.Client({ connectionString: database.url }) : null;
await raw?.connect();

/** The server prepares its session read (auth-service.ts): it is sent here as a named statement too. */
const preparedByServer = (sql: string) => /from "admins" inner join "refresh_families"/.test(sql) ? 'auth_session_admin' : undefined;

/** Median ms of one pass of `statements`, over as many passes as fit in ~`budgetMs` (at most 400). */
async function sqlPass(statements: { sql: string; params: unknown[] }[], budgetMs = 400): Promise<number> {
  const times: number[] = [];
  const until = performance.now() + budgetMs;
  while (times.length < 400 && (times.length < 20 || performance.now() < until)) {
    const started = process.hrtime.bigint();
    for (const { sql, params } of statements) await raw!.query({ text: sql, values: params, name: preparedByServer(sql) });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

/** wrk at 1 connection for `seconds`: its p50 and p99 (ms) and requests per second. */
function wrk(url: string): { p50: number; p99: number; rps: number } {
  const out = execFileSync('wrk', ['-t1', '-c1', `-d${seconds}s`, '--latency', '-H', `authorization: ${authorization}`, url], { encoding: 'utf8' });
  const ms = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out);
    if (!match) throw new Error(`No ${label}% latency in wrk's output:\n${out}`);
    return Number(match[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[match[2] as 'us' | 'ms' | 's'];
  };
  if (/Non-2xx|Socket errors/.test(out)) throw new Error(`wrk saw errors on ${url}:\n${out}`);
  return { p50: ms('50'), p99: ms('99'), rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)![1]) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const outDir = resultsDir(`overhead-${database.kind}-${total}`);
mkdirSync(outDir, { recursive: true });
const machine = machineLine(`wrk -c1 ${seconds} s × ${rounds} rounds per URL · super admin`);
console.log(machine);
const rows: Row[] = [];
for (const { list, name, url } of await listUrls(base, authorization, registration)) {
  if (only && !only.test(`${list} ${name}`)) continue;
  let statements: { sql: string; params: unknown[] }[] = [];
  if (probe) {
    await probe.plans(url.slice(base.length), authorization, { explain: false });
    // The second time, as the warm server runs it (a large list's estimate reused).
    statements = (await probe.plans(url.slice(base.length), authorization, { explain: false })).statements;
  }
  wrk(url); // warm-up
  const servers: ReturnType<typeof wrk>[] = [];
  const sqls: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (raw) sqls.push(await sqlPass(statements));
    servers.push(wrk(url));
  }
  const row: Row = {
    list,
    name,
    p50: median(servers.map((s) => s.p50)),
    p99: median(servers.map((s) => s.p99)),
    rps: median(servers.map((s) => s.rps)),
    sql: raw ? median(sqls) : null,
    statements: statements.length,
  };
  rows.push(row);
  console.log(`${list} ${name}: p50 ${row.p50.toFixed(2)} ms, SQL ${row.sql?.toFixed(2) ?? '—'} ms (${row.statements})${row.sql ? `, ratio ${(row.p50 / row.sql).toFixed(2)}` : ''}`);
}
await probe?.close();
await raw?.end();

const before = (row: Row) => compare?.rows.find((other) => other.list === row.list && other.name === row.name);
const lines = [
  `# Server latency over the request's own SQL, every list at ${total.toLocaleString('en')} requests (${database.label})`,
  '',
  machine,
  '',
  raw
    ? 'p50: wrk at 1 connection, median of the rounds. SQL: one pass of the statements the request runs (session read, page, lookups, count when asked), one after another on a node-postgres connection of their own, median of the passes. Ratio goal ≤ 1.5.'
    : 'p50: wrk at 1 connection, median of the rounds (the SQL is not timed on PGlite: its directory opens in the server process only).',
  '',
  compare
    ? `| list | URL | p50 ms | p99 ms | req/s | ${compare.database} p50 ms | ÷ ${compare.database} |`
    : '| list | URL | p50 ms | p99 ms | req/s | SQL ms (statements) | p50 ÷ SQL |',
  '|---|---|--:|--:|--:|--:|--:|',
  ...rows.map((row) => {
    const head = `| \`${row.list}\` | \`${row.name}\` | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.rps.toFixed(0)} |`;
    if (compare) {
      const other = before(row);
      return `${head} ${other ? other.p50.toFixed(2) : '—'} | ${other ? (row.p50 / other.p50).toFixed(2) : '—'} |`;
    }
    return `${head} ${row.sql === null ? '—' : `${row.sql.toFixed(2)} (${row.statements})`} | ${row.sql ? (row.p50 / row.sql).toFixed(2) : '—'} |`;
  }),
];
const ratios = rows.filter((row) => row.sql).map((row) => row.p50 / row.sql!);
if (ratios.length) lines.push('', `p50 ≤ 1.5 × SQL on ${ratios.filter((ratio) => ratio <= 1.5).length} of ${ratios.length} URLs; median ratio ${median(ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}.`);
if (compare) {
  const versus = rows.flatMap((row) => (before(row) ? [row.p50 / before(row)!.p50] : []));
  lines.push('', `p50 within 3 × ${compare.database} on ${versus.filter((ratio) => ratio <= 3).length} of ${versus.length} URLs; median ratio ${median(versus).toFixed(2)}, max ${Math.max(...versus).toFixed(2)}.`);
}
lines.push('', `Load average at the end: ${machineLine('').split(' · ').find((part) => part.startsWith('load'))}.`);
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ database: database.label, machine, rows } satisfies Summary, null, 1)}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
server.stop();
