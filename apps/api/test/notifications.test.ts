import type { Notification } from '@carcare/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, notifications, workerSocieties } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import { bookingBody } from './booking-body';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// Seeded admin ids (seeds/seed.ts, insertion order): 1 super admin, 2 workshop 1's admin, 3 society 1's
// manager, 4–7 the admins of workshops 2–5, 8–9 the managers of societies 2–3.
const SUPER = 1;
const WORKSHOP_ADMIN = 2;
const MANAGER = 3;
const WORKSHOP_2_ADMIN = 4;
const OTHER_MANAGERS = [8, 9];
const HOUR = 3_600_000;

const db = () => ctx.database.db;

/** Who holds a notification of a kind, and with which link, read from the table. */
async function recipientsOf(kind: string): Promise<{ adminId: number; link: string | null }[]> {
  return db().select({ adminId: notifications.adminId, link: notifications.link }).from(notifications).where(eq(notifications.kind, kind)).orderBy(asc(notifications.adminId));
}

/** Starts an event test from an empty inbox for everyone, so every row seen was made by the event. */
async function emptyInboxes() {
  await db().delete(notifications);
}

/** A second active admin of a role (workshop 1's co-admin, another super admin) to prove the actor alone is left out. */
async function addAdmin(userType: 'super_admin' | 'workshop_admin', phone: string): Promise<number> {
  const [row] = await db()
    .insert(admins)
    .values({ name: `Extra ${userType}`, phone, userType, workshopId: userType === 'workshop_admin' ? SEED.ownWorkshopId : null })
    .returning({ id: admins.id });
  return row!.id;
}

async function book(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/v1/requests', bookingBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string; version: number };
}

const listOf = async (client: ApiClient, query = '') => {
  const response = await client.get(`/api/v1/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Notification[]; total: number; page: number; page_size: number };
};
const unreadCount = async (client: ApiClient) => (await client.get('/api/v1/notifications/unread-count')).json().count as number;

describe('notification endpoints: roles', () => {
  it('answers 401 to an anonymous caller on every endpoint', async () => {
    expect((await as.anonymous.get('/api/v1/notifications')).statusCode).toBe(401);
    expect((await as.anonymous.get('/api/v1/notifications/unread-count')).statusCode).toBe(401);
    expect((await as.anonymous.post('/api/v1/notifications/1/read')).statusCode).toBe(401);
    expect((await as.anonymous.post('/api/v1/notifications/read-all')).statusCode).toBe(401);
  });

  it('every role reads its own seeded notifications and no one else’s', async () => {
    for (const [client, adminId] of [
      [as.superAdmin, SUPER],
      [as.workshopAdmin, WORKSHOP_ADMIN],
      [as.societyManager, MANAGER],
    ] as const) {
      const own = await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.adminId, adminId));
      expect(own.length).toBeGreaterThan(0);
      const listed = await listOf(client, '?page_size=100');
      expect(listed.data.map((n) => n.id).sort((a, b) => a - b)).toEqual(own.map((n) => n.id).sort((a, b) => a - b));
      expect(listed.total).toBe(own.length);
      const unread = await db().select({ id: notifications.id }).from(notifications).where(and(eq(notifications.adminId, adminId), isNull(notifications.readAt)));
      expect(await unreadCount(client)).toBe(unread.length);
    }
  });

  it('refuses an unknown filter with 400 naming it', async () => {
    const response = await as.workshopAdmin.get('/api/v1/notifications?filter=starred');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('filter');
  });
});

describe('notification filters and reading', () => {
  /** Four known notifications of the workshop admin: new and unread, old and unread, new and read, old and read. */
  async function knownInbox() {
    await emptyInboxes();
    const now = ctx.clock.now().getTime();
    const rows = await db()
      .insert(notifications)
      .values([
        { adminId: WORKSHOP_ADMIN, kind: 'request_created', title: 'new unread', createdAt: new Date(now - 1 * HOUR) },
        { adminId: WORKSHOP_ADMIN, kind: 'request_created', title: 'old unread', createdAt: new Date(now - 30 * HOUR) },
        { adminId: WORKSHOP_ADMIN, kind: 'leave_recorded', title: 'new read', createdAt: new Date(now - 2 * HOUR), readAt: new Date(now - HOUR) },
        { adminId: WORKSHOP_ADMIN, kind: 'leave_recorded', title: 'old read', createdAt: new Date(now - 72 * HOUR), readAt: new Date(now - 48 * HOUR) },
        { adminId: SUPER, kind: 'service_requested', title: 'super’s unread', createdAt: new Date(now - HOUR) },
      ])
      .returning({ id: notifications.id, title: notifications.title });
    return Object.fromEntries(rows.map((row) => [row.title, row.id])) as Record<string, number>;
  }
  const titles = (page: { data: Notification[] }) => page.data.map((n) => n.title);

  it('all is newest first; new = the last 24 hours, read or not; unread = not read; other = read', async () => {
    await knownInbox();
    expect(titles(await listOf(as.workshopAdmin))).toEqual(['new unread', 'new read', 'old unread', 'old read']);
    expect(titles(await listOf(as.workshopAdmin, '?filter=new'))).toEqual(['new unread', 'new read']);
    expect(titles(await listOf(as.workshopAdmin, '?filter=unread'))).toEqual(['new unread', 'old unread']);
    expect(titles(await listOf(as.workshopAdmin, '?filter=other'))).toEqual(['new read', 'old read']);
    const second = await listOf(as.workshopAdmin, '?page=2&page_size=3');
    expect(second).toMatchObject({ page: 2, page_size: 3, total: 4 });
    expect(titles(second)).toEqual(['old read']);
    expect(await unreadCount(as.workshopAdmin)).toBe(2);
  });

  it('marking one read changes only that row, keeps the first reading time, and drops the count', async () => {
    const ids = await knownInbox();
    const read = await as.workshopAdmin.post(`/api/v1/notifications/${ids['new unread']}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: ids['new unread'], read_at: ctx.clock.now().toISOString() });
    expect(await unreadCount(as.workshopAdmin)).toBe(1);
    ctx.clock.advance(60);
    const again = await as.workshopAdmin.post(`/api/v1/notifications/${ids['new unread']}/read`);
    expect(again.json().read_at).toBe(read.json().read_at);
    expect(titles(await listOf(as.workshopAdmin, '?filter=unread'))).toEqual(['old unread']);
  });

  it('another admin’s notification answers 404 and stays unread; an unknown id answers 404', async () => {
    const ids = await knownInbox();
    for (const client of [as.superAdmin, as.societyManager]) {
      const response = await client.post(`/api/v1/notifications/${ids['new unread']}/read`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await as.workshopAdmin.post(`/api/v1/notifications/${ids['super’s unread']}/read`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.post('/api/v1/notifications/999999/read')).statusCode).toBe(404);
    const [row] = await db().select().from(notifications).where(eq(notifications.id, ids['new unread']!));
    expect(row!.readAt).toBeNull();
    expect(await unreadCount(as.superAdmin)).toBe(1);
  });

  it('read-all marks every unread row of the caller only', async () => {
    const ids = await knownInbox();
    const response = await as.workshopAdmin.post('/api/v1/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await unreadCount(as.workshopAdmin)).toBe(0);
    expect(titles(await listOf(as.workshopAdmin, '?filter=unread'))).toEqual([]);
    // The super admin's own unread one is untouched.
    const [superRow] = await db().select().from(notifications).where(eq(notifications.id, ids['super’s unread']!));
    expect(superRow!.readAt).toBeNull();
    expect(await unreadCount(as.superAdmin)).toBe(1);
    expect((await as.workshopAdmin.post('/api/v1/notifications/read-all')).json()).toEqual({ updated: 0 });
  });
});

describe('events create notifications for their recipients only', () => {
  it('a booking the super admin takes for workshop 1 notifies workshop 1’s admins, no one else', async () => {
    await emptyInboxes();
    const coAdmin = await addAdmin('workshop_admin', '9000000098');
    const created = await book(as.superAdmin, { workshop_id: SEED.ownWorkshopId });
    expect(await recipientsOf('request_created')).toEqual([
      { adminId: WORKSHOP_ADMIN, link: `/workshop/service-details/${created.id}` },
      { adminId: coAdmin, link: `/workshop/service-details/${created.id}` },
    ]);
    const [shown] = (await listOf(as.workshopAdmin)).data;
    expect(shown).toMatchObject({ kind: 'request_created', title: 'New service request', read_at: null });
    expect(shown!.body).toContain(created.code);
    expect(await unreadCount(as.workshopAdmin)).toBe(1);
    expect((await as.workshopAdmin.get('/api/v1/notifications/unread-count')).json()).toEqual({ count: 1, latest_id: shown!.id });
  });

  it('a booking a workshop admin takes notifies its co-admin, never the admin who took it', async () => {
    await emptyInboxes();
    expect((await book(as.workshopAdmin)).id).toBeGreaterThan(0);
    expect(await recipientsOf('request_created')).toEqual([]);
    const coAdmin = await addAdmin('workshop_admin', '9000000098');
    await book(as.workshopAdmin);
    expect((await recipientsOf('request_created')).map((r) => r.adminId)).toEqual([coAdmin]);
  });

  it('a cancellation by the workshop admin notifies the super admins; by a super admin, the workshop’s admins and the other super admins', async () => {
    const secondSuper = await addAdmin('super_admin', '9000000097');
    const first = await book(as.superAdmin, { workshop_id: SEED.ownWorkshopId });
    await emptyInboxes();
    expect((await as.workshopAdmin.post(`/api/v1/requests/${first.id}/cancel`, { version: first.version, reason_id: 1, note: '' })).statusCode).toBe(200);
    expect(await recipientsOf('request_cancelled')).toEqual([
      { adminId: SUPER, link: `/main/service-details/${first.id}` },
      { adminId: secondSuper, link: `/main/service-details/${first.id}` },
    ]);

    const second = await book(as.superAdmin, { workshop_id: SEED.ownWorkshopId });
    await emptyInboxes();
    expect((await as.superAdmin.post(`/api/v1/requests/${second.id}/cancel`, { version: second.version, reason_id: 1, note: 'Called back' })).statusCode).toBe(200);
    expect(await recipientsOf('request_cancelled')).toEqual([
      { adminId: WORKSHOP_ADMIN, link: `/workshop/service-details/${second.id}` },
      { adminId: secondSuper, link: `/main/service-details/${second.id}` },
    ]);
    expect((await listOf(as.workshopAdmin)).data[0]!.body).toContain('Customer changed plans');
  });

  it('a refused cancellation (rolled back) leaves no notification', async () => {
    const created = await book(as.superAdmin, { workshop_id: SEED.ownWorkshopId });
    await emptyInboxes();
    expect((await as.superAdmin.post(`/api/v1/requests/${created.id}/cancel`, { version: created.version, reason_id: 404, note: '' })).statusCode).toBe(400);
    expect(await db().select().from(notifications)).toEqual([]);
  });

  it('a leave recorded by the workshop admin notifies the managers of the worker’s societies, not other societies’ managers', async () => {
    await emptyInboxes();
    const response = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: SEED.workerOfOwnWorkshopInSociety, start_date: '2026-02-10', end_date: '2026-02-11', type: 'casual' });
    expect(response.statusCode).toBe(201);
    expect(await recipientsOf('leave_recorded')).toEqual([{ adminId: MANAGER, link: '/society/listofleave' }]);
    // A worker serving no society: nobody but the (acting) workshop admin would care.
    await emptyInboxes();
    await as.workshopAdmin.post('/api/v1/leaves', { worker_id: SEED.workerOfOwnWorkshopNotInSociety, start_date: '2026-02-10', end_date: '2026-02-11', type: 'sick' });
    expect(await recipientsOf('leave_recorded')).toEqual([]);
  });

  it('a leave the super admin records for another workshop’s worker notifies that workshop’s admins and its societies’ managers', async () => {
    await emptyInboxes();
    const response = await as.superAdmin.post('/api/v1/leaves', { worker_id: SEED.workerOfOtherWorkshopInSociety, start_date: '2026-02-10', end_date: '2026-02-10', type: 'emergency', approve: true });
    expect(response.statusCode).toBe(201);
    const served = await db().select({ societyId: workerSocieties.societyId }).from(workerSocieties).where(eq(workerSocieties.workerId, SEED.workerOfOtherWorkshopInSociety));
    const managers = await db()
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.userType, 'society_manager'), inArray(admins.societyId, served.map((s) => s.societyId))));
    const managerIds = managers.map((m) => m.id);
    expect(managerIds).toContain(MANAGER);
    expect(managerIds.length).toBeLessThan(3);
    const recipients = await recipientsOf('leave_recorded');
    expect(recipients).toEqual(
      [...managerIds.map((adminId) => ({ adminId, link: '/society/listofleave' })), { adminId: WORKSHOP_2_ADMIN, link: '/workshop/listofleaves' }].sort((a, b) => a.adminId - b.adminId),
    );
    expect(recipients.map((r) => r.adminId)).not.toContain(WORKSHOP_ADMIN);
    expect(recipients.map((r) => r.adminId)).not.toContain(SUPER);
    for (const other of OTHER_MANAGERS.filter((id) => !managerIds.includes(id))) expect(recipients.map((r) => r.adminId)).not.toContain(other);
    expect((await listOf(as.societyManager)).data[0]!.body).toMatch(/emergency leave on 2026-02-10 \(approved\)/);
  });

  it('a workshop’s new-service request notifies every super admin and no workshop admin or manager', async () => {
    await emptyInboxes();
    const secondSuper = await addAdmin('super_admin', '9000000097');
    const response = await as.workshopAdmin.post('/api/v1/services/requests', {
      name: 'Alloy Wheel Detailing',
      description: 'Deep clean and sealant for alloy wheels.',
      category: 'detailing',
      duration_minutes: 45,
      prices: { hatchback: 49900, sedan: 54900, suv: 59900, muv: 59900, bike: 19900 },
      inclusion_ids: [4],
    });
    expect(response.statusCode).toBe(201);
    expect(await recipientsOf('service_requested')).toEqual([
      { adminId: SUPER, link: '/main/service' },
      { adminId: secondSuper, link: '/main/service' },
    ]);
    const all = await db().select({ adminId: notifications.adminId }).from(notifications);
    expect(all.every((row) => [SUPER, secondSuper].includes(row.adminId))).toBe(true);
    expect((await listOf(as.superAdmin)).data[0]!.body).toContain('Sparkle Auto Care asked to add “Alloy Wheel Detailing”');
  });

  it('a disabled admin receives nothing', async () => {
    await emptyInboxes();
    await db().update(admins).set({ status: 'disabled' }).where(inArray(admins.id, [WORKSHOP_ADMIN]));
    await book(as.superAdmin, { workshop_id: SEED.ownWorkshopId });
    expect(await recipientsOf('request_created')).toEqual([]);
  });
});
