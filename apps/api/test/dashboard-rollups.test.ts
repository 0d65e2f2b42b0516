import { readFileSync } from 'node:fs';
import type { SocietyManagerDashboard, SuperAdminDashboard, WorkshopAdminDashboard } from '@carcare/contracts';
import { REQUEST_STATUSES } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceRequests, transactions } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import { countsAsRevenue, expectRollupsFromScratch, indiaDate, rolledUpRequests, rowsOf, signedPaise } from './rollups-from-scratch';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// The fake clock starts at 2026-01-15T09:00Z: 14:30 on 2026-01-15 in India.
const TODAY = '2026-01-15';
const RANGE = { from: '2025-12-01', to: '2026-01-31' };
const WEEK = { from: '2026-01-12', to: '2026-01-18' };

const db = () => ctx.database.db;
const rowsIn = <T>(query: SQL) => rowsOf<T>(db(), query);

/** Requests scheduled in an India date range, per status and per day, from the base table. */
async function requestFigures(range: { from: string; to: string }, where: SQL = sql`true`) {
  const rows = await rowsIn<{ day: string; status: string; count: number }>(sql`
    select ${indiaDate('scheduled_at')}::text as day, status, count(*)::int as count from service_requests
    where ${where} and ${indiaDate('scheduled_at')} between ${range.from}::date and ${range.to}::date group by 1, 2`);
  const total = (keep: (row: { day: string; status: string }) => boolean) => rows.filter(keep).reduce((sum, row) => sum + row.count, 0);
  return {
    byStatus: REQUEST_STATUSES.map((status) => ({ status, count: total((row) => row.status === status) })),
    perDay: (day: string) => total((row) => row.day === day),
  };
}

async function revenueFromScratch(range: { from: string; to: string }, where: SQL = sql`true`): Promise<number> {
  const [row] = await rowsIn<{ paise: string }>(sql`
    select coalesce(sum(${signedPaise}), 0)::bigint::text as paise from transactions
    where ${where} and ${countsAsRevenue} and ${indiaDate('created_at')} between ${range.from}::date and ${range.to}::date`);
  return Number(row!.paise);
}

async function dashboardOf<T>(client: ApiClient, query = ''): Promise<T> {
  const response = await client.get(`/api/v1/dashboard${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

/** Every request and revenue figure of the three dashboards equals its count over the base tables. */
async function expectDashboardsFromScratch() {
  const query = `?from=${RANGE.from}&to=${RANGE.to}`;
  const everyone = await dashboardOf<SuperAdminDashboard>(as.superAdmin, query);
  const all = await requestFigures(RANGE);
  expect(everyone.requests_by_status).toEqual(all.byStatus);
  for (const { date, count } of everyone.requests_per_day) expect(count, date).toBe(all.perDay(date));
  expect(everyone.counts.requests_today).toBe((await requestFigures({ from: TODAY, to: TODAY })).byStatus.reduce((sum, entry) => sum + entry.count, 0));
  expect(everyone.revenue.this_month_paise).toBe(await revenueFromScratch({ from: '2026-01-01', to: '2026-01-31' }));
  expect(everyone.revenue.last_month_paise).toBe(await revenueFromScratch({ from: '2025-12-01', to: '2025-12-31' }));

  const ownWorkshop = sql`workshop_id = ${SEED.ownWorkshopId}`;
  const workshop = await dashboardOf<WorkshopAdminDashboard>(as.workshopAdmin, query);
  const own = await requestFigures(RANGE, ownWorkshop);
  expect(workshop.requests_by_status).toEqual(own.byStatus);
  for (const { date, count } of workshop.requests_per_day) expect(count, date).toBe(own.perDay(date));
  expect(workshop.revenue.range_paise).toBe(await revenueFromScratch(RANGE, ownWorkshop));
  expect(workshop.revenue.this_month_paise).toBe(await revenueFromScratch({ from: '2026-01-01', to: '2026-01-31' }, ownWorkshop));

  const society = await dashboardOf<SocietyManagerDashboard>(as.societyManager);
  const inSociety = await requestFigures(WEEK, sql`society_id = ${SEED.ownSocietyId}`);
  for (const { date, count } of society.requests_this_week.per_day) expect(count, date).toBe(inSociety.perDay(date));
  return { everyone, workshop, society };
}

/** Copies of request 1 (the seed's) at the given times, workshops and societies, in one statement. */
async function insertRequests(copies: { scheduledAt: string; workshopId: number; societyId: number | null; status: string }[]) {
  const [template] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, 1));
  const { id: _id, code: _code, ...copy } = template!;
  const inserted = await db()
    .insert(serviceRequests)
    .values(copies.map((change, index) => ({ ...copy, ...change, code: `SR-99${String(index).padStart(4, '0')}`, scheduledAt: new Date(change.scheduledAt), workerId: null })))
    .returning({ id: serviceRequests.id });
  return inserted.map((row) => row.id);
}

describe('the dashboard rollups', () => {
  it('hold the seeded requests and revenue, as counted from scratch', async () => {
    expect((await rolledUpRequests(db())).length).toBeGreaterThan(0);
    await expectRollupsFromScratch(db());
    await expectDashboardsFromScratch();
  });

  it('follow inserts, status changes, reschedules, workshop and society changes, deletes, payments and refunds', async () => {
    const before = await expectDashboardsFromScratch();
    // Several rows of one statement, some sharing a key: the trigger adds them up per key.
    const ids = await insertRequests([
      { scheduledAt: '2026-01-15T05:00:00.000Z', workshopId: SEED.ownWorkshopId, societyId: SEED.ownSocietyId, status: 'pending' },
      { scheduledAt: '2026-01-15T06:00:00.000Z', workshopId: SEED.ownWorkshopId, societyId: SEED.ownSocietyId, status: 'pending' },
      { scheduledAt: '2026-01-14T20:00:00.000Z', workshopId: SEED.ownWorkshopId, societyId: null, status: 'accepted' }, // 01:30 on the 15th in India
      { scheduledAt: '2026-01-16T05:00:00.000Z', workshopId: SEED.otherWorkshopId, societyId: SEED.otherSocietyId, status: 'pending' },
      { scheduledAt: '2025-12-20T05:00:00.000Z', workshopId: SEED.otherWorkshopId, societyId: null, status: 'completed' },
    ]);
    await expectRollupsFromScratch(db());
    const afterInsert = await expectDashboardsFromScratch();
    expect(afterInsert.everyone.counts.requests_today).toBe(before.everyone.counts.requests_today + 3);

    // A status change through the API, as staff make it.
    const [pending] = await db().select({ id: serviceRequests.id, version: serviceRequests.version }).from(serviceRequests).where(eq(serviceRequests.id, ids[0]!));
    expect((await as.workshopAdmin.post(`/api/v1/requests/${pending!.id}/accept`, { version: pending!.version })).statusCode).toBe(200);
    // Status changes of many rows at once, and an edit that changes no rollup key.
    await db().update(serviceRequests).set({ status: 'cancelled' }).where(inArray(serviceRequests.id, [ids[1]!, ids[3]!]));
    await db().update(serviceRequests).set({ customerName: 'Renamed' }).where(inArray(serviceRequests.id, ids));
    // Reschedules: across India midnight, into another month and out of the range.
    await db().update(serviceRequests).set({ scheduledAt: sql`${serviceRequests.scheduledAt} + interval '1 day'` }).where(inArray(serviceRequests.id, [ids[0]!, ids[2]!]));
    await db().update(serviceRequests).set({ scheduledAt: new Date('2026-02-10T05:00:00.000Z') }).where(eq(serviceRequests.id, ids[4]!));
    // Another workshop, and in and out of a society.
    await db().update(serviceRequests).set({ workshopId: SEED.otherWorkshopId }).where(eq(serviceRequests.id, ids[0]!));
    await db().update(serviceRequests).set({ societyId: SEED.ownSocietyId }).where(eq(serviceRequests.id, ids[2]!));
    await db().update(serviceRequests).set({ societyId: null }).where(eq(serviceRequests.id, ids[1]!));
    await expectRollupsFromScratch(db());
    await expectDashboardsFromScratch();
    await db().delete(serviceRequests).where(inArray(serviceRequests.id, [ids[3]!, ids[4]!]));
    await expectRollupsFromScratch(db());

    // Money: payments (one pending, then successful), a payout (not revenue), a refund through the API, edits and a delete.
    const payment = (workshopId: number, amountPaise: number, status: string, createdAt: string) => ({
      requestId: ids[0]!,
      workshopId,
      kind: 'payment',
      method: 'upi',
      amountPaise,
      status,
      createdAt: new Date(createdAt),
    });
    const paid = await db()
      .insert(transactions)
      .values([
        payment(SEED.ownWorkshopId, 50_000, 'success', '2026-01-15T04:00:00.000Z'),
        payment(SEED.ownWorkshopId, 30_000, 'pending', '2026-01-15T04:00:00.000Z'),
        payment(SEED.otherWorkshopId, 20_000, 'success', '2025-12-31T19:00:00.000Z'), // 1 January in India
        { ...payment(SEED.ownWorkshopId, 90_000, 'success', '2026-01-10T04:00:00.000Z'), kind: 'payout' },
      ])
      .returning({ id: transactions.id, version: transactions.version });
    await db().update(transactions).set({ status: 'success' }).where(eq(transactions.id, paid[1]!.id));
    const refund = await as.superAdmin.post(`/api/v1/transactions/${paid[0]!.id}/refund`, { amount_paise: 12_000, version: paid[0]!.version, note: 'Interior vacuum skipped' });
    expect(refund.statusCode).toBe(201);
    await db().update(transactions).set({ amountPaise: 25_000 }).where(eq(transactions.id, paid[2]!.id));
    await db().update(transactions).set({ createdAt: new Date('2025-12-30T04:00:00.000Z'), workshopId: SEED.ownWorkshopId }).where(eq(transactions.id, paid[1]!.id));
    await db().update(transactions).set({ kind: 'refund' }).where(eq(transactions.id, paid[3]!.id));
    await expectRollupsFromScratch(db());
    const afterMoney = await expectDashboardsFromScratch();
    expect(afterMoney.everyone.revenue.this_month_paise).not.toBe(afterInsert.everyone.revenue.this_month_paise);
    await db().delete(transactions).where(eq(transactions.id, paid[3]!.id));
    await expectRollupsFromScratch(db());
    await expectDashboardsFromScratch();
  });

  it('are emptied with their tables', async () => {
    await db().execute(sql`truncate table transactions, service_requests cascade`);
    expect(await rowsIn(sql`select * from request_day_counts union all select day, workshop_id, 0, '', 0 from revenue_day_totals`)).toEqual([]);
  });

  it('are filled from existing rows by the migration that adds them', async () => {
    const migration = readFileSync(new URL('../drizzle/0011_dashboard_rollup_triggers.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--.*\n\s*)*INSERT INTO/.test(statement));
    expect(backfill).toHaveLength(2);
    await db().execute(sql`delete from request_day_counts`);
    await db().execute(sql`delete from revenue_day_totals`);
    for (const statement of backfill) await db().execute(sql.raw(statement));
    await expectRollupsFromScratch(db());
  });
});
