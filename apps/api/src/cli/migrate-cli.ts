/** `npm run migrate`: applies the migrations to the configured database and moves DATA_DIR/uploads into it, nothing else (under the migration lock on PostgreSQL). */
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { legacyUploadsMoveOf } from '../uploads/legacy-uploads';
import { fillWorkingHours } from '../modules/workshops/working-hours';

async function run(): Promise<void> {
  const config = loadConfig(process.env);
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const moved = await handle.migrate(legacyUploadsMoveOf(config.dataDir));
    const filled = await fillWorkingHours(handle.db);
    if (filled) console.log(`Read the working hours of ${filled} workshop(s) from their opening-hours text.`);
    console.log(`Migrations applied (${handle.kind === 'postgres' ? 'PostgreSQL' : config.pgliteDir}).`);
    if (moved?.moved) console.log(`Moved ${moved.moved} uploaded file(s) from ${config.dataDir}/uploads into the database.`);
    if (moved?.skipped.length) console.log(`Left in ${config.dataDir}/uploads (not an upload of this app): ${moved.skipped.join(', ')}`);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
