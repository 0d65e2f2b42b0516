/** `npm run seed [-- --requests N]`: migrates and seeds the configured database if it is empty (N generated service requests). */
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { legacyUploadsMoveOf } from '../uploads/legacy-uploads';
import { seedIfEmpty } from '../seeds/seed';

function parseRequests(argv: string[]): number | null {
  const index = argv.indexOf('--requests');
  if (index === -1) return null;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error('--requests needs a whole number');
  return value;
}

/** On PostgreSQL the large seed builds its indexes on this many connections at once: one per core of a small server. */
const BUILD_CONNECTIONS = 2;

async function run(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.isProduction) throw new ConfigError('NODE_ENV', 'is production: the demo data is not seeded there (npm run migrate, then npm run admin:create)');
  const requests = parseRequests(process.argv.slice(2));
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await handle.migrate(legacyUploadsMoveOf(config.dataDir));
    const seeded = await seedIfEmpty(handle.db, { ...(requests === null ? {} : { requests }), bannerImages: true, vacuumAfterBulk: handle.kind === 'pglite', buildConnections: handle.kind === 'postgres' ? BUILD_CONNECTIONS : 1 });
    console.log(seeded ? 'Seeded demo data.' : 'Database already has admins; nothing seeded.');
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
