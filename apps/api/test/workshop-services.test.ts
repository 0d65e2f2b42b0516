import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
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

// The catalogue seed (seeds/seed-catalogue.ts): offerings 1..6 are workshop 1's (services 1..6),
// 7..10 workshop 2's (services 1, 2, 3, 7); 23 in all. Offering 2 is Premium Wash & Vacuum with
// the sedan and SUV prices overridden. Service 9 is inactive, 10 pending (asked by workshop 2).
const OWN_PREMIUM_WASH = 2;
const OTHER_WORKSHOP_OFFERING = 7;
const ids = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((row) => row.id);
const fieldsOf = (response: { json(): { details?: { field: string }[] } }) => (response.json().details ?? []).map((detail) => detail.field);
const auditOf = (id: number) => ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'workshop_service'), eq(auditEvents.entityId, id)));

describe('role checks and scope', () => {
  it('reads answer super and workshop admins, 403 to a society manager and 401 without a token', async () => {
    for (const url of ['/api/v1/workshop-services', `/api/v1/workshop-services/${OWN_PREMIUM_WASH}`]) {
      for (const client of [as.superAdmin, as.workshopAdmin]) expect((await client.get(url)).statusCode, url).toBe(200);
      expect((await as.societyManager.get(url)).statusCode, url).toBe(403);
      expect((await as.anonymous.get(url)).statusCode, url).toBe(401);
    }
  });

  it('writes answer 403 to a society manager and 401 without a token, whatever the body', async () => {
    expect((await as.societyManager.post('/api/v1/workshop-services', { service_id: 7 })).statusCode).toBe(403);
    expect((await as.societyManager.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, { price_overrides: {}, active: true, version: 1 })).statusCode).toBe(403);
    expect((await as.anonymous.post('/api/v1/workshop-services', { nonsense: 1 })).statusCode).toBe(401);
    expect((await as.anonymous.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, {})).statusCode).toBe(401);
  });

  it('a workshop admin sees its own workshop’s offerings only; a super admin all, or one workshop’s', async () => {
    const own = (await as.workshopAdmin.get('/api/v1/workshop-services?page_size=100')).json();
    expect(own.total).toBe(6);
    expect(own.data.every((o: { workshop: { id: number } }) => o.workshop.id === SEED.ownWorkshopId)).toBe(true);
    expect((await as.workshopAdmin.get(`/api/v1/workshop-services?workshop_id=${SEED.otherWorkshopId}`)).json().total).toBe(0);
    expect((await as.superAdmin.get('/api/v1/workshop-services')).json().total).toBe(23);
    expect(ids(await as.superAdmin.get(`/api/v1/workshop-services?workshop_id=${SEED.otherWorkshopId}`)).sort((a: number, b: number) => a - b)).toEqual([7, 8, 9, 10]);
  });

  it('another workshop’s offering answers 404 to a workshop admin, to read or to change', async () => {
    expect((await as.workshopAdmin.get(`/api/v1/workshop-services/${OTHER_WORKSHOP_OFFERING}`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.put(`/api/v1/workshop-services/${OTHER_WORKSHOP_OFFERING}`, { price_overrides: {}, active: false, version: 1 })).statusCode).toBe(404);
    expect((await as.superAdmin.get(`/api/v1/workshop-services/${OTHER_WORKSHOP_OFFERING}`)).statusCode).toBe(200);
    expect((await as.superAdmin.get('/api/v1/workshop-services/999')).statusCode).toBe(404);
  });
});

describe('the offering list', () => {
  it('shows the catalogue prices, the workshop’s overrides and what a customer pays', async () => {
    const offering = (await as.workshopAdmin.get(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`)).json();
    expect(offering).toMatchObject({
      workshop: { id: 1, name: 'Sparkle Auto Care' },
      service: { id: 2, name: 'Premium Wash & Vacuum', category: 'wash', duration_minutes: 60, status: 'active' },
      catalogue_prices: { hatchback: 59900, sedan: 69900, suv: 79900, muv: 89900, bike: 24900 },
      price_overrides: { sedan: 64900, suv: 74900 },
      effective_prices: { hatchback: 59900, sedan: 64900, suv: 74900, muv: 89900, bike: 24900 },
      active: true,
      version: 1,
    });
  });

  it('searches the service name, filters by active, sorts by name (default) and answers 400 for a bad sort', async () => {
    const washes = (await as.workshopAdmin.get('/api/v1/workshop-services?q=wash')).json().data;
    expect(washes.map((o: { service: { id: number } }) => o.service.id)).toEqual([1, 2]);
    const names = (await as.workshopAdmin.get('/api/v1/workshop-services')).json().data.map((o: { service: { name: string } }) => o.service.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await as.workshopAdmin.get('/api/v1/workshop-services?active=false')).json().total).toBe(0);
    expect(fieldsOf(await as.workshopAdmin.get('/api/v1/workshop-services?sort=price'))).toEqual(['sort']);
    expect(fieldsOf(await as.superAdmin.get('/api/v1/workshop-services?workshop_id=abc'))).toEqual(['workshop_id']);
  });
});

describe('offering a service', () => {
  it('a workshop admin offers a catalogue service at its own workshop (workshop_id ignored); the audit records it', async () => {
    const response = await as.workshopAdmin.post('/api/v1/workshop-services', { service_id: 7, price_overrides: { bike: 34900 }, workshop_id: SEED.otherWorkshopId });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ workshop: { id: 1 }, service: { id: 7 }, price_overrides: { bike: 34900 }, effective_prices: { hatchback: 49900, bike: 34900 }, active: true, version: 1 });
    const [event] = await auditOf(created.id);
    expect(event).toMatchObject({ action: 'workshop_service.create', actorId: 2, changes: { workshopId: 1, serviceId: 7, priceOverrides: { bike: 34900 } } });
  });

  it('a super admin must name an existing workshop (400 naming workshop_id)', async () => {
    const missing = await as.superAdmin.post('/api/v1/workshop-services', { service_id: 8 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'workshop_id', message: 'Choose a workshop', code: 'workshop_required' }]);
    expect(fieldsOf(await as.superAdmin.post('/api/v1/workshop-services', { service_id: 8, workshop_id: 999 }))).toEqual(['workshop_id']);
    const created = await as.superAdmin.post('/api/v1/workshop-services', { service_id: 8, workshop_id: SEED.otherWorkshopId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ workshop: { id: 2, name: 'Shine & Drive Garage' }, price_overrides: {}, effective_prices: { hatchback: 149900 } });
  });

  it('only an active catalogue service can be offered (400 naming service_id, saying why)', async () => {
    const inactive = await as.superAdmin.post('/api/v1/workshop-services', { service_id: 9, workshop_id: 1 });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().details).toEqual([{ field: 'service_id', message: '“Monsoon Underbody Coating” is inactive; only active catalogue services can be offered', code: 'service_not_active', params: { name: 'Monsoon Underbody Coating', status: 'inactive' } }]);
    // An inactive service and another workshop's request are not even visible to a workshop admin.
    for (const serviceId of [9, 10]) {
      expect((await as.workshopAdmin.post('/api/v1/workshop-services', { service_id: serviceId })).json().details).toEqual([{ field: 'service_id', message: 'Choose an existing service', code: 'service_unknown' }]);
    }
    const pending = await as.superAdmin.post('/api/v1/workshop-services', { service_id: 10, workshop_id: 2 });
    expect(pending.json().message).toBe('“Headlight Restoration” is pending approval; only active catalogue services can be offered');
    expect(fieldsOf(await as.workshopAdmin.post('/api/v1/workshop-services', { service_id: 999 }))).toEqual(['service_id']);
    expect(fieldsOf(await as.workshopAdmin.post('/api/v1/workshop-services', {}))).toEqual(['service_id']);
    expect(fieldsOf(await as.workshopAdmin.post('/api/v1/workshop-services', { service_id: 7, price_overrides: { sedan: -100 } }))).toEqual(['price_overrides.sedan']);
  });

  it('a service the workshop already offers answers 409 DUPLICATE, withdrawn or not', async () => {
    const duplicate = await as.workshopAdmin.post('/api/v1/workshop-services', { service_id: 2 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'DUPLICATE', message: 'Sparkle Auto Care already offers “Premium Wash & Vacuum”' });
    await as.workshopAdmin.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, { price_overrides: {}, active: false, version: 1 });
    expect((await as.workshopAdmin.post('/api/v1/workshop-services', { service_id: 2 })).json().message).toBe('Sparkle Auto Care already offers “Premium Wash & Vacuum” (withdrawn); edit it to offer it again');
  });
});

describe('changing an offering', () => {
  it('sets new overrides and withdraws it; version bumps; the audit holds the change', async () => {
    const response = await as.workshopAdmin.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, { price_overrides: { hatchback: 55900 }, active: false, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price_overrides: { hatchback: 55900 }, effective_prices: { hatchback: 55900, sedan: 69900, suv: 79900 }, active: false, version: 2 });
    expect(response.json().price_overrides).toEqual({ hatchback: 55900 });
    const [event] = await auditOf(OWN_PREMIUM_WASH);
    expect(event).toMatchObject({
      action: 'workshop_service.withdraw',
      actorId: 2,
      changes: { priceOverrides: { from: { sedan: 64900, suv: 74900 }, to: { hatchback: 55900 } }, active: { from: true, to: false } },
    });
    expect((await as.workshopAdmin.get('/api/v1/workshop-services?active=false')).json().total).toBe(1);
    const reoffered = await as.superAdmin.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, { price_overrides: {}, active: true, version: 2 });
    expect(reoffered.json()).toMatchObject({ active: true, version: 3, effective_prices: { hatchback: 59900 } });
  });

  it('a stale version answers 409 STALE_VERSION; a missing field 400 naming it', async () => {
    const stale = await as.workshopAdmin.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, { price_overrides: {}, active: true, version: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(fieldsOf(await as.workshopAdmin.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, { price_overrides: {}, version: 1 }))).toEqual(['active']);
    expect(fieldsOf(await as.workshopAdmin.put(`/api/v1/workshop-services/${OWN_PREMIUM_WASH}`, { price_overrides: { suv: 1.5 }, active: true, version: 1 }))).toEqual(['price_overrides.suv']);
  });

  it('a withdrawn offering of a service since taken out of the catalogue cannot be offered again (409)', async () => {
    await as.workshopAdmin.put('/api/v1/workshop-services/1', { price_overrides: {}, active: false, version: 1 });
    await as.superAdmin.post('/api/v1/services/1/deactivate', { version: 1 });
    const again = await as.workshopAdmin.put('/api/v1/workshop-services/1', { price_overrides: {}, active: true, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: '“Express Exterior Wash” is inactive in the catalogue; it cannot be offered again' });
    // Its prices can still be changed while it stays withdrawn.
    expect((await as.workshopAdmin.put('/api/v1/workshop-services/1', { price_overrides: { suv: 42900 }, active: false, version: 2 })).statusCode).toBe(200);
  });
});
