import { mkdirSync } from 'node:fs';
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
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code uses; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Answers when the database runs a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  pgliteDir: string | null;
  /** In memory only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty one. */
  pgliteDump?: Blob;
  /** Told each statement as it is sent, with its parameters (the benchmark's plans of a request's SQL). */
  logQuery?: (query: string, params: unknown[]) => void;
}

function queryLogger({ logQuery }: OpenDbOptions) {
  return logQuery ? { logQuery } : undefined;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite. Same schema and migrations for both. */
export async function openDb(options: OpenDbOptions): Promise<OpenDb> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection the server ends (a restart, an administrator's terminate, a dropped database while
    // the pool closes) emits 'error' outside any query; unhandled, that would end the process. The
    // pool drops such a client and opens another when needed; queries still see their own errors.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const client = await openPglite(options.pgliteDir, options.pgliteDump);
  const db = drizzlePglite(client, { schema, logger: queryLogger(options) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** The embedded database in `dir` (null: in memory), with the extensions the migrations use. */
export async function openPglite(dir: string | null, dump?: Blob): Promise<PGlite> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the trigram indexes of the contains-searches (migration 0006).
  const extensions = { pg_trgm };
  const client = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions, loadDataDir: dump });
  await client.waitReady;
  return client;
}
