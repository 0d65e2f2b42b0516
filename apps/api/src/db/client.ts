import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { releaseDataDirLock, takeDataDirLock } from './data-dir-lock';
import * as schema from './schema';
import { isReadTimeout } from './unavailable';

export type Schema = typeof schema;
/** The one database type the code uses; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The SQL migrations, then `after` (a data step such as the move of old upload files), under the
   * same migration lock on PostgreSQL; answers what `after` answered (null without one).
   */
  migrate<T>(after?: (db: Db) => Promise<T>): Promise<T | null>;
  /** The migrations of this release the database has not had yet, by tag (a server that does not migrate refuses to start on them). */
  pendingMigrations(): Promise<string[]>;
  /** Answers when the database runs a trivial query (readiness). */
  ping(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel`, from this process or any other on the same
   * database, once its transaction commits. Answers the way to stop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  pgliteDir: string | null;
  /** PGlite only: start from this dump of a data directory (PGlite's dumpDataDir), in memory or in an empty `pgliteDir`, instead of an empty database. */
  pgliteDump?: Blob;
  /** Told each statement as it is sent, with its parameters (the benchmark's plans of a request's SQL). */
  logQuery?: (query: string, params: unknown[]) => void;
  /** PostgreSQL only: bounded waits for the server (the API's; the seed and benchmarks run without). */
  timeouts?: DatabaseTimeouts;
  /** PostgreSQL only: the most connections this process opens (DB_POOL_MAX; default 10). */
  poolMax?: number;
}

/** Every process that migrates a PostgreSQL database takes this advisory lock first, so N processes starting together migrate once. */
const MIGRATION_LOCK_KEY = 'carcare-migrate';

/** How long the API waits on PostgreSQL before it answers 503 (README: DB_*_TIMEOUT_MS). */
export interface DatabaseTimeouts {
  /** For a free pooled connection, and for a new connection to open. */
  acquireMs: number;
  /** For one statement (server-side statement_timeout; the client gives up a second later when the server is frozen). */
  statementMs: number;
  /** For a row or table lock (lock_timeout). */
  lockMs: number;
  /** A transaction left idle this long is ended by the server (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

/** The server cancels a slow statement first; the client's read timeout only catches a frozen server or network. */
const CLIENT_READ_GRACE_MS = 1000;

function queryLogger({ logQuery }: OpenDbOptions) {
  return logQuery ? { logQuery } : undefined;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite. Same schema and migrations for both. */
export async function openDb(options: OpenDbOptions): Promise<OpenDb> {
  if (options.databaseUrl) {
    const { timeouts } = options;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      ...(timeouts && {
        connectionTimeoutMillis: timeouts.acquireMs,
        statement_timeout: timeouts.statementMs,
        lock_timeout: timeouts.lockMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        query_timeout: timeouts.statementMs + CLIENT_READ_GRACE_MS,
      }),
    });
    // A connection the server ends (a restart, an administrator's terminate, a dropped database while
    // the pool closes) emits 'error' outside any query; unhandled, that would end the process. The
    // pool drops such a client and opens another when needed; queries still see their own errors.
    pool.on('error', () => {});
    const justAcquired = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => justAcquired.add(client));
    pool.on('connect', (client) => {
      client.on('error', () => {});
      watchQueries(client, { justAcquired, closeOnReadTimeout: Boolean(timeouts) });
    });
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: async (after) => {
        // The migrations run on a connection of their own, outside the pool and its timeouts: a
        // migration that fills a new table from a large one (documents for every recorded payment)
        // takes longer than any request may. The same connection holds the lock, so a process that
        // waited finds the migrations applied and does nothing.
        const migrator = new pg.Client({ connectionString: options.databaseUrl ?? undefined, ...(timeouts && { connectionTimeoutMillis: timeouts.acquireMs }) });
        migrator.on('error', () => {});
        await migrator.connect();
        try {
          await migrator.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(migrator), { migrationsFolder: MIGRATIONS_DIR });
            return after ? await after(db as unknown as Db) : null;
          } finally {
            await migrator.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          await migrator.end();
        }
      },
      pendingMigrations: () => pendingMigrations(db as unknown as Db),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onPayload) => listenOnServer(options.databaseUrl!, channel, onPayload),
      close: () => pool.end(),
    };
  }
  const client = await openPglite(options.pgliteDir, options.pgliteDump);
  const db = drizzlePglite(client, { schema, logger: queryLogger(options) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async (after) => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      return after ? after(db as unknown as Db) : null;
    },
    pendingMigrations: () => pendingMigrations(db as unknown as Db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => closePglite(client, options.pgliteDir),
  };
}

/**
 * Drizzle's migrator records each applied migration with its journal time (`created_at`) and applies
 * those newer than the last recorded; the same comparison names what a migration would apply.
 */
async function pendingMigrations(db: Db): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const table = await db.execute<{ found: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  let last = -Infinity;
  if (rowsOf<{ found: string | null }>(table)[0]?.found) {
    const applied = await db.execute<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    const value = rowsOf<{ last: string | number | null }>(applied)[0]?.last;
    if (value !== null && value !== undefined) last = Number(value);
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/** node-postgres answers a result with `rows`; PGlite too, drizzle passes either through. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection would hand its LISTEN
 * to whoever borrows it next). A dropped connection is opened again after a second, and listens again.
 */
async function listenOnServer(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      if (stopped) return;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), 1000);
      retry.unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Two failures node-postgres and drizzle leave to the caller, handled on every pooled client:
 * - After its read timeout a client still waits for the frozen statement's answer, and a ROLLBACK
 *   queued behind it could be dropped unsent: the next borrower's statements would then run inside
 *   the abandoned transaction and commit it. So a client that timed out is disconnected; the server
 *   rolls its transaction back, and the pool opens a fresh connection when needed.
 * - drizzle's transaction sends BEGIN before its try/finally, so a BEGIN that fails (the connection
 *   dropped or timed out just then) never gives the client back: each such failure would hold one of
 *   the pool's connections for ever, and a few database restarts would leave none (every request 503,
 *   shutdown waiting for ever). A failed BEGIN on a client just taken from the pool releases it, as
 *   broken; a later release of the same checkout is ignored.
 */
function watchQueries(client: pg.PoolClient, options: { justAcquired: WeakSet<pg.PoolClient>; closeOnReadTimeout: boolean }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const firstOfCheckout = options.justAcquired.delete(client);
    const result = query(...args);
    if (result instanceof Promise) {
      const releaseIfBeginFails = firstOfCheckout && isBegin(args[0]) ? releaseOnce(client) : null;
      result.catch((error: unknown) => {
        if (options.closeOnReadTimeout && isReadTimeout(error)) disconnect(client);
        releaseIfBeginFails?.(error as Error);
      });
    }
    return result;
  };
}

function isBegin(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/** Makes this checkout's release idempotent and returns it: whoever releases first wins. */
function releaseOnce(client: pg.PoolClient): (error?: Error) => void {
  const release = client.release.bind(client);
  let released = false;
  const once = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  client.release = once;
  return once;
}

function disconnect(client: pg.PoolClient): void {
  // end() would wait for the frozen server to close its side; the socket is dropped at once instead.
  const { connection } = client as unknown as { connection?: { stream?: { destroy(): void } } };
  connection?.stream?.destroy();
}

/**
 * The embedded database in `dir` (null: in memory), with the extensions the migrations use. A
 * folder is locked to this process. `dump` (a dumpDataDir tarball) loads into an empty folder or memory.
 */
export async function openPglite(dir: string | null, dump?: Blob): Promise<PGlite> {
  if (dir) {
    mkdirSync(dir, { recursive: true });
    takeDataDirLock(dir);
  }
  try {
    // pg_trgm backs the trigram indexes of the contains-searches (migration 0006).
    const extensions = { pg_trgm };
    const client = dir ? new PGlite(dir, { extensions, loadDataDir: dump }) : new PGlite({ extensions, loadDataDir: dump });
    await client.waitReady;
    return client;
  } catch (error) {
    if (dir) releaseDataDirLock(dir);
    throw error;
  }
}

/** Closes an embedded database opened by openPglite and frees its folder for another process. */
export async function closePglite(client: PGlite, dir: string | null): Promise<void> {
  try {
    await client.close();
  } finally {
    if (dir) releaseDataDirLock(dir);
  }
}
