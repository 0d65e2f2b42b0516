import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, cancellationReasons } from '../src/db/schema';
import type { DemoClients } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// The catalogue seed (seeds/seed-catalogue.ts): reasons 1..7 with sort_order 10..70; 7 is inactive.
const ids = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((row) => row.id);
const fieldsOf = (response: { json(): { details?: { field: string }[] } }) => (response.json().details ?? []).map((detail) => detail.field);
const auditOf = (id: number) => ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'cancellation_reason'), eq(auditEvents.entityId, id)));
const order = async () => ids(await as.superAdmin.get('/api/v1/cancellation-reasons?page_size=100'));
const versionOf = async (id: number) => (await as.superAdmin.get(`/api/v1/cancellation-reasons/${id}`)).json().version as number;

describe('role checks', () => {
  it('the list answers super and workshop admins, 403 to a society manager and 401 without a token', async () => {
    for (const client of [as.superAdmin, as.workshopAdmin]) expect((await client.get('/api/v1/cancellation-reasons')).statusCode).toBe(200);
    expect((await as.societyManager.get('/api/v1/cancellation-reasons')).statusCode).toBe(403);
    expect((await as.anonymous.get('/api/v1/cancellation-reasons')).statusCode).toBe(401);
  });

  it('writes are the super admin’s: 403 to the other roles, 401 without a token (whatever the body)', async () => {
    for (const client of [as.workshopAdmin, as.societyManager]) {
      expect((await client.post('/api/v1/cancellation-reasons', { text: 'Flat tyre', audience: 'workshop' })).statusCode).toBe(403);
      expect((await client.put('/api/v1/cancellation-reasons/1', { text: 'x', audience: 'admin', version: 1 })).statusCode).toBe(403);
      expect((await client.post('/api/v1/cancellation-reasons/2/move', { direction: 'up', version: 1 })).statusCode).toBe(403);
    }
    expect((await as.anonymous.post('/api/v1/cancellation-reasons', {})).statusCode).toBe(401);
    expect((await as.anonymous.put('/api/v1/cancellation-reasons/1', { junk: true })).statusCode).toBe(401);
    expect((await as.anonymous.post('/api/v1/cancellation-reasons/2/move', {})).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it('is ordered by sort_order and paginated', async () => {
    expect(await order()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const second = (await as.workshopAdmin.get('/api/v1/cancellation-reasons?page=2&page_size=3')).json();
    expect(second).toMatchObject({ page: 2, page_size: 3, total: 7 });
    expect(second.data.map((r: { id: number; sort_order: number }) => [r.id, r.sort_order])).toEqual([
      [4, 40],
      [5, 50],
      [6, 60],
    ]);
    expect(second.data[0]).toMatchObject({ text: 'No worker available for the slot', audience: 'workshop', active: true, version: 1 });
  });

  it('filters by active, audience and text; answers 400 naming a bad filter', async () => {
    expect(ids(await as.superAdmin.get('/api/v1/cancellation-reasons?active=false'))).toEqual([7]);
    expect((await as.superAdmin.get('/api/v1/cancellation-reasons?active=true')).json().total).toBe(6);
    expect(ids(await as.superAdmin.get('/api/v1/cancellation-reasons?audience=admin'))).toEqual([6, 7]);
    expect(ids(await as.superAdmin.get('/api/v1/cancellation-reasons?q=customer'))).toEqual([1, 2]);
    expect(fieldsOf(await as.superAdmin.get('/api/v1/cancellation-reasons?audience=worker'))).toEqual(['audience']);
    expect(fieldsOf(await as.superAdmin.get('/api/v1/cancellation-reasons?sort=audience'))).toEqual(['sort']);
    expect(fieldsOf(await as.superAdmin.get('/api/v1/cancellation-reasons?page_size=500'))).toEqual(['page_size']);
  });
});

describe('adding and editing', () => {
  it('adds a reason at the end of the order (max + 10); the audit records it', async () => {
    const first = await as.superAdmin.post('/api/v1/cancellation-reasons', { text: 'Flat tyre on the way', audience: 'workshop' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: 8, text: 'Flat tyre on the way', audience: 'workshop', active: true, sort_order: 80, version: 1 });
    expect((await as.superAdmin.post('/api/v1/cancellation-reasons', { text: 'Payment failed', audience: 'admin', active: false })).json()).toMatchObject({ sort_order: 90, active: false });
    const [event] = await auditOf(8);
    expect(event).toMatchObject({ action: 'cancellation_reason.create', actorId: 1, changes: { text: 'Flat tyre on the way', audience: 'workshop', sortOrder: 80 } });
  });

  it('answers 400 naming text or audience', async () => {
    expect(fieldsOf(await as.superAdmin.post('/api/v1/cancellation-reasons', { text: ' ', audience: 'workshop' }))).toEqual(['text']);
    expect(fieldsOf(await as.superAdmin.post('/api/v1/cancellation-reasons', { text: 'Fine', audience: 'worker' }))).toEqual(['audience']);
    expect(fieldsOf(await as.superAdmin.post('/api/v1/cancellation-reasons', { text: 'x'.repeat(161), audience: 'admin' }))).toEqual(['text']);
  });

  it('edits text, audience and active with the version; the audit holds the change; a stale version is 409', async () => {
    const response = await as.superAdmin.put('/api/v1/cancellation-reasons/7', { text: 'Heavy rain or flooding in the area', audience: 'admin', active: true, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: 'Heavy rain or flooding in the area', active: true, sort_order: 70, version: 2 });
    const [event] = await auditOf(7);
    expect(event).toMatchObject({ action: 'cancellation_reason.update', changes: { text: { from: 'Heavy rain in the area', to: 'Heavy rain or flooding in the area' }, active: { from: false, to: true } } });
    const stale = await as.superAdmin.put('/api/v1/cancellation-reasons/7', { text: 'Rain', audience: 'admin', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.put('/api/v1/cancellation-reasons/99', { text: 'Rain', audience: 'admin', version: 1 })).statusCode).toBe(404);
    expect(fieldsOf(await as.superAdmin.put('/api/v1/cancellation-reasons/7', { text: 'Rain', audience: 'admin' }))).toEqual(['version']);
  });
});

describe('moving a reason', () => {
  it('up swaps places with the one above, in one step: both sort orders and versions change; the audit records it', async () => {
    const response = await as.superAdmin.post('/api/v1/cancellation-reasons/3/move', { direction: 'up', version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 3, sort_order: 20, version: 2 });
    expect(await order()).toEqual([1, 3, 2, 4, 5, 6, 7]);
    expect((await as.superAdmin.get('/api/v1/cancellation-reasons/2')).json()).toMatchObject({ sort_order: 30, version: 2 });
    const [event] = await auditOf(3);
    expect(event).toMatchObject({
      action: 'cancellation_reason.move',
      actorId: 1,
      changes: { direction: 'up', sortOrder: { from: 30, to: 20 }, swappedWith: { id: 2, sortOrder: { from: 20, to: 30 } } },
    });
  });

  it('down swaps with the one below; repeated moves carry a reason along the order', async () => {
    await as.superAdmin.post('/api/v1/cancellation-reasons/1/move', { direction: 'down', version: 1 });
    expect(await order()).toEqual([2, 1, 3, 4, 5, 6, 7]);
    await as.superAdmin.post('/api/v1/cancellation-reasons/1/move', { direction: 'down', version: await versionOf(1) });
    await as.superAdmin.post('/api/v1/cancellation-reasons/6/move', { direction: 'up', version: await versionOf(6) });
    expect(await order()).toEqual([2, 3, 1, 4, 6, 5, 7]);
    const sortOrders = (await as.superAdmin.get('/api/v1/cancellation-reasons')).json().data.map((r: { sort_order: number }) => r.sort_order);
    expect(sortOrders).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('the first cannot move up nor the last down (409 INVALID_TRANSITION); nothing changes', async () => {
    const first = await as.superAdmin.post('/api/v1/cancellation-reasons/1/move', { direction: 'up', version: 1 });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ code: 'INVALID_TRANSITION', message: '“Customer changed plans” is already first' });
    const last = await as.superAdmin.post('/api/v1/cancellation-reasons/7/move', { direction: 'down', version: 1 });
    expect(last.json()).toEqual({ code: 'INVALID_TRANSITION', message: '“Heavy rain in the area” is already last' });
    expect(await order()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await versionOf(1)).toBe(1);
    // Once moved to the end, it is the last one.
    expect((await as.superAdmin.post('/api/v1/cancellation-reasons/6/move', { direction: 'down', version: 1 })).statusCode).toBe(200);
    expect((await as.superAdmin.post('/api/v1/cancellation-reasons/6/move', { direction: 'down', version: 2 })).json().message).toBe('“Duplicate booking” is already last');
  });

  it('a stale version answers 409 STALE_VERSION; a bad direction 400; an unknown reason 404', async () => {
    const stale = await as.superAdmin.post('/api/v1/cancellation-reasons/3/move', { direction: 'up', version: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(fieldsOf(await as.superAdmin.post('/api/v1/cancellation-reasons/3/move', { direction: 'left', version: 1 }))).toEqual(['direction']);
    expect((await as.superAdmin.post('/api/v1/cancellation-reasons/99/move', { direction: 'up', version: 1 })).statusCode).toBe(404);
  });

  it('two concurrent moves keep the order a permutation with distinct places', async () => {
    await Promise.all([
      as.superAdmin.post('/api/v1/cancellation-reasons/3/move', { direction: 'up', version: 1 }),
      as.superAdmin.post('/api/v1/cancellation-reasons/4/move', { direction: 'up', version: 1 }),
    ]);
    const rows = await ctx.database.db.select({ id: cancellationReasons.id, sortOrder: cancellationReasons.sortOrder }).from(cancellationReasons).orderBy(asc(cancellationReasons.sortOrder));
    expect(new Set(rows.map((row) => row.sortOrder)).size).toBe(7);
    expect(rows.map((row) => row.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
