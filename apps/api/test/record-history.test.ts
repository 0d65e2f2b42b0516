import type { AuditEvent } from '@carcare/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, banners, leaves, serviceRequests, services, userConcerns, workers } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const SUPER = 1;
const WORKSHOP_ADMIN = 2;

type HistoryPage = { data: AuditEvent[]; total: number; page: number; page_size: number; next_cursor?: string };

const history = async (client: ApiClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json() as HistoryPage;
};

/** Three events about one row, an hour apart, oldest first, and one about another row of the same kind. */
async function threeEventsAbout(entity: string, entityId: number, otherId: number, changes: (n: number) => Record<string, unknown> = (n) => ({ note: { from: n, to: n + 1 } })) {
  const at = (hour: number) => new Date(Date.UTC(2026, 0, 15, hour));
  await ctx.database.db.insert(auditEvents).values([
    { actorId: SUPER, action: `${entity}.create`, entity, entityId, changes: changes(0), at: at(8), ip: '127.0.0.1' },
    { actorId: WORKSHOP_ADMIN, action: `${entity}.update`, entity, entityId, changes: changes(1), at: at(9), ip: '127.0.0.1' },
    { actorId: null, action: `${entity}.update`, entity, entityId, changes: changes(2), at: at(10), ip: null },
    { actorId: SUPER, action: `${entity}.update`, entity, entityId: otherId, changes: changes(3), at: at(11), ip: null },
  ]);
}

const idOf = async (rows: Promise<{ id: number }[]>) => {
  const [row] = await rows;
  expect(row).toBeDefined();
  return row!.id;
};

describe('record history: a real edit', () => {
  it("lists a worker's creation and edit newest first, with who made each and what changed", async () => {
    await ctx.database.db.delete(auditEvents);
    const created = await as.workshopAdmin.post('/api/v1/workers', { name: 'Harish Chandra', phone: '9812345678', skills: ['exterior_wash'], id_proof_type: 'aadhaar', id_proof_number: '123456789012', joined_on: '2025-12-01' });
    expect(created.statusCode).toBe(201);
    const worker = created.json() as { id: number; version: number };
    const edited = await as.superAdmin.patch(`/api/v1/workers/${worker.id}`, { name: 'Harish Chandran', phone: '9812345678', skills: ['exterior_wash'], id_proof_type: 'aadhaar', id_proof_number: '123456789012', joined_on: '2025-12-01', version: worker.version });
    expect(edited.statusCode).toBe(200);

    for (const client of [as.superAdmin, as.workshopAdmin]) {
      const page = await history(client, `/api/v1/workers/${worker.id}/history`);
      expect(page.total).toBe(2);
      expect(page.data.map((e) => e.action)).toEqual(['worker.update', 'worker.create']);
      expect(page.data[0]).toMatchObject({ actor: { id: SUPER, user_type: 'super_admin' }, entity: 'worker', entity_id: worker.id, changes: { name: { from: 'Harish Chandra', to: 'Harish Chandran' } } });
      expect(page.data[1]!.actor).toMatchObject({ id: WORKSHOP_ADMIN, name: 'Rohit Sharma', user_type: 'workshop_admin' });
    }
  });

  it("lists a policy's draft and publish, and no event of the other policy", async () => {
    await ctx.database.db.delete(auditEvents);
    expect((await as.superAdmin.put('/api/v1/policies/privacy_policy/draft', { body: '# Privacy\n\nNew text.', version: null })).statusCode).toBe(200);
    const state = (await as.superAdmin.get('/api/v1/policies/privacy_policy')).json() as { draft: { version: number } };
    expect((await as.superAdmin.post('/api/v1/policies/privacy_policy/publish', { version: state.draft.version })).statusCode).toBe(200);
    expect((await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: '# Consent\n\nOther text.', version: null })).statusCode).toBe(200);

    const page = await history(as.superAdmin, '/api/v1/policies/privacy_policy/history');
    expect(page.data.map((e) => e.action)).toEqual(['policy.publish', 'policy.draft_create']);
    expect((await history(as.superAdmin, '/api/v1/policies/consent_form/history')).data.map((e) => e.action)).toEqual(['policy.draft_create']);
  });
});

describe('record history: every record kind', () => {
  it('lists the events about that record only, newest first, for each kind', async () => {
    const db = ctx.database.db;
    const ownRequest = await idOf(db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.workshopId, SEED.ownWorkshopId)).orderBy(asc(serviceRequests.id)).limit(1));
    const leave = await idOf(db.select({ id: leaves.id }).from(leaves).orderBy(asc(leaves.id)).limit(1));
    const concern = await idOf(db.select({ id: userConcerns.id }).from(userConcerns).orderBy(asc(userConcerns.id)).limit(1));
    const banner = await idOf(db.select({ id: banners.id }).from(banners).orderBy(asc(banners.id)).limit(1));
    const service = await idOf(db.select({ id: services.id }).from(services).orderBy(asc(services.id)).limit(1));
    const kinds = [
      { entity: 'service_request', path: 'requests', id: ownRequest },
      { entity: 'worker', path: 'workers', id: SEED.workerOfOwnWorkshopInSociety },
      { entity: 'workshop', path: 'workshops', id: SEED.ownWorkshopId },
      { entity: 'society', path: 'societies', id: SEED.ownSocietyId },
      { entity: 'service', path: 'services', id: service },
      { entity: 'leave', path: 'leaves', id: leave },
      { entity: 'user_concern', path: 'concerns', id: concern },
      { entity: 'banner', path: 'banners', id: banner },
    ];
    await db.delete(auditEvents);
    for (const kind of kinds) await threeEventsAbout(kind.entity, kind.id, kind.id + 1000);
    for (const kind of kinds) {
      const page = await history(as.superAdmin, `/api/v1/${kind.path}/${kind.id}/history`);
      expect(page.total, kind.path).toBe(3);
      expect(page.data.map((e) => e.at), kind.path).toEqual(['2026-01-15T10:00:00.000Z', '2026-01-15T09:00:00.000Z', '2026-01-15T08:00:00.000Z']);
      expect(page.data.every((e) => e.entity === kind.entity && e.entity_id === kind.id), kind.path).toBe(true);
      expect(page.data.map((e) => e.actor?.user_type ?? null), kind.path).toEqual([null, 'workshop_admin', 'super_admin']);
    }
  });

  it('pages newest first by page number and by cursor', async () => {
    await ctx.database.db.delete(auditEvents);
    await threeEventsAbout('workshop', SEED.ownWorkshopId, SEED.otherWorkshopId);
    const first = await history(as.superAdmin, `/api/v1/workshops/${SEED.ownWorkshopId}/history?page_size=2`);
    expect(first.total).toBe(3);
    expect(first.data).toHaveLength(2);
    expect(first.next_cursor).toBeTruthy();
    const second = await history(as.superAdmin, `/api/v1/workshops/${SEED.ownWorkshopId}/history?page_size=2&page=2&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.data.map((e) => e.at)).toEqual(['2026-01-15T08:00:00.000Z']);
    const byNumber = await history(as.superAdmin, `/api/v1/workshops/${SEED.ownWorkshopId}/history?page_size=2&page=2`);
    expect(byNumber.data).toEqual(second.data);
  });

  it('answers an empty page for a record nobody has changed', async () => {
    await ctx.database.db.delete(auditEvents);
    const page = await history(as.superAdmin, `/api/v1/societies/${SEED.ownSocietyId}/history`);
    expect(page).toMatchObject({ data: [], total: 0, page: 1 });
  });
});

describe('record history: scope and roles', () => {
  it("answers 404 for another workshop's record, as the record's own GET does", async () => {
    const db = ctx.database.db;
    const otherRequest = await idOf(db.select({ id: serviceRequests.id }).from(serviceRequests).where(ne(serviceRequests.workshopId, SEED.ownWorkshopId)).limit(1));
    const otherLeave = await idOf(
      db
        .select({ id: leaves.id })
        .from(leaves)
        .innerJoin(workers, eq(workers.id, leaves.workerId))
        .where(and(ne(workers.workshopId, SEED.ownWorkshopId)))
        .limit(1),
    );
    const otherConcern = await idOf(db.select({ id: userConcerns.id }).from(userConcerns).where(ne(userConcerns.workshopId, SEED.ownWorkshopId)).limit(1));
    for (const record of [`requests/${otherRequest}`, `workers/${SEED.workerOfOtherWorkshop}`, `workshops/${SEED.otherWorkshopId}`, `leaves/${otherLeave}`, `concerns/${otherConcern}`]) {
      expect((await as.workshopAdmin.get(`/api/v1/${record}`)).statusCode, record).toBe(404);
      const response = await as.workshopAdmin.get(`/api/v1/${record}/history`);
      expect(response.statusCode, record).toBe(404);
      expect((await as.superAdmin.get(`/api/v1/${record}/history`)).statusCode, record).toBe(200);
    }
    expect((await as.societyManager.get(`/api/v1/societies/${SEED.otherSocietyId}/history`)).statusCode).toBe(404);
    expect((await as.societyManager.get(`/api/v1/societies/${SEED.ownSocietyId}/history`)).statusCode).toBe(200);
  });

  it('answers 403 to a role without the record’s read permission and 401 without a token', async () => {
    const forbidden: [ApiClient, string][] = [
      [as.societyManager, `/api/v1/requests/1/history`],
      [as.societyManager, `/api/v1/workshops/${SEED.ownWorkshopId}/history`],
      [as.societyManager, '/api/v1/services/1/history'],
      [as.societyManager, '/api/v1/concerns/1/history'],
      [as.workshopAdmin, `/api/v1/societies/${SEED.ownSocietyId}/history`],
      [as.workshopAdmin, '/api/v1/banners/1/history'],
      [as.workshopAdmin, '/api/v1/policies/privacy_policy/history'],
    ];
    for (const [client, url] of forbidden) expect((await client.get(url)).statusCode, url).toBe(403);
    expect((await as.anonymous.get(`/api/v1/workers/${SEED.workerOfOwnWorkshopInSociety}/history`)).statusCode).toBe(401);
  });

  it('answers 400 for a bad id or kind and 404 for an unknown record', async () => {
    for (const url of ['/api/v1/workers/abc/history', '/api/v1/requests/0/history', '/api/v1/banners/-3/history', '/api/v1/policies/cookies/history', '/api/v1/leaves/1/history?page_size=0']) {
      const response = await as.superAdmin.get(url);
      expect(response.statusCode, url).toBe(400);
    }
    for (const path of ['requests', 'workers', 'workshops', 'societies', 'services', 'leaves', 'concerns', 'banners']) {
      const response = await as.superAdmin.get(`/api/v1/${path}/999999/history`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code, path).toBe('NOT_FOUND');
    }
  });
});
