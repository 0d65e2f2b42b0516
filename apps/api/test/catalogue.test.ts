import type { ServiceAction, ServiceStatus } from '@carcare/contracts';
import { nextServiceStatus, SERVICE_ACTIONS, SERVICE_STATUSES } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, services } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// The catalogue seed (seeds/seed-catalogue.ts): services 1..8 active, 9 inactive, 10 pending approval
// (asked by workshop 2), 11 rejected (asked by workshop 3); inclusions 1..10, 10 inactive.
const SERVICE_IN: Record<ServiceStatus, number> = { active: 1, inactive: 9, pending_approval: 10, rejected: 11 };
const ACTIVE_SERVICE_IDS = [1, 2, 3, 4, 5, 6, 7, 8];
const FOAM_WASH = 1;
const CERAMIC_LAYER = 7;
const UNDERBODY_WASH_INACTIVE = 10;

const newService = (overrides: Record<string, unknown> = {}) => ({
  name: 'Alloy Wheel Detailing',
  description: 'Deep clean and sealant for alloy wheels.',
  category: 'detailing',
  duration_minutes: 45,
  prices: { hatchback: 49900, sedan: 54900, suv: 59900, muv: 59900, bike: 19900 },
  inclusion_ids: [4, FOAM_WASH],
  ...overrides,
});
const ids = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((row) => row.id);
const fieldsOf = (response: { json(): { details?: { field: string }[] } }) => (response.json().details ?? []).map((detail) => detail.field);
const auditOf = (entity: string, id: number) => ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id))).orderBy(auditEvents.id);

describe('catalogue services: roles', () => {
  it('reads answer super and workshop admins, 403 to a society manager and 401 without a token', async () => {
    for (const url of ['/api/v1/services', '/api/v1/services/options', '/api/v1/services/1']) {
      for (const client of [as.superAdmin, as.workshopAdmin]) expect((await client.get(url)).statusCode, url).toBe(200);
      expect((await as.societyManager.get(url)).statusCode, url).toBe(403);
      expect((await as.anonymous.get(url)).statusCode, url).toBe(401);
    }
  });

  it('catalogue writes are the super admin’s: 403 to the other roles, 401 without a token (whatever the body)', async () => {
    const writes: ((client: ApiClient) => ReturnType<ApiClient['post']>)[] = [
      (client) => client.post('/api/v1/services', newService()),
      (client) => client.put('/api/v1/services/1', { ...newService(), version: 1 }),
      ...SERVICE_ACTIONS.map((action) => (client: ApiClient) => client.post(`/api/v1/services/${SERVICE_IN.pending_approval}/${action}`, { version: 1, note: 'x' })),
    ];
    for (const write of writes) {
      expect((await write(as.workshopAdmin)).statusCode).toBe(403);
      expect((await write(as.societyManager)).statusCode).toBe(403);
    }
    expect((await as.anonymous.post('/api/v1/services', { garbage: true })).statusCode).toBe(401);
    expect((await as.anonymous.put('/api/v1/services/1', 'not json at all')).statusCode).toBe(401);
    expect((await as.anonymous.post('/api/v1/services/10/approve', {})).statusCode).toBe(401);
  });

  it('a new-service request is the workshop admin’s: 403 to a super admin and a society manager, 401 without a token', async () => {
    expect((await as.superAdmin.post('/api/v1/services/requests', newService())).statusCode).toBe(403);
    expect((await as.societyManager.post('/api/v1/services/requests', newService())).statusCode).toBe(403);
    expect((await as.anonymous.post('/api/v1/services/requests', {})).statusCode).toBe(401);
  });
});

describe('catalogue services: scope', () => {
  it('a super admin sees every service; a workshop admin the active ones plus its own workshop’s requests', async () => {
    expect((await as.superAdmin.get('/api/v1/services?page_size=100')).json().total).toBe(11);
    const own = await as.workshopAdmin.get('/api/v1/services?page_size=100');
    expect(ids(own).sort((a: number, b: number) => a - b)).toEqual(ACTIVE_SERVICE_IDS);
    const requested = (await as.workshopAdmin.post('/api/v1/services/requests', newService())).json();
    expect(ids(await as.workshopAdmin.get('/api/v1/services?status=pending_approval'))).toEqual([requested.id]);
    // Still visible to the workshop that asked once it is rejected.
    await as.superAdmin.post(`/api/v1/services/${requested.id}/reject`, { version: requested.version, note: 'Not now' });
    const rejected = await as.workshopAdmin.get(`/api/v1/services/${requested.id}`);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decision_note: 'Not now' });
  });

  it('another workshop’s request and inactive or rejected services answer 404 to a workshop admin', async () => {
    for (const id of [SERVICE_IN.pending_approval, SERVICE_IN.rejected, SERVICE_IN.inactive]) {
      expect((await as.workshopAdmin.get(`/api/v1/services/${id}`)).statusCode, String(id)).toBe(404);
      expect((await as.superAdmin.get(`/api/v1/services/${id}`)).statusCode, String(id)).toBe(200);
    }
    expect((await as.superAdmin.get('/api/v1/services/9999')).statusCode).toBe(404);
    expect((await as.superAdmin.get('/api/v1/services/abc')).statusCode).toBe(400);
  });

  it('options are the active services by name', async () => {
    const options = (await as.workshopAdmin.get('/api/v1/services/options')).json().data as { id: number; name: string }[];
    expect(options.map((o) => o.id).sort((a, b) => a - b)).toEqual(ACTIVE_SERVICE_IDS);
    const names = options.map((o) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('catalogue services: the list', () => {
  it('filters by status, category and name, sorts by a whitelisted key and shows prices and inclusions', async () => {
    expect(ids(await as.superAdmin.get('/api/v1/services?status=inactive'))).toEqual([9]);
    const detailing = (await as.superAdmin.get('/api/v1/services?category=detailing&page_size=100')).json().data;
    expect(detailing.every((s: { category: string }) => s.category === 'detailing')).toBe(true);
    expect(detailing).toHaveLength(4);
    expect(ids(await as.superAdmin.get('/api/v1/services?q=ceramic'))).toEqual([5]);
    const byDuration = (await as.superAdmin.get('/api/v1/services?sort=-duration_minutes&page_size=3')).json();
    expect(byDuration.data.map((s: { duration_minutes: number }) => s.duration_minutes)).toEqual([480, 240, 180]);
    expect(byDuration.total).toBe(11);
    const premium = (await as.superAdmin.get('/api/v1/services/2')).json();
    expect(premium).toMatchObject({
      name: 'Premium Wash & Vacuum',
      prices: { hatchback: 59900, sedan: 69900, suv: 79900, muv: 89900, bike: 24900 },
      inclusions: [
        { id: 1, name: 'Foam wash' },
        { id: 2, name: 'Interior vacuum' },
        { id: 3, name: 'Dashboard polish' },
        { id: 4, name: 'Tyre dressing' },
        { id: 5, name: 'Glass cleaning' },
      ],
      requested_by_workshop: null,
    });
    expect((await as.superAdmin.get('/api/v1/services/10')).json().requested_by_workshop).toEqual({ id: 2, name: 'Shine & Drive Garage' });
  });

  it('answers 400 naming the field for a bad status, category or sort', async () => {
    expect(fieldsOf(await as.superAdmin.get('/api/v1/services?status=archived'))).toEqual(['status']);
    expect(fieldsOf(await as.superAdmin.get('/api/v1/services?category=painting'))).toEqual(['category']);
    expect(fieldsOf(await as.superAdmin.get('/api/v1/services?sort=price'))).toEqual(['sort']);
  });
});

describe('adding and editing catalogue services', () => {
  it('adds an active service with its inclusions in the order given; the audit records it', async () => {
    const response = await as.superAdmin.post('/api/v1/services', newService());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Alloy Wheel Detailing',
      status: 'active',
      duration_minutes: 45,
      inclusions: [
        { id: 4, name: 'Tyre dressing' },
        { id: 1, name: 'Foam wash' },
      ],
      image_url: null,
      requested_by_workshop: null,
      decision_note: null,
      version: 1,
    });
    expect((await as.superAdmin.post('/api/v1/services', newService({ name: 'Seasonal Wax', inclusion_ids: [], status: 'inactive' }))).json().status).toBe('inactive');
    const [event] = await auditOf('service', created.id);
    expect(event).toMatchObject({ action: 'service.create', actorId: 1, changes: { name: 'Alloy Wheel Detailing', inclusionIds: [4, 1], status: 'active' } });
  });

  it('answers 400 naming the field: missing name, bad price, short duration, unknown or inactive inclusions', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ prices: { hatchback: 100, sedan: -1, suv: 100, muv: 100, bike: 100 } }, 'prices.sedan'],
      [{ prices: { hatchback: 100, sedan: 100, suv: 100, muv: 100 } }, 'prices.bike'],
      [{ prices: { hatchback: 99.5, sedan: 100, suv: 100, muv: 100, bike: 100 } }, 'prices.hatchback'],
      [{ duration_minutes: 3 }, 'duration_minutes'],
      [{ category: 'painting' }, 'category'],
      [{ inclusion_ids: [1, 999] }, 'inclusion_ids'],
      [{ inclusion_ids: [UNDERBODY_WASH_INACTIVE] }, 'inclusion_ids'],
    ];
    for (const [overrides, field] of cases) {
      const response = await as.superAdmin.post('/api/v1/services', newService(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response), field).toContain(field);
    }
    expect((await as.superAdmin.post('/api/v1/services', newService({ inclusion_ids: [999] }))).json().message).toBe('Choose existing inclusions only');
  });

  it('refuses a name already used by a service that is not rejected (409 DUPLICATE), case-insensitively', async () => {
    const duplicate = await as.superAdmin.post('/api/v1/services', newService({ name: 'express exterior WASH' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'DUPLICATE', message: 'A service named “Express Exterior Wash” already exists' });
    // A pending request holds its name too; a rejected one does not.
    expect((await as.superAdmin.post('/api/v1/services', newService({ name: 'Headlight Restoration' }))).statusCode).toBe(409);
    expect((await as.superAdmin.post('/api/v1/services', newService({ name: 'Doorstep Tyre Puncture Repair' }))).statusCode).toBe(201);
  });

  it('edits a service and replaces its inclusions; version bumps; the audit holds what changed', async () => {
    const before = (await as.superAdmin.get('/api/v1/services/1')).json();
    const response = await as.superAdmin.put('/api/v1/services/1', {
      name: 'Express Exterior Wash',
      description: before.description,
      category: 'wash',
      duration_minutes: 35,
      prices: { ...before.prices, sedan: 37900 },
      inclusion_ids: [5, 1],
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      duration_minutes: 35,
      prices: { sedan: 37900 },
      inclusions: [
        { id: 5, name: 'Glass cleaning' },
        { id: 1, name: 'Foam wash' },
      ],
      version: before.version + 1,
    });
    const [event] = await auditOf('service', 1);
    expect(event!.action).toBe('service.update');
    expect(event!.changes).toEqual({
      durationMinutes: { from: 30, to: 35 },
      prices: { from: before.prices, to: { ...before.prices, sedan: 37900 } },
      inclusionIds: { from: [1, 4, 5], to: [5, 1] },
    });
  });

  it('an edit keeps an inclusion deactivated since but cannot add an inactive one', async () => {
    const service = (await as.superAdmin.get('/api/v1/services/7')).json();
    const body = { name: service.name, description: service.description, category: service.category, duration_minutes: service.duration_minutes, prices: service.prices };
    const withLayer = await as.superAdmin.put('/api/v1/services/7', { ...body, inclusion_ids: [CERAMIC_LAYER], version: service.version });
    expect(withLayer.statusCode).toBe(200);
    const layer = (await as.superAdmin.get(`/api/v1/service-inclusions/${CERAMIC_LAYER}`)).json();
    await as.superAdmin.put(`/api/v1/service-inclusions/${CERAMIC_LAYER}`, { name: layer.name, description: layer.description, active: false, version: layer.version });
    expect((await as.superAdmin.put('/api/v1/services/7', { ...body, inclusion_ids: [CERAMIC_LAYER], version: service.version + 1 })).statusCode).toBe(200);
    const adding = await as.superAdmin.put('/api/v1/services/7', { ...body, inclusion_ids: [CERAMIC_LAYER, UNDERBODY_WASH_INACTIVE], version: service.version + 2 });
    expect(adding.statusCode).toBe(400);
    expect(adding.json().details).toEqual([{ field: 'inclusion_ids', message: 'Choose active inclusions only', code: 'inclusion_inactive' }]);
  });

  it('a stale version answers 409 STALE_VERSION; an unknown service 404; a renamed clash 409 DUPLICATE', async () => {
    const service = (await as.superAdmin.get('/api/v1/services/3')).json();
    const body = { name: service.name, description: service.description, category: service.category, duration_minutes: service.duration_minutes, prices: service.prices, inclusion_ids: [] };
    const stale = await as.superAdmin.put('/api/v1/services/3', { ...body, version: service.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.put('/api/v1/services/9999', { ...body, version: 1 })).statusCode).toBe(404);
    expect((await as.superAdmin.put('/api/v1/services/3', { ...body, name: 'Paint Polishing', version: service.version })).json().code).toBe('DUPLICATE');
    expect(fieldsOf(await as.superAdmin.put('/api/v1/services/3', body))).toEqual(['version']);
  });
});

describe('new-service requests', () => {
  it('a workshop admin’s request starts pending approval, from its own workshop; the audit records it', async () => {
    const response = await as.workshopAdmin.post('/api/v1/services/requests', newService({ workshop_id: 3, status: 'active' }));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ status: 'pending_approval', requested_by_workshop: { id: 1, name: 'Sparkle Auto Care' }, version: 1 });
    const [row] = await ctx.database.db.select().from(services).where(eq(services.id, created.id));
    expect(row!.requestedBy).toBe(2);
    const [event] = await auditOf('service', created.id);
    expect(event).toMatchObject({ action: 'service.request', actorId: 2, changes: { status: 'pending_approval', requestedByWorkshopId: 1 } });
  });

  it('answers 400 naming the field and 409 DUPLICATE for a name already in the catalogue', async () => {
    expect(fieldsOf(await as.workshopAdmin.post('/api/v1/services/requests', newService({ duration_minutes: 'long' })))).toEqual(['duration_minutes']);
    expect(fieldsOf(await as.workshopAdmin.post('/api/v1/services/requests', newService({ inclusion_ids: [404] })))).toEqual(['inclusion_ids']);
    expect((await as.workshopAdmin.post('/api/v1/services/requests', newService({ name: 'Ceramic Coating' }))).json().code).toBe('DUPLICATE');
  });
});

describe('the service state machine', () => {
  const cases = SERVICE_STATUSES.flatMap((status) => SERVICE_ACTIONS.map((action) => [status, action] as [ServiceStatus, ServiceAction]));
  it.each(cases)('a %s service, %s: the API follows the state machine', async (status, action) => {
    const id = SERVICE_IN[status];
    const service = (await as.superAdmin.get(`/api/v1/services/${id}`)).json();
    expect(service.status).toBe(status);
    const response = await as.superAdmin.post(`/api/v1/services/${id}/${action}`, { version: service.version, note: 'Because' });
    const expected = nextServiceStatus(status, action);
    if (expected === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INVALID_TRANSITION');
      expect(response.json().message.startsWith(`“${service.name}” is ${status.replace('_', ' ')}; only `)).toBe(true);
      expect((await as.superAdmin.get(`/api/v1/services/${id}`)).json()).toMatchObject({ status, version: service.version });
      expect(await auditOf('service', id)).toHaveLength(0);
    } else {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: expected, version: service.version + 1 });
      const [row] = await ctx.database.db.select().from(services).where(eq(services.id, id));
      if (action === 'approve' || action === 'reject') {
        expect(response.json().decision_note).toBe('Because');
        expect(row).toMatchObject({ decidedBy: 1, decisionNote: 'Because' });
        expect(row!.decidedAt).toBeInstanceOf(Date);
      }
      const [event] = await auditOf('service', id);
      expect(event).toMatchObject({ action: `service.${action}`, actorId: 1, changes: { status: { from: status, to: expected }, note: 'Because' } });
    }
  });

  it('names the rule broken: an active service cannot be approved, a rejected one not activated', async () => {
    const approve = await as.superAdmin.post('/api/v1/services/1/approve', { version: 1 });
    expect(approve.json()).toEqual({ code: 'INVALID_TRANSITION', message: '“Express Exterior Wash” is active; only a service pending approval can be approved' });
    const activate = await as.superAdmin.post('/api/v1/services/11/activate', { version: 1 });
    expect(activate.json().message).toBe('“Doorstep Tyre Puncture Repair” is rejected; only an inactive service can be activated');
  });

  it('reject needs a note (400 naming note); a stale version answers 409 STALE_VERSION; an unknown service 404', async () => {
    for (const note of [undefined, '   ']) {
      const noNote = await as.superAdmin.post('/api/v1/services/10/reject', { version: 1, note });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().details[0]).toEqual({ field: 'note', message: 'Give a reason for rejecting', code: 'required' });
    }
    const stale = await as.superAdmin.post('/api/v1/services/10/approve', { version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.post('/api/v1/services/9999/approve', { version: 1 })).statusCode).toBe(404);
    expect(fieldsOf(await as.superAdmin.post('/api/v1/services/10/approve', {}))).toEqual(['version']);
  });

  it('an approved request joins the options; a deactivated service leaves them', async () => {
    await as.superAdmin.post('/api/v1/services/10/approve', { version: 1 });
    await as.superAdmin.post('/api/v1/services/1/deactivate', { version: 1 });
    const options = (await as.workshopAdmin.get('/api/v1/services/options')).json().data.map((o: { id: number }) => o.id);
    expect(options).toContain(10);
    expect(options).not.toContain(1);
    expect((await as.workshopAdmin.get('/api/v1/services/1')).statusCode).toBe(404);
  });

  it('two concurrent decisions on one request: exactly one succeeds, the other is 409', async () => {
    const results = await Promise.all([as.superAdmin.post('/api/v1/services/10/approve', { version: 1 }), as.superAdmin.post('/api/v1/services/10/reject', { version: 1, note: 'No' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('service inclusions', () => {
  const inclusion = (overrides: Record<string, unknown> = {}) => ({ name: 'Wheel sealant', description: 'Ceramic sealant on all four wheels', ...overrides });

  it('reads answer super and workshop admins, 403 to a society manager and 401 without a token', async () => {
    for (const url of ['/api/v1/service-inclusions', '/api/v1/service-inclusions/options', '/api/v1/service-inclusions/1']) {
      for (const client of [as.superAdmin, as.workshopAdmin]) expect((await client.get(url)).statusCode, url).toBe(200);
      expect((await as.societyManager.get(url)).statusCode, url).toBe(403);
      expect((await as.anonymous.get(url)).statusCode, url).toBe(401);
    }
  });

  it('writes are the super admin’s: 403 to the other roles, 401 without a token', async () => {
    for (const client of [as.workshopAdmin, as.societyManager]) {
      expect((await client.post('/api/v1/service-inclusions', inclusion())).statusCode).toBe(403);
      expect((await client.put('/api/v1/service-inclusions/10', { ...inclusion(), version: 1 })).statusCode).toBe(403);
      expect((await client.delete('/api/v1/service-inclusions/10')).statusCode).toBe(403);
    }
    expect((await as.anonymous.post('/api/v1/service-inclusions', {})).statusCode).toBe(401);
    expect((await as.anonymous.put('/api/v1/service-inclusions/10', {})).statusCode).toBe(401);
    expect((await as.anonymous.delete('/api/v1/service-inclusions/10')).statusCode).toBe(401);
  });

  it('lists inclusions by name with how many services include each; filters by active and name', async () => {
    const all = (await as.workshopAdmin.get('/api/v1/service-inclusions?page_size=100')).json();
    expect(all.total).toBe(10);
    const names = all.data.map((i: { name: string }) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const foam = all.data.find((i: { id: number }) => i.id === FOAM_WASH);
    expect(foam).toMatchObject({ name: 'Foam wash', active: true, service_count: 4, version: 1 });
    expect(all.data.find((i: { id: number }) => i.id === UNDERBODY_WASH_INACTIVE)).toMatchObject({ active: false, service_count: 0 });
    expect(ids(await as.superAdmin.get('/api/v1/service-inclusions?active=false'))).toEqual([UNDERBODY_WASH_INACTIVE]);
    expect(ids(await as.superAdmin.get('/api/v1/service-inclusions?q=polish')).sort()).toEqual([3, 6]);
    expect(fieldsOf(await as.superAdmin.get('/api/v1/service-inclusions?active=maybe'))).toEqual(['active']);
    const options = (await as.superAdmin.get('/api/v1/service-inclusions/options')).json().data;
    expect(options).toHaveLength(9);
    expect(options.map((o: { id: number }) => o.id)).not.toContain(UNDERBODY_WASH_INACTIVE);
  });

  it('adds one (audit written); 400 naming name; 409 DUPLICATE for a name in use whatever its case', async () => {
    const response = await as.superAdmin.post('/api/v1/service-inclusions', inclusion());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Wheel sealant', active: true, service_count: 0, version: 1 });
    const [event] = await auditOf('service_inclusion', response.json().id);
    expect(event).toMatchObject({ action: 'service_inclusion.create', actorId: 1, changes: { name: 'Wheel sealant', active: true } });
    expect(fieldsOf(await as.superAdmin.post('/api/v1/service-inclusions', inclusion({ name: '' })))).toEqual(['name']);
    const duplicate = await as.superAdmin.post('/api/v1/service-inclusions', inclusion({ name: 'FOAM WASH' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'DUPLICATE', message: 'An inclusion named “FOAM WASH” already exists' });
  });

  it('edits one with its version (audit holds the change); a stale version is 409 STALE_VERSION', async () => {
    const response = await as.superAdmin.put('/api/v1/service-inclusions/2', { name: 'Interior vacuum', description: 'Seats and mats', active: false, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ description: 'Seats and mats', active: false, version: 2, service_count: 2 });
    const [event] = await auditOf('service_inclusion', 2);
    expect(event).toMatchObject({ action: 'service_inclusion.update', changes: { description: { from: 'Seats, mats, boot and footwells', to: 'Seats and mats' }, active: { from: true, to: false } } });
    const stale = await as.superAdmin.put('/api/v1/service-inclusions/2', { name: 'Interior vacuum', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.put('/api/v1/service-inclusions/2', { name: 'Glass cleaning', version: 2 })).json().code).toBe('DUPLICATE');
    expect((await as.superAdmin.put('/api/v1/service-inclusions/999', { name: 'Anything', version: 1 })).statusCode).toBe(404);
  });

  it('deleting one a service includes answers 409 IN_USE; an unused one is deleted (audit written) and answers its new version', async () => {
    const inUse = await as.superAdmin.delete(`/api/v1/service-inclusions/${FOAM_WASH}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ code: 'IN_USE', message: '“Foam wash” is included in 4 services; deactivate it instead' });
    expect((await as.superAdmin.delete(`/api/v1/service-inclusions/${CERAMIC_LAYER}`)).json().message).toBe('“Ceramic layer” is included in 1 service; deactivate it instead');
    const deleted = await as.superAdmin.delete(`/api/v1/service-inclusions/${UNDERBODY_WASH_INACTIVE}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: UNDERBODY_WASH_INACTIVE, version: expect.any(Number), deleted_at: expect.any(String) });
    expect((await as.superAdmin.get(`/api/v1/service-inclusions/${UNDERBODY_WASH_INACTIVE}`)).statusCode).toBe(404);
    const [event] = await auditOf('service_inclusion', UNDERBODY_WASH_INACTIVE);
    expect(event).toMatchObject({ action: 'service_inclusion.delete', actorId: 1, changes: { name: 'Underbody wash' } });
    expect((await as.superAdmin.delete(`/api/v1/service-inclusions/${UNDERBODY_WASH_INACTIVE}`)).statusCode).toBe(404);
  });

  it('once no service includes it any more, an inclusion can be deleted', async () => {
    const service = (await as.superAdmin.get('/api/v1/services/5')).json();
    await as.superAdmin.put('/api/v1/services/5', {
      name: service.name,
      description: service.description,
      category: service.category,
      duration_minutes: service.duration_minutes,
      prices: service.prices,
      inclusion_ids: [1, 6],
      version: service.version,
    });
    expect((await as.superAdmin.delete(`/api/v1/service-inclusions/${CERAMIC_LAYER}`)).statusCode).toBe(200);
  });
});

describe('documentation', () => {
  it('the OpenAPI document lists the catalogue, inclusion, offering and reason calls', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    for (const path of ['/api/v1/services', '/api/v1/services/requests', '/api/v1/services/{id}/approve', '/api/v1/service-inclusions/{id}', '/api/v1/workshop-services/{id}', '/api/v1/cancellation-reasons/{id}/move']) {
      expect(paths[path], path).toBeDefined();
    }
    expect(Object.keys(paths['/api/v1/service-inclusions/{id}']!)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
