import { MAX_SAVED_VIEWS_PER_LIST, type SavedView } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedViews } from '../src/db/schema';
import { ONLY_SUPER_ADMIN_SHARES, TOO_MANY_VIEWS } from '../src/modules/views/saved-view-routes';
import type { DemoClients } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const VIEWS = '/api/v1/me/views';
const WORKERS = `${VIEWS}?list=list.workers`;
const body = (name: string, extra: object = {}) => ({ list: 'list.workers', name, query: 'status=active&sort=-name', ...extra });
const names = (items: SavedView[]) => items.map((view) => view.name);

describe('saved views', () => {
  it('saves, lists, renames and deletes an admin’s own view of a list', async () => {
    expect((await as.workshopAdmin.get(WORKERS)).json()).toEqual({ items: [] });
    const created = await as.workshopAdmin.post(VIEWS, body('  Active by name  '));
    expect(created.statusCode).toBe(201);
    const view = created.json<SavedView>();
    expect(view).toMatchObject({ list: 'list.workers', name: 'Active by name', query: 'status=active&sort=-name', shared_role: null, mine: true });

    await as.workshopAdmin.post(VIEWS, body('All', { query: '' }));
    expect(names((await as.workshopAdmin.get(WORKERS)).json<{ items: SavedView[] }>().items)).toEqual(['Active by name', 'All']);
    // Another list's views are apart.
    expect((await as.workshopAdmin.get(`${VIEWS}?list=list.service-requests`)).json()).toEqual({ items: [] });

    const renamed = await as.workshopAdmin.patch(`${VIEWS}/${view.id}`, { name: 'Zeta', query: 'q=ravi' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Zeta', query: 'q=ravi' });
    expect(names((await as.workshopAdmin.get(WORKERS)).json<{ items: SavedView[] }>().items)).toEqual(['All', 'Zeta']);

    expect((await as.workshopAdmin.delete(`${VIEWS}/${view.id}`)).statusCode).toBe(204);
    expect((await as.workshopAdmin.delete(`${VIEWS}/${view.id}`)).statusCode).toBe(404);
    expect(names((await as.workshopAdmin.get(WORKERS)).json<{ items: SavedView[] }>().items)).toEqual(['All']);
  });

  it('never shows nor lets another admin touch a private view', async () => {
    const view = (await as.workshopAdmin.post(VIEWS, body('Mine'))).json<SavedView>();
    expect((await as.superAdmin.get(WORKERS)).json()).toEqual({ items: [] });
    expect((await as.societyManager.get(WORKERS)).json()).toEqual({ items: [] });
    for (const other of [as.superAdmin, as.societyManager]) {
      expect((await other.patch(`${VIEWS}/${view.id}`, { name: 'Taken' })).statusCode).toBe(404);
      expect((await other.delete(`${VIEWS}/${view.id}`)).statusCode).toBe(404);
    }
    expect(await ctx.database.db.select({ name: savedViews.name }).from(savedViews)).toEqual([{ name: 'Mine' }]);
  });

  it('lets a super admin share a view with a role, whose admins see it read-only after their own', async () => {
    const shared = await as.superAdmin.post(VIEWS, body('Team view', { shared_role: 'workshop_admin' }));
    expect(shared.statusCode).toBe(201);
    const view = shared.json<SavedView>();
    await as.workshopAdmin.post(VIEWS, body('Zz own'));

    const seen = (await as.workshopAdmin.get(WORKERS)).json<{ items: SavedView[] }>().items;
    expect(seen.map((item) => [item.name, item.mine])).toEqual([
      ['Zz own', true],
      ['Team view', false],
    ]);
    expect(seen[1]).toMatchObject({ shared_role: 'workshop_admin', owner_name: expect.any(String) });
    // Read-only for them; another role does not see it.
    expect((await as.workshopAdmin.patch(`${VIEWS}/${view.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await as.workshopAdmin.delete(`${VIEWS}/${view.id}`)).statusCode).toBe(404);
    expect((await as.societyManager.get(WORKERS)).json()).toEqual({ items: [] });

    // Unshared, it is the super admin's alone again.
    expect((await as.superAdmin.patch(`${VIEWS}/${view.id}`, { shared_role: null })).json()).toMatchObject({ shared_role: null });
    expect(names((await as.workshopAdmin.get(WORKERS)).json<{ items: SavedView[] }>().items)).toEqual(['Zz own']);
  });

  it('refuses sharing by anyone but a super admin (403)', async () => {
    const refused = await as.workshopAdmin.post(VIEWS, body('Shared', { shared_role: 'workshop_admin' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: ONLY_SUPER_ADMIN_SHARES });
    const own = (await as.workshopAdmin.post(VIEWS, body('Own'))).json<SavedView>();
    expect((await as.workshopAdmin.patch(`${VIEWS}/${own.id}`, { shared_role: 'society_manager' })).statusCode).toBe(403);
    expect((await ctx.database.db.select({ sharedRole: savedViews.sharedRole }).from(savedViews))).toEqual([{ sharedRole: null }]);
  });

  it('keeps names unique per admin and list, whatever the case (409 DUPLICATE)', async () => {
    await as.workshopAdmin.post(VIEWS, body('Active'));
    const again = await as.workshopAdmin.post(VIEWS, body('ACTIVE'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE', message: expect.stringContaining('ACTIVE') });
    const other = (await as.workshopAdmin.post(VIEWS, body('Other'))).json<SavedView>();
    expect((await as.workshopAdmin.patch(`${VIEWS}/${other.id}`, { name: 'active' })).statusCode).toBe(409);
    // Another list, or another admin, may use the name.
    expect((await as.workshopAdmin.post(VIEWS, { ...body('Active'), list: 'list.leaves' })).statusCode).toBe(201);
    expect((await as.superAdmin.post(VIEWS, body('Active'))).statusCode).toBe(201);
  });

  it.each([
    ['no list key', { name: 'A', query: '' }],
    ['a list key outside the namespace', { list: 'workers', name: 'A', query: '' }],
    ['an empty name', body('   ')],
    ['a name too long', body('n'.repeat(61))],
    ['a query too long', body('A', { query: `q=${'a'.repeat(1000)}` })],
    ['a query with a leading ?', body('A', { query: '?status=active' })],
    ['a query with a fragment', body('A', { query: 'status=active#x' })],
    ['a query with spaces', body('A', { query: 'q=two words' })],
    ['a query with a broken escape', body('A', { query: 'q=%E0%A4' })],
    ['a query with an empty parameter name', body('A', { query: 'status=active&=x' })],
    ['a query naming the page', body('A', { query: 'status=active&page=3' })],
    ['a query naming the cursor', body('A', { query: 'cursor=abc' })],
    ['an unknown role to share with', body('A', { shared_role: 'guest' })],
    ['an extra field', body('A', { colour: 'red' })],
    ['a name that is no string', body('A', { name: 7 })],
  ])('answers 400 for %s, saving nothing', async (_case, payload) => {
    const response = await as.superAdmin.post(VIEWS, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await ctx.database.db.select().from(savedViews)).toHaveLength(0);
  });

  it('answers 400 for a bad list key or id, or an empty change', async () => {
    expect((await as.workshopAdmin.get(VIEWS)).statusCode).toBe(400);
    expect((await as.workshopAdmin.get(`${VIEWS}?list=list.Workers`)).statusCode).toBe(400);
    expect((await as.workshopAdmin.delete(`${VIEWS}/abc`)).statusCode).toBe(400);
    expect((await as.workshopAdmin.patch(`${VIEWS}/99999999999`, { name: 'A' })).statusCode).toBe(400);
    const view = (await as.workshopAdmin.post(VIEWS, body('A'))).json<SavedView>();
    expect((await as.workshopAdmin.patch(`${VIEWS}/${view.id}`, {})).statusCode).toBe(400);
    expect((await as.workshopAdmin.patch(`${VIEWS}/${view.id}`, { query: 'page=2' })).statusCode).toBe(400);
  });

  it('keeps encoded values as written and accepts a query string URLSearchParams writes', async () => {
    const query = new URLSearchParams({ q: 'Ravi Kumar & sons', status: 'active', sort: '-created_at' }).toString();
    const saved = await as.workshopAdmin.post(VIEWS, body('Encoded', { query }));
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ query });
  });

  it('refuses anonymous callers', async () => {
    expect((await as.anonymous.get(WORKERS)).statusCode).toBe(401);
    expect((await as.anonymous.post(VIEWS, body('A'))).statusCode).toBe(401);
    expect((await as.anonymous.delete(`${VIEWS}/1`)).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_SAVED_VIEWS_PER_LIST} views per admin and list; two saved at once cannot both take the last place`, async () => {
    const now = new Date();
    await ctx.database.db.insert(savedViews).values(
      Array.from({ length: MAX_SAVED_VIEWS_PER_LIST - 1 }, (_, i) => ({ adminId: 2, listKey: 'list.workers', name: `v${i}`, query: '', createdAt: now, updatedAt: now })),
    );
    const racing = await Promise.all([as.workshopAdmin.post(VIEWS, body('a')), as.workshopAdmin.post(VIEWS, body('b'))]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = await as.workshopAdmin.post(VIEWS, body('c'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: TOO_MANY_VIEWS });
    expect(await ctx.database.db.select().from(savedViews).where(eq(savedViews.adminId, 2))).toHaveLength(MAX_SAVED_VIEWS_PER_LIST);
    // Another list, and another admin, have their own allowance.
    expect((await as.workshopAdmin.post(VIEWS, { ...body('c'), list: 'list.leaves' })).statusCode).toBe(201);
    expect((await as.superAdmin.post(VIEWS, body('c'))).statusCode).toBe(201);
  });
});
