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

/** Where the migrated template of a test run is: a PGlite dump file, or a database on the server. */
export type TemplateDatabase = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

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

/**
 * Migrates one database for the whole run (vitest's globalSetup): a `test_template_<random>`
 * database on the server when DATABASE_URL is set, else an in-memory PGlite dumped to a file.
 * Each test file then starts from a copy instead of running every migration again. Returns the
 * template and how to drop it.
 */
export async function createTemplateDatabase(): Promise<{ template: TemplateDatabase; drop(): Promise<void> }> {
  if (serverUrl()) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name}`);
    const handle = await openDb({ databaseUrl: databaseUrl(name), pgliteDir: null });
    await handle.migrate();
    // A template must have no open connections while it is copied.
    await handle.close();
    return { template: { kind: 'postgres', name }, drop: () => onServer(`drop database if exists ${name} with (force)`) };
  }
  const handle = await openDb({ databaseUrl: null, pgliteDir: null });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'carcare-test-template-'));
  const dumpFile = path.join(dir, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { template: { kind: 'pglite', dumpFile }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One migrated, empty database per test file, copied from the run's template: an in-memory PGlite
 * loaded from the template's dump, or a fresh `test_<random>` database on the server made from the
 * template database, dropped again by close().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  let handle: OpenDb;
  let dropDatabase: (() => Promise<void>) | null = null;
  let url: string | null = null;
  if (template.kind === 'postgres') {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name} template ${template.name}`);
    url = databaseUrl(name);
    handle = await openDb({ databaseUrl: url, pgliteDir: null });
    dropDatabase = () => onServer(`drop database if exists ${name} with (force)`);
  } else {
    handle = await openDb({ databaseUrl: null, pgliteDir: null, pgliteDump: new Blob([readFileSync(template.dumpFile)]) });
  }
  return {
    ...handle,
    url,
    async truncateAll() {
      await handle.db.execute(
        sql`truncate table blobs, banners, policy_documents, transactions, reviews, service_request_events, service_requests, cancellation_reasons, sops, workshop_services, service_inclusion_links, services, service_inclusions, leaves, worker_societies, workers, audit_events, refresh_tokens, refresh_families, otp_codes, rate_limit_counters, admins, societies, workshops restart identity cascade`,
      );
    },
    async close() {
      await handle.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}
