import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDatabase, restoreDatabase } from '../src/db/backup';
import { closePglite, openDb, openPglite } from '../src/db/client';
import { dataDirLockFile } from '../src/db/data-dir-lock';
import { seedIfEmpty } from '../src/seeds/seed';
import { bundled } from './api-bundles';
import { migratedPgliteDump } from './test-database';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'carcare-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every table outside the system schemas with its row count and an md5 of its rows (as text, in
 * text order), and every sequence's last value: two databases with the same fingerprint hold the
 * same rows, and new rows get the same ids.
 */
async function fingerprint(query: Query): Promise<Record<string, string>> {
  const tables = await query(`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`);
  const result: Record<string, string> = {};
  for (const { schemaname, tablename } of tables) {
    const name = `"${String(schemaname)}"."${String(tablename)}"`;
    const [row] = await query(`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${name} t`);
    result[name] = `${String(row!.n)} rows, md5 ${String(row!.h)}`;
  }
  for (const { schemaname, sequencename, last_value } of await query(`select schemaname, sequencename, last_value::text from pg_sequences order by 1, 2`)) {
    result[`sequence "${String(schemaname)}"."${String(sequencename)}"`] = String(last_value);
  }
  return result;
}

async function pgliteFingerprint(dir: string): Promise<Record<string, string>> {
  const client: PGlite = await openPglite(dir);
  try {
    return await fingerprint(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await closePglite(client, dir);
  }
}

/** The sum of rows over the fingerprint: a seeded database has thousands. */
function totalRows(print: Record<string, string>): number {
  return Object.values(print).reduce((sum, value) => sum + (/^(\d+) rows/.exec(value) ? Number(/^(\d+)/.exec(value)![1]) : 0), 0);
}

/** Runs the command as `npm run db:backup` / `db:restore` does in production, from its bundle (test/api-bundles.ts). */
function cli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [...bundled('backup-cli'), ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', INIT_CWD: work, ...env },
  });
}

describe('backup and restore of the embedded database (PGlite)', () => {
  const seededDataDir = path.join(work, 'seeded');
  const seededDir = path.join(seededDataDir, 'pglite');
  let seededPrint: Record<string, string>;

  beforeAll(async () => {
    const handle = await openDb({ databaseUrl: null, pgliteDir: seededDir, pgliteDump: migratedPgliteDump() ?? undefined });
    try {
      await handle.migrate();
      await seedIfEmpty(handle.db, { bannerImages: true });
    } finally {
      await handle.close();
    }
    seededPrint = await pgliteFingerprint(seededDir);
  }, 120_000);

  it('a backup restored into an empty DATA_DIR holds every row of every table', async () => {
    expect(totalRows(seededPrint)).toBeGreaterThan(1000);
    expect(Object.keys(seededPrint)).toContain('"public"."service_requests"');
    const file = path.join(work, 'pglite-backup.tar.gz');
    const { kind, bytes } = await backupDatabase({ databaseUrl: null, pgliteDir: seededDir }, file);
    expect(kind).toBe('pglite');
    expect(bytes).toBeGreaterThan(0);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const restoredDir = path.join(work, 'restored', 'pglite');
    expect(await restoreDatabase({ databaseUrl: null, pgliteDir: restoredDir }, file, { force: false })).toEqual({ kind: 'pglite', movedAside: null });
    expect(await pgliteFingerprint(restoredDir)).toEqual(seededPrint);

    // A second restore into the now non-empty folder is refused, and changes nothing.
    await expect(restoreDatabase({ databaseUrl: null, pgliteDir: restoredDir }, file, { force: false })).rejects.toThrow(/already holds a database.*--force/);
    // With --force the database there is moved aside, not deleted.
    const { movedAside } = await restoreDatabase({ databaseUrl: null, pgliteDir: restoredDir }, file, { force: true });
    expect(movedAside).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/);
    expect(existsSync(path.join(movedAside!, 'PG_VERSION'))).toBe(true);
    expect(await pgliteFingerprint(restoredDir)).toEqual(seededPrint);
  }, 120_000);

  it('refuses while a server holds the DATA_DIR lock, and a file of the wrong kind', async () => {
    // Another live process owns the folder, as a running server would.
    const owner = spawn('sleep', ['60']);
    try {
      writeFileSync(dataDirLockFile(seededDir), `${owner.pid}\n`);
      await expect(backupDatabase({ databaseUrl: null, pgliteDir: seededDir }, path.join(work, 'locked.tar.gz'))).rejects.toThrow(`in use by another process (pid ${owner.pid})`);
      expect(existsSync(path.join(work, 'locked.tar.gz'))).toBe(false);
      const file = path.join(work, 'pglite-backup.tar.gz');
      await expect(restoreDatabase({ databaseUrl: null, pgliteDir: seededDir }, file, { force: true })).rejects.toThrow(`in use by another process (pid ${owner.pid})`);
    } finally {
      owner.kill();
      rmSync(dataDirLockFile(seededDir), { force: true });
    }
    const notABackup = path.join(work, 'not-a-backup.txt');
    writeFileSync(notABackup, 'hello');
    await expect(restoreDatabase({ databaseUrl: null, pgliteDir: path.join(work, 'x', 'pglite') }, notABackup, { force: false })).rejects.toThrow(BackupError);
    await expect(restoreDatabase({ databaseUrl: 'postgres://u@127.0.0.1:1/db', pgliteDir: '' }, path.join(work, 'pglite-backup.tar.gz'), { force: false })).rejects.toThrow(/backup of the embedded database, but DATABASE_URL points at PostgreSQL/);
  }, 60_000);

  it('the commands answer a refusal or a mistake with one line and exit code 1', () => {
    const restored = path.join(work, 'cli');
    const backup = cli(['backup', '--out', 'cli-backup.tar.gz'], { DATA_DIR: seededDataDir });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup of .*seeded\/pglite written to .*cli-backup\.tar\.gz \(\d+ bytes\)\.\n$/);
    expect(cli(['restore', 'cli-backup.tar.gz'], { DATA_DIR: restored }).status).toBe(0);
    for (const [args, env, line] of [
      [['restore', 'cli-backup.tar.gz'], { DATA_DIR: restored }, /^\/.*cli\/pglite already holds a database: restore into an empty DATA_DIR, or add --force to move it aside first$/],
      [['restore', 'missing.tar.gz'], { DATA_DIR: restored }, /^\/.*missing\.tar\.gz does not exist or cannot be read$/],
      [['restore'], { DATA_DIR: restored }, /^Usage: npm run db:restore -- FILE \[--force\]$/],
      [['backup', '--out', 'cli-backup.tar.gz'], { DATA_DIR: restored }, /cli-backup\.tar\.gz already exists/],
      [['backup'], { DATA_DIR: path.join(work, 'nothing-here') }, /^There is no embedded database in .*nothing-here\/pglite/],
      [['backup', '--bogus'], { DATA_DIR: restored }, /Unknown option '--bogus'/],
    ] as const) {
      const run = cli([...args], env);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(line);
    }
  }, 120_000);
});

// PostgreSQL: in the API suite's PostgreSQL pass (`npm run test:api:pg`), with pg_dump/pg_restore installed.
describe.runIf(serverUrl)('backup and restore of PostgreSQL (pg_dump, pg_restore)', () => {
  const created: string[] = [];
  async function onServer<T>(work: (client: pg.Client) => Promise<T>, url = serverUrl!): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  async function emptyDatabase(): Promise<string> {
    const name = `test_backup_${randomBytes(6).toString('hex')}`;
    await onServer((client) => client.query(`create database ${name}`));
    created.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const pgFingerprint = (url: string) => onServer((client) => fingerprint(async (text) => (await client.query<Record<string, unknown>>(text)).rows), url);

  afterAll(async () => {
    await onServer(async (client) => {
      for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
    });
  });

  it('a backup restored into an empty database holds every row of every table; a non-empty one needs --force', async () => {
    const source = await emptyDatabase();
    const handle = await openDb({ databaseUrl: source, pgliteDir: null });
    try {
      await handle.migrate();
      await seedIfEmpty(handle.db, { bannerImages: true });
    } finally {
      await handle.close();
    }
    const sourcePrint = await pgFingerprint(source);
    expect(totalRows(sourcePrint)).toBeGreaterThan(1000);

    const file = path.join(work, 'postgres-backup.dump');
    expect((await backupDatabase({ databaseUrl: source, pgliteDir: '' }, file)).kind).toBe('postgres');

    const target = await emptyDatabase();
    await restoreDatabase({ databaseUrl: target, pgliteDir: '' }, file, { force: false });
    expect(await pgFingerprint(target)).toEqual(sourcePrint);

    await expect(restoreDatabase({ databaseUrl: target, pgliteDir: '' }, file, { force: false })).rejects.toThrow(/is not empty \(\d+ tables\).*--force/);
    // --force replaces what the backup holds: a row changed since is as it was again.
    await onServer((client) => client.query(`update admins set name = name || ' (changed)'`), target);
    expect(await pgFingerprint(target)).not.toEqual(sourcePrint);
    await restoreDatabase({ databaseUrl: target, pgliteDir: '' }, file, { force: true });
    expect(await pgFingerprint(target)).toEqual(sourcePrint);

    // A server still connected to the database: the restore waits for nobody and is refused.
    const open = new pg.Client({ connectionString: target });
    await open.connect();
    try {
      await expect(restoreDatabase({ databaseUrl: target, pgliteDir: '' }, file, { force: true })).rejects.toThrow(/1 other open connection\(s\): stop the API servers/);
    } finally {
      await open.end();
    }
    await expect(restoreDatabase({ databaseUrl: null, pgliteDir: path.join(work, 'y', 'pglite') }, file, { force: false })).rejects.toThrow(/is a PostgreSQL backup \(pg_dump\), but DATABASE_URL is unset/);
  }, 180_000);
});
