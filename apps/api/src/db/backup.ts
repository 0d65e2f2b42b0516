/**
 * Backups of either database (`npm run db:backup`, `npm run db:restore`):
 * - PostgreSQL: pg_dump's custom format, restored by pg_restore in one transaction;
 * - the embedded PGlite: its data directory as a gzipped tarball (dumpDataDir), restored by
 *   loading it into an empty DATA_DIR (loadDataDir); both take the DATA_DIR lock, so they refuse
 *   while a server has the folder open.
 * A restore refuses a database that already holds tables unless `force` is given.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { closePglite, openPglite } from './client';
import { DataDirLockedError, releaseDataDirLock, takeDataDirLock } from './data-dir-lock';

/** A refusal or failure the CLI prints as one line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The configured database: PostgreSQL when a URL is given, else the embedded one in pgliteDir. */
export interface BackupTarget {
  databaseUrl: string | null;
  pgliteDir: string;
}

export type BackupKind = 'postgres' | 'pglite';

/** The file name a backup gets when none is given: backups/carcare-<kind>-<UTC time>.<ext> under `dir`. */
export function defaultBackupFile(target: BackupTarget, dir: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return path.join(dir, 'backups', target.databaseUrl ? `carcare-postgres-${stamp}.dump` : `carcare-pglite-${stamp}.tar.gz`);
}

/** Writes a backup of the target database to `file` (via `<file>.partial`, so a failed run leaves no half file). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ kind: BackupKind; bytes: number }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another --out file`);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      const { url, env } = connection(target.databaseUrl);
      runPgTool('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${url}`], env);
    } else {
      await dumpPglite(target.pgliteDir, partial);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { kind: target.databaseUrl ? 'postgres' : 'pglite', bytes: statSync(file).size };
}

/** Restores `file` into the target database; refuses one that holds tables unless `force`. */
export async function restoreDatabase(target: BackupTarget, file: string, options: { force: boolean }): Promise<{ kind: BackupKind; movedAside: string | null }> {
  const kind = backupKindOf(file);
  const wanted: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new BackupError(
      kind === 'pglite'
        ? `${file} is a backup of the embedded database, but DATABASE_URL points at PostgreSQL: unset DATABASE_URL to restore it into DATA_DIR`
        : `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is unset: set it to the PostgreSQL database to restore into`,
    );
  }
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, file, options.force);
    return { kind, movedAside: null };
  }
  return { kind, movedAside: await restorePglite(target.pgliteDir, file, options.force) };
}

/** Which database a backup file is for, from its first bytes: pg_dump's custom format starts with PGDMP, a gzip with 1f 8b. */
export function backupKindOf(file: string): BackupKind {
  try {
    accessSync(file, constants.R_OK);
  } catch {
    throw new BackupError(`${file} does not exist or cannot be read`);
  }
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupError(`${file} is not a backup made by npm run db:backup (neither a pg_dump custom-format file nor a PGlite tarball)`);
}

// --- PostgreSQL ---------------------------------------------------------------------------

/** The URL without its password, which goes to the tools in PGPASSWORD instead of their command line (visible in ps). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump / pg_restore: from PG_BIN_DIR when set, else the PATH, else Debian's newest /usr/lib/postgresql/<version>/bin. */
export function pgToolPath(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const dirs = env.PG_BIN_DIR ? [env.PG_BIN_DIR] : [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...debianPgBinDirs()];
  for (const dir of dirs) {
    const candidate = path.join(dir, tool);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new BackupError(`${tool} was not found${env.PG_BIN_DIR ? ` in PG_BIN_DIR (${env.PG_BIN_DIR})` : ''}: install the PostgreSQL client of the server's version (Debian: postgresql-client) or set PG_BIN_DIR`);
}

function debianPgBinDirs(): string[] {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(base, version, 'bin'));
}

function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(pgToolPath(tool), args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new BackupError(`${tool} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    const lines = `${result.stderr}`.split('\n').map((line) => line.trim()).filter(Boolean);
    // The first error names the cause (a refused connection, a version mismatch, a missing role…).
    const first = lines.find((line) => /error|fatal/i.test(line)) ?? lines[0] ?? `exit code ${result.status}`;
    throw new BackupError(`${tool} failed: ${first.replace(/^(pg_dump|pg_restore): /, '')}`);
  }
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ tables: string; others: string; name: string }>(
      `select (select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')) as tables,
              (select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as others,
              current_database() as name`,
    );
    const { tables, others, name } = rows[0]!;
    if (Number(others) > 0) {
      throw new BackupError(`Database ${name} has ${others} other open connection(s): stop the API servers (and other clients) before restoring`);
    }
    if (Number(tables) > 0 && !force) {
      throw new BackupError(`Database ${name} is not empty (${tables} tables): restore into an empty database, or add --force to replace what the backup holds`);
    }
  });
  const { url, env } = connection(databaseUrl);
  // One transaction: a failed restore leaves the database as it was. --no-owner/--no-acl let
  // another role (the target's owner) own what it restores; --clean drops the backup's objects first.
  const args = ['--no-password', '--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', ...(force ? ['--clean', '--if-exists'] : []), `--dbname=${url}`, file];
  runPgTool('pg_restore', args, env);
}

// --- PGlite ------------------------------------------------------------------------------

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

async function dumpPglite(dir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dir}: check DATA_DIR (or set DATABASE_URL for PostgreSQL)`);
  }
  // openPglite takes the DATA_DIR lock: it refuses while a server has the folder open.
  const client = await openPglite(dir);
  try {
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await closePglite(client, dir);
  }
}

/** Loads the tarball into an empty `dir`; with force, a folder that holds a database is first moved aside (returned). */
async function restorePglite(dir: string, file: string, force: boolean): Promise<string | null> {
  mkdirSync(path.dirname(dir), { recursive: true });
  let movedAside: string | null = null;
  // Held while the folder is checked and moved, so no server opens it meanwhile.
  takeDataDirLock(dir);
  try {
    if (!isEmptyDir(dir)) {
      if (!force) throw new BackupError(`${dir} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside first`);
      movedAside = `${dir}.before-restore-${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
      renameSync(dir, movedAside);
    }
    rmSync(dir, { recursive: true, force: true });
  } finally {
    releaseDataDirLock(dir);
  }
  try {
    const dump = new Blob([await readFile(file)]);
    const client = await openPglite(dir, dump);
    try {
      // The restored database answers before the restore is reported done.
      await client.query('select count(*) from pg_class');
    } finally {
      await closePglite(client, dir);
    }
  } catch (error) {
    // Another process took the folder between the check and the load: it is theirs now.
    if (error instanceof DataDirLockedError) throw new BackupError(`${error.message}${movedAside ? ` (the previous database is in ${movedAside})` : ''}`);
    // Leave DATA_DIR as it was: no half-loaded folder, and the moved database back in place.
    rmSync(dir, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, dir);
    throw new BackupError(`Could not load ${file} into ${dir}: ${(error as Error).message}`);
  }
  return movedAside;
}
