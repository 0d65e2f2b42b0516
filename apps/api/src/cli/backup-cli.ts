/**
 * `npm run db:backup [-- --out FILE]`: a backup of the configured database (PostgreSQL: pg_dump's
 * custom format; embedded: the PGlite data directory as a .tar.gz), by default to
 * backups/carcare-<kind>-<UTC time>.<ext> where npm was run.
 * `npm run db:restore -- FILE [--force]`: restores such a file into the configured database, which
 * must be empty unless --force. Both print one line on a refusal or failure and exit 1.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupDatabase, defaultBackupFile, restoreDatabase } from '../db/backup';
import { DataDirLockedError } from '../db/data-dir-lock';

class UsageError extends Error {}

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function run(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parse(rest);
  // The backup needs only the database settings: no development secret is written to DATA_DIR.
  const config = loadConfig(process.env, { devJwtSecret: () => '' });
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const target = { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir };
  const where = config.databaseUrl ? 'PostgreSQL' : config.pgliteDir;

  if (command === 'backup') {
    if (positionals.length > 0 || values.force) throw new UsageError('Usage: npm run db:backup [-- --out FILE]');
    const file = values.out ? path.resolve(cwd, values.out) : defaultBackupFile(target, cwd, new Date());
    const { bytes } = await backupDatabase(target, file);
    console.log(`Backup of ${where} written to ${file} (${bytes} bytes).`);
  } else if (command === 'restore') {
    if (positionals.length !== 1 || values.out) throw new UsageError('Usage: npm run db:restore -- FILE [--force]');
    const file = path.resolve(cwd, positionals[0]!);
    const { movedAside } = await restoreDatabase(target, file, { force: values.force });
    console.log(`Restored ${file} into ${where}.${movedAside ? ` The database that was there is now in ${movedAside}.` : ''}`);
  } else {
    throw new UsageError('Usage: backup-cli backup [--out FILE] | restore FILE [--force]');
  }
}

run().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError;
  console.error(known ? error.message : error);
  process.exit(1);
});
