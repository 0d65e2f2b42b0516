import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, auditEvents } from '../src/db/schema';
import type { DemoClients, RoleName } from './api-client';
import { apiAs, ROLE_NAMES, SEED } from './api-client';
import type { TestContext } from './test-app';
import { getMe, refresh, signIn } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';
import { workshopBody } from './workshop-body';

let ctx: TestContext;
let as: DemoClients;
// Tests sign the same admin in twice within a fake second.
setUpDemoAdminSuite(
  (context, clients) => {
    ctx = context;
    as = clients;
  },
  { OTP_RESEND_SECONDS: '0' },
);

const newWorkshop = workshopBody;

const newSociety = (overrides: Record<string, unknown> = {}) => ({
  name: 'Palm Grove Towers',
  address_line: 'Sector 62',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201301',
  blocks: 4,
  flats: 320,
  contact_phone: '9811133344',
  manager: { name: 'Rekha Bansal', phone: '9811133355', email: null },
  ...overrides,
});

const auditOf = (entity: string, entityId: number) =>
  ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)));

describe('role checks: super admin only routes answer 403 to the other roles and 401 without a token', () => {
  const superOnly: [string, string, unknown?][] = [
    ['GET', '/api/v1/workshops'],
    ['GET', '/api/v1/workshops.csv'],
    ['GET', '/api/v1/workshops/cities'],
    ['GET', '/api/v1/workshops/options'],
    ['POST', '/api/v1/workshops', newWorkshop()],
    ['PATCH', '/api/v1/workshops/1', { ...newWorkshop(), version: 1 }],
    ['POST', '/api/v1/workshops/1/deactivate', { version: 1 }],
    ['POST', '/api/v1/workshops/1/activate', { version: 1 }],
    ['GET', '/api/v1/societies'],
    ['GET', '/api/v1/societies.csv'],
    ['GET', '/api/v1/societies/cities'],
    ['POST', '/api/v1/societies', newSociety()],
    ['PATCH', '/api/v1/societies/1', { ...newSociety(), version: 1 }],
    ['POST', '/api/v1/societies/1/deactivate', { version: 1 }],
    ['POST', '/api/v1/societies/1/activate', { version: 1 }],
    ['POST', '/api/v1/societies/1/workers', { worker_id: 8 }],
    ['DELETE', '/api/v1/societies/1/workers/8'],
  ];
  it.each(superOnly)('%s %s', async (method, url, body) => {
    const call = (client: DemoClients[RoleName] | DemoClients['anonymous']) =>
      method === 'GET' ? client.get(url) : method === 'POST' ? client.post(url, body) : method === 'DELETE' ? client.delete(url) : client.patch(url, body);
    expect((await call(as.anonymous)).statusCode).toBe(401);
    expect((await call(as.workshopAdmin)).statusCode).toBe(403);
    expect((await call(as.societyManager)).statusCode).toBe(403);
    expect((await call(as.superAdmin)).statusCode).toBeLessThan(300);
  });

  it('GET /workshops/:id: super admin any, workshop admin only its own (another is 404), society manager 403', async () => {
    expect((await as.superAdmin.get(`/api/v1/workshops/${SEED.otherWorkshopId}`)).statusCode).toBe(200);
    expect((await as.workshopAdmin.get(`/api/v1/workshops/${SEED.ownWorkshopId}`)).json()).toMatchObject({ id: 1, admin: { phone: '9000000002', email: 'rohit@sparkleautocare.in' } });
    expect((await as.workshopAdmin.get(`/api/v1/workshops/${SEED.otherWorkshopId}`)).statusCode).toBe(404);
    expect((await as.societyManager.get(`/api/v1/workshops/${SEED.ownWorkshopId}`)).statusCode).toBe(403);
    expect((await as.superAdmin.get('/api/v1/workshops/999')).statusCode).toBe(404);
  });

  it('GET /societies/:id: super admin any, society manager only its own (another is 404), workshop admin 403', async () => {
    expect((await as.superAdmin.get(`/api/v1/societies/${SEED.otherSocietyId}`)).statusCode).toBe(200);
    expect((await as.societyManager.get(`/api/v1/societies/${SEED.ownSocietyId}`)).json()).toMatchObject({ id: 1, manager: { phone: '9000000003' } });
    expect((await as.societyManager.get(`/api/v1/societies/${SEED.otherSocietyId}`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`/api/v1/societies/${SEED.ownSocietyId}`)).statusCode).toBe(403);
  });

  it('GET /societies/options: super and workshop admins get active societies; society manager 403', async () => {
    await as.superAdmin.post('/api/v1/societies/3/deactivate', { version: 1 });
    for (const role of ['superAdmin', 'workshopAdmin'] as const) {
      const response = await as[role].get('/api/v1/societies/options');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
    }
    expect((await as.societyManager.get('/api/v1/societies/options')).statusCode).toBe(403);
  });
});

describe('workshop list', () => {
  it('pages, sorts by a whitelisted key and counts exactly', async () => {
    const page1 = (await as.superAdmin.get('/api/v1/workshops?page=1&page_size=2&sort=-name')).json();
    expect(page1).toMatchObject({ page: 1, page_size: 2, total: 5 });
    expect(page1.data.map((w: { name: string }) => w.name)).toEqual(['Sparkle Auto Care', 'Shine & Drive Garage']);
    const page3 = (await as.superAdmin.get('/api/v1/workshops?page=3&page_size=2&sort=-name')).json();
    expect(page3.data.map((w: { name: string }) => w.name)).toEqual(['Charminar Auto Detailing']);
    // The rating is derived from the published demo reviews.
    expect(page1.data[0]).toMatchObject({ worker_count: 12, rating: expect.any(Number), admin: { name: 'Rohit Sharma', phone: '9000000002' } });
  });

  it('filters by status and city and searches name, city, admin name and admin phone', async () => {
    await as.superAdmin.post('/api/v1/workshops/2/deactivate', { version: 1 });
    const ids = async (query: string) => (await as.superAdmin.get(`/api/v1/workshops?${query}`)).json().data.map((w: { id: number }) => w.id);
    expect(await ids('status=inactive')).toEqual([2]);
    expect((await ids('status=active')).sort()).toEqual([1, 3, 4, 5]);
    expect(await ids('city=pune')).toEqual([3]);
    expect(await ids('q=sparkle')).toEqual([1]);
    expect(await ids('q=Imran')).toEqual([5]);
    expect(await ids('q=9000000012')).toEqual([3]);
    expect(await ids('q=100%25')).toEqual([]);
  });

  it('answers 400 naming the field for an unknown sort or a bad page size', async () => {
    const badSort = await as.superAdmin.get('/api/v1/workshops?sort=password');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().details[0].field).toBe('sort');
    const badSize = await as.superAdmin.get('/api/v1/workshops?page_size=1000');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().details[0].field).toBe('page_size');
  });

  it('cities and options list every workshop', async () => {
    expect((await as.superAdmin.get('/api/v1/workshops/cities')).json().data).toEqual(['Bengaluru', 'Chennai', 'Gurugram', 'Hyderabad', 'Pune']);
    expect((await as.superAdmin.get('/api/v1/workshops/options')).json().data).toHaveLength(5);
  });

  it('exports the filtered list as a CSV attachment', async () => {
    const response = await as.superAdmin.get('/api/v1/workshops.csv?city=Gurugram');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="workshops-2026-01-15.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Workshop,Owner,Phone/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Sparkle Auto Care');
  });

  it('exports every filtered row in the list’s sort order', async () => {
    const listed = (await as.superAdmin.get('/api/v1/workshops?sort=-worker_count&status=active')).json().data.map((w: { id: number }) => w.id);
    const csv = await as.superAdmin.get('/api/v1/workshops.csv?sort=-worker_count&status=active');
    const exported = csv.body.trim().split('\r\n').slice(1).map((line) => Number(line.split(',')[0]));
    expect(exported).toEqual(listed);
    expect(exported).toHaveLength(5);
    expect(exported[0]).toBe(1);
  });
});

describe('creating and editing a workshop with its admin', () => {
  it('creates both; the new admin can sign in and sees its workshop; an audit event is written', async () => {
    const response = await as.superAdmin.post('/api/v1/workshops', newWorkshop());
    expect(response.statusCode).toBe(201);
    const workshop = response.json();
    expect(workshop).toMatchObject({ name: 'Lotus Car Clinic', email: 'care@lotusclinic.in', status: 'active', worker_count: 0, version: 1, admin: { name: 'Meera Joshi', phone: '9811122244' } });
    const session = await signIn(ctx, '9811122244');
    expect((await getMe(ctx.app, session.access)).json()).toMatchObject({ user_type: 'workshop_admin', workshop_id: workshop.id });
    expect((await apiAs(ctx.app, session.access).get(`/api/v1/workshops/${workshop.id}`)).statusCode).toBe(200);
    const events = await auditOf('workshop', workshop.id);
    expect(events.map((e) => e.action)).toEqual(['workshop.create']);
    expect(events[0]).toMatchObject({ actorId: 1, ip: '127.0.0.1' });
  });

  it('answers 400 naming each failing field: pincode, GSTIN, phone, admin phone', async () => {
    const response = await as.superAdmin.post('/api/v1/workshops', newWorkshop({ pincode: '12345', gstin: 'ABC', phone: '98111', admin: { name: 'X', phone: '12' } }));
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['pincode', 'gstin', 'phone', 'admin.phone']));
    expect(response.json().details.find((d: { field: string }) => d.field === 'pincode').message).toBe('Pincode must be 6 digits');
  });

  it('answers 409 DUPLICATE when the admin phone is taken, and creates nothing', async () => {
    const response = await as.superAdmin.post('/api/v1/workshops', newWorkshop({ admin: { name: 'Copy', phone: '9000000002' } }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'DUPLICATE', message: 'An admin with phone 9000000002 already exists' });
    expect((await as.superAdmin.get('/api/v1/workshops')).json().total).toBe(5);
  });

  it('edits the workshop and its admin, bumps the version and records the changed fields', async () => {
    const before = (await as.superAdmin.get('/api/v1/workshops/2')).json();
    const response = await as.superAdmin.patch('/api/v1/workshops/2', { ...newWorkshop({ name: 'Shine & Drive Garage', city: 'Mysuru' }), admin: { name: 'Ananya I', phone: before.admin.phone }, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Mysuru', version: 2, admin: { name: 'Ananya I' } });
    const events = await auditOf('workshop', 2);
    expect(events[0]!.action).toBe('workshop.update');
    expect(events[0]!.changes).toMatchObject({ city: { from: 'Bengaluru', to: 'Mysuru' } });
    const adminEvents = await auditOf('admin', before.admin.id);
    expect(adminEvents[0]!.changes).toMatchObject({ name: { from: 'Ananya Iyer', to: 'Ananya I' } });
  });

  it('answers 409 STALE_VERSION to the second of two edits made from the same version', async () => {
    const body = { ...newWorkshop({ name: 'Deccan Car Spa' }), admin: { name: 'Vikram Deshpande', phone: '9000000012' }, version: 1 };
    expect((await as.superAdmin.patch('/api/v1/workshops/3', body)).statusCode).toBe(200);
    const second = await as.superAdmin.patch('/api/v1/workshops/3', { ...body, city: 'Nashik' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'STALE_VERSION', message: 'This record was changed by someone else. Reload to see the latest version.' });
    expect((await as.superAdmin.patch('/api/v1/workshops/999', body)).statusCode).toBe(404);
  });

  it('answers 409 DUPLICATE when an edit gives the admin a phone another admin has', async () => {
    const response = await as.superAdmin.patch('/api/v1/workshops/2', { ...newWorkshop(), admin: { name: 'Ananya Iyer', phone: '9000000003' }, version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An admin with phone 9000000003 already exists');
  });
});

describe('deactivating and activating a workshop', () => {
  it('disables its admin and revokes their sessions: refresh fails, the access token gets 401; activating lets them sign in again', async () => {
    const session = await signIn(ctx, '9000000002');
    const response = await as.superAdmin.post('/api/v1/workshops/1/deactivate', { version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'inactive', version: 2 });
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(401);
    expect((await getMe(ctx.app, session.access)).statusCode).toBe(401);
    const [admin] = await ctx.database.db.select().from(admins).where(eq(admins.phone, '9000000002'));
    expect(admin!.status).toBe('disabled');
    expect((await auditOf('workshop', 1)).map((e) => e.action)).toEqual(['workshop.deactivate']);
    expect((await auditOf('admin', admin!.id)).map((e) => e.action)).toContain('admin.disable');

    const activated = await as.superAdmin.post('/api/v1/workshops/1/activate', { version: 2 });
    expect(activated.json()).toMatchObject({ status: 'active', version: 3 });
    const again = await signIn(ctx, '9000000002');
    expect((await getMe(ctx.app, again.access)).statusCode).toBe(200);
  });

  it('answers 409 on a stale version and 404 on an unknown id', async () => {
    expect((await as.superAdmin.post('/api/v1/workshops/1/deactivate', { version: 7 })).statusCode).toBe(409);
    expect((await as.superAdmin.post('/api/v1/workshops/999/deactivate', { version: 1 })).statusCode).toBe(404);
    const missingVersion = await as.superAdmin.post('/api/v1/workshops/1/deactivate', {});
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().details[0].field).toBe('version');
  });
});

describe('societies', () => {
  it('lists with manager and worker count, filters, searches and exports CSV', async () => {
    const list = (await as.superAdmin.get('/api/v1/societies?sort=-flats')).json();
    expect(list.total).toBe(3);
    expect(list.data.map((s: { flats: number }) => s.flats)).toEqual([1200, 860, 480]);
    expect(list.data[2]).toMatchObject({ name: 'Green Meadows Residency', worker_count: 7, manager: { name: 'Kavya Reddy' } });
    expect((await as.superAdmin.get('/api/v1/societies?q=kavya')).json().data.map((s: { id: number }) => s.id)).toEqual([1]);
    expect((await as.superAdmin.get('/api/v1/societies?city=Mumbai')).json().total).toBe(1);
    expect((await as.superAdmin.get('/api/v1/societies/cities')).json().data).toEqual(['Bengaluru', 'Gurugram', 'Mumbai']);
    const csv = await as.superAdmin.get('/api/v1/societies.csv?q=Lakeside');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="societies-2026-01-15.csv"');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('creates a society with its manager, who can sign in; validation names the field; duplicate phone is 409', async () => {
    const created = await as.superAdmin.post('/api/v1/societies', newSociety());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Palm Grove Towers', manager: { phone: '9811133355' }, worker_count: 0 });
    const session = await signIn(ctx, '9811133355');
    expect((await getMe(ctx.app, session.access)).json()).toMatchObject({ user_type: 'society_manager', society_id: created.json().id });
    const invalid = await as.superAdmin.post('/api/v1/societies', newSociety({ pincode: 'abc', contact_phone: '1' }));
    expect(invalid.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['pincode', 'contact_phone']));
    const duplicate = await as.superAdmin.post('/api/v1/societies', newSociety({ manager: { name: 'X Y', phone: '9000000001' } }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An admin with phone 9000000001 already exists');
    expect((await auditOf('society', created.json().id)).map((e) => e.action)).toEqual(['society.create']);
  });

  it('edits with optimistic concurrency', async () => {
    const body = { ...newSociety({ name: 'Green Meadows Residency' }), manager: { name: 'Kavya Reddy', phone: '9000000003' }, version: 1 };
    expect((await as.superAdmin.patch('/api/v1/societies/1', body)).json()).toMatchObject({ city: 'Noida', version: 2 });
    expect((await as.superAdmin.patch('/api/v1/societies/1', body)).json().code).toBe('STALE_VERSION');
  });

  it('assigns and unassigns a worker from the society side, bumping the worker version and auditing', async () => {
    const assigned = await as.superAdmin.post('/api/v1/societies/1/workers', { worker_id: 8 });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().worker_count).toBe(8);
    expect((await as.societyManager.get('/api/v1/workers/8')).json()).toMatchObject({ version: 2, societies: [{ id: 1 }] });
    expect((await as.superAdmin.post('/api/v1/societies/1/workers', { worker_id: 8 })).json().worker_count).toBe(8);
    expect((await as.superAdmin.delete('/api/v1/societies/1/workers/8')).json().worker_count).toBe(7);
    expect((await as.societyManager.get('/api/v1/workers/8')).statusCode).toBe(404);
    expect((await auditOf('worker', 8)).map((e) => e.action)).toEqual(['worker.assign_societies', 'worker.assign_societies']);
    expect((await as.superAdmin.post('/api/v1/societies/1/workers', { worker_id: 999 })).statusCode).toBe(404);
    expect((await as.superAdmin.post('/api/v1/societies/99/workers', { worker_id: 8 })).statusCode).toBe(404);
    await as.superAdmin.post('/api/v1/societies/3/deactivate', { version: 1 });
    const inactive = await as.superAdmin.post('/api/v1/societies/3/workers', { worker_id: 8 });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Hiranandani Gardens is inactive; workers cannot be assigned to it');
  });

  it('deactivating disables its manager and revokes their sessions; activating re-enables', async () => {
    const session = await signIn(ctx, '9000000003');
    expect((await as.superAdmin.post('/api/v1/societies/1/deactivate', { version: 1 })).json()).toMatchObject({ status: 'inactive' });
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(401);
    expect((await getMe(ctx.app, session.access)).statusCode).toBe(401);
    await as.superAdmin.post('/api/v1/societies/1/activate', { version: 2 });
    const again = await signIn(ctx, '9000000003');
    expect((await getMe(ctx.app, again.access)).statusCode).toBe(200);
  });
});

it('every role name is covered by the role tables above', () => {
  expect(ROLE_NAMES).toHaveLength(3);
});
