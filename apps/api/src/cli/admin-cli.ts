/**
 * `npm run admin:create -- --phone 9876543210 --name "Asha Rao" --role super_admin`
 * (`--workshop-id N` for a workshop_admin, `--society-id N` for a society_manager): creates that
 * admin or brings an existing one to this name and role, on the configured database, migrated first.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { AdminBootstrapError, adminBootstrapSchema, createOrPromoteAdmin } from '../modules/admins/admin-bootstrap';
import { openDb } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { legacyUploadsMoveOf } from '../uploads/legacy-uploads';

class UsageError extends Error {}

function parseInput(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { phone: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, 'workshop-id': { type: 'string' }, 'society-id': { type: 'string' } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const parsed = adminBootstrapSchema.safeParse({
    phone: values.phone,
    name: values.name,
    role: values.role,
    workshopId: values['workshop-id'] ?? null,
    societyId: values['society-id'] ?? null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`--${String(issue.path[0] ?? '').replace(/Id$/, '-id')}: ${issue.message}`);
  }
  return parsed.data;
}

async function run(): Promise<void> {
  const input = parseInput(process.argv.slice(2));
  const config = loadConfig(process.env);
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await handle.migrate(legacyUploadsMoveOf(config.dataDir));
    const { outcome, admin } = await createOrPromoteAdmin(handle.db, input, new Date());
    console.log(`Admin ${admin.id} (${admin.phone}, ${admin.userType}) ${outcome}.`);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AdminBootstrapError;
  console.error(known ? error.message : error);
  process.exit(1);
});
