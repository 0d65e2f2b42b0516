import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db, OpenDb } from '../src/db/client';
import { openDb } from '../src/db/client';
import { seedIfEmpty } from '../src/seeds/seed';
import { restoreWholeSeed, START_TIME, takeSeedSnapshot } from './seed-snapshot';
import { rowsOf } from './sql-rows';

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
    handle = await openPgliteCopy(template.source);
  }
  const pgliteCopy = template.kind === 'pglite';
  return {
    ...handle,
    url,
    async truncateAll() {
      await handle.db.execute(TRUNCATE_ALL);
    },
    async close() {
      if (pgliteCopy) return putBackPgliteCopy(handle, template.source, options.seedSnapshot === true);
      await handle.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}

/**
 * Opening an embedded copy from its dump is most of a short file's time. The files of a worker
 * run one after another and share its modules (isolate: false), so a copy a file closes is made
 * like its template again and handed to the worker's next file. It is
 * kept only when nothing but rows changed: a file that altered the schema, analyzed a table, left a
 * session setting, a LISTEN or an advisory lock behind, or hung, leaves a copy that is closed.
 */
const spares = new Map<string, OpenDb>();
/** Per template: the state of a copy as opened from its dump (see STATE_FINGERPRINT). */
const freshFingerprints = new Map<string, string>();

const STATE_FINGERPRINT = sql.raw(`select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
  select format('relation %s %s %s %s', c.oid::regclass, c.relkind, c.relnatts, c.relhastriggers) as item from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select format('column %s.%s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid::regtype, a.attnotnull, a.attisdropped, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select format('index %s', pg_get_indexdef(i.indexrelid)) from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint
    where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select format('trigger %s %s %s %s', tgrelid::regclass, tgname, tgenabled, tgfoid::regproc) from pg_trigger where not tgisinternal
  union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select format('view %s %s', c.oid::regclass, md5(pg_get_viewdef(c.oid))) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('v', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
  union all select format('type %s', t.oid::regtype) from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and t.typrelid = 0
  union all select format('extension %s %s', extname, extversion) from pg_extension
  union all select format('setting %s=%s', name, setting) from pg_settings where source = 'session'
  union all select format('listening %s', channel) from pg_listening_channels() channel
  union all select format('lock %s %s', locktype, objid) from pg_locks where locktype = 'advisory'
  union all select format('statistics %s %s', starelid::regclass, count(*)) from pg_statistic group by starelid
) items`);

async function fingerprintOf(db: Db): Promise<string> {
  return (await rowsOf<{ fingerprint: string }>(db, STATE_FINGERPRINT))[0]!.fingerprint;
}

async function openPgliteCopy(source: string): Promise<OpenDb> {
  const spare = spares.get(source);
  if (spare) {
    spares.delete(source);
    return spare;
  }
  const handle = await openDb({ databaseUrl: null, pgliteDir: null, pgliteDump: new Blob([readFileSync(source)]) });
  if (!freshFingerprints.has(source)) freshFingerprints.set(source, await fingerprintOf(handle.db));
  return handle;
}

/** How long making a copy like new may take before it counts as hung (a transaction left open). */
const PUT_BACK_LIMIT_MS = 10_000;

/** The public tables, for emptying a migrated copy whatever tables a migration added. */
const EMPTY_PUBLIC_TABLES = sql.raw(`do $$
begin
  execute (select 'truncate table ' || string_agg(format('public.%I', c.relname), ', ') || ' restart identity cascade'
           from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p'));
end $$`);

async function putBackPgliteCopy(handle: OpenDb, source: string, seeded: boolean): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), PUT_BACK_LIMIT_MS);
  });
  const outcome = await Promise.race([
    (async () => {
      if (seeded) {
        // As prepareSeededTemplate left it: the whole seed back, then the tables emptied again.
        await restoreWholeSeed(handle.db);
        await handle.db.execute(TRUNCATE_ALL);
      } else {
        // The migrated template has no rows, and no sequence has been used.
        await handle.db.execute(EMPTY_PUBLIC_TABLES);
      }
      return (await fingerprintOf(handle.db)) === freshFingerprints.get(source) ? 'like new' : 'changed';
    })().catch(() => 'changed' as const),
    hung,
  ]);
  clearTimeout(timer);
  if (outcome === 'hung') {
    // Closing waits for the hung statement: the worker goes on without it.
    void handle.close().catch(() => {});
    return;
  }
  if (outcome === 'changed' || spares.has(source)) return handle.close();
  spares.set(source, handle);
}
