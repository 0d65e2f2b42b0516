import type { ConcernAction, ConcernStatus, UserConcern, UserConcernDetails } from '@carcare/contracts';
import { CONCERN_ACTIONS, CONCERN_STATUSES, nextConcernStatus } from '@carcare/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_CONCERN_COUNT, FIRST_DEMO_CONCERN } from '../src/seeds/seed-concerns';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import { admins, auditEvents, concernMessages, notifications, userConcerns } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

/** The seed's first concern (seeds/seed-concerns.ts): workshop 1's, open, high priority. */
const FIRST_CONCERN = 1;

type ListPage = { data: UserConcern[]; total: number };

async function list(client: ApiClient, query = ''): Promise<ListPage> {
  const response = await client.get(`/api/v1/concerns?page_size=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function detail(client: ApiClient, id: number): Promise<UserConcernDetails> {
  const response = await client.get(`/api/v1/concerns/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A concern of the given workshop and status, as the super admin lists it (skipping `skip` of them). */
async function concernIn(workshopId: number, status: ConcernStatus, skip = 0): Promise<UserConcern> {
  const found = (await list(as.superAdmin, `&workshop_id=${workshopId}&status=${status}`)).data[skip];
  expect(found, `a ${status} concern of workshop ${workshopId}`).toBeDefined();
  return found!;
}

const phoneConcern = (overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Aditi Sharma',
  customer_phone: '9812345678',
  category: 'damage',
  subject: 'Dent on the door after the wash',
  description: 'Customer called: a small dent on the driver door, noticed after the wash.',
  priority: 'high',
  ...overrides,
});

const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field).sort();

async function workshopAdminId(workshopId: number): Promise<number> {
  const [row] = await ctx.database.db.select({ id: admins.id }).from(admins).where(and(eq(admins.userType, 'workshop_admin'), eq(admins.workshopId, workshopId))).orderBy(asc(admins.id));
  return row!.id;
}

/** The notifications pointing at one concern (the demo seeds other notifications). */
async function notificationsAbout(concernId: number) {
  return ctx.database.db.select().from(notifications).where(sql`${notifications.link} like ${`%/userconcerns/${concernId}`}`).orderBy(asc(notifications.id));
}

const ENDPOINTS: { method: 'get' | 'post'; url: (id: number) => string; body?: unknown }[] = [
  { method: 'get', url: () => '/api/v1/concerns' },
  { method: 'post', url: () => '/api/v1/concerns', body: phoneConcern() },
  { method: 'get', url: (id) => `/api/v1/concerns/${id}` },
  { method: 'post', url: (id) => `/api/v1/concerns/${id}/messages`, body: { version: 1, body: 'Hello' } },
  { method: 'post', url: (id) => `/api/v1/concerns/${id}/priority`, body: { version: 1, priority: 'low' } },
  ...CONCERN_ACTIONS.map((action) => ({ method: 'post' as const, url: (id: number) => `/api/v1/concerns/${id}/${action}`, body: { version: 1 } })),
];
const call = (client: ApiClient, endpoint: (typeof ENDPOINTS)[number], id: number) =>
  endpoint.method === 'get' ? client.get(endpoint.url(id)) : client.post(endpoint.url(id), endpoint.body);

describe('roles and scope', () => {
  it('every endpoint answers 401 without a token (even with an empty body) and 403 to a society manager', async () => {
    for (const endpoint of ENDPOINTS) {
      const anonymous = endpoint.method === 'get' ? await as.anonymous.get(endpoint.url(FIRST_CONCERN)) : await as.anonymous.post(endpoint.url(FIRST_CONCERN), {});
      expect(anonymous.statusCode, endpoint.url(FIRST_CONCERN)).toBe(401);
      const manager = await call(as.societyManager, endpoint, FIRST_CONCERN);
      expect(manager.statusCode, endpoint.url(FIRST_CONCERN)).toBe(403);
    }
  });

  it('the super admin lists every concern, including those about no workshop; a workshop admin only its own workshop’s', async () => {
    const all = await list(as.superAdmin);
    expect(all.total).toBe(DEMO_CONCERN_COUNT);
    expect(new Set(all.data.map((c) => c.workshop?.id ?? null)).size).toBeGreaterThan(2);
    expect(all.data.some((c) => c.workshop === null)).toBe(true);

    const own = await list(as.workshopAdmin);
    const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(userConcerns).where(eq(userConcerns.workshopId, SEED.ownWorkshopId));
    expect(own.total).toBe(row!.count);
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((c) => c.workshop?.id === SEED.ownWorkshopId)).toBe(true);
    // Asking for another workshop does not widen the scope.
    expect((await list(as.workshopAdmin, `&workshop_id=${SEED.otherWorkshopId}`)).total).toBe(0);
  });

  it('another workshop’s concern, or one about no workshop, answers 404 to a workshop admin on every endpoint', async () => {
    const other = await concernIn(SEED.otherWorkshopId, 'open');
    const appWide = (await list(as.superAdmin)).data.find((c) => c.workshop === null)!;
    for (const id of [other.id, appWide.id]) {
      for (const endpoint of ENDPOINTS.slice(2)) {
        const response = await call(as.workshopAdmin, endpoint, id);
        expect(response.statusCode, endpoint.url(id)).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect((await as.superAdmin.get(`/api/v1/concerns/${id}`)).statusCode).toBe(200);
    }
    // Nothing was changed by the refused calls.
    expect((await detail(as.superAdmin, other.id)).version).toBe(other.version);
    expect((await as.superAdmin.get('/api/v1/concerns/999999')).statusCode).toBe(404);
  });
});

describe('the concern details', () => {
  it('gives the thread oldest first, the workshop and the related request', async () => {
    const first = await detail(as.workshopAdmin, FIRST_CONCERN);
    expect(first).toMatchObject({ code: 'UC-000001', subject: FIRST_DEMO_CONCERN.subject, status: 'open', priority: 'high', workshop: { id: 1, name: 'Sparkle Auto Care' } });
    expect(first.messages).toHaveLength(1);
    expect(first.messages[0]).toMatchObject({ author_kind: 'customer', author_admin_id: null });

    const linked = (await list(as.superAdmin)).data.find((c) => c.request !== null && c.status === 'closed')!;
    const linkedDetails = await detail(as.superAdmin, linked.id);
    expect(linkedDetails.request).toMatchObject({ id: linked.request!.id, code: linked.request!.code, status: 'completed' });
    expect(linkedDetails.request!.id).toBeGreaterThan(13);
    expect(linkedDetails.closed_at).not.toBeNull();
    const times = linkedDetails.messages.map((m) => m.at);
    expect(times).toEqual([...times].sort());
    expect(new Set(linkedDetails.messages.map((m) => m.author_kind))).toEqual(new Set(['customer', 'staff']));
  });
});

describe('the concern list', () => {
  it('filters by status, priority, category and workshop, each counted exactly', async () => {
    for (const [query, check] of [
      ['&status=resolved', (c: UserConcern) => c.status === 'resolved'],
      ['&priority=urgent', (c: UserConcern) => c.priority === 'urgent'],
      ['&category=payment', (c: UserConcern) => c.category === 'payment'],
      [`&workshop_id=${SEED.otherWorkshopId}`, (c: UserConcern) => c.workshop?.id === SEED.otherWorkshopId],
      ['&status=open&priority=high', (c: UserConcern) => c.status === 'open' && c.priority === 'high'],
    ] as const) {
      const page = await list(as.superAdmin, query);
      expect(page.total, query).toBeGreaterThan(0);
      expect(page.data.every(check), query).toBe(true);
      expect(page.total).toBeLessThan(DEMO_CONCERN_COUNT);
    }
    const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(userConcerns).where(eq(userConcerns.status, 'closed'));
    expect((await list(as.superAdmin, '&status=closed')).total).toBe(row!.count);
  });

  it('filters by the India date of creation, both ends inclusive, and refuses an end before the start', async () => {
    // The tests' clock is 2026-01-15T09:00Z; concern 1 was raised 3 hours before, concern 2 36 hours earlier.
    const today = await list(as.superAdmin, '&from=2026-01-15&to=2026-01-15');
    expect(today.data.map((c) => c.id)).toEqual([FIRST_CONCERN]);
    const before = await list(as.superAdmin, '&to=2026-01-14');
    expect(before.total).toBe(DEMO_CONCERN_COUNT - 1);
    expect(before.data.map((c) => c.id)).not.toContain(FIRST_CONCERN);
    const response = await as.superAdmin.get('/api/v1/concerns?from=2026-01-15&to=2026-01-01');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['to']);
    expect((await as.superAdmin.get('/api/v1/concerns?status=pending')).statusCode).toBe(400);
  });

  it('searches by code (exact or prefix), customer phone, customer name and subject', async () => {
    const first = await detail(as.superAdmin, FIRST_CONCERN);
    expect((await list(as.superAdmin, '&q=UC-000001')).data.map((c) => c.id)).toEqual([FIRST_CONCERN]);
    expect((await list(as.superAdmin, '&q=uc-1')).data.map((c) => c.id)).toContain(FIRST_CONCERN);
    // "UC-00001" means UC-000001 and is a prefix of UC-000010…UC-000019.
    expect((await list(as.superAdmin, '&q=UC-00001')).data.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect((await list(as.superAdmin, `&q=${first.customer_phone}`)).data.map((c) => c.id)).toContain(FIRST_CONCERN);
    expect((await list(as.superAdmin, `&q=${encodeURIComponent(first.customer_name.toUpperCase())}`)).data.map((c) => c.id)).toContain(FIRST_CONCERN);
    const bySubject = await list(as.superAdmin, '&q=rear%20bumper');
    expect(bySubject.total).toBeGreaterThan(0);
    expect(bySubject.data.every((c) => c.subject.includes('rear bumper'))).toBe(true);
    expect((await list(as.workshopAdmin, '&q=rear%20bumper')).data.every((c) => c.workshop?.id === SEED.ownWorkshopId)).toBe(true);
  });

  it('sorts newest first by default and by code on request', async () => {
    const newest = (await list(as.superAdmin)).data.map((c) => c.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const byCode = (await list(as.superAdmin, '&sort=code')).data.map((c) => c.id);
    expect(byCode).toEqual([...byCode].sort((a, b) => a - b));
    expect((await as.superAdmin.get('/api/v1/concerns?sort=priority')).statusCode).toBe(400);
  });
});

describe('status changes (DESIGN §4)', () => {
  it('every state × action: the legal ones move the concern, the others answer 409 INVALID_TRANSITION and change nothing', async () => {
    for (const status of CONCERN_STATUSES) {
      const legal = CONCERN_ACTIONS.filter((action) => nextConcernStatus(status, action) !== null);
      // One concern per legal action (resolved allows two), taken fresh from the seed.
      const subjects = await Promise.all(legal.map((_, index) => concernIn(SEED.ownWorkshopId, status, index)));
      const probe = subjects[0] ?? (await concernIn(SEED.ownWorkshopId, status));
      for (const action of CONCERN_ACTIONS.filter((a) => !legal.includes(a))) {
        const response = await as.workshopAdmin.post(`/api/v1/concerns/${probe.id}/${action}`, { version: probe.version });
        expect(response.statusCode, `${status} ${action}`).toBe(409);
        expect(response.json().code).toBe('INVALID_TRANSITION');
      }
      expect((await detail(as.superAdmin, probe.id))).toMatchObject({ status, version: probe.version });
      for (const [index, action] of legal.entries()) {
        const concern = subjects[index]!;
        const response = await as.workshopAdmin.post(`/api/v1/concerns/${concern.id}/${action}`, { version: concern.version });
        expect(response.statusCode, `${status} ${action}: ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({ status: nextConcernStatus(status, action), version: concern.version + 1 });
      }
    }
  });

  it('stamps resolved_at and closed_at, clears resolved_at on reopening, and audits each step', async () => {
    let concern: UserConcernDetails = await detail(as.workshopAdmin, FIRST_CONCERN);
    const step = async (action: ConcernAction) => {
      ctx.clock.advance(10);
      const response = await as.workshopAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/${action}`, { version: concern.version });
      expect(response.statusCode, response.body).toBe(200);
      concern = response.json();
    };
    await step('start');
    expect(concern).toMatchObject({ status: 'in_progress', resolved_at: null });
    await step('resolve');
    expect(concern.resolved_at).toBe(ctx.clock.now().toISOString());
    await step('reopen');
    expect(concern).toMatchObject({ status: 'open', resolved_at: null });
    await step('start');
    await step('resolve');
    await step('close');
    expect(concern).toMatchObject({ status: 'closed', closed_at: ctx.clock.now().toISOString() });
    const audits = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'user_concern'), eq(auditEvents.entityId, FIRST_CONCERN))).orderBy(asc(auditEvents.id));
    expect(audits.map((a) => a.action)).toEqual(['concern.start', 'concern.resolve', 'concern.reopen', 'concern.start', 'concern.resolve', 'concern.close']);
    expect(audits[0]).toMatchObject({ actorId: await workshopAdminId(SEED.ownWorkshopId), changes: { status: { from: 'open', to: 'in_progress' } } });
  });

  it('a stale version answers 409 STALE_VERSION on status, priority and reply', async () => {
    const concern = await detail(as.workshopAdmin, FIRST_CONCERN);
    expect((await as.superAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/priority`, { version: concern.version, priority: 'urgent' })).statusCode).toBe(200);
    for (const [path, body] of [
      ['start', { version: concern.version }],
      ['priority', { version: concern.version, priority: 'low' }],
      ['messages', { version: concern.version, body: 'We are on it' }],
    ] as const) {
      const response = await as.workshopAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/${path}`, body);
      expect(response.statusCode, path).toBe(409);
      expect(response.json().code).toBe('STALE_VERSION');
    }
    expect(await detail(as.superAdmin, FIRST_CONCERN)).toMatchObject({ status: 'open', priority: 'urgent', version: concern.version + 1 });
  });
});

describe('replies and priority', () => {
  it('a reply joins the thread as the staff member’s, leaves the status as it was and is audited', async () => {
    const before = await detail(as.workshopAdmin, FIRST_CONCERN);
    ctx.clock.advance(30);
    const response = await as.workshopAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/messages`, { version: before.version, body: '  Our supervisor will inspect the car tomorrow.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as UserConcernDetails;
    expect(after).toMatchObject({ status: 'open', version: before.version + 1 });
    expect(after.messages).toHaveLength(before.messages.length + 1);
    expect(after.messages.at(-1)).toMatchObject({ author_kind: 'staff', author_admin_id: await workshopAdminId(1), author_name: 'Rohit Sharma', body: 'Our supervisor will inspect the car tomorrow.', at: ctx.clock.now().toISOString() });
    const [audit] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'concern.reply'), eq(auditEvents.entityId, FIRST_CONCERN)));
    expect(audit).toBeDefined();
    // The super admin sees the same thread.
    expect((await detail(as.superAdmin, FIRST_CONCERN)).messages.at(-1)?.body).toBe('Our supervisor will inspect the car tomorrow.');
  });

  it('refuses an empty reply (400 naming body) and any reply to a closed concern (409)', async () => {
    const concern = await detail(as.workshopAdmin, FIRST_CONCERN);
    const empty = await as.workshopAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/messages`, { version: concern.version, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(['body']);
    const closed = await concernIn(SEED.ownWorkshopId, 'closed');
    const messages = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(concernMessages).where(eq(concernMessages.concernId, closed.id));
    const response = await as.workshopAdmin.post(`/api/v1/concerns/${closed.id}/messages`, { version: closed.version, body: 'One more thing' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INVALID_TRANSITION');
    const after = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(concernMessages).where(eq(concernMessages.concernId, closed.id));
    expect(after[0]!.count).toBe(messages[0]!.count);
  });

  it('changes the priority with an audit of from and to; the same priority again is a 400, a closed concern a 409', async () => {
    const concern = await detail(as.workshopAdmin, FIRST_CONCERN);
    const response = await as.workshopAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/priority`, { version: concern.version, priority: 'urgent' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ priority: 'urgent', status: 'open', version: concern.version + 1 });
    const [audit] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'concern.priority'), eq(auditEvents.entityId, FIRST_CONCERN)));
    expect(audit?.changes).toEqual({ priority: { from: 'high', to: 'urgent' } });

    const same = await as.workshopAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/priority`, { version: concern.version + 1, priority: 'urgent' });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same.json())).toEqual(['priority']);
    const unknown = await as.workshopAdmin.post(`/api/v1/concerns/${FIRST_CONCERN}/priority`, { version: concern.version + 1, priority: 'asap' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(['priority']);
    const closed = await concernIn(SEED.ownWorkshopId, 'closed');
    const final = await as.workshopAdmin.post(`/api/v1/concerns/${closed.id}/priority`, { version: closed.version, priority: closed.priority === 'low' ? 'high' : 'low' });
    expect(final.statusCode).toBe(409);
  });
});

describe('logging a concern received by phone', () => {
  it('names every missing or wrong field in a 400', async () => {
    const empty = await as.workshopAdmin.post('/api/v1/concerns', {});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(['category', 'customer_name', 'customer_phone', 'description', 'subject']);
    const wrong = await as.workshopAdmin.post('/api/v1/concerns', phoneConcern({ customer_phone: '+91 98123', priority: 'asap', category: 'weather', request_code: 'RQ-12' }));
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong.json())).toEqual(['category', 'customer_phone', 'priority', 'request_code']);
    const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(userConcerns);
    expect(row!.count).toBe(DEMO_CONCERN_COUNT);
  });

  it('a workshop admin logs one about its own request: open, channel phone, created by it, its workshop, audited', async () => {
    const response = await as.workshopAdmin.post('/api/v1/concerns', phoneConcern({ request_code: 'sr-1' }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as UserConcernDetails;
    expect(created).toMatchObject({
      code: `UC-${String(created.id).padStart(6, '0')}`,
      status: 'open',
      priority: 'high',
      channel: 'phone',
      workshop: { id: SEED.ownWorkshopId },
      request: { id: R.pending, code: 'SR-000001', status: 'pending' },
      created_by: { id: await workshopAdminId(SEED.ownWorkshopId), name: 'Rohit Sharma' },
      messages: [],
    });
    expect(created.id).toBe(DEMO_CONCERN_COUNT + 1);
    const [audit] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'concern.create'), eq(auditEvents.entityId, created.id)));
    expect(audit?.changes).toMatchObject({ workshopId: SEED.ownWorkshopId, requestId: R.pending, channel: 'phone' });
    // Without a request it is still about the workshop admin's own workshop.
    const plain = await as.workshopAdmin.post('/api/v1/concerns', phoneConcern());
    expect(plain.json()).toMatchObject({ workshop: { id: SEED.ownWorkshopId }, request: null });
  });

  it('refuses a request outside the caller’s scope with the same words as a missing one, and another workshop for a workshop admin', async () => {
    const outside = await as.workshopAdmin.post('/api/v1/concerns', phoneConcern({ request_code: `SR-${String(R.otherWorkshopPending).padStart(6, '0')}` }));
    const missing = await as.workshopAdmin.post('/api/v1/concerns', phoneConcern({ request_code: 'SR-999999' }));
    for (const response of [outside, missing]) {
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['request_code']);
    }
    expect(outside.json().message).toBe(missing.json().message);
    const byId = await as.workshopAdmin.post('/api/v1/concerns', phoneConcern({ request_id: R.otherWorkshopPending }));
    expect(byId.statusCode).toBe(400);
    expect(fieldsOf(byId.json())).toEqual(['request_id']);
    const otherWorkshop = await as.workshopAdmin.post('/api/v1/concerns', phoneConcern({ workshop_id: SEED.otherWorkshopId }));
    expect(otherWorkshop.statusCode).toBe(400);
    expect(fieldsOf(otherWorkshop.json())).toEqual(['workshop_id']);
    const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(userConcerns);
    expect(row!.count).toBe(DEMO_CONCERN_COUNT);
  });

  it('the super admin logs one about any request (its workshop becomes the concern’s), about a workshop, or about the app', async () => {
    const aboutRequest = await as.superAdmin.post('/api/v1/concerns', phoneConcern({ request_id: R.otherWorkshopPending }));
    expect(aboutRequest.statusCode, aboutRequest.body).toBe(201);
    expect(aboutRequest.json()).toMatchObject({ workshop: { id: SEED.otherWorkshopId }, request: { id: R.otherWorkshopPending } });
    const mismatch = await as.superAdmin.post('/api/v1/concerns', phoneConcern({ request_id: R.otherWorkshopPending, workshop_id: SEED.ownWorkshopId }));
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch.json())).toEqual(['workshop_id']);
    const aboutWorkshop = await as.superAdmin.post('/api/v1/concerns', phoneConcern({ workshop_id: 3 }));
    expect(aboutWorkshop.json()).toMatchObject({ workshop: { id: 3 }, request: null });
    const aboutApp = await as.superAdmin.post('/api/v1/concerns', phoneConcern({ category: 'app' }));
    expect(aboutApp.json()).toMatchObject({ workshop: null, request: null });
    const unknownWorkshop = await as.superAdmin.post('/api/v1/concerns', phoneConcern({ workshop_id: 999 }));
    expect(fieldsOf(unknownWorkshop.json())).toEqual(['workshop_id']);
  });
});

describe('notifications of a new concern', () => {
  it('a workshop admin’s concern notifies the super admins only (not the admin who logged it, nor other workshops)', async () => {
    const [superAdmin] = await ctx.database.db.select({ id: admins.id }).from(admins).where(eq(admins.userType, 'super_admin'));
    const created = (await as.workshopAdmin.post('/api/v1/concerns', phoneConcern())).json() as UserConcernDetails;
    const received = await notificationsAbout(created.id);
    expect(received.map((n) => n.adminId)).toEqual([superAdmin!.id]);
    expect(received[0]).toMatchObject({ kind: 'concern_created', link: `/main/userconcerns/${created.id}`, readAt: null });
    expect(received[0]!.title).toContain(created.code);
    expect(received[0]!.body).toContain(created.subject);
  });

  it('a super admin’s concern about a workshop notifies that workshop’s admins with their own link, and no one else', async () => {
    const created = (await as.superAdmin.post('/api/v1/concerns', phoneConcern({ request_id: R.otherWorkshopPending }))).json() as UserConcernDetails;
    const other = await workshopAdminId(SEED.otherWorkshopId);
    const rows = await notificationsAbout(created.id);
    expect(rows.map((n) => ({ adminId: n.adminId, link: n.link, kind: n.kind }))).toEqual([{ adminId: other, link: `/workshop/userconcerns/${created.id}`, kind: 'concern_created' }]);
    // A concern about the app (no workshop) logged by the only super admin notifies nobody.
    const appWide = (await as.superAdmin.post('/api/v1/concerns', phoneConcern({ category: 'app' }))).json() as UserConcernDetails;
    expect(await notificationsAbout(appWide.id)).toEqual([]);
  });

  it('a refused concern notifies nobody', async () => {
    const [before] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(notifications);
    expect((await as.workshopAdmin.post('/api/v1/concerns', phoneConcern({ request_code: 'SR-999999' }))).statusCode).toBe(400);
    const [after] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(notifications);
    expect(after!.count).toBe(before!.count);
  });
});

describe('API documentation', () => {
  it('documents every concern endpoint with its body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { requestBody?: unknown; tags?: string[] }>>;
    expect(paths['/api/v1/concerns']?.get?.tags).toEqual(['concerns']);
    expect(paths['/api/v1/concerns']?.post?.requestBody).toBeDefined();
    for (const action of [...CONCERN_ACTIONS, 'messages', 'priority']) expect(paths[`/api/v1/concerns/{id}/${action}`]?.post?.requestBody, action).toBeDefined();
  });
});
