import type { ServiceRequest, ServiceRequestDetails } from '@carcare/contracts';
import { REQUEST_ACTIONS } from '@carcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_REQUEST_COUNT, DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import { auditEvents, serviceRequests } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import { bookingBody } from './booking-body';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// The tests' clock: 2026-01-15T09:00Z, India date 2026-01-15 (seeds/seed-requests.ts documents the fixed requests).
const TODAY = '2026-01-15';
const indiaDate = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);

const list = async (client: ApiClient, query: string) => {
  const response = await client.get(`/api/v1/requests?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: ServiceRequest[]; total: number; page: number; page_size: number; total_is_estimate?: boolean };
};
const ids = (page: { data: ServiceRequest[] }) => page.data.map((r) => r.id);
const countWhere = async (condition: ReturnType<typeof sql>) => {
  const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(serviceRequests).where(condition);
  return row!.count;
};

const EVERY_ENDPOINT: { method: 'get' | 'post'; url: (id: number) => string; body?: unknown }[] = [
  { method: 'get', url: () => '/api/v1/requests' },
  { method: 'get', url: () => '/api/v1/requests.csv' },
  { method: 'post', url: () => '/api/v1/requests', body: bookingBody() },
  { method: 'get', url: (id) => `/api/v1/requests/${id}` },
  { method: 'get', url: (id) => `/api/v1/requests/${id}/assignable-workers` },
  ...REQUEST_ACTIONS.map((action) => ({ method: 'post' as const, url: (id: number) => `/api/v1/requests/${id}/${action}`, body: { version: 1, note: 'x', worker_id: 2, reason_id: 1 } })),
];
const call = (client: ApiClient, endpoint: (typeof EVERY_ENDPOINT)[number], id: number) =>
  endpoint.method === 'get' ? client.get(endpoint.url(id)) : client.post(endpoint.url(id), endpoint.body);

describe('roles and scope', () => {
  it('every endpoint answers 401 without a token and 403 to a society manager', async () => {
    for (const endpoint of EVERY_ENDPOINT) {
      expect((await call(as.anonymous, endpoint, R.pending)).statusCode, endpoint.url(R.pending)).toBe(401);
      expect((await call(as.societyManager, endpoint, R.pending)).statusCode, endpoint.url(R.pending)).toBe(403);
    }
    // Authentication comes before the body is looked at.
    expect((await as.anonymous.post('/api/v1/requests', { nonsense: true })).statusCode).toBe(401);
    expect((await as.societyManager.post(`/api/v1/requests/${R.pending}/accept`, {})).statusCode).toBe(403);
  });

  it('another workshop’s request answers 404 to a workshop admin on every id endpoint, and is left unchanged', async () => {
    for (const endpoint of EVERY_ENDPOINT.filter((e) => e.url(0).includes('/0'))) {
      const response = await call(as.workshopAdmin, endpoint, R.otherWorkshopPending);
      expect(response.statusCode, endpoint.url(R.otherWorkshopPending)).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Request not found' });
    }
    const untouched = (await as.superAdmin.get(`/api/v1/requests/${R.otherWorkshopPending}`)).json();
    expect(untouched).toMatchObject({ status: 'pending', version: 1, workshop: { id: SEED.otherWorkshopId } });
    expect((await as.superAdmin.get('/api/v1/requests/999999')).statusCode).toBe(404);
  });

  it('lists and CSV never leak another workshop’s requests', async () => {
    const own = await list(as.workshopAdmin, 'page_size=100');
    expect(own.total).toBe(await countWhere(eq(serviceRequests.workshopId, SEED.ownWorkshopId)));
    expect(own.data.every((r) => r.workshop.id === SEED.ownWorkshopId)).toBe(true);
    expect((await list(as.workshopAdmin, `workshop_id=${SEED.otherWorkshopId}`)).total).toBe(0);
    expect((await list(as.workshopAdmin, `q=${encodeURIComponent('SR-000012')}`)).total).toBe(0);
    const csv = await as.workshopAdmin.get(`/api/v1/requests.csv?workshop_id=${SEED.otherWorkshopId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    expect((await as.workshopAdmin.get('/api/v1/requests.csv')).body).not.toContain('Shine & Drive Garage');
    const all = await list(as.superAdmin, 'page_size=1');
    expect(all.total).toBe(DEMO_REQUEST_COUNT);
    expect(all.total_is_estimate).toBeUndefined();
  });
});

describe('the request list', () => {
  it('sorts by scheduled time, newest first, by default and pages without overlap', async () => {
    const first = await list(as.workshopAdmin, 'page_size=10');
    const second = await list(as.workshopAdmin, 'page_size=10&page=2');
    const times = [...first.data, ...second.data].map((r) => r.scheduled_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    expect(first).toMatchObject({ page: 1, page_size: 10 });
  });

  it('sorts by each whitelisted key, ascending or descending, and refuses others', async () => {
    const amounts = (await list(as.superAdmin, 'sort=amount_paise&page_size=100')).data.map((r) => r.amount_paise);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    expect(ids(await list(as.superAdmin, 'sort=code&page_size=5'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(await list(as.superAdmin, 'sort=-code&page_size=2'))).toEqual([DEMO_REQUEST_COUNT, DEMO_REQUEST_COUNT - 1]);
    const created = (await list(as.superAdmin, 'sort=-created_at&page_size=50')).data.map((r) => r.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const statuses = (await list(as.superAdmin, 'sort=status&page_size=100')).data.map((r) => r.status);
    expect([...statuses].sort()).toEqual(statuses);
    const bad = await as.superAdmin.get('/api/v1/requests?sort=customer_phone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
  });

  it('filters by status, service, society, worker and workshop; totals are exact', async () => {
    const pending = await list(as.workshopAdmin, 'status=pending&page_size=100');
    expect(pending.data.every((r) => r.status === 'pending')).toBe(true);
    expect(ids(pending)).toEqual(expect.arrayContaining([R.pending, R.pendingTomorrow]));
    expect(pending.total).toBe(await countWhere(and(eq(serviceRequests.workshopId, 1), eq(serviceRequests.status, 'pending'))!));
    const service = await list(as.superAdmin, 'service_id=3&page_size=100');
    expect(service.total).toBeGreaterThan(0);
    expect(service.data.every((r) => r.service.id === 3)).toBe(true);
    const society = await list(as.superAdmin, 'society_id=1&page_size=100');
    expect(society.total).toBe(await countWhere(eq(serviceRequests.societyId, 1)));
    expect(society.data.every((r) => r.society?.id === 1)).toBe(true);
    expect(ids(society)).toContain(R.pending);
    const worker = await list(as.workshopAdmin, 'worker_id=8&page_size=100');
    expect(worker.total).toBeGreaterThan(0);
    expect(worker.data.every((r) => r.worker?.id === 8)).toBe(true);
    expect(ids(worker)).toContain(R.assigned);
    const workshop = await list(as.superAdmin, `workshop_id=${SEED.otherWorkshopId}&status=pending`);
    expect(ids(workshop)).toContain(R.otherWorkshopPending);
    expect(workshop.data.every((r) => r.workshop.id === SEED.otherWorkshopId)).toBe(true);
    expect((await as.superAdmin.get('/api/v1/requests?status=done')).json().details[0].field).toBe('status');
  });

  it('filters by India dates on the scheduled time, from and to inclusive', async () => {
    const today = await list(as.superAdmin, `from=${TODAY}&to=${TODAY}&page_size=100`);
    expect(today.data.every((r) => indiaDate(r.scheduled_at) === TODAY)).toBe(true);
    expect(ids(today)).toEqual(expect.arrayContaining([R.pending, R.accepted, R.assigned, R.inProgress, R.otherWorkshopPending]));
    const boundaries = sql`${serviceRequests.scheduledAt} >= '2026-01-14T18:30:00Z' and ${serviceRequests.scheduledAt} < '2026-01-15T18:30:00Z'`;
    expect(today.total).toBe(await countWhere(boundaries));
    const ahead = await list(as.workshopAdmin, `from=2026-01-16&page_size=100`);
    expect(ahead.data.every((r) => indiaDate(r.scheduled_at) >= '2026-01-16')).toBe(true);
    expect(ids(ahead)).toEqual(expect.arrayContaining([R.pendingTomorrow, R.cancelled]));
    const upToYesterday = await list(as.workshopAdmin, `to=2026-01-14&page_size=100`);
    expect(upToYesterday.data.every((r) => indiaDate(r.scheduled_at) <= '2026-01-14')).toBe(true);
    expect(ids(upToYesterday)).toContain(R.completed);
    const backwards = await as.superAdmin.get('/api/v1/requests?from=2026-01-15&to=2026-01-14');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('to');
    expect((await as.superAdmin.get('/api/v1/requests?from=15-01-2026')).json().details[0].field).toBe('from');
  });

  it('searches by code (exact or prefix), phone, registration (ignoring spaces and case) and customer name', async () => {
    expect(ids(await list(as.workshopAdmin, 'q=SR-000005'))).toEqual([R.assigned]);
    expect(ids(await list(as.workshopAdmin, 'q=sr-5'))).toEqual([R.assigned]);
    expect(ids(await list(as.superAdmin, 'q=SR-00000&sort=code'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const first = (await as.superAdmin.get(`/api/v1/requests/${R.pending}`)).json() as ServiceRequest;
    const phone = await list(as.superAdmin, `q=${first.customer_phone.slice(2, 8)}&page_size=100`);
    expect(ids(phone)).toContain(R.pending);
    expect(phone.data.every((r) => r.customer_phone.includes(first.customer_phone.slice(2, 8)) || r.registration_number.includes(first.customer_phone.slice(2, 8)))).toBe(true);
    const spaced = `${first.registration_number.slice(0, 2).toLowerCase()} ${first.registration_number.slice(2, 4)} ${first.registration_number.slice(4).toLowerCase()}`;
    const registration = await list(as.superAdmin, `q=${encodeURIComponent(spaced)}`);
    expect(ids(registration)).toEqual([R.pending]);
    const byName = await list(as.superAdmin, 'q=aditi&page_size=100');
    expect(byName.data.every((r) => r.customer_name.toLowerCase().includes('aditi'))).toBe(true);
    expect(ids(byName)).toContain(R.pending);
    expect((await list(as.superAdmin, 'q=SR-999999')).total).toBe(0);
    expect((await list(as.superAdmin, 'q=100%25')).total).toBe(0);
  });

  it('shows the request’s names: service, workshop, society, worker and cancellation reason', async () => {
    const [pending] = (await list(as.superAdmin, 'q=SR-000001')).data;
    expect(pending).toMatchObject({
      code: 'SR-000001',
      customer_name: 'Aditi Sharma',
      vehicle_type: 'hatchback',
      vehicle_make: 'Maruti Suzuki',
      vehicle_model: 'Swift',
      service: { id: 1, name: 'Express Exterior Wash' },
      workshop: { id: 1, name: 'Sparkle Auto Care' },
      society: { id: 1, name: 'Green Meadows Residency' },
      worker: null,
      amount_paise: 29900,
      payment_status: 'unpaid',
      status: 'pending',
      cancellation_reason: null,
      version: 1,
    });
    const [assigned] = (await list(as.superAdmin, 'q=SR-000005')).data;
    expect(assigned!.worker).toEqual({ id: 8, name: 'Sandeep Malik' });
    const [cancelled] = (await list(as.superAdmin, 'q=SR-000011')).data;
    expect(cancelled!.cancellation_reason).toEqual({ id: 1, text: 'Customer changed plans' });
  });
});

describe('CSV export', () => {
  it('has one row per request of the filtered list, in its order, with readable columns and rupee amounts', async () => {
    const query = 'status=completed&sort=-amount_paise';
    const response = await as.workshopAdmin.get(`/api/v1/requests.csv?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="requests-2026-01-15.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Code,Scheduled at (India time),Status,Customer,Phone,Vehicle,Registration,Service,Workshop,Society,Worker,Amount (₹),Payment status');
    const listed = await list(as.workshopAdmin, `${query}&page_size=100`);
    expect(lines).toHaveLength(listed.total + 1);
    expect(lines.slice(1, 101).map((line) => line.split(',')[0])).toEqual(listed.data.map((r) => r.code));
    expect(lines.slice(1).every((line) => line.includes(',Completed,'))).toBe(true);
    const top = listed.data[0]!;
    expect(lines[1]).toContain(`,${top.amount_paise / 100},`);
  });

  it('exports the whole unfiltered list of a super admin and names the booking fully', async () => {
    const body = (await as.superAdmin.get('/api/v1/requests.csv?q=SR-000001')).body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const [header, row] = body.trim().split('\r\n');
    expect(header).toBe(
      // 11:30 UTC is 17:00 in India; codes are words.
      'Code,Scheduled at (India time),Status,Customer,Phone,Vehicle,Registration,Service,Workshop,Society,Worker,Amount (₹),Payment status',
    );
    expect(row).toBe(
      'SR-000001,2026-01-15 17:00,Pending,Aditi Sharma,9801234567,Maruti Suzuki Swift (Hatchback),HR51FR8919,Express Exterior Wash,Sparkle Auto Care,Green Meadows Residency,,299,Unpaid',
    );
    expect((await as.superAdmin.get('/api/v1/requests.csv')).body.trim().split('\r\n')).toHaveLength(DEMO_REQUEST_COUNT + 1);
    expect((await as.superAdmin.get('/api/v1/requests.csv?from=2026-01-15&to=2026-01-14')).statusCode).toBe(400);
  });
});

describe('recording a phone booking', () => {
  it('a workshop admin books for its own workshop at its own price: pending, coded, with a create event and an audit row', async () => {
    const response = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ workshop_id: SEED.otherWorkshopId, society_id: 1 }));
    expect(response.statusCode).toBe(201);
    const created = response.json() as ServiceRequestDetails;
    const id = DEMO_REQUEST_COUNT + 1;
    expect(created).toMatchObject({
      id,
      code: `SR-000${id}`,
      workshop: { id: SEED.ownWorkshopId },
      society: { id: 1, name: 'Green Meadows Residency' },
      registration_number: 'HR26DK8337',
      // Workshop 1 sells Premium Wash & Vacuum for sedans at ₹649 (catalogue ₹699).
      amount_paise: 64900,
      status: 'pending',
      payment_status: 'unpaid',
      worker: null,
      scheduled_at: '2026-01-20T04:30:00.000Z',
      version: 1,
      payments: [],
    });
    expect(created.events).toEqual([
      { id: expect.any(Number), action: 'create', from_status: null, to_status: 'pending', actor: { id: 2, name: 'Rohit Sharma' }, note: 'Booked by phone', at: '2026-01-15T09:00:00.000Z' },
    ]);
    const [audit] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'service_request'), eq(auditEvents.entityId, id)));
    expect(audit).toMatchObject({ action: 'service_request.create', actorId: 2, changes: { code: `SR-000${id}`, workshopId: 1, amountPaise: 64900, status: 'pending' } });
    expect((await list(as.workshopAdmin, `q=SR-000${id}`)).total).toBe(1);
  });

  it('a super admin must name an existing workshop, and the workshop must offer the service', async () => {
    const missing = await as.superAdmin.post('/api/v1/requests', bookingBody());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'workshop_id', message: 'Choose a workshop', code: 'workshop_required' }]);
    expect((await as.superAdmin.post('/api/v1/requests', bookingBody({ workshop_id: 99 }))).json().details[0].field).toBe('workshop_id');
    // Workshop 2 does not offer service 6; workshop 1 does not offer 7; 9 is inactive in the catalogue.
    for (const [workshop, service] of [
      [2, 6],
      [1, 7],
      [1, 9],
      [1, 999],
    ]) {
      const client = workshop === 1 ? as.workshopAdmin : as.superAdmin;
      const refused = await client.post('/api/v1/requests', bookingBody({ workshop_id: workshop, service_id: service }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([{ field: 'service_id', message: 'This workshop does not offer that service', code: 'service_not_offered' }]);
    }
    const ok = await as.superAdmin.post('/api/v1/requests', bookingBody({ workshop_id: 2, service_id: 7, vehicle_type: 'bike' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ workshop: { id: 2 }, service: { id: 7 }, amount_paise: 29900, events: [{ actor: { id: 1, name: 'Aarav Mehta' } }] });
  });

  it('refuses an inactive offering and a missing or inactive society', async () => {
    await ctx.database.db.execute(sql`update workshop_services set active = false where workshop_id = 1 and service_id = 4`);
    expect((await as.workshopAdmin.post('/api/v1/requests', bookingBody({ service_id: 4 }))).json().details[0].field).toBe('service_id');
    expect((await as.workshopAdmin.post('/api/v1/requests', bookingBody({ society_id: 999 }))).json().details).toEqual([{ field: 'society_id', message: 'Choose an active society', code: 'society_not_active' }]);
    await ctx.database.db.execute(sql`update societies set status = 'inactive' where id = 2`);
    expect((await as.workshopAdmin.post('/api/v1/requests', bookingBody({ society_id: 2 }))).json().details[0].field).toBe('society_id');
    expect((await as.workshopAdmin.post('/api/v1/requests', bookingBody({ society_id: null }))).statusCode).toBe(201);
  });

  it('answers 400 naming each bad field, and refuses a past day', async () => {
    const response = await as.workshopAdmin.post('/api/v1/requests', { customer_phone: '98123', vehicle_type: 'truck', registration_number: '26DK8337', scheduled_at: 'soon' });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['customer_name', 'customer_phone', 'vehicle_type', 'vehicle_make', 'vehicle_model', 'registration_number', 'service_id', 'address', 'scheduled_at']),
    );
    const past = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: '2026-01-14T23:00:00+05:30' }));
    expect(past.json().details).toEqual([{ field: 'scheduled_at', message: 'Scheduled time cannot be on a past day', code: 'scheduled_past_day' }]);
    // Earlier today (a walk-in) is fine.
    expect((await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: '2026-01-15T08:00:00+05:30' }))).statusCode).toBe(201);
    expect((await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: '2027-06-01T10:00:00+05:30' }))).json().details[0].field).toBe('scheduled_at');
  });
});

describe('request details and assignable workers', () => {
  it('shows the timeline oldest first with actors, and the payments', async () => {
    const completed = (await as.workshopAdmin.get(`/api/v1/requests/${R.completed}`)).json() as ServiceRequestDetails;
    expect(completed.events.map((e) => [e.action, e.from_status, e.to_status])).toEqual([
      ['create', null, 'pending'],
      ['accept', 'pending', 'accepted'],
      ['assign', 'accepted', 'assigned'],
      ['start', 'assigned', 'in_progress'],
      ['complete', 'in_progress', 'completed'],
    ]);
    const times = completed.events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(completed.events[1]!.actor).toEqual({ id: 2, name: 'Rohit Sharma' });
    expect(completed.events[2]!.note).toBe('Assigned to Vikas Saini');
    expect(completed.payments).toEqual([{ id: expect.any(Number), kind: 'payment', method: 'card', amount_paise: completed.amount_paise, status: 'success', note: 'Paid on completion', created_at: expect.any(String) }]);
    expect(completed.payment_status).toBe('paid');
    const prepaid = (await as.workshopAdmin.get(`/api/v1/requests/${R.inProgressPrepaid}`)).json() as ServiceRequestDetails;
    expect(prepaid.payments.map((p) => [p.kind, p.method, p.status])).toEqual([['payment', 'upi', 'success']]);
  });

  it('a partly refunded request lists its payment and then its refund', async () => {
    const [row] = await ctx.database.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.paymentStatus, 'partially_refunded')).limit(1);
    const details = (await as.superAdmin.get(`/api/v1/requests/${row!.id}`)).json() as ServiceRequestDetails;
    expect(details.payments.map((p) => p.kind)).toEqual(['payment', 'refund']);
    expect(details.payments[1]!.amount_paise).toBeLessThan(details.payments[0]!.amount_paise);
  });

  it('assignable workers: active workers of the request’s workshop not on approved leave that day, those free at its time first', async () => {
    const today = (await as.workshopAdmin.get(`/api/v1/requests/${R.accepted}/assignable-workers`)).json().data as { id: number; name: string }[];
    // Workers 1 and 3 are on approved leave today, 12 is inactive; 2's leave is only pending.
    expect(today.map((w) => w.id).sort((a, b) => a - b)).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11]);
    // A worker given another job at the same time comes after every free one.
    const accepted = (await as.workshopAdmin.get(`/api/v1/requests/${R.accepted}`)).json() as { scheduled_at: string };
    const clash = (await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: accepted.scheduled_at }))).json() as { id: number; version: number };
    await as.workshopAdmin.post(`/api/v1/requests/${clash.id}/accept`, { version: clash.version });
    expect((await as.workshopAdmin.post(`/api/v1/requests/${clash.id}/assign`, { version: clash.version + 1, worker_id: 4 })).statusCode).toBe(200);
    const afterClash = (await as.workshopAdmin.get(`/api/v1/requests/${R.accepted}/assignable-workers`)).json().data as { id: number }[];
    expect(afterClash.map((w) => w.id).sort((a, b) => a - b)).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(afterClash.at(-1)?.id).toBe(4);
    const later = (await as.workshopAdmin.post('/api/v1/requests', bookingBody())).json();
    const laterWorkers = (await as.workshopAdmin.get(`/api/v1/requests/${later.id}/assignable-workers`)).json().data.map((w: { id: number }) => w.id);
    expect(laterWorkers.sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const other = (await as.superAdmin.get(`/api/v1/requests/${R.otherWorkshopPending}/assignable-workers`)).json().data as { id: number }[];
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((w) => w.id >= 13 && w.id <= 21)).toBe(true);
  });
});

describe('API documentation', () => {
  it('documents every request endpoint under the requests tag', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const paths = ['/api/v1/requests', '/api/v1/requests.csv', '/api/v1/requests/{id}', '/api/v1/requests/{id}/assignable-workers', ...REQUEST_ACTIONS.map((action) => `/api/v1/requests/{id}/${action}`)];
    for (const path of paths) {
      expect(document.paths[path], path).toBeDefined();
      expect(Object.values(document.paths[path]!).every((operation) => operation.tags?.includes('requests'))).toBe(true);
    }
  });
});
