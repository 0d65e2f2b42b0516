import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { OpenDb } from '../src/db/client';
import { openDb } from '../src/db/client';
import { seedIfEmpty } from '../src/seeds/seed';
import { START_TIME, takeSeedSnapshot } from './seed-snapshot';

/**
 * Where the templates of a test run are: PGlite dump files, or databases on the server. `plain` is
 * migrated and empty; `seeded` is that plus the demo seed's snapshot (see seed-snapshot.ts), with
 * its tables emptied again, so a context's first reset() only puts the snapshot back.
 */
export interface TemplateDatabase {
  kind: 'pglite' | 'postgres';
  plain: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

export interface TestDatabase extends OpenDb {
  /** The copy's postgres:// URL on the server; null for an in-memory PGlite. */
  url: string | null;
  /** Empties every table, so each test starts from the same state without re-migrating. */
  truncateAll(): Promise<void>;
}

const serverUrl = (): string | null => process.env.DATABASE_URL || null;

function databaseUrl(name: string): string {
  const url = new URL(serverUrl()!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl()! });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const TRUNCATE_ALL = sql`truncate table blobs, banners, policy_documents, transactions, reviews, service_request_events, service_requests, cancellation_reasons, sops, workshop_services, service_inclusion_links, services, service_inclusions, leaves, worker_societies, workers, audit_events, refresh_tokens, refresh_families, otp_codes, rate_limit_counters, admins, societies, workshops, queue_jobs restart identity cascade`;

/**
 * Turns a migrated database into the seeded template: seeds the demo as at START_TIME, keeps the
 * snapshot, then empties the tables (the snapshot's triggers note every one as written), so a
 * copy starts empty and its first restore brings the whole seed back. Seeding once here instead of
 * in each of the suite's files saves about half a second a file.
 */
async function prepareSeededTemplate(handle: OpenDb): Promise<void> {
  await seedIfEmpty(handle.db, { now: new Date(START_TIME) });
  await takeSeedSnapshot(handle.db);
  await handle.db.execute(TRUNCATE_ALL);
}

/**
 * Migrates the run's templates once (vitest's globalSetup): `test_template_<random>` databases on
 * the server when DATABASE_URL is set, else an in-memory PGlite dumped to files. Each test file
 * then starts from a copy instead of running every migration (and the seed) again. Returns the
 * templates and how to drop them.
 */
export async function createTemplateDatabase(): Promise<{ template: TemplateDatabase; drop(): Promise<void> }> {
  if (serverUrl()) {
    const suffix = randomBytes(6).toString('hex');
    const plain = `test_template_${suffix}`;
    const seeded = `test_template_seeded_${suffix}`;
    await onServer(`create database ${plain}`);
    const handle = await openDb({ databaseUrl: databaseUrl(plain), pgliteDir: null });
    await handle.migrate();
    // A template must have no open connections while it is copied.
    await handle.close();
    await onServer(`create database ${seeded} template ${plain}`);
    const seededHandle = await openDb({ databaseUrl: databaseUrl(seeded), pgliteDir: null });
    await prepareSeededTemplate(seededHandle);
    await seededHandle.close();
    return {
      template: { kind: 'postgres', plain, seeded },
      drop: async () => {
        await onServer(`drop database if exists ${seeded} with (force)`);
        await onServer(`drop database if exists ${plain} with (force)`);
      },
    };
  }
  const handle = await openDb({ databaseUrl: null, pgliteDir: null });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dir = mkdtempSync(path.join(tmpdir(), 'carcare-test-template-'));
  const dumpTo = async (file: string) => writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  const plain = path.join(dir, 'migrated.tar');
  const seeded = path.join(dir, 'seeded.tar');
  await handle.migrate();
  await dumpTo(plain);
  await prepareSeededTemplate(handle);
  await dumpTo(seeded);
  await handle.close();
  return { template: { kind: 'pglite', plain, seeded }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The run's migrated, empty template as a PGlite dump, for a test that opens an embedded database
 * in a folder of its own (openDb's `pgliteDump`): it starts migrated instead of running every
 * migration again; migrate() then applies none and runs only what comes after them. Null when the
 * run's templates are on a server (DATABASE_URL).
 */
export function migratedPgliteDump(): Blob | null {
  const templates = inject('templateDatabase');
  return templates.kind === 'pglite' ? new Blob([readFileSync(templates.plain)]) : null;
}

/**
 * One migrated, empty database per test file, copied from the run's template: an in-memory PGlite
 * loaded from the template's dump, or a fresh `test_<random>` database on the server made from the
 * template database, dropped again by close(). With `seedSnapshot`, the copy holds the demo seed's
 * snapshot (restoreSeedSnapshot fills it).
 */
export async function openTestDatabase(options: { seedSnapshot?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('templateDatabase');
  const template = { kind: templates.kind, source: options.seedSnapshot ? templates.seeded : templates.plain };
  let handle: OpenDb;
  let dropDatabase: (() => Promise<void>) | null = null;
  let url: string | null = null;
  if (template.kind === 'postgres') {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name} template ${template.source}`);
    url = databaseUrl(name);
    handle = await openDb({ databaseUrl: url, pgliteDir: null });
    dropDatabase = () => onServer(`drop database if exists ${name} with (force)`);
  } else {
    handle = await openDb({ databaseUrl: null, pgliteDir: null, pgliteDump: new Blob([readFileSync(template.source)]) });
  }
  return {
    ...handle,
    url,
    async truncateAll() {
      await handle.db.execute(TRUNCATE_ALL);
    },
    async close() {
      await handle.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}
