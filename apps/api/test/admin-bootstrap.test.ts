import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { FakeClock } from '../src/clock';
import { admins, auditEvents, workshops } from '../src/db/schema';
import { AdminBootstrapError, adminBootstrapSchema, createOrPromoteAdmin } from '../src/modules/admins/admin-bootstrap';
import { MemorySmsTransport } from '../src/sms/sms-transport';
import { bundled } from './api-bundles';
import { signIn, START_TIME, testConfig } from './test-app';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const NOW = new Date(START_TIME);
const FIRST = adminBootstrapSchema.parse({ phone: '9812345670', name: 'Asha Rao', role: 'super_admin' });

let database: TestDatabase;
beforeAll(async () => {
  // A migrated database with nothing in it: a new business's first day.
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.truncateAll();
});

const eventsFor = (adminId: number) => database.db.select().from(auditEvents).where(eq(auditEvents.entityId, adminId)).orderBy(auditEvents.id);

describe('npm run admin:create (createOrPromoteAdmin)', () => {
  it('creates the first super admin of an empty database, audited with no actor, who can then sign in', async () => {
    const { outcome, admin } = await createOrPromoteAdmin(database.db, FIRST, NOW);
    expect(outcome).toBe('created');
    expect(admin).toMatchObject({ phone: '9812345670', name: 'Asha Rao', userType: 'super_admin', status: 'active' });
    expect(await eventsFor(admin.id)).toMatchObject([{ actorId: null, action: 'admin.create', entity: 'admin' }]);

    const sms = new MemorySmsTransport();
    const app = await buildApp({ config: testConfig(), db: database.db, clock: new FakeClock(START_TIME), sms, logger: false });
    try {
      const session = await signIn({ app, sms }, '9812345670');
      expect(session.admin.id).toBe(admin.id);
    } finally {
      await app.close();
    }
  });

  it('is idempotent: the same call again changes nothing and records no second event', async () => {
    const first = await createOrPromoteAdmin(database.db, FIRST, NOW);
    const again = await createOrPromoteAdmin(database.db, FIRST, NOW);
    expect(again).toMatchObject({ outcome: 'unchanged', admin: { id: first.admin.id, version: first.admin.version } });
    expect(await eventsFor(first.admin.id)).toHaveLength(1);
  });

  it('promotes an existing workshop admin to super admin (and enables it), recording what changed', async () => {
    const [workshop] = await database.db
      .insert(workshops)
      .values({ name: 'Sparkle Auto Care', ownerName: 'Rohit Sharma', phone: '9800000000', addressLine: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', createdAt: NOW, updatedAt: NOW })
      .returning();
    const asWorkshopAdmin = adminBootstrapSchema.parse({ phone: '9812345670', name: 'Asha Rao', role: 'workshop_admin', workshopId: String(workshop!.id) });
    const { admin } = await createOrPromoteAdmin(database.db, asWorkshopAdmin, NOW);
    await database.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, admin.id));

    const promoted = await createOrPromoteAdmin(database.db, FIRST, NOW);
    expect(promoted).toMatchObject({ outcome: 'updated', admin: { id: admin.id, userType: 'super_admin', workshopId: null, status: 'active', version: admin.version + 1 } });
    const events = await eventsFor(admin.id);
    expect(events.at(-1)).toMatchObject({ actorId: null, action: 'admin.update', changes: { userType: { from: 'workshop_admin', to: 'super_admin' }, workshopId: { from: workshop!.id, to: null }, status: { from: 'disabled', to: 'active' } } });
  });

  it('refuses a scoped role without its place, or with a place that does not exist', async () => {
    const missing = adminBootstrapSchema.safeParse({ phone: '9812345670', name: 'Asha Rao', role: 'society_manager' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]).toMatchObject({ path: ['societyId'], message: 'A society manager needs --society-id' });
    const nowhere = adminBootstrapSchema.parse({ phone: '9812345670', name: 'Asha Rao', role: 'workshop_admin', workshopId: '999' });
    await expect(createOrPromoteAdmin(database.db, nowhere, NOW)).rejects.toThrow(new AdminBootstrapError('There is no workshop 999'));
    expect(await database.db.select().from(admins)).toEqual([]);
  });

  it('the command answers bad arguments with one line and exit code 1, before opening any database', () => {
    for (const [args, line] of [
      [['--phone', '12', '--name', 'Asha', '--role', 'super_admin'], /^--phone: /],
      [['--phone', '9812345670', '--name', 'Asha', '--role', 'boss'], /^--role: The role is one of super_admin, workshop_admin, society_manager$/],
      [['--phone', '9812345670', '--name', 'Asha', '--role', 'workshop_admin'], /^--workshop-id: A workshop admin needs --workshop-id$/],
      [['--phone', '9812345670', '--nme', 'Asha'], /Unknown option '--nme'/],
    ] as const) {
      const run = spawnSync(process.execPath, [...bundled('admin-cli'), ...args], { cwd: API_DIR, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/never-opened' } });
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(line);
    }
  });
});
