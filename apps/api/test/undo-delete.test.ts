import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, banners, cancellationReasons, policyDocuments, serviceInclusions, serviceRequests, sops } from '../src/db/schema';
import { purgeDeleted } from '../src/db/soft-delete';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import type { DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { START_TIME } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const DRAFT_SOP = 2;
const UNUSED_INCLUSION = 10;
/** Switched off, so no demo booking gives it. */
const UNUSED_REASON = 7;
const DAY = 24 * 60 * 60 * 1000;

/** The records that can be deleted and restored by id, each with a write that changes it while it is not deleted. */
const KINDS = [
  { kind: 'banner', url: '/api/v1/banners', id: 1, listed: (body: { data: { id: number }[] }) => body.data.map((row) => row.id) },
  { kind: 'SOP', url: '/api/v1/sops', id: DRAFT_SOP, listed: (body: { data: { id: number }[] }) => body.data.map((row) => row.id) },
  { kind: 'inclusion', url: '/api/v1/service-inclusions', id: UNUSED_INCLUSION, listed: (body: { data: { id: number }[] }) => body.data.map((row) => row.id) },
  { kind: 'cancellation reason', url: '/api/v1/cancellation-reasons', id: UNUSED_REASON, listed: (body: { data: { id: number }[] }) => body.data.map((row) => row.id) },
];

async function deleteRecord(url: string, id: number): Promise<{ id: number; version: number }> {
  const current = (await as.superAdmin.get(`${url}/${id}`)).json();
  const deleted = await as.superAdmin.delete(`${url}/${id}?version=${current.version}`);
  expect(deleted.statusCode, deleted.body).toBe(200);
  return deleted.json();
}

describe.each(KINDS)('deleting and restoring a $kind', ({ url, id, listed }) => {
  it('a delete hides it from the list and its GET; restore with the answered version brings it back', async () => {
    const before = (await as.superAdmin.get(`${url}/${id}`)).json();
    const deleted = await deleteRecord(url, id);
    expect(deleted).toMatchObject({ id, version: before.version + 1 });
    expect((await as.superAdmin.get(`${url}/${id}`)).statusCode).toBe(404);
    expect(listed((await as.superAdmin.get(url)).json())).not.toContain(id);
    expect(listed((await as.superAdmin.get(`${url}?deleted=true`)).json())).toEqual([id]);

    const restored = await as.superAdmin.post(`${url}/${id}/restore`, { version: deleted.version });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id, version: deleted.version + 1 });
    expect((await as.superAdmin.get(`${url}/${id}`)).statusCode).toBe(200);
    expect(listed((await as.superAdmin.get(url)).json())).toContain(id);
    expect(listed((await as.superAdmin.get(`${url}?deleted=true`)).json())).toEqual([]);
  });

  it('refuses an Undo once the record changed since the delete (409 STALE_VERSION), and one not deleted (409 INVALID_TRANSITION)', async () => {
    const first = await deleteRecord(url, id);
    // Someone else restored it and deleted it again: the first Undo's version is stale.
    expect((await as.superAdmin.post(`${url}/${id}/restore`, { version: first.version })).statusCode).toBe(200);
    const second = await deleteRecord(url, id);
    const stale = await as.superAdmin.post(`${url}/${id}/restore`, { version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.post(`${url}/${id}/restore`, { version: second.version })).statusCode).toBe(200);
    const notDeleted = await as.superAdmin.post(`${url}/${id}/restore`, { version: second.version + 1 });
    expect(notDeleted.statusCode).toBe(409);
    expect(notDeleted.json().code).toBe('INVALID_TRANSITION');
    expect((await as.superAdmin.post(`${url}/999999/restore`, { version: 1 })).statusCode).toBe(404);
  });

  it('lets no one but a super admin restore it or list the deleted ones', async () => {
    const deleted = await deleteRecord(url, id);
    for (const client of [as.workshopAdmin, as.societyManager]) {
      expect((await client.post(`${url}/${id}/restore`, { version: deleted.version })).statusCode).toBe(403);
      expect((await client.get(`${url}?deleted=true`)).statusCode).toBe(403);
    }
    expect((await as.anonymous.post(`${url}/${id}/restore`, { version: deleted.version })).statusCode).toBe(401);
  });
});

describe('what a deleted record no longer does', () => {
  it('a deleted record cannot be edited (404), and its audit trail holds the delete and the restore', async () => {
    const deleted = await deleteRecord('/api/v1/banners', 1);
    expect((await as.superAdmin.post('/api/v1/banners/1/active', { active: false, version: deleted.version })).statusCode).toBe(404);
    await as.superAdmin.post('/api/v1/banners/1/restore', { version: deleted.version });
    const actions = await ctx.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entity, 'banner'));
    expect(actions.map((row) => row.action)).toEqual(['banner.delete', 'banner.restore']);
  });

  it('a deleted banner is not shown in the customer app', async () => {
    const start = Date.parse(START_TIME);
    await ctx.database.db
      .update(banners)
      .set({ imageUrl: '/uploads/banner.png', active: true, startsAt: new Date(start - DAY), endsAt: new Date(start + DAY) })
      .where(eq(banners.id, 1));
    const liveIds = async () => (await as.anonymous.get('/api/v1/public/banners')).json().data.map((banner: { id: number }) => banner.id);
    expect(await liveIds()).toContain(1);
    await deleteRecord('/api/v1/banners', 1);
    expect(await liveIds()).not.toContain(1);
  });

  it("a deleted inclusion's name can be used again; restoring the old one then answers 409 DUPLICATE", async () => {
    const { name } = (await as.superAdmin.get(`/api/v1/service-inclusions/${UNUSED_INCLUSION}`)).json();
    const deleted = await deleteRecord('/api/v1/service-inclusions', UNUSED_INCLUSION);
    const again = await as.superAdmin.post('/api/v1/service-inclusions', { name });
    expect(again.statusCode, again.body).toBe(201);
    const restore = await as.superAdmin.post(`/api/v1/service-inclusions/${UNUSED_INCLUSION}/restore`, { version: deleted.version });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().code).toBe('DUPLICATE');
  });

  it('a deleted inclusion cannot be put in a service', async () => {
    await deleteRecord('/api/v1/service-inclusions', UNUSED_INCLUSION);
    const options = (await as.superAdmin.get('/api/v1/service-inclusions/options')).json().data.map((option: { id: number }) => option.id);
    expect(options).not.toContain(UNUSED_INCLUSION);
    const service = (await as.superAdmin.get('/api/v1/services/5')).json();
    const body = { name: service.name, description: service.description, category: service.category, duration_minutes: service.duration_minutes, prices: service.prices, version: service.version };
    const linked = await as.superAdmin.put('/api/v1/services/5', { ...body, inclusion_ids: [UNUSED_INCLUSION] });
    expect(linked.statusCode).toBe(400);
  });
});

describe('cancellation reasons', () => {
  const activeIds = async () => (await as.workshopAdmin.get('/api/v1/cancellation-reasons?active=true&page_size=100')).json().data.map((reason: { id: number }) => reason.id);

  it('a deleted reason is not offered when cancelling, and comes back in its place on restore', async () => {
    const created = (await as.superAdmin.post('/api/v1/cancellation-reasons', { text: 'Festival closure', audience: 'workshop' })).json();
    expect(await activeIds()).toContain(created.id);
    const deleted = await deleteRecord('/api/v1/cancellation-reasons', created.id);
    expect(await activeIds()).not.toContain(created.id);
    // A reason added meanwhile goes after the deleted one's place, which stays free for it.
    const later = (await as.superAdmin.post('/api/v1/cancellation-reasons', { text: 'Road closed', audience: 'workshop' })).json();
    expect(later.sort_order).toBeGreaterThan(created.sort_order);
    const restored = await as.superAdmin.post(`/api/v1/cancellation-reasons/${created.id}/restore`, { version: deleted.version });
    expect(restored.json()).toMatchObject({ id: created.id, sort_order: created.sort_order });
    const ids = await activeIds();
    expect(ids.indexOf(created.id)).toBe(ids.indexOf(later.id) - 1);
  });

  it('moving skips the deleted reasons, and a restored reason whose place was taken goes last', async () => {
    const list = async () => (await as.superAdmin.get('/api/v1/cancellation-reasons?page_size=100')).json().data as { id: number; sort_order: number; version: number }[];
    const add = async (text: string) => (await as.superAdmin.post('/api/v1/cancellation-reasons', { text, audience: 'admin' })).json() as { id: number; sort_order: number; version: number };
    const first = await add('First of three');
    const second = await add('Second of three');
    const third = await add('Third of three');
    const deleted = await deleteRecord('/api/v1/cancellation-reasons', second.id);
    const moved = await as.superAdmin.post(`/api/v1/cancellation-reasons/${third.id}/move`, { direction: 'up', version: third.version });
    expect(moved.json().sort_order).toBe(first.sort_order);
    // The deleted reason's place is taken only by a write this API never makes.
    await ctx.database.db.update(cancellationReasons).set({ sortOrder: second.sort_order }).where(eq(cancellationReasons.id, first.id));
    const restored = (await as.superAdmin.post(`/api/v1/cancellation-reasons/${second.id}/restore`, { version: deleted.version })).json();
    const orders = (await list()).map((reason) => reason.sort_order);
    expect(restored.sort_order).toBe(Math.max(...orders));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('a reason a cancelled booking gives cannot be deleted (409 IN_USE), and a deleted one cannot be given', async () => {
    const [used] = await ctx.database.db.select({ id: serviceRequests.cancellationReasonId }).from(serviceRequests).where(isNotNull(serviceRequests.cancellationReasonId)).limit(1);
    const current = (await as.superAdmin.get(`/api/v1/cancellation-reasons/${used!.id}`)).json();
    const refused = await as.superAdmin.delete(`/api/v1/cancellation-reasons/${used!.id}?version=${current.version}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_USE');

    const created = (await as.superAdmin.post('/api/v1/cancellation-reasons', { text: 'Gone soon', audience: 'workshop' })).json();
    await deleteRecord('/api/v1/cancellation-reasons', created.id);
    const accepted = (await as.workshopAdmin.get(`/api/v1/requests/${R.accepted}`)).json();
    const cancel = await as.workshopAdmin.post(`/api/v1/requests/${R.accepted}/cancel`, { version: accepted.version, reason_id: created.id });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().details[0].field).toBe('reason_id');
  });
});

describe('policy drafts', () => {
  const DRAFTS = '/api/v1/policies/privacy_policy';
  async function saveDraft(body: string, version: number | null = null) {
    const saved = await as.superAdmin.put(`${DRAFTS}/draft`, { body, version });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().draft as { id: number; version: number };
  }
  async function discard(draft: { version: number }) {
    const discarded = await as.superAdmin.delete(`${DRAFTS}/draft?version=${draft.version}`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    return discarded.json();
  }
  const restore = (deleted: { id: number; version: number }) => as.superAdmin.post(`/api/v1/policies/drafts/${deleted.id}/restore`, { version: deleted.version });

  it('a discarded draft is listed as deleted and restored with the version the discard answered', async () => {
    const draft = await saveDraft('Second thoughts');
    const discarded = await discard(draft);
    expect(discarded).toMatchObject({ draft: null, deleted: { id: draft.id, version: draft.version + 1 } });
    expect((await as.superAdmin.get(`${DRAFTS}/drafts?deleted=true`)).json().data.map((doc: { id: number }) => doc.id)).toEqual([draft.id]);
    expect((await as.superAdmin.get(`${DRAFTS}/drafts`)).json().data).toEqual([]);

    const restored = await restore(discarded.deleted);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ kind: 'privacy_policy', draft: { id: draft.id, body: 'Second thoughts' } });
    expect((await as.superAdmin.get(`${DRAFTS}/drafts?deleted=true`)).json().data).toEqual([]);
    // A stale Undo, one not deleted and one never made.
    expect((await restore(discarded.deleted)).json().code).toBe('STALE_VERSION');
    expect((await restore({ id: draft.id, version: draft.version + 2 })).json().code).toBe('INVALID_TRANSITION');
    expect((await restore({ id: 999_999, version: 1 })).statusCode).toBe(404);
  });

  it('a discarded draft leaves room for a new one, and is then not restored (409 DUPLICATE, saying why)', async () => {
    const old = await saveDraft('Old idea');
    const { deleted } = await discard(old);
    const fresh = await saveDraft('New idea');
    expect(fresh.id).not.toBe(old.id);
    const refused = await restore(deleted);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DUPLICATE', message: 'The Privacy Policy has a newer draft: discard it first to restore this one' });
    await discard(fresh);
    expect((await restore(deleted)).json().draft).toMatchObject({ id: old.id, body: 'Old idea' });
  });

  it('lets no one but a super admin list or restore discarded drafts', async () => {
    const { deleted } = await discard(await saveDraft('Private'));
    for (const client of [as.workshopAdmin, as.societyManager]) {
      expect((await client.get(`${DRAFTS}/drafts?deleted=true`)).statusCode).toBe(403);
      expect((await client.post(`/api/v1/policies/drafts/${deleted.id}/restore`, { version: deleted.version })).statusCode).toBe(403);
    }
    expect((await as.anonymous.post(`/api/v1/policies/drafts/${deleted.id}/restore`, { version: deleted.version })).statusCode).toBe(401);
  });
});

describe('the purge', () => {
  it('removes for good only the records deleted more than 30 days ago', async () => {
    const start = Date.parse(START_TIME);
    const old = new Date(start - 31 * DAY);
    const recent = new Date(start - 29 * DAY);
    const db = ctx.database.db;
    await db.update(banners).set({ deletedAt: old }).where(eq(banners.id, 1));
    await db.update(banners).set({ deletedAt: recent }).where(eq(banners.id, 2));
    await db.update(sops).set({ deletedAt: old }).where(eq(sops.id, DRAFT_SOP));
    await db.update(serviceInclusions).set({ deletedAt: recent }).where(eq(serviceInclusions.id, UNUSED_INCLUSION));
    await db.update(cancellationReasons).set({ deletedAt: old }).where(eq(cancellationReasons.id, UNUSED_REASON));
    const [draft] = await db.insert(policyDocuments).values({ kind: 'consent_form', status: 'draft', body: 'Gone', deletedAt: recent }).returning({ id: policyDocuments.id });

    expect(await purgeDeleted(db, new Date(start))).toBe(3);
    expect(await db.select({ id: cancellationReasons.id }).from(cancellationReasons).where(eq(cancellationReasons.id, UNUSED_REASON))).toEqual([]);
    expect(await db.select({ id: policyDocuments.id }).from(policyDocuments).where(eq(policyDocuments.id, draft!.id))).toEqual([draft]);
    expect(await db.select({ id: banners.id }).from(banners).where(eq(banners.id, 1))).toEqual([]);
    expect(await db.select({ id: sops.id }).from(sops).where(eq(sops.id, DRAFT_SOP))).toEqual([]);
    expect(await db.select({ id: banners.id }).from(banners).where(eq(banners.id, 2))).toEqual([{ id: 2 }]);
    expect(await db.select({ id: serviceInclusions.id }).from(serviceInclusions).where(eq(serviceInclusions.id, UNUSED_INCLUSION))).toEqual([{ id: UNUSED_INCLUSION }]);
    // A purged record cannot be restored any more.
    expect((await as.superAdmin.post('/api/v1/banners/1/restore', { version: 1 })).statusCode).toBe(404);
    // One more day, and the recent ones go too.
    expect(await purgeDeleted(db, new Date(start + 2 * DAY))).toBe(3);
  });
});
