// What every benchmark here does before it measures: find the database, seed it when empty, start
// the API on it (the server process itself, so its memory can be read), sign in as the demo super
// admin (or another demo admin) through the `file` SMS transport, and describe the machine in the results.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, hostname, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import { closePglite, openDb, openPglite } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where a benchmark's data lives: the PostgreSQL of DATABASE_URL, or, with BENCH_PGLITE_DIR set,
 * the embedded PGlite of that DATA_DIR (the server's own default database, in DATA_DIR/pglite).
 */
export type BenchDatabase = { kind: 'postgres'; url: string; label: 'PostgreSQL' } | { kind: 'pglite'; dataDir: string; label: 'PGlite' };

/** BENCH_PGLITE_DIR or DATABASE_URL, or a message and exit. */
export function benchDatabaseOrExit(): BenchDatabase {
  const pgliteDir = process.env.BENCH_PGLITE_DIR;
  // npm runs the benchmarks in bench/: a relative folder is taken from where the command was typed.
  if (pgliteDir) return { kind: 'pglite', dataDir: resolve(process.env.INIT_CWD ?? '.', pgliteDir), label: 'PGlite' };
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL database (bash scripts/start-test-postgres.sh starts one), or BENCH_PGLITE_DIR to a folder for the embedded PGlite.');
    process.exit(1);
  }
  return { kind: 'postgres', url, label: 'PostgreSQL' };
}

/** The environment of a process that opens `database`: DATABASE_URL for PostgreSQL; for PGlite DATA_DIR and no DATABASE_URL. */
function environmentFor(database: BenchDatabase): NodeJS.ProcessEnv {
  if (database.kind === 'postgres') return { ...process.env, DATABASE_URL: database.url };
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir };
  delete environment.DATABASE_URL;
  return environment;
}

/**
 * The benchmark's own SQL (seed checks, the URLs' parameters, EXPLAIN) on its database, with the
 * API's query builder on the same connection (told each statement it sends, with `logQuery`). A PGlite data directory is opened by one process at
 * a time, so on PGlite this is the data directory opened in the benchmark's process: close it
 * before the server starts.
 */
export interface BenchSql {
  db: Db;
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export async function openBenchSql(database: BenchDatabase, options: { logQuery?: (query: string, params: unknown[]) => void } = {}): Promise<BenchSql> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  if (database.kind === 'pglite') {
    const dir = join(database.dataDir, 'pglite');
    const pglite = await openPglite(dir);
    return {
      db: drizzlePglite(pglite, { schema, logger }) as unknown as Db,
      query: async (text, params) => (await pglite.query<Record<string, unknown>>(text, params as unknown[])).rows,
      close: () => closePglite(pglite, dir),
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const handle = await openDb({ databaseUrl: database.url, pgliteDir: null, ...(options.logQuery ? { logQuery: options.logQuery } : {}) });
  return {
    db: handle.db,
    query: async (text, params) => (await client.query(text, params as unknown[])).rows as Record<string, unknown>[],
    close: async () => {
      await handle.close();
      await client.end();
    },
  };
}

/** Seeds `requests` requests (and their related rows) through the API's seed when the database has none; answers how many it holds. */
export async function seedIfEmpty(database: BenchDatabase, requests: number): Promise<number> {
  const count = async () => {
    const sqlClient = await openBenchSql(database);
    try {
      const one = async (text: string) => (await sqlClient.query(text))[0];
      const migrated = (await one(`select to_regclass('service_requests') is not null as yes`))?.yes === true;
      return migrated ? Number((await one('select count(*) as n from service_requests'))!.n) : 0;
    } finally {
      await sqlClient.close();
    }
  };
  if ((await count()) === 0) {
    console.log(`Seeding ${requests} requests into ${database.label}…`);
    const started = Date.now();
    const seed = spawnSync('npm', ['run', 'seed', '-w', 'apps/api', '--', '--requests', String(requests)], { cwd: root, stdio: 'inherit', env: environmentFor(database) });
    if (seed.status !== 0) process.exit(seed.status ?? 1);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return count();
}

export interface BenchServer {
  base: string;
  /** The server's resident set (VmRSS), in MB. */
  rssMb: () => number;
  /** The Authorization header of the signed-in super admin. */
  authorization: string;
  /** Signs in another demo admin by phone; answers its Authorization header. */
  signIn: (phone: string) => Promise<string>;
  /** The server's DATA_DIR (its development JWT secret lives there). */
  dataDir: string;
  stop: () => void;
}

/** The demo super admin (DESIGN §6). */
export const SUPER_ADMIN_PHONE = '9000000001';

/** Starts the API on `database` and signs in as the demo super admin; others sign in through `signIn`. */
export async function startSignedIn(database: BenchDatabase, port: number, nodeFlags: string[] = []): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'carcare-bench-'));
  const outbox = join(work, 'sms-outbox.jsonl');
  const server = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(root, 'apps', 'api', 'src', 'main.ts')], {
    cwd: root,
    env: { ...environmentFor(database), ...(database.kind === 'postgres' ? { DATA_DIR: work } : {}), PORT: String(port), HOST: '127.0.0.1', SMS_TRANSPORT: 'file', SMS_OUTBOX_FILE: outbox, RESPONSE_VALIDATION: process.env.RESPONSE_VALIDATION ?? 'off', ACCESS_TOKEN_TTL_SECONDS: '3600', OTP_RESEND_SECONDS: '1', OTP_MAX_SENDS_PER_HOUR: '100', OTP_MAX_SENDS_PER_IP_PER_HOUR: '100', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${base}/readyz`).then((response) => response.ok).catch(() => false);
    if (ready) break;
    if (attempt > 120) throw new Error('The server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const signIn = (phone: string) => signInThroughOutbox(base, outbox, phone);
  const authorization = await signIn(SUPER_ADMIN_PHONE);

  const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
  return { base, rssMb, authorization, signIn, dataDir: work, stop };
}

/** Asks for a code, reads it from the server's SMS outbox file and answers the Authorization header it buys. */
async function signInThroughOutbox(base: string, outbox: string, phone: string): Promise<string> {
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/admins/auth/admin/send-otp/', { phone });
  let code = '';
  for (let attempt = 0; attempt < 50 && !code; attempt++) {
    if (existsSync(outbox)) code = (readFileSync(outbox, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { to: string; code: string }).filter((line) => line.to.endsWith(phone)).at(-1)?.code) ?? '';
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = (await (await post('/admins/auth/admin/verify-otp/', { phone, otp: code })).json()) as { data?: { access?: string } };
  if (!verified.data?.access) throw new Error(`Sign-in failed: ${JSON.stringify(verified)}`);
  return `Bearer ${verified.data.access}`;
}

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run of a URL as a signed-in admin: mean req/s, latency percentiles in ms, every kind of failure. */
export async function measure(url: string, authorization: string, connections: number, seconds: number): Promise<Run> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { authorization } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

/** `2026-11-24T16:37:30Z · vm · 2 × AMD EPYC · 24 GB · Node v20… · load 0.4`, then what the run did (the load average says how shared the machine was). */
export function machineLine(what: string): string {
  return `${new Date().toISOString()} · ${hostname()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · ${(totalmem() / 2 ** 30).toFixed(0)} GB · Node ${process.version} · load ${loadavg()[0]!.toFixed(1)} · ${what}`;
}

/** `bench/results/2026-11-24-16-37-<name>` */
/** A registration number from the middle of the seeded requests: the search URLs' `q=`. */
export async function middleRegistration(database: BenchDatabase): Promise<string> {
  const sqlClient = await openBenchSql(database);
  try {
    const rows = await sqlClient.query(`select registration_number from service_requests where id = (select max(id) / 2 from service_requests)`);
    return String(rows[0]!.registration_number);
  } finally {
    await sqlClient.close();
  }
}

export function resultsDir(name: string): string {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return join(root, 'bench', 'results', `${stamp}-${name}`);
}
