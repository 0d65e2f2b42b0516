import type { Review, ServiceRequestDetails, Worker } from '@carcare/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import { auditEvents, notifications, reviews, serviceRequests, workers } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

type Client = DemoClients['superAdmin'];
const db = () => ctx.database.db;
/** The audit actions written for rows of an entity, in id order. */
const auditOf = async (entity: string, ids: number[]) =>
  db()
    .select({ entityId: auditEvents.entityId, action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), inArray(auditEvents.entityId, ids)))
    .orderBy(asc(auditEvents.id));

/** Bodies every bulk endpoint refuses with 400, whatever the action's own fields. */
async function expectBadSelectionsRefused(client: Client, path: string, base: Record<string, unknown>, item: Record<string, unknown>, noun: string) {
  const bad: [Record<string, unknown>, string][] = [
    [{ ...base, items: [] }, `Select at least one ${noun}`],
    [{ ...base, items: [item, item] }, `Each ${noun} may be listed once`],
    [{ ...base }, 'Give either items or filter'],
    [{ ...base, items: [item], filter: {}, expected_count: 1 }, 'Give either items or filter'],
    [{ ...base, filter: {} }, `Give the count of ${noun}s you saw matching`],
    [{ ...base, items: Array.from({ length: 1001 }, (_, i) => ({ ...item, id: i + 1 })) }, `Select at most 1000 ${noun}s at once`],
    [{ ...base, items: 'all' }, ''],
    [{ ...base, action: 'delete', items: [item] }, ''],
  ];
  for (const [body, message] of bad) {
    const response = await client.post(path, body);
    expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(response.json().message).toContain(message);
  }
}

describe('bulk hide and publish of reviews', () => {
  const bulk = (client: Client, body: Record<string, unknown>) => client.post('/api/v1/reviews/bulk', body);
  const reviewsOf = async (query: string): Promise<Review[]> => (await as.superAdmin.get(`/api/v1/reviews?page_size=100${query}`)).json().data;
  const statusOf = async (id: number) => (await db().select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)))[0]!.status;

  it('hides each allowed review and refuses the others with the single action’s reason: stale, already hidden, unknown', async () => {
    const published = await reviewsOf(`&workshop_id=${SEED.ownWorkshopId}&status=published`);
    const [ok, stale] = published;
    const [hidden] = await reviewsOf('&status=hidden');
    expect(ok && stale && hidden).toBeTruthy();
    const response = await bulk(as.superAdmin, {
      action: 'hide',
      reason: 'Abusive language',
      items: [
        { id: ok!.id, version: ok!.version },
        { id: stale!.id, version: stale!.version + 1 },
        { id: hidden!.id, version: hidden!.version },
        { id: 999_999, version: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: ok!.id, outcome: 'done' },
        { id: stale!.id, outcome: 'refused', code: 'STALE_VERSION', message: expect.any(String) },
        { id: hidden!.id, outcome: 'refused', code: 'INVALID_TRANSITION', message: 'This review is hidden; only published reviews can be hidden' },
        { id: 999_999, outcome: 'refused', code: 'NOT_FOUND', message: 'Review not found' },
      ],
      done: 1,
      refused: 3,
    });
    expect(await statusOf(ok!.id)).toBe('hidden');
    expect(await statusOf(stale!.id)).toBe('published');
    // The single action's audit event, with the reason, for the applied one only.
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, 'review'), inArray(auditEvents.entityId, [ok!.id, stale!.id, hidden!.id])));
    expect(events.map((event) => [event.entityId, event.action, event.changes])).toEqual([
      [ok!.id, 'review.hide', { status: { from: 'published', to: 'hidden' }, reason: 'Abusive language' }],
    ]);
  });

  it('publishes every review a filter matches once the caller’s count still holds', async () => {
    const hidden = await reviewsOf('&status=hidden');
    expect(hidden.length).toBeGreaterThan(0);
    const filter = { status: 'hidden' };
    const changed = await bulk(as.superAdmin, { action: 'publish', reason: 'Checked', filter, expected_count: hidden.length + 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(`The list has changed: ${hidden.length} reviews match now, not ${hidden.length + 1}. Check the list and try again.`);
    const response = await bulk(as.superAdmin, { action: 'publish', reason: 'Checked', filter, expected_count: hidden.length });
    expect(response.json()).toMatchObject({ done: hidden.length, refused: 0 });
    expect((await reviewsOf('&status=hidden')).length).toBe(0);
    expect((await auditOf('review', hidden.map((r) => r.id))).map((e) => e.action)).toEqual(hidden.map(() => 'review.publish'));
    expect((await bulk(as.superAdmin, { action: 'publish', reason: 'Checked', filter: { rating: 9 }, expected_count: 1 })).statusCode).toBe(400);
  });

  it('moderation stays the super admin’s: 403 for a workshop admin and a society manager, 401 anonymous, 400 on bad bodies', async () => {
    const [review] = await reviewsOf(`&workshop_id=${SEED.ownWorkshopId}&status=published`);
    const item = { id: review!.id, version: review!.version };
    for (const client of [as.workshopAdmin, as.societyManager]) expect((await bulk(client, { action: 'hide', reason: 'x', items: [item] })).statusCode).toBe(403);
    expect((await bulk(as.anonymous, { action: 'hide', reason: 'x', items: [item] })).statusCode).toBe(401);
    const noReason = await bulk(as.superAdmin, { action: 'hide', items: [item] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    await expectBadSelectionsRefused(as.superAdmin, '/api/v1/reviews/bulk', { action: 'hide', reason: 'x' }, item, 'review');
    expect(await statusOf(review!.id)).toBe('published');
  });
});

describe('bulk deactivate and reactivate of workers', () => {
  const bulk = (client: Client, body: Record<string, unknown>) => client.post('/api/v1/workers/bulk', body);
  const worker = async (id: number): Promise<Worker> => (await as.superAdmin.get(`/api/v1/workers/${id}`)).json();
  const statusOf = async (id: number) => (await db().select({ status: workers.status }).from(workers).where(eq(workers.id, id)))[0]!.status;

  it('deactivates its own workers; a stale copy and another workshop’s worker are refused and left as they are', async () => {
    const [ok, stale, other, inactive] = await Promise.all([worker(3), worker(4), worker(SEED.workerOfOtherWorkshop), worker(12)]);
    expect(inactive.status).toBe('inactive');
    const response = await bulk(as.workshopAdmin, {
      action: 'deactivate',
      items: [ok, { ...stale, version: stale.version + 1 }, other, inactive].map(({ id, version }) => ({ id, version })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: 3, outcome: 'done' },
        { id: 4, outcome: 'refused', code: 'STALE_VERSION', message: expect.any(String) },
        { id: SEED.workerOfOtherWorkshop, outcome: 'refused', code: 'NOT_FOUND', message: 'Worker not found' },
        // Already inactive: the single action answers 200 and changes nothing, so it is done, unaudited.
        { id: 12, outcome: 'done' },
      ],
      done: 2,
      refused: 2,
    });
    expect([await statusOf(3), await statusOf(4), await statusOf(SEED.workerOfOtherWorkshop)]).toEqual(['inactive', 'active', 'active']);
    expect(await auditOf('worker', [3, 4, SEED.workerOfOtherWorkshop, 12])).toEqual([{ entityId: 3, action: 'worker.deactivate' }]);
  });

  it('reactivates every worker of the filter, in scope only', async () => {
    await db().update(workers).set({ status: 'inactive' }).where(inArray(workers.id, [5, SEED.workerOfOtherWorkshop]));
    const listed = (await as.workshopAdmin.get('/api/v1/workers?status=inactive')).json();
    const ids = (listed.data as Worker[]).map((w) => w.id).sort((a, b) => a - b);
    expect(ids).toContain(5);
    expect(ids).not.toContain(SEED.workerOfOtherWorkshop);
    const response = await bulk(as.workshopAdmin, { action: 'reactivate', filter: { status: 'inactive' }, expected_count: listed.total });
    expect(response.json()).toEqual({ results: ids.map((id) => ({ id, outcome: 'done' })), done: ids.length, refused: 0 });
    expect(await statusOf(5)).toBe('active');
    expect(await statusOf(SEED.workerOfOtherWorkshop)).toBe('inactive');
    expect((await auditOf('worker', ids)).map((e) => e.action)).toEqual(ids.map(() => 'worker.activate'));
  });

  it('403 for a society manager, 401 anonymous, 400 on bad bodies', async () => {
    const item = { id: 3, version: (await worker(3)).version };
    expect((await bulk(as.societyManager, { action: 'deactivate', items: [item] })).statusCode).toBe(403);
    expect((await bulk(as.anonymous, { action: 'deactivate', items: [item] })).statusCode).toBe(401);
    await expectBadSelectionsRefused(as.workshopAdmin, '/api/v1/workers/bulk', { action: 'deactivate' }, item, 'worker');
    expect((await bulk(as.workshopAdmin, { action: 'deactivate', filter: { status: 'retired' }, expected_count: 1 })).statusCode).toBe(400);
    expect(await statusOf(3)).toBe('active');
  });
});

describe('bulk assignment of requests', () => {
  // Worker 2 (workshop 1) is free today: only a pending leave.
  const FREE_WORKER = 2;
  const bulk = (client: Client, body: Record<string, unknown>) => client.post('/api/v1/requests/bulk', body);
  const request = async (id: number): Promise<ServiceRequestDetails> => (await as.superAdmin.get(`/api/v1/requests/${id}`)).json();
  const rowOf = async (id: number) => (await db().select({ status: serviceRequests.status, workerId: serviceRequests.workerId }).from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!;

  it('assigns accepted and assigned requests as the single action does; pending, stale and another workshop’s are refused', async () => {
    const rows = await Promise.all([R.accepted, R.assigned, R.pending, R.acceptedTomorrow, R.otherWorkshopPending].map(request));
    const items = rows.map(({ id, version }) => ({ id, version }));
    items[3] = { ...items[3]!, version: items[3]!.version + 1 };
    const response = await bulk(as.workshopAdmin, { action: 'assign', worker_id: FREE_WORKER, items });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: R.accepted, outcome: 'done' },
        { id: R.assigned, outcome: 'done' },
        { id: R.pending, outcome: 'refused', code: 'INVALID_TRANSITION', message: 'This request is pending; only accepted or assigned requests can be assigned' },
        { id: R.acceptedTomorrow, outcome: 'refused', code: 'STALE_VERSION', message: expect.any(String) },
        { id: R.otherWorkshopPending, outcome: 'refused', code: 'NOT_FOUND', message: 'Request not found' },
      ],
      done: 2,
      refused: 3,
    });
    expect(await rowOf(R.accepted)).toEqual({ status: 'assigned', workerId: FREE_WORKER });
    expect((await rowOf(R.assigned)).workerId).toBe(FREE_WORKER);
    expect(await rowOf(R.pending)).toEqual({ status: 'pending', workerId: null });
    expect((await rowOf(R.acceptedTomorrow)).status).toBe('accepted');
    expect((await rowOf(R.otherWorkshopPending)).status).toBe('pending');
    expect(await auditOf('service_request', [R.accepted, R.assigned, R.pending, R.acceptedTomorrow, R.otherWorkshopPending])).toEqual([
      { entityId: R.accepted, action: 'service_request.assign' },
      { entityId: R.assigned, action: 'service_request.assign' },
    ]);
    // The timeline says it as the single action does.
    expect((await request(R.accepted)).events.at(-1)).toMatchObject({ action: 'assign', note: expect.stringMatching(/^Assigned to /) });
  });

  it('a super admin’s selection across workshops: the worker’s own workshop’s requests are done, the others refused naming the worker', async () => {
    const rows = await Promise.all([R.acceptedTomorrow, R.otherWorkshopAssigned].map(request));
    const response = await bulk(as.superAdmin, { action: 'assign', worker_id: FREE_WORKER, items: rows.map(({ id, version }) => ({ id, version })) });
    expect(response.json().results).toEqual([
      { id: R.acceptedTomorrow, outcome: 'done' },
      { id: R.otherWorkshopAssigned, outcome: 'refused', code: 'VALIDATION_ERROR', message: 'Choose a worker of this request’s workshop' },
    ]);
  });

  it('by filter: every accepted request of the caller’s workshop, once the count holds', async () => {
    const listed = (await as.workshopAdmin.get('/api/v1/requests?status=accepted&page_size=100')).json();
    expect(listed.total).toBeGreaterThan(0);
    const filter = { status: 'accepted' };
    expect((await bulk(as.workshopAdmin, { action: 'assign', worker_id: FREE_WORKER, filter, expected_count: listed.total + 1 })).statusCode).toBe(409);
    const response = await bulk(as.workshopAdmin, { action: 'assign', worker_id: FREE_WORKER, filter, expected_count: listed.total });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { results: { id: number; outcome: string; code?: string }[]; done: number };
    expect(body.results.map((r) => r.id).sort((a, b) => a - b)).toEqual((listed.data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b));
    // A request on a day the worker is on approved leave is refused as the single action refuses it; the rest are assigned.
    expect(body.results.every((r) => r.outcome === 'done' || r.code === 'VALIDATION_ERROR')).toBe(true);
    expect(body.done).toBeGreaterThan(0);
    for (const done of body.results.filter((r) => r.outcome === 'done')) expect(await rowOf(done.id)).toEqual({ status: 'assigned', workerId: FREE_WORKER });
    const backwards = await bulk(as.workshopAdmin, { action: 'assign', worker_id: FREE_WORKER, filter: { from: '2026-02-10', to: '2026-02-01' }, expected_count: 1 });
    expect(backwards.json().details).toEqual([{ field: 'filter.to', message: 'End date cannot be before start date', code: 'end_before_start' }]);
  });

  it('403 for a society manager, 401 anonymous, 400 on bad bodies (a worker is required)', async () => {
    const { id, version } = await request(R.accepted);
    const item = { id, version };
    expect((await bulk(as.societyManager, { action: 'assign', worker_id: FREE_WORKER, items: [item] })).statusCode).toBe(403);
    expect((await bulk(as.anonymous, { action: 'assign', worker_id: FREE_WORKER, items: [item] })).statusCode).toBe(401);
    const noWorker = await bulk(as.workshopAdmin, { action: 'assign', items: [item] });
    expect(noWorker.json().details[0]).toEqual({ field: 'worker_id', message: 'Choose a worker', code: 'required' });
    expect((await bulk(as.workshopAdmin, { action: 'cancel', worker_id: FREE_WORKER, items: [item] })).statusCode).toBe(400);
    await expectBadSelectionsRefused(as.workshopAdmin, '/api/v1/requests/bulk', { action: 'assign', worker_id: FREE_WORKER }, item, 'request');
    expect((await rowOf(R.accepted)).status).toBe('accepted');
  });
});

describe('bulk mark-read of notifications', () => {
  const WORKSHOP_ADMIN = 2;
  const WORKSHOP_2_ADMIN = 4;
  const bulk = (client: Client, body: Record<string, unknown>) => client.post('/api/v1/notifications/bulk', body);
  const readAtOf = async (id: number) => (await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id)))[0]!.readAt;

  async function inbox() {
    await db().delete(notifications);
    const now = Date.now();
    const rows = await db()
      .insert(notifications)
      .values([
        { adminId: WORKSHOP_ADMIN, kind: 'request_created', title: 'one', createdAt: new Date(now - 3_600_000) },
        { adminId: WORKSHOP_ADMIN, kind: 'request_created', title: 'two', createdAt: new Date(now - 7_200_000) },
        { adminId: WORKSHOP_ADMIN, kind: 'leave_recorded', title: 'three', createdAt: new Date(now - 9_000_000) },
        { adminId: WORKSHOP_2_ADMIN, kind: 'request_created', title: 'another admin’s', createdAt: new Date(now - 3_600_000) },
      ])
      .returning({ id: notifications.id });
    return rows.map((row) => row.id) as [number, number, number, number];
  }

  it('marks the caller’s own read; another admin’s is refused as not found and stays unread', async () => {
    const [one, two, , others] = await inbox();
    const response = await bulk(as.workshopAdmin, { action: 'read', items: [{ id: one }, { id: two }, { id: others }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: one, outcome: 'done' },
        { id: two, outcome: 'done' },
        { id: others, outcome: 'refused', code: 'NOT_FOUND', message: 'Notification not found' },
      ],
      done: 2,
      refused: 1,
    });
    expect(await readAtOf(one)).not.toBeNull();
    expect(await readAtOf(others)).toBeNull();
    expect((await as.workshopAdmin.get('/api/v1/notifications/unread-count')).json().count).toBe(1);
  });

  it('marks every unread one matching, once the count holds; 400 on bad bodies, 401 anonymous', async () => {
    const [one, , three, others] = await inbox();
    await bulk(as.workshopAdmin, { action: 'read', items: [{ id: one }] });
    const changed = await bulk(as.workshopAdmin, { action: 'read', filter: { filter: 'unread' }, expected_count: 3 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('The list has changed: 2 notifications match now, not 3. Check the list and try again.');
    const response = await bulk(as.workshopAdmin, { action: 'read', filter: { filter: 'unread' }, expected_count: 2 });
    expect(response.json()).toMatchObject({ done: 2, refused: 0 });
    expect(await readAtOf(three)).not.toBeNull();
    expect(await readAtOf(others)).toBeNull();

    expect((await bulk(as.anonymous, { action: 'read', items: [{ id: one }] })).statusCode).toBe(401);
    expect((await bulk(as.workshopAdmin, { action: 'read', filter: { filter: 'maybe' }, expected_count: 1 })).statusCode).toBe(400);
    await expectBadSelectionsRefused(as.workshopAdmin, '/api/v1/notifications/bulk', { action: 'read' }, { id: one }, 'notification');
  });
});
