import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, workers } from '../src/db/schema';
import { seedIfEmpty } from '../src/seeds/seed';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const newWorker = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harish Chandra',
  phone: '9812345678',
  skills: ['exterior_wash', 'polishing'],
  id_proof_type: 'aadhaar',
  id_proof_number: '123456789012',
  joined_on: '2025-12-01',
  ...overrides,
});
const ids = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((row) => row.id);
const workerAudit = (id: number) => ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'worker'), eq(auditEvents.entityId, id)));

describe('role checks', () => {
  it('reads (list, CSV, profile, leave history) are open to all three roles and closed without a token', async () => {
    for (const url of ['/api/v1/workers', '/api/v1/workers.csv', `/api/v1/workers/${SEED.workerOfOwnWorkshopInSociety}`, `/api/v1/workers/${SEED.workerOfOwnWorkshopInSociety}/leaves`]) {
      for (const client of [as.superAdmin, as.workshopAdmin, as.societyManager]) expect((await client.get(url)).statusCode, url).toBe(200);
      expect((await as.anonymous.get(url)).statusCode).toBe(401);
    }
  });

  it('writes answer 403 to a society manager (read only) and 401 without a token', async () => {
    const id = SEED.workerOfOwnWorkshopInSociety;
    const writes = [
      () => as.societyManager.post('/api/v1/workers', newWorker()),
      () => as.societyManager.patch(`/api/v1/workers/${id}`, { ...newWorker(), version: 1 }),
      () => as.societyManager.post(`/api/v1/workers/${id}/deactivate`, { version: 1 }),
      () => as.societyManager.post(`/api/v1/workers/${id}/activate`, { version: 1 }),
      () => as.societyManager.put(`/api/v1/workers/${id}/societies`, { society_ids: [], version: 1 }),
    ];
    for (const write of writes) expect((await write()).statusCode).toBe(403);
    expect((await as.anonymous.post('/api/v1/workers', newWorker())).statusCode).toBe(401);
  });
});

describe('scope: out-of-scope workers answer 404', () => {
  it('a workshop admin asking for, editing or assigning another workshop’s worker', async () => {
    const other = SEED.workerOfOtherWorkshop;
    expect((await as.superAdmin.get(`/api/v1/workers/${other}`)).statusCode).toBe(200);
    expect((await as.workshopAdmin.get(`/api/v1/workers/${other}`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`/api/v1/workers/${other}/leaves`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.patch(`/api/v1/workers/${other}`, { ...newWorker(), version: 1 })).statusCode).toBe(404);
    expect((await as.workshopAdmin.post(`/api/v1/workers/${other}/deactivate`, { version: 1 })).statusCode).toBe(404);
    expect((await as.workshopAdmin.put(`/api/v1/workers/${other}/societies`, { society_ids: [1], version: 1 })).statusCode).toBe(404);
    expect((await as.superAdmin.get(`/api/v1/workers/${other}`)).json().version).toBe(1);
  });

  it('a society manager asking for a worker not serving its society, even of the same workshop', async () => {
    expect((await as.societyManager.get(`/api/v1/workers/${SEED.workerOfOwnWorkshopNotInSociety}`)).statusCode).toBe(404);
    expect((await as.societyManager.get(`/api/v1/workers/${SEED.workerOfOwnWorkshopNotInSociety}/leaves`)).statusCode).toBe(404);
    const served = await as.societyManager.get(`/api/v1/workers/${SEED.workerOfOtherWorkshopInSociety}`);
    expect(served.statusCode).toBe(200);
    expect(served.json().id_proof_number).toBeNull();
  });

  it('lists hold only the caller’s workers', async () => {
    expect((await as.superAdmin.get('/api/v1/workers?page_size=100')).json().total).toBe(45);
    const own = await as.workshopAdmin.get('/api/v1/workers?page_size=100');
    expect(own.json().total).toBe(12);
    expect(own.json().data.every((w: { workshop: { id: number } }) => w.workshop.id === 1)).toBe(true);
    // A workshop admin cannot widen its scope with workshop_id.
    expect((await as.workshopAdmin.get('/api/v1/workers?workshop_id=2')).json().total).toBe(0);
    expect(ids(await as.societyManager.get('/api/v1/workers?page_size=100&sort=created_at'))).toEqual([1, 2, 3, 4, 5, 6, 14]);
  });
});

describe('worker list', () => {
  it('masks ID proof numbers in lists; the profile shows it whole to admins and never to society managers', async () => {
    const listed = (await as.superAdmin.get('/api/v1/workers?q=Ramesh')).json().data[0];
    expect(listed.id_proof_number).toMatch(/^X+\d{4}$/);
    const profile = (await as.workshopAdmin.get('/api/v1/workers/1')).json();
    expect(profile.id_proof_number).toMatch(/^\d{12}$/);
    expect((await as.societyManager.get('/api/v1/workers?q=Ramesh')).json().data[0].id_proof_number).toBeNull();
    expect((await as.societyManager.get('/api/v1/workers/1')).json().id_proof_number).toBeNull();
  });

  it('derives on_leave from an approved leave covering today and filters by it, by inactive, skill, society and workshop', async () => {
    const onLeave = ids(await as.workshopAdmin.get('/api/v1/workers?status=on_leave&sort=created_at'));
    expect(onLeave).toEqual([1, 3]);
    expect((await as.workshopAdmin.get('/api/v1/workers/1')).json().display_status).toBe('on_leave');
    expect(ids(await as.workshopAdmin.get('/api/v1/workers?status=inactive'))).toEqual([12]);
    const active = ids(await as.workshopAdmin.get('/api/v1/workers?status=active&page_size=100'));
    expect(active).toHaveLength(9);
    expect(active).not.toContain(1);
    const tyres = (await as.superAdmin.get('/api/v1/workers?skill=tyres&page_size=100')).json().data;
    expect(tyres.length).toBeGreaterThan(0);
    expect(tyres.every((w: { skills: string[] }) => w.skills.includes('tyres'))).toBe(true);
    expect(ids(await as.superAdmin.get('/api/v1/workers?society_id=1&sort=created_at'))).toEqual([1, 2, 3, 4, 5, 6, 14]);
    expect((await as.superAdmin.get('/api/v1/workers?workshop_id=2')).json().total).toBe(9);
    expect(ids(await as.superAdmin.get('/api/v1/workers?q=98710'))).toHaveLength(25);
  });

  it('sorts by whitelisted keys only', async () => {
    const byJoined = (await as.workshopAdmin.get('/api/v1/workers?sort=-joined_on&page_size=3')).json().data.map((w: { joined_on: string }) => w.joined_on);
    expect([...byJoined].sort().reverse()).toEqual(byJoined);
    expect((await as.workshopAdmin.get('/api/v1/workers?sort=id_proof_number')).statusCode).toBe(400);
    expect((await as.workshopAdmin.get('/api/v1/workers?status=busy')).json().details[0].field).toBe('status');
  });

  it('exports exactly the filtered rows as CSV, escaping quotes, commas, newlines and formula starts', async () => {
    const tricky = '=HYPERLINK("x"), Line\nTwo';
    const created = await as.workshopAdmin.post('/api/v1/workers', newWorker({ name: tricky, skills: ['tyres'] }));
    expect(created.statusCode).toBe(201);
    await as.workshopAdmin.post('/api/v1/workers', newWorker({ name: '+91 Plus', phone: '9812345679', skills: ['tyres'] }));
    const response = await as.workshopAdmin.get('/api/v1/workers.csv?skill=tyres&sort=created_at');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="workers-2026-01-15.csv"');
    const listed = (await as.workshopAdmin.get('/api/v1/workers?skill=tyres&sort=created_at&page_size=100')).json();
    const body = response.body;
    expect(body.startsWith('\uFEFFID,Name,Phone,Workshop,Skills,ID proof type,ID proof number,Joined on,Status,Rating,Societies\r\n')).toBe(true);
    // Codes are words: the skill, the ID proof type and the status.
    expect(body).toContain(',Tyres,');
    expect(body).toMatch(/,(Aadhaar|PAN|Driving licence|Voter ID|Passport),/);
    expect(body).toMatch(/,(Active|On leave|Inactive),/);
    expect(body).not.toMatch(/,(tyres|active|on_leave),/);
    expect(body).toContain(`${created.json().id},"'=HYPERLINK(""x""), Line\nTwo",9812345678,`);
    expect(body).toContain(",'+91 Plus,9812345679,");
    // One line per listed row: count rows by their leading id.
    const rowIds = [...body.matchAll(/\r\n(\d+),/g)].map((match) => Number(match[1]));
    expect(rowIds).toEqual(listed.data.map((w: { id: number }) => w.id));
    expect(body).not.toMatch(/\d{12}/);
  });

  it('streams more than one page of rows (pages of 500)', async () => {
    const { workers } = await import('../src/db/schema');
    const many = Array.from({ length: 520 }, (_, index) => ({
      name: `Bulk Worker ${index}`,
      phone: `97${String(index).padStart(8, '0')}`,
      workshopId: 1,
      skills: ['inspection'],
      idProofType: 'pan',
      idProofNumber: `ABCDE${String(index).padStart(4, '0')}F`,
      joinedOn: '2025-01-01',
    }));
    await ctx.database.db.insert(workers).values(many);
    const response = await as.workshopAdmin.get('/api/v1/workers.csv?q=Bulk%20Worker');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(521);
    expect(new Set(lines).size).toBe(521);
  });
});

describe('adding and editing workers', () => {
  it('a workshop admin adds to its own workshop whatever workshop_id says; audit recorded without the whole ID number', async () => {
    const response = await as.workshopAdmin.post('/api/v1/workers', newWorker({ workshop_id: 2, id_proof_type: 'pan', id_proof_number: 'abcde1234f' }));
    expect(response.statusCode).toBe(201);
    const worker = response.json();
    expect(worker).toMatchObject({ workshop: { id: 1 }, id_proof_number: 'ABCDE1234F', status: 'active', display_status: 'active', societies: [], version: 1 });
    const [event] = await workerAudit(worker.id);
    expect(event).toMatchObject({ action: 'worker.create', actorId: 2 });
    expect(JSON.stringify(event!.changes)).not.toContain('ABCDE1234F');
  });

  it('a super admin must name an existing workshop', async () => {
    const missing = await as.superAdmin.post('/api/v1/workers', newWorker());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('workshop_id');
    expect((await as.superAdmin.post('/api/v1/workers', newWorker({ workshop_id: 99 }))).json().details[0].field).toBe('workshop_id');
    expect((await as.superAdmin.post('/api/v1/workers', newWorker({ workshop_id: 3 }))).json().workshop.id).toBe(3);
  });

  it('answers 400 naming phone, skills, ID proof and joined date', async () => {
    const response = await as.workshopAdmin.post('/api/v1/workers', newWorker({ phone: '98123', skills: [], id_proof_number: '12', joined_on: '01/12/2025', id_proof_type: 'ration' }));
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { field: string; message: string }[];
    expect(details.map((d) => d.field)).toEqual(expect.arrayContaining(['phone', 'skills', 'id_proof_number', 'joined_on', 'id_proof_type']));
    expect(details.find((d) => d.field === 'phone')!.message).toBe('Phone must be exactly 10 digits');
  });

  it('answers 409 DUPLICATE for a phone another worker has, on create and on edit', async () => {
    const taken = (await as.superAdmin.get('/api/v1/workers/2')).json().phone;
    const created = await as.workshopAdmin.post('/api/v1/workers', newWorker({ phone: taken }));
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ code: 'DUPLICATE', message: `A worker with phone ${taken} already exists` });
    const edited = await as.workshopAdmin.patch('/api/v1/workers/1', { ...newWorker({ phone: taken }), version: 1 });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().code).toBe('DUPLICATE');
  });

  it('edits with optimistic concurrency: the second save from the same version gets 409 STALE_VERSION', async () => {
    const first = await as.workshopAdmin.patch('/api/v1/workers/2', { ...newWorker({ name: 'Sunil Y' }), version: 1 });
    expect(first.json()).toMatchObject({ name: 'Sunil Y', version: 2 });
    const second = await as.superAdmin.patch('/api/v1/workers/2', { ...newWorker({ name: 'Sunil Yadav' }), version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('STALE_VERSION');
    const [event] = await workerAudit(2);
    expect(event!.changes).toMatchObject({ name: { from: 'Sunil Yadav', to: 'Sunil Y' } });
  });

  it('deactivates and reactivates with a version', async () => {
    const off = await as.workshopAdmin.post('/api/v1/workers/2/deactivate', { version: 1 });
    expect(off.json()).toMatchObject({ status: 'inactive', display_status: 'inactive', version: 2 });
    expect((await as.workshopAdmin.post('/api/v1/workers/2/activate', { version: 1 })).statusCode).toBe(409);
    expect((await as.superAdmin.post('/api/v1/workers/2/activate', { version: 2 })).json()).toMatchObject({ status: 'active', version: 3 });
    expect((await workerAudit(2)).map((e) => e.action)).toEqual(['worker.deactivate', 'worker.activate']);
  });
});

describe('assigning societies', () => {
  it('replaces the set, bumps the version, shows in the profile and in the society manager’s list', async () => {
    const response = await as.workshopAdmin.put('/api/v1/workers/8/societies', { society_ids: [1, 2], version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 2, societies: [{ id: 1 }, { id: 2 }] });
    expect((await as.societyManager.get('/api/v1/workers/8')).statusCode).toBe(200);
    const removed = await as.workshopAdmin.put('/api/v1/workers/8/societies', { society_ids: [2], version: 2 });
    expect(removed.json().societies).toEqual([{ id: 2, name: 'Prestige Lakeside Habitat' }]);
    expect((await as.societyManager.get('/api/v1/workers/8')).statusCode).toBe(404);
    const [first] = await workerAudit(8);
    expect(first).toMatchObject({ action: 'worker.assign_societies', changes: { added: [1, 2], removed: [] } });
  });

  it('refuses inactive or unknown societies (400 society_ids) and stale versions (409)', async () => {
    await as.superAdmin.post('/api/v1/societies/3/deactivate', { version: 1 });
    const inactive = await as.workshopAdmin.put('/api/v1/workers/8/societies', { society_ids: [3], version: 1 });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().details[0].field).toBe('society_ids');
    expect((await as.workshopAdmin.put('/api/v1/workers/8/societies', { society_ids: [42], version: 1 })).statusCode).toBe(400);
    expect((await as.workshopAdmin.put('/api/v1/workers/8/societies', { society_ids: [1], version: 5 })).statusCode).toBe(409);
  });
});

describe('leave history of a worker', () => {
  it('lists every leave of the worker, newest first, paginated', async () => {
    await as.workshopAdmin.post('/api/v1/leaves', { worker_id: 1, start_date: '2026-02-01', end_date: '2026-02-02', type: 'casual' });
    const history = (await as.societyManager.get('/api/v1/workers/1/leaves?page_size=1')).json();
    expect(history).toMatchObject({ total: 2, page_size: 1 });
    expect(history.data[0]).toMatchObject({ start_date: '2026-02-01', status: 'pending', worker: { id: 1, name: 'Ramesh Kumar' } });
  });
});

describe('list counting', () => {
  it('largeTableEstimate answers the planner estimate only above the threshold, so small lists count exactly', async () => {
    const { largeTableEstimate } = await import('../src/http/list-page');
    await ctx.database.db.execute(sql`analyze workers`);
    expect(await largeTableEstimate(ctx.database.db, 'workers', 10)).toBe(45);
    expect(await largeTableEstimate(ctx.database.db, 'workers')).toBeNull();
    const list = (await as.superAdmin.get('/api/v1/workers')).json();
    expect(list.total).toBe(45);
    expect(list.total_is_estimate).toBeUndefined();
  });

  it('plannedCount answers the planner estimate of a filtered list only above the threshold; a small filtered list counts exactly', async () => {
    const { countRows, plannedCount } = await import('../src/http/list-page');
    const db = ctx.database.db;
    await db.execute(sql`analyze workers`);
    const ofFirstWorkshop = eq(workers.workshopId, 1);
    const exact = await countRows(db, workers, ofFirstWorkshop);
    const estimate = await plannedCount(db, workers, ofFirstWorkshop, 1);
    expect(estimate).not.toBeNull();
    // The planner's figure from the table's statistics: near the truth, not a scan.
    expect(estimate!).toBeGreaterThan(exact / 2);
    expect(estimate!).toBeLessThan(exact * 2);
    expect(await plannedCount(db, workers, ofFirstWorkshop)).toBeNull();
    const list = (await as.superAdmin.get('/api/v1/workers?workshop_id=1')).json();
    expect(list.total).toBe(exact);
    expect(list.total_is_estimate).toBeUndefined();
  });
});

describe('demo seed', () => {
  it('is idempotent, and adds the demo workers and leaves once to a database seeded before they existed', async () => {
    const count = async (table: string) => Number(((await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(await seedIfEmpty(ctx.database.db, { now: ctx.clock.now() })).toBe(false);
    expect(await count('workers')).toBe(45);
    // Requests, their timeline, payments (and their documents, statements and deposits), reviews and concerns point at workers: an older database had none of them either.
    await ctx.database.db.execute(sql`truncate table concern_messages, user_concerns, invoices, document_series, payment_events, cash_deposits, settlements, commission_rates, transactions, reviews, service_request_events, service_requests, leaves, worker_societies, workers restart identity`);
    expect(await seedIfEmpty(ctx.database.db, { now: ctx.clock.now() })).toBe(true);
    expect([await count('workers'), await count('admins'), await count('workshops')]).toEqual([45, 9, 5]);
    expect(await count('leaves')).toBeGreaterThan(15);
    expect(await count('service_requests')).toBeGreaterThan(300);
    expect(await seedIfEmpty(ctx.database.db, { now: ctx.clock.now() })).toBe(false);
    expect(await count('workers')).toBe(45);
  });
});
