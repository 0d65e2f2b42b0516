import { CSV_COLUMN_KEYS, MAX_PREFERENCES_PER_ADMIN, type ListView } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPreferences } from '../src/db/schema';
import { TOO_MANY_PREFERENCES } from '../src/modules/preferences/preference-routes';
import type { DemoClients } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const WORKERS = '/api/v1/me/preferences/list.workers';
const view: ListView = { hidden: ['phone', 'rating'], order: ['status', 'name'], density: 'compact' };

describe('an admin’s list views', () => {
  it('answers value null for a key never saved, then the saved value, and null again after a reset', async () => {
    const none = await as.workshopAdmin.get(WORKERS);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ key: 'list.workers', value: null, updated_at: null });

    const saved = await as.workshopAdmin.put(WORKERS, { value: view });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'list.workers', value: view });
    expect((await as.workshopAdmin.get(WORKERS)).json()).toMatchObject({ value: view, updated_at: expect.any(String) });

    // Saving again replaces the value, it does not add a row.
    const next: ListView = { hidden: [], order: [], density: 'comfortable' };
    expect((await as.workshopAdmin.put(WORKERS, { value: next })).json()).toMatchObject({ value: next });
    expect(await ctx.database.db.select().from(adminPreferences).where(eq(adminPreferences.key, 'list.workers'))).toHaveLength(1);

    expect((await as.workshopAdmin.delete(WORKERS)).statusCode).toBe(204);
    expect((await as.workshopAdmin.get(WORKERS)).json()).toMatchObject({ value: null });
    // A reset of nothing is no error.
    expect((await as.workshopAdmin.delete(WORKERS)).statusCode).toBe(204);
  });

  it('keeps each admin’s own: another admin neither sees nor resets it', async () => {
    await as.workshopAdmin.put(WORKERS, { value: view });
    expect((await as.societyManager.get(WORKERS)).json()).toMatchObject({ value: null });
    await as.societyManager.put(WORKERS, { value: { hidden: [], order: [], density: 'standard' } });
    await as.superAdmin.delete(WORKERS);
    await as.societyManager.delete(WORKERS);
    expect((await as.workshopAdmin.get(WORKERS)).json()).toMatchObject({ value: view });
  });

  it('refuses anonymous callers', async () => {
    expect((await as.anonymous.get(WORKERS)).statusCode).toBe(401);
    expect((await as.anonymous.put(WORKERS, { value: view })).statusCode).toBe(401);
    expect((await as.anonymous.delete(WORKERS)).statusCode).toBe(401);
  });

  it.each([
    ['a key outside the list namespace', '/api/v1/me/preferences/theme', { value: view }],
    ['a key with capitals', '/api/v1/me/preferences/list.Workers', { value: view }],
    ['a key too long', `/api/v1/me/preferences/list.${'a'.repeat(60)}`, { value: view }],
    ['no value', WORKERS, {}],
    ['an unknown density', WORKERS, { value: { ...view, density: 'tiny' } }],
    ['an extra field', WORKERS, { value: { ...view, colour: 'red' } }],
    ['a column named twice', WORKERS, { value: { ...view, hidden: ['phone', 'phone'] } }],
    ['a column name that is no field', WORKERS, { value: { ...view, order: ['name; drop table'] } }],
    ['too many columns', WORKERS, { value: { ...view, hidden: Array.from({ length: 41 }, (_, i) => `c${i}`) } }],
    ['a body that is no object', WORKERS, ['phone']],
  ])('answers 400 for %s, saving nothing', async (_case, url, body) => {
    const response = await as.workshopAdmin.put(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await ctx.database.db.select().from(adminPreferences)).toHaveLength(0);
  });

  it(`keeps at most ${MAX_PREFERENCES_PER_ADMIN} per admin: a new key past it is 409, an existing one still saves`, async () => {
    await ctx.database.db.insert(adminPreferences).values(
      Array.from({ length: MAX_PREFERENCES_PER_ADMIN }, (_, i) => ({ adminId: 2, key: `list.l${i}`, value: view, updatedAt: new Date() })),
    );
    const refused = await as.workshopAdmin.put(WORKERS, { value: view });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: TOO_MANY_PREFERENCES });
    expect((await as.workshopAdmin.put('/api/v1/me/preferences/list.l0', { value: { ...view, density: 'standard' } })).statusCode).toBe(200);
    // Two new keys saved at once when one place is left: one takes it.
    await as.workshopAdmin.delete('/api/v1/me/preferences/list.l1');
    const racing = await Promise.all([as.workshopAdmin.put('/api/v1/me/preferences/list.a', { value: view }), as.workshopAdmin.put('/api/v1/me/preferences/list.b', { value: view })]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.database.db.select().from(adminPreferences).where(eq(adminPreferences.adminId, 2))).toHaveLength(MAX_PREFERENCES_PER_ADMIN);
    // Another admin has its own allowance.
    expect((await as.superAdmin.put(WORKERS, { value: view })).statusCode).toBe(200);
  });
});

describe('CSV columns', () => {
  const headerOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';

  it('writes only the columns asked for, in their order; a key may write several (customer: name and phone)', async () => {
    const workers = await as.workshopAdmin.get('/api/v1/workers.csv?columns=id,name,status');
    expect(workers.statusCode).toBe(200);
    expect(headerOf(workers.body)).toBe('ID,Name,Status');
    expect(workers.body.split('\r\n')[1]?.split(',')).toHaveLength(3);

    const requests = await as.superAdmin.get('/api/v1/requests.csv?columns=code,customer,amount_paise');
    expect(headerOf(requests.body)).toBe('Code,Customer,Phone,Amount (₹)');
  });

  it('writes every column without the parameter', async () => {
    const all = await as.workshopAdmin.get('/api/v1/workers.csv');
    expect(headerOf(all.body)).toContain('Phone');
    expect(headerOf(all.body).split(',').length).toBeGreaterThan(CSV_COLUMN_KEYS.workers.length);
  });

  it.each([
    ['/api/v1/workers.csv', 'workshopAdmin'],
    ['/api/v1/workshops.csv', 'superAdmin'],
    ['/api/v1/societies.csv', 'superAdmin'],
    ['/api/v1/requests.csv', 'superAdmin'],
    ['/api/v1/transactions.csv', 'superAdmin'],
  ] as const)('%s answers 400 naming an unknown column', async (path, role) => {
    const response = await as[role].get(`${path}?columns=status,password_hash`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('Unknown column password_hash') });
  });

  it('accepts every key the contracts list for each export', async () => {
    // Each export's path is its list's name.
    for (const [list, keys] of Object.entries(CSV_COLUMN_KEYS)) {
      const response = await as.superAdmin.get(`/api/v1/${list}.csv?columns=${keys.join(',')}`);
      expect(response.statusCode, list).toBe(200);
    }
  });
});
