/** `npm run migrate`: applies the migrations to the configured database and nothing else (under the migration lock on PostgreSQL). */
import { ConfigError, loadConfig } from '../config';
import { openDb } from './client';
import { DataDirLockedError } from './data-dir-lock';

async function run(): Promise<void> {
  const config = loadConfig(process.env);
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await handle.migrate();
    console.log(`Migrations applied (${handle.kind === 'postgres' ? 'PostgreSQL' : config.pgliteDir}).`);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
