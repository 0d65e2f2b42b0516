import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { OpenDb } from '../src/db/client';
import { openDb } from '../src/db/client';

export interface TestDatabase extends OpenDb {
  /** Empties every table, so each test starts from the same state without re-migrating. */
  truncateAll(): Promise<void>;
}

/**
 * One migrated database per test file: in-memory PGlite by default; with DATABASE_URL set,
 * a fresh `test_<random>` database on that server, dropped again by close().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: OpenDb;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDb({ databaseUrl: url.toString(), pgliteDir: null });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    handle = await openDb({ databaseUrl: null, pgliteDir: null });
  }
  await handle.migrate();
  return {
    ...handle,
    async truncateAll() {
      await handle.db.execute(
        sql`truncate table banners, policy_documents, transactions, reviews, service_request_events, service_requests, cancellation_reasons, sops, workshop_services, service_inclusion_links, services, service_inclusions, leaves, worker_societies, workers, audit_events, refresh_tokens, refresh_families, otp_codes, rate_limit_counters, admins, societies, workshops restart identity cascade`,
      );
    },
    async close() {
      await handle.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}
