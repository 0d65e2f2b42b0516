import type { SopAction, SopStatus } from '@carcare/contracts';
import { nextSopStatus, SOP_ACTIONS, SOP_STATUSES } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, sops } from '../src/db/schema';
import type { DemoClients } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// Seeded SOPs (seeds/seed-catalogue.ts): 1 published for service 1, 2 draft for service 5, 3 archived for service 1.
const PUBLISHED = 1;
const DRAFT = 2;
const ARCHIVED = 3;
const NEW_SOP = { title: 'Interior vacuum in a society basement', service_id: 2, steps: ['Park the van near a socket', 'Vacuum seats and mats', 'Wipe the dashboard'] };

type Client = DemoClients['superAdmin'];
const create = (client: Client, body: Record<string, unknown> = {}) => client.post('/api/v1/sops', { ...NEW_SOP, ...body });
const auditOf = (id: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'sop'), eq(auditEvents.entityId, id), eq(auditEvents.action, action)));

/** A new SOP brought to `status` through the API. */
async function sopIn(status: SopStatus) {
  const created = (await create(as.superAdmin)).json();
  if (status === 'draft') return created;
  const action = status === 'published' ? 'publish' : 'archive';
  const changed = await as.superAdmin.post(`/api/v1/sops/${created.id}/${action}`, { version: created.version });
  expect(changed.statusCode).toBe(200);
  return changed.json();
}

describe('roles and scope', () => {
  it('a super admin reads every SOP; a workshop admin only the published ones; a society manager gets 403; anonymous 401', async () => {
    const all = (await as.superAdmin.get('/api/v1/sops')).json();
    expect(all.total).toBe(3);
    const workshop = (await as.workshopAdmin.get('/api/v1/sops')).json();
    expect(workshop.data.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([[PUBLISHED, 'published']]);
    expect((await as.workshopAdmin.get('/api/v1/sops?status=draft')).json().total).toBe(0);
    expect((await as.workshopAdmin.get(`/api/v1/sops/${PUBLISHED}`)).statusCode).toBe(200);
    expect((await as.workshopAdmin.get(`/api/v1/sops/${DRAFT}`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`/api/v1/sops/${ARCHIVED}`)).statusCode).toBe(404);
    expect((await as.societyManager.get('/api/v1/sops')).statusCode).toBe(403);
    expect((await as.societyManager.get(`/api/v1/sops/${PUBLISHED}`)).statusCode).toBe(403);
    expect((await as.anonymous.get('/api/v1/sops')).statusCode).toBe(401);
    expect((await as.anonymous.get(`/api/v1/sops/${PUBLISHED}`)).statusCode).toBe(401);
  });

  it('only a super admin writes: every write answers 403 to the other roles and 401 anonymously, even with a bad body', async () => {
    const writes: [string, (client: Client) => ReturnType<Client['get']>][] = [
      ['create', (client) => create(client)],
      ['update', (client) => client.put(`/api/v1/sops/${DRAFT}`, { ...NEW_SOP, version: 1 })],
      ['publish', (client) => client.post(`/api/v1/sops/${DRAFT}/publish`, { version: 1 })],
      ['archive', (client) => client.post(`/api/v1/sops/${DRAFT}/archive`, { version: 1 })],
      ['delete', (client) => client.delete(`/api/v1/sops/${DRAFT}`)],
    ];
    for (const [name, write] of writes) {
      expect([name, (await write(as.workshopAdmin)).statusCode]).toEqual([name, 403]);
      expect([name, (await write(as.societyManager)).statusCode]).toEqual([name, 403]);
      expect([name, (await write(as.anonymous)).statusCode]).toEqual([name, 401]);
    }
    expect((await as.anonymous.post('/api/v1/sops', { title: '' })).statusCode).toBe(401);
    expect((await as.superAdmin.get(`/api/v1/sops/${DRAFT}`)).json()).toMatchObject({ status: 'draft', version: 1 });
  });

  it('an unknown SOP answers 404 to every call', async () => {
    expect((await as.superAdmin.get('/api/v1/sops/9999')).statusCode).toBe(404);
    expect((await as.superAdmin.put('/api/v1/sops/9999', { ...NEW_SOP, version: 1 })).statusCode).toBe(404);
    expect((await as.superAdmin.post('/api/v1/sops/9999/publish', { version: 1 })).statusCode).toBe(404);
    expect((await as.superAdmin.delete('/api/v1/sops/9999')).statusCode).toBe(404);
  });
});

describe('the SOP list', () => {
  it('is newest first by default, with the service named and the steps in order', async () => {
    const created = (await create(as.superAdmin)).json();
    const list = (await as.superAdmin.get('/api/v1/sops')).json();
    expect(list.data[0]).toMatchObject({ id: created.id, service: { id: 2, name: 'Premium Wash & Vacuum' }, steps: NEW_SOP.steps, status: 'draft' });
    expect(list.data.find((s: { id: number }) => s.id === PUBLISHED)).toMatchObject({ title: 'Express wash at a society parking', service: { id: 1, name: 'Express Exterior Wash' } });
  });

  it('filters by status, service and title search; sorts by title, status and updated_at; refuses another sort key', async () => {
    const ids = async (query: string) => (await as.superAdmin.get(`/api/v1/sops?${query}`)).json().data.map((s: { id: number }) => s.id);
    expect(await ids('status=archived')).toEqual([ARCHIVED]);
    expect((await ids('service_id=1')).sort()).toEqual([PUBLISHED, ARCHIVED]);
    expect(await ids('q=CERAMIC')).toEqual([DRAFT]);
    expect(await ids('q=wash&status=published')).toEqual([PUBLISHED]);
    expect(await ids('sort=title')).toEqual([DRAFT, PUBLISHED, ARCHIVED]);
    expect(await ids('sort=-status')).toEqual([PUBLISHED, DRAFT, ARCHIVED]);
    expect((await ids('sort=updated_at')).length).toBe(3);
    const bad = await as.superAdmin.get('/api/v1/sops?sort=steps');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
    expect((await as.superAdmin.get('/api/v1/sops?status=live')).json().details[0].field).toBe('status');
  });
});

describe('writing an SOP', () => {
  it('creates a draft (trimmed) with an audit row; no service is allowed', async () => {
    const response = await create(as.superAdmin, { title: '  Tyre check  ', service_id: null, steps: [' Check pressure ', 'Check tread depth'] });
    expect(response.statusCode).toBe(201);
    const sop = response.json();
    expect(sop).toMatchObject({ title: 'Tyre check', service: null, steps: ['Check pressure', 'Check tread depth'], status: 'draft', version: 1 });
    const [event] = await auditOf(sop.id, 'sop.create');
    expect(event).toMatchObject({ actorId: 1, changes: { title: 'Tyre check', serviceId: null, steps: ['Check pressure', 'Check tread depth'], status: 'draft' } });
  });

  it('answers 400 naming each empty or too long step, a missing title, and no steps', async () => {
    const emptyStep = await create(as.superAdmin, { steps: ['Rinse', '   ', 'Dry'] });
    expect(emptyStep.statusCode).toBe(400);
    expect(emptyStep.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Step 2 is empty', details: [{ field: 'steps.1', message: 'Step 2 is empty', code: 'required', params: { step: 2 } }] });
    const tooLong = await create(as.superAdmin, { steps: ['Rinse', 'x'.repeat(301)] });
    expect(tooLong.json().details).toEqual([{ field: 'steps.1', message: 'Step 2 must be at most 300 characters', code: 'too_long', params: { step: 2, max: 300 } }]);
    const noSteps = await create(as.superAdmin, { title: ' ', steps: [] });
    expect(noSteps.json().details).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required', code: 'required' },
        { field: 'steps', message: 'Add at least one step', code: 'required' },
      ]),
    );
    const tooMany = await create(as.superAdmin, { steps: Array.from({ length: 51 }, (_, i) => `Step ${i + 1}`) });
    expect(tooMany.json().details).toEqual([{ field: 'steps', message: 'An SOP can have at most 50 steps', code: 'too_many', params: { max: 50 } }]);
    expect((await as.superAdmin.get('/api/v1/sops')).json().total).toBe(3);
  });

  it('answers 400 naming service_id for a service that does not exist', async () => {
    const response = await create(as.superAdmin, { service_id: 9999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'service_id', message: 'Choose an existing service', code: 'service_unknown' }]);
    const update = await as.superAdmin.put(`/api/v1/sops/${DRAFT}`, { ...NEW_SOP, service_id: 9999, version: 1 });
    expect(update.json().details).toEqual([{ field: 'service_id', message: 'Choose an existing service', code: 'service_unknown' }]);
  });

  it('edits a draft: steps reordered, added and removed; the version goes up; the audit holds what changed', async () => {
    const before = (await as.superAdmin.get(`/api/v1/sops/${DRAFT}`)).json();
    const steps = [before.steps[1], before.steps[0], 'Inspect under a swirl light', ...before.steps.slice(2, 4)];
    const response = await as.superAdmin.put(`/api/v1/sops/${DRAFT}`, { title: before.title, service_id: null, steps, version: before.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ steps, service: null, status: 'draft', version: before.version + 1 });
    const [event] = await auditOf(DRAFT, 'sop.update');
    expect(event!.changes).toEqual({ serviceId: { from: 5, to: null }, steps: { from: before.steps, to: steps } });
  });

  it('refuses to edit a published or archived SOP (409 INVALID_TRANSITION) and a stale version (409 STALE_VERSION)', async () => {
    for (const id of [PUBLISHED, ARCHIVED]) {
      const response = await as.superAdmin.put(`/api/v1/sops/${id}`, { ...NEW_SOP, version: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'INVALID_TRANSITION', message: 'Only a draft SOP can be edited' });
    }
    const stale = await as.superAdmin.put(`/api/v1/sops/${DRAFT}`, { ...NEW_SOP, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.get(`/api/v1/sops/${DRAFT}`)).json()).toMatchObject({ title: 'Ceramic coating in the workshop bay', version: 1 });
    expect(await auditOf(DRAFT, 'sop.update')).toHaveLength(0);
  });
});

describe('the SOP state machine', () => {
  const cases = SOP_STATUSES.flatMap((status) => SOP_ACTIONS.map((action) => [status, action] as [SopStatus, SopAction]));
  it.each(cases)('an SOP in %s, %s: the API follows the state machine', async (status, action) => {
    const sop = await sopIn(status);
    const response = await as.superAdmin.post(`/api/v1/sops/${sop.id}/${action}`, { version: sop.version });
    const expected = nextSopStatus(status, action);
    if (expected === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INVALID_TRANSITION');
      expect((await as.superAdmin.get(`/api/v1/sops/${sop.id}`)).json()).toMatchObject({ status, version: sop.version });
    } else {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: expected, version: sop.version + 1 });
      const [event] = await auditOf(sop.id, `sop.${action}`);
      expect(event).toMatchObject({ actorId: 1, changes: { status: { from: status, to: expected } } });
    }
  });

  it('a stale version answers 409 STALE_VERSION and changes nothing; a missing version 400', async () => {
    const stale = await as.superAdmin.post(`/api/v1/sops/${DRAFT}/publish`, { version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.get(`/api/v1/sops/${DRAFT}`)).json().status).toBe('draft');
    const missing = await as.superAdmin.post(`/api/v1/sops/${DRAFT}/publish`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('version');
  });

  it('a published SOP becomes visible to workshop admins and an archived one leaves their list', async () => {
    const published = await sopIn('published');
    expect((await as.workshopAdmin.get(`/api/v1/sops/${published.id}`)).json().status).toBe('published');
    await as.superAdmin.post(`/api/v1/sops/${published.id}/archive`, { version: published.version });
    expect((await as.workshopAdmin.get(`/api/v1/sops/${published.id}`)).statusCode).toBe(404);
  });
});

describe('deleting an SOP', () => {
  it('deletes a draft (kept as deleted until the purge), with an audit row holding what it was', async () => {
    const response = await as.superAdmin.delete(`/api/v1/sops/${DRAFT}?version=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: DRAFT, version: 2 });
    expect((await as.superAdmin.get(`/api/v1/sops/${DRAFT}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select({ deletedBy: sops.deletedBy }).from(sops).where(eq(sops.id, DRAFT))).toEqual([{ deletedBy: 1 }]);
    const [event] = await auditOf(DRAFT, 'sop.delete');
    expect(event).toMatchObject({ actorId: 1, changes: { title: 'Ceramic coating in the workshop bay', status: 'draft' } });
  });

  it('refuses a published or archived SOP (409 INVALID_TRANSITION) and a stale version (409 STALE_VERSION)', async () => {
    for (const id of [PUBLISHED, ARCHIVED]) {
      const response = await as.superAdmin.delete(`/api/v1/sops/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'INVALID_TRANSITION', message: 'Only a draft SOP can be deleted; archive it instead' });
    }
    const stale = await as.superAdmin.delete(`/api/v1/sops/${DRAFT}?version=3`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.get('/api/v1/sops')).json().total).toBe(3);
    expect(await auditOf(DRAFT, 'sop.delete')).toHaveLength(0);
  });
});

describe('documentation', () => {
  it('the OpenAPI document lists every SOP call under the sops tag', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(Object.keys(paths['/api/v1/sops']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/v1/sops/{id}']!)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    for (const action of SOP_ACTIONS) expect(paths[`/api/v1/sops/{id}/${action}`]!.post!.tags).toEqual(['sops']);
  });
});
