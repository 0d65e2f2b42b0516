import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoClients } from './api-client';
import { signInDemoAdmins } from './api-client';
import { migrationStatements } from './migration-statements';
import type { TestContext } from './test-app';
import { createTestContext, PHONES, sendOtp, signIn, verifyOtp } from './test-app';

/** Every phone column and its E.164 check (migration phones_e164). */
const PHONE_COLUMNS = [
  { table: 'admins', column: 'phone', check: 'admins_phone_e164_check' },
  { table: 'otp_codes', column: 'phone', check: 'otp_codes_phone_e164_check' },
  { table: 'service_requests', column: 'customer_phone', check: 'service_requests_customer_phone_e164_check' },
  { table: 'societies', column: 'contact_phone', check: 'societies_contact_phone_e164_check' },
  { table: 'user_concerns', column: 'customer_phone', check: 'user_concerns_customer_phone_e164_check' },
  { table: 'workers', column: 'phone', check: 'workers_phone_e164_check' },
  { table: 'workshops', column: 'phone', check: 'workshops_phone_e164_check' },
] as const;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** id and stored phone of every row of a phone column, in id order. */
async function storedPhones(table: string, column: string): Promise<{ id: number; phone: string }[]> {
  return rows(sql`select id, ${sql.identifier(column)} as phone from ${sql.identifier(table)} order by id`);
}

describe('phones in E.164', () => {
  it('stores every phone as +91 and 10 digits, and the database refuses any other form', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    for (const { table, column } of PHONE_COLUMNS) {
      const stored = await storedPhones(table, column);
      expect(stored.length, table).toBeGreaterThan(0);
      for (const row of stored) expect(row.phone, `${table}.${column}`).toMatch(/^\+91\d{10}$/);
    }
    await expect(ctx.database.db.execute(sql`update admins set phone = '9000000099' where id = 1`)).rejects.toThrow();
  });

  it('the migration converts stored 10-digit phones in place, keeping every row, its id and uniqueness', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    // Put the database back as it was before the migration: 10-digit phones in varchar(10).
    const before = new Map<string, { id: number; phone: string }[]>();
    for (const { table, column, check } of PHONE_COLUMNS) {
      const col = sql.identifier(column);
      const tbl = sql.identifier(table);
      await ctx.database.db.execute(sql`alter table ${tbl} drop constraint ${sql.identifier(check)}`);
      await ctx.database.db.execute(sql`update ${tbl} set ${col} = right(${col}, 10)`);
      await ctx.database.db.execute(sql`alter table ${tbl} alter column ${col} set data type varchar(10)`);
      before.set(table, await storedPhones(table, column));
      for (const row of before.get(table)!) expect(row.phone).toMatch(/^\d{10}$/);
    }

    for (const statement of migrationStatements('phones_e164')) await ctx.database.db.execute(sql.raw(statement));

    for (const { table, column } of PHONE_COLUMNS) {
      const after = await storedPhones(table, column);
      expect(after, table).toEqual(before.get(table)!.map((row) => ({ id: row.id, phone: `+91${row.phone}` })));
    }
    const uniques = await rows<{ indexname: string }>(sql`select indexname from pg_indexes where indexname in ('admins_phone_key', 'workers_phone_key') order by 1`);
    expect(uniques.map((row) => row.indexname)).toEqual(['admins_phone_key', 'workers_phone_key']);
    await expect(ctx.database.db.execute(sql`insert into admins (name, phone, user_type) values ('Twin', '+919000000001', 'super_admin')`)).rejects.toThrow();

    // The demo admins still sign in with the 10 digits they always typed, and the code sent before
    // the migration (its row converted too) is still the phone's newest.
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    expect((await verifyOtp(ctx.app, PHONES.superAdmin, code)).statusCode).toBe(200);
    await signIn(ctx, PHONES.workshopAdmin);
  });
});

describe('the API takes and shows the 10 digits', () => {
  let as: DemoClients;
  beforeEach(async () => {
    as = await signInDemoAdmins(ctx);
  });

  it('reads +91, 91, 0 and spaced forms as the 10-digit number, and refuses other lengths with the spec message', async () => {
    for (const typed of ['+91 90000 00001', '919000000001', '09000000001', '90000-00001']) {
      ctx.clock.advance(31);
      const response = await sendOtp(ctx.app, typed);
      expect(response.statusCode, typed).toBe(200);
      expect(ctx.sms.sent.at(-1)?.to, typed).toBe('+919000000001');
    }
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    const verified = await verifyOtp(ctx.app, '+919000000001', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.admin.phone).toBe('9000000001');
    for (const bad of ['+1 9000000001', '90000000012', '900000000', '+9190000000012']) {
      const response = await sendOtp(ctx.app, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'phone', message: 'Phone must be exactly 10 digits' }] });
    }
  });

  it('lists, searches (by the 10 digits or a part) and CSV exports show 10-digit phones', async () => {
    const list = (await as.workshopAdmin.get('/api/v1/workers?page_size=5')).json() as { data: { id: number; name: string; phone: string }[] };
    const worker = list.data[0]!;
    expect(worker.phone).toMatch(/^\d{10}$/);

    const byPhone = (await as.workshopAdmin.get(`/api/v1/workers?q=${worker.phone}`)).json() as { data: { id: number }[] };
    expect(byPhone.data.map((row) => row.id)).toContain(worker.id);
    const byPart = (await as.workshopAdmin.get(`/api/v1/workers?q=${worker.phone.slice(3, 9)}`)).json() as { data: { id: number }[] };
    expect(byPart.data.map((row) => row.id)).toContain(worker.id);

    const search = await as.workshopAdmin.get(`/api/v1/search?q=${worker.phone}`);
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain(`${worker.phone} · `);

    const csv = await as.workshopAdmin.get(`/api/v1/workers.csv?q=${worker.phone}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(worker.phone);
    expect(csv.body).not.toContain(`+91${worker.phone}`);
  });

  it('a new worker given as +91… is stored in E.164, shown as 10 digits, and the same number in 10 digits is a duplicate', async () => {
    const body = { name: 'Ravi Kumar', phone: '+91 91234 56780', skills: ['exterior_wash'], id_proof_type: 'aadhaar', id_proof_number: '123456789012', joined_on: '2026-01-10' };
    const created = await as.workshopAdmin.post('/api/v1/workers', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phone).toBe('9123456780');
    const [stored] = await rows<{ phone: string }>(sql`select phone from workers where name = 'Ravi Kumar'`);
    expect(stored?.phone).toBe('+919123456780');
    const twin = await as.workshopAdmin.post('/api/v1/workers', { ...body, name: 'Ravi Twin', phone: '9123456780' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'DUPLICATE' });
  });
});
