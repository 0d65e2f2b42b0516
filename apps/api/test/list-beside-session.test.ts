import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, serviceRequests } from '../src/db/schema';
import type { TestContext } from './test-app';
import { createTestContext, PHONES, post, signIn } from './test-app';

/**
 * A list's page is read while its session is checked (require-auth.ts, readsBesideSessionCheck):
 * what the session check decides must be exactly what it decided when it ran first.
 */
let ctx: TestContext;
/** What the test route's handler saw, call by call: whether the session check was still running, and under which admin. */
const handlerCalls: { checkPending: boolean; adminId: number; userType: string }[] = [];
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/v1/test-only/beside', { onRequest: app.requireAuth(), config: { readsBesideSessionCheck: true } }, async (request) => {
          handlerCalls.push({ checkPending: request.pendingSessionCheck !== null, adminId: request.admin!.id, userType: request.admin!.userType });
          return { admin: request.admin!.id };
        });
      },
    },
  );
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  handlerCalls.length = 0;
});

const get = (url: string, access: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
const logout = (refreshToken: string) => post(ctx.app, '/admins/auth/admin/logout/', { refresh: refreshToken });
const setAdmin = (phone: string, change: Partial<typeof admins.$inferInsert>) => ctx.database.db.update(admins).set(change).where(eq(admins.phone, `+91${phone}`));

describe('a list read beside its session check', () => {
  it('starts before the check answers once the session has been seen, and answers as it did', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await get('/api/v1/test-only/beside', session.access)).statusCode).toBe(200);
    handlerCalls.length = 0;
    expect((await get('/api/v1/test-only/beside', session.access)).statusCode).toBe(200);
    expect(handlerCalls.map((call) => call.checkPending)).toEqual([true]);
  });

  it('answers 401 right after logout, even for a query that is not valid', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await get('/api/v1/requests', session.access)).statusCode).toBe(200);
    expect((await logout(session.refresh)).statusCode).toBe(200);
    for (const url of ['/api/v1/requests', '/api/v1/requests?sort=nope', '/api/v1/requests?page=0', '/api/v1/test-only/beside']) {
      const response = await get(url, session.access);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code, url).toBe('SESSION_ENDED');
    }
  });

  it('answers 401 to an admin deactivated since their last list', async () => {
    const session = await signIn(ctx, PHONES.workshopAdmin);
    expect((await get('/api/v1/requests', session.access)).statusCode).toBe(200);
    await setAdmin(PHONES.workshopAdmin, { status: 'disabled' });
    const response = await get('/api/v1/requests', session.access);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Account disabled');
  });

  it('answers 403 to an admin whose role no longer allows the list', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await get('/api/v1/workshops', session.access)).statusCode).toBe(200);
    await setAdmin(PHONES.superAdmin, { userType: 'workshop_admin', workshopId: 1 });
    expect((await get('/api/v1/workshops', session.access)).statusCode).toBe(403);
    expect((await get('/api/v1/workshops?sort=nope', session.access)).statusCode).toBe(403);
  });

  it('reads the page again under the admin’s new scope when their row changed', async () => {
    const session = await signIn(ctx, PHONES.workshopAdmin);
    const before = (await get('/api/v1/requests?page_size=100', session.access)).json() as { data: { workshop: { id: number } }[] };
    expect(before.data.length).toBeGreaterThan(0);
    expect(new Set(before.data.map((row) => row.workshop.id))).toEqual(new Set([1]));

    await setAdmin(PHONES.workshopAdmin, { workshopId: 2 });
    const after = await get('/api/v1/requests?page_size=100', session.access);
    expect(after.statusCode).toBe(200);
    const body = after.json() as { data: { workshop: { id: number } }[]; total: number };
    const workshopTwo = await ctx.database.db.$count(serviceRequests, eq(serviceRequests.workshopId, 2));
    expect(workshopTwo).toBeGreaterThan(0);
    expect(new Set(body.data.map((row) => row.workshop.id))).toEqual(new Set([2]));
    expect(body.total).toBe(workshopTwo);
  });

  it('runs the handler again, and only then, when the admin row changed under it', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    await get('/api/v1/test-only/beside', session.access);
    handlerCalls.length = 0;
    await get('/api/v1/test-only/beside', session.access);
    expect(handlerCalls).toHaveLength(1);
    await setAdmin(PHONES.superAdmin, { name: 'Renamed Super Admin' });
    const response = await get('/api/v1/test-only/beside', session.access);
    expect(response.statusCode).toBe(200);
    // Once under the row seen last, once more under the renamed one.
    expect(handlerCalls.slice(1).map((call) => call.checkPending)).toEqual([true, false]);
  });
});
