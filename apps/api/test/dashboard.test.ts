import { readFileSync } from 'node:fs';
import type { SocietyManagerDashboard, SuperAdminDashboard, WorkshopAdminDashboard } from '@carcare/contracts';
import { REQUEST_STATUSES, concernCode, superAdminDashboardSchema, societyManagerDashboardSchema, workshopAdminDashboardSchema } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, serviceRequests, societies, transactions, userConcerns, workerSocieties, workers, workshops } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';
import { countsAsRevenue, expectRollupsFromScratch, indiaDate, rolledUpRequests, signedPaise } from './rollups-from-scratch';
import { rowsOf } from './sql-rows';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// The fake clock starts at 2026-01-15T09:00Z: 14:30 on 2026-01-15 in India.
const TODAY = '2026-01-15';
const DASHBOARD = '/api/v1/dashboard';

async function dashboardOf<T>(client: ApiClient, query = ''): Promise<T> {
  const response = await client.get(`${DASHBOARD}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

/** The total of a list the caller may read. */
async function listTotal(client: ApiClient, url: string): Promise<number> {
  const response = await client.get(url);
  expect(response.statusCode).toBe(200);
  return response.json().total as number;
}

const db = () => ctx.database.db;
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00.000+05:30`);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function countRows(table: typeof workshops | typeof societies | typeof workers) {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.status, 'active'));
  return Number(row!.n);
}

/** A few concerns, open and otherwise, of the own and another workshop (the seed may hold none). */
async function addConcerns() {
  const rows = [
    { workshopId: SEED.ownWorkshopId, status: 'open' },
    { workshopId: SEED.ownWorkshopId, status: 'in_progress' },
    { workshopId: SEED.ownWorkshopId, status: 'resolved' },
    { workshopId: SEED.otherWorkshopId, status: 'open' },
    { workshopId: SEED.otherWorkshopId, status: 'open' },
    { workshopId: null, status: 'in_progress' },
  ];
  await db()
    .insert(userConcerns)
    .values(
      rows.map((row, index) => ({
        code: concernCode(900 + index),
        customerName: 'Meera Iyer',
        customerPhone: '9876500000',
        workshopId: row.workshopId,
        category: 'service_quality',
        subject: 'Car not clean',
        description: 'The rear seats were not vacuumed.',
        status: row.status,
      })),
    );
}

async function concernCounts(workshopId: number | null) {
  const rows = await db()
    .select({ status: userConcerns.status, n: sql<number>`count(*)::int` })
    .from(userConcerns)
    .where(and(inArray(userConcerns.status, ['open', 'in_progress']), workshopId === null ? undefined : eq(userConcerns.workshopId, workshopId)))
    .groupBy(userConcerns.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { open: of('open'), in_progress: of('in_progress') };
}

describe('access', () => {
  it('an anonymous call answers 401, whatever it sends', async () => {
    expect((await as.anonymous.get(DASHBOARD)).statusCode).toBe(401);
    expect((await as.anonymous.get(`${DASHBOARD}?from=nonsense`)).statusCode).toBe(401);
  });

  it('each role gets its own kind of answer, valid against its contract', async () => {
    superAdminDashboardSchema.parse(await dashboardOf(as.superAdmin));
    workshopAdminDashboardSchema.parse(await dashboardOf(as.workshopAdmin));
    societyManagerDashboardSchema.parse(await dashboardOf(as.societyManager));
    const society = await dashboardOf<Record<string, unknown>>(as.societyManager);
    // A society manager sees no requests by status, no revenue and no workshop figures.
    for (const key of ['counts', 'revenue', 'requests_by_status', 'top_workshops', 'open_concerns', 'workshop', 'todays_schedule']) expect(society).not.toHaveProperty(key);
  });
});

describe('documentation', () => {
  it('the OpenAPI document describes the dashboard under its tag, with the three answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const operation = response.json().paths['/api/v1/dashboard'].get;
    expect(operation.tags).toEqual(['dashboard']);
    expect(JSON.stringify(operation.responses['200'])).toContain('society_manager');
  });
});

describe('the date range', () => {
  it('defaults to the 30 days ending today (India) and fills days without requests with 0', async () => {
    const body = await dashboardOf<SuperAdminDashboard>(as.superAdmin);
    expect(body.today).toBe(TODAY);
    expect(body.range).toEqual({ from: '2025-12-17', to: TODAY });
    expect(body.requests_per_day).toHaveLength(30);
    expect(body.requests_per_day[0]!.date).toBe('2025-12-17');
    expect(body.requests_per_day.at(-1)!.date).toBe(TODAY);
    // A range far in the past holds no requests: every day is there, with 0.
    const empty = await dashboardOf<SuperAdminDashboard>(as.superAdmin, '?from=2020-03-01&to=2020-03-07');
    expect(empty.requests_per_day).toEqual(['01', '02', '03', '04', '05', '06', '07'].map((d) => ({ date: `2020-03-${d}`, count: 0 })));
    expect(empty.requests_by_status.map((entry) => entry.status)).toEqual([...REQUEST_STATUSES]);
  });

  it.each([
    ['from after to', '?from=2026-01-10&to=2026-01-01', 'to'],
    ['a span over 366 days', '?from=2024-01-01&to=2025-01-02', 'to'],
    ['a malformed from', '?from=15-01-2026', 'from'],
    ['a day that does not exist', '?from=2026-01-01&to=2026-02-30', 'to'],
  ])('refuses %s with 400 naming the field', async (_name, query, field) => {
    const response = await as.workshopAdmin.get(`${DASHBOARD}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('accepts exactly 366 days', async () => {
    const body = await dashboardOf<SuperAdminDashboard>(as.superAdmin, '?from=2025-01-15&to=2026-01-15');
    expect(body.requests_per_day).toHaveLength(366);
  });
});

describe('super admin', () => {
  it('counts match the data: active workshops, societies and workers, requests today, requests per status', async () => {
    await addConcerns();
    const range = '?from=2025-12-01&to=2026-01-31';
    const body = await dashboardOf<SuperAdminDashboard>(as.superAdmin, range);
    expect(body.counts).toEqual({
      active_workshops: await countRows(workshops),
      active_societies: await countRows(societies),
      active_workers: await countRows(workers),
      requests_today: await listTotal(as.superAdmin, `/api/v1/requests?from=${TODAY}&to=${TODAY}`),
    });
    expect(body.counts.active_workshops).toBe(await listTotal(as.superAdmin, '/api/v1/workshops?status=active'));
    expect(body.counts.requests_today).toBeGreaterThan(0);
    let inRange = 0;
    for (const { status, count } of body.requests_by_status) {
      expect(count, status).toBe(await listTotal(as.superAdmin, `/api/v1/requests?status=${status}&from=2025-12-01&to=2026-01-31`));
      inRange += count;
    }
    expect(inRange).toBeGreaterThan(0);
    expect(body.requests_per_day.reduce((sum, day) => sum + day.count, 0)).toBe(inRange);
    // One day's bar equals that day's list.
    const busiest = body.requests_per_day.reduce((best, day) => (day.count > best.count ? day : best));
    expect(busiest.count).toBe(await listTotal(as.superAdmin, `/api/v1/requests?from=${busiest.date}&to=${busiest.date}`));
    expect(body.open_concerns).toEqual(await concernCounts(null));
    expect(body.open_concerns.open).toBeGreaterThanOrEqual(3);
  });

  it('revenue this month and last month equal the transaction totals (successful payments minus refunds)', async () => {
    const body = await dashboardOf<SuperAdminDashboard>(as.superAdmin);
    expect(body.revenue.this_month).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(body.revenue.last_month).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    const net = async (from: string, to: string) => (await as.superAdmin.get(`/api/v1/transactions/totals?from=${from}&to=${to}`)).json().net_paise as number;
    expect(body.revenue.this_month_paise).toBe(await net('2026-01-01', '2026-01-31'));
    expect(body.revenue.last_month_paise).toBe(await net('2025-12-01', '2025-12-31'));
    expect(body.revenue.this_month_paise + body.revenue.last_month_paise).toBeGreaterThan(0);
  });

  it('lists the five best-rated active workshops, best first', async () => {
    const body = await dashboardOf<SuperAdminDashboard>(as.superAdmin);
    const rated = await db()
      .select({ id: workshops.id, rating: workshops.rating })
      .from(workshops)
      .where(and(isNotNull(workshops.rating), eq(workshops.status, 'active')));
    const expected = rated.sort((a, b) => b.rating! - a.rating! || a.id - b.id).slice(0, 5);
    expect(body.top_workshops.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
    for (const entry of body.top_workshops) {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.workshopId, entry.id), eq(reviews.status, 'published')));
      expect(entry.review_count).toBe(Number(row!.n));
    }
  });
});

describe('workshop admin', () => {
  it('sees only its workshop: requests by status equal its own rows, and match its list', async () => {
    const from = '2025-12-01';
    const to = '2026-01-31';
    const body = await dashboardOf<WorkshopAdminDashboard>(as.workshopAdmin, `?from=${from}&to=${to}`);
    expect(body.workshop.id).toBe(SEED.ownWorkshopId);
    const own = await db()
      .select({ status: serviceRequests.status, n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.workshopId, SEED.ownWorkshopId), gte(serviceRequests.scheduledAt, indiaMidnight(from)), lt(serviceRequests.scheduledAt, indiaMidnight(nextDay(to)))))
      .groupBy(serviceRequests.status);
    for (const { status, count } of body.requests_by_status) {
      expect(count, status).toBe(Number(own.find((row) => row.status === status)?.n ?? 0));
      expect(count, status).toBe(await listTotal(as.workshopAdmin, `/api/v1/requests?status=${status}&from=${from}&to=${to}`));
    }
    const everyone = await dashboardOf<SuperAdminDashboard>(as.superAdmin, `?from=${from}&to=${to}`);
    const sum = (entries: { count: number }[]) => entries.reduce((total, entry) => total + entry.count, 0);
    expect(sum(body.requests_by_status)).toBeLessThan(sum(everyone.requests_by_status));
  });

  it('revenue of the range and of this month equal its own transactions', async () => {
    const body = await dashboardOf<WorkshopAdminDashboard>(as.workshopAdmin, '?from=2025-11-01&to=2026-01-15');
    const net = async (from: string, to: string) =>
      (await as.superAdmin.get(`/api/v1/transactions/totals?workshop_id=${SEED.ownWorkshopId}&from=${from}&to=${to}`)).json().net_paise as number;
    expect(body.revenue.range_paise).toBe(await net('2025-11-01', '2026-01-15'));
    expect(body.revenue.this_month_paise).toBe(await net('2026-01-01', '2026-01-31'));
    const everyone = (await as.superAdmin.get('/api/v1/transactions/totals?from=2025-11-01&to=2026-01-15')).json().net_paise as number;
    expect(body.revenue.range_paise).toBeLessThan(everyone);
  });

  it("today's schedule is today's requests of its workshop, in time order", async () => {
    const body = await dashboardOf<WorkshopAdminDashboard>(as.workshopAdmin);
    expect(body.todays_schedule_total).toBe(await listTotal(as.workshopAdmin, `/api/v1/requests?from=${TODAY}&to=${TODAY}`));
    expect(body.todays_schedule.length).toBe(Math.min(body.todays_schedule_total, 50));
    expect(body.todays_schedule.length).toBeGreaterThan(0);
    const times = body.todays_schedule.map((entry) => entry.scheduled_at);
    expect([...times].sort()).toEqual(times);
    for (const entry of body.todays_schedule) {
      const [row] = await db().select({ workshopId: serviceRequests.workshopId }).from(serviceRequests).where(eq(serviceRequests.id, entry.id));
      expect(row!.workshopId).toBe(SEED.ownWorkshopId);
    }
  });

  it('workers on leave today are its approved leaves covering today; rating and open concerns are its own', async () => {
    await addConcerns();
    const body = await dashboardOf<WorkshopAdminDashboard>(as.workshopAdmin);
    expect(body.on_leave_today.length).toBe(await listTotal(as.workshopAdmin, '/api/v1/leaves?status=approved'));
    expect(body.on_leave_today.length).toBeGreaterThan(0);
    for (const absence of body.on_leave_today) {
      expect(absence.workshop.id).toBe(SEED.ownWorkshopId);
      expect(absence.start_date <= TODAY && absence.end_date >= TODAY).toBe(true);
    }
    const [rating] = await db()
      .select({ avg: sql<string>`avg(${reviews.rating})`, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.workshopId, SEED.ownWorkshopId), eq(reviews.status, 'published')));
    expect(body.rating.review_count).toBe(Number(rating!.n));
    expect(body.rating.average).toBeCloseTo(Number(rating!.avg), 2);
    expect(body.open_concerns).toEqual(await concernCounts(SEED.ownWorkshopId));
    expect(body.open_concerns).not.toEqual(await concernCounts(null));
  });
});

describe('society manager', () => {
  it('sees its society only: workers serving it, who is absent today, requests this week', async () => {
    const body = await dashboardOf<SocietyManagerDashboard>(as.societyManager);
    expect(body.society.id).toBe(SEED.ownSocietyId);
    const [serving] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(workers)
      .innerJoin(workerSocieties, eq(workerSocieties.workerId, workers.id))
      .where(and(eq(workerSocieties.societyId, SEED.ownSocietyId), eq(workers.status, 'active')));
    expect(body.workers_serving).toBe(Number(serving!.n));
    expect(body.workers_serving).toBe(
      (await listTotal(as.societyManager, '/api/v1/workers?status=active')) + (await listTotal(as.societyManager, '/api/v1/workers?status=on_leave')),
    );
    expect(body.absent_today.length).toBe(await listTotal(as.societyManager, '/api/v1/leaves?status=approved'));
    expect(body.absent_today.length).toBeGreaterThan(0);
    // The Absent List's "Today" shows the pending leaves too: the dashboard counts them apart.
    expect(body.pending_absent_today).toBe(await listTotal(as.societyManager, '/api/v1/leaves?status=pending'));
    expect(body.pending_absent_today).toBeGreaterThan(0);
    const assigned = (await db().select({ workerId: workerSocieties.workerId }).from(workerSocieties).where(eq(workerSocieties.societyId, SEED.ownSocietyId))).map((row) => row.workerId);
    for (const absence of body.absent_today) expect(assigned).toContain(absence.worker.id);

    // 2026-01-15 is a Thursday: the week runs Monday 12 to Sunday 18 January.
    expect(body.requests_this_week).toMatchObject({ from: '2026-01-12', to: '2026-01-18' });
    expect(body.requests_this_week.per_day.map((day) => day.date)).toEqual(['12', '13', '14', '15', '16', '17', '18'].map((d) => `2026-01-${d}`));
    const inWeek = async (societyId: number) => {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.societyId, societyId), gte(serviceRequests.scheduledAt, indiaMidnight('2026-01-12')), lt(serviceRequests.scheduledAt, indiaMidnight('2026-01-19'))));
      return Number(row!.n);
    };
    expect(body.requests_this_week.total).toBe(await inWeek(SEED.ownSocietyId));
    expect(body.requests_this_week.per_day.reduce((sum, day) => sum + day.count, 0)).toBe(body.requests_this_week.total);
    // A request of another society this week does not count.
    const before = body.requests_this_week.total;
    const [template] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, 1));
    const { id: _id, code: _code, ...copy } = template!;
    await db().insert(serviceRequests).values({ ...copy, code: 'SR-990001', societyId: SEED.otherSocietyId, scheduledAt: new Date('2026-01-16T05:00:00.000Z') });
    expect((await dashboardOf<SocietyManagerDashboard>(as.societyManager)).requests_this_week.total).toBe(before);
    await db().insert(serviceRequests).values({ ...copy, code: 'SR-990002', societyId: SEED.ownSocietyId, scheduledAt: new Date('2026-01-16T05:00:00.000Z') });
    const after = await dashboardOf<SocietyManagerDashboard>(as.societyManager);
    expect(after.requests_this_week.total).toBe(before + 1);
    expect(after.requests_this_week.per_day.find((day) => day.date === '2026-01-16')!.count).toBe(
      body.requests_this_week.per_day.find((day) => day.date === '2026-01-16')!.count + 1,
    );
  });
});

// The request and revenue figures are sums over rollups kept by triggers: checked here against the base tables.
const RANGE = { from: '2025-12-01', to: '2026-01-31' };
const WEEK = { from: '2026-01-12', to: '2026-01-18' };

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
  const [rating] = await rowsIn<{ average: string | null; count: number }>(sql`select avg(rating) as average, count(*)::int as count from reviews where ${ownWorkshop} and status = 'published'`);
  expect(workshop.rating).toEqual({ average: rating!.average === null ? null : Math.round(Number(rating!.average) * 100) / 100, review_count: rating!.count });

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
  it('hold the seeded requests, revenue and reviews, as counted from scratch', async () => {
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

  it('stay exact under concurrent bookings and status changes of one workshop’s day, every call answered 2xx (no deadlock, no lost update)', async () => {
    // Every call below writes the same few rollup rows (one day, one workshop, no society): on
    // PostgreSQL they run on several connections at once and queue on those rows.
    const bookings = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        as.workshopAdmin.post('/api/v1/requests', {
          customer_name: `Customer ${index}`,
          customer_phone: `98111${String(index).padStart(5, '0')}`,
          vehicle_type: 'sedan',
          vehicle_make: 'Honda',
          vehicle_model: 'City',
          registration_number: `HR26EF${String(1000 + index)}`,
          service_id: 1,
          address: 'House 9, Sushant Lok 1, Gurugram',
          scheduled_at: new Date(Date.parse('2026-01-16T03:30:00.000Z') + (index % 8) * 30 * 60_000).toISOString(),
        }),
      ),
    );
    for (const response of bookings) expect(response.statusCode, response.body).toBe(201);
    await expectRollupsFromScratch(db());
    const accepted = await Promise.all(bookings.map((response) => as.workshopAdmin.post(`/api/v1/requests/${response.json().id}/accept`, { version: response.json().version })));
    for (const response of accepted) expect(response.statusCode, response.body).toBe(200);
    await expectRollupsFromScratch(db());
    await expectDashboardsFromScratch();
  });

  it('follow reviews written, hidden, re-rated, answered and deleted', async () => {
    const ids = await insertRequests([
      { scheduledAt: '2026-01-10T05:00:00.000Z', workshopId: SEED.ownWorkshopId, societyId: null, status: 'completed' },
      { scheduledAt: '2026-01-11T05:00:00.000Z', workshopId: SEED.ownWorkshopId, societyId: null, status: 'completed' },
      { scheduledAt: '2026-01-12T05:00:00.000Z', workshopId: SEED.otherWorkshopId, societyId: null, status: 'completed' },
    ]);
    const written = await db()
      .insert(reviews)
      .values([
        { requestId: ids[0]!, workshopId: SEED.ownWorkshopId, customerName: 'Asha', rating: 5 },
        { requestId: ids[1]!, workshopId: SEED.ownWorkshopId, customerName: 'Ravi', rating: 1 },
        { requestId: ids[2]!, workshopId: SEED.otherWorkshopId, customerName: 'Meera', rating: 2 },
      ])
      .returning({ id: reviews.id });
    await expectRollupsFromScratch(db());
    await db().update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, written[1]!.id));
    await db().update(reviews).set({ rating: 4 }).where(eq(reviews.id, written[0]!.id));
    await db().update(reviews).set({ reply: 'Thank you' }).where(inArray(reviews.id, written.map((row) => row.id)));
    await db().update(reviews).set({ workshopId: SEED.ownWorkshopId }).where(eq(reviews.id, written[2]!.id));
    await expectRollupsFromScratch(db());
    await expectDashboardsFromScratch();
    await db().delete(reviews).where(eq(reviews.id, written[0]!.id));
    await expectRollupsFromScratch(db());
    await expectDashboardsFromScratch();
  });

  it('are emptied with their tables', async () => {
    await db().execute(sql`truncate table transactions, service_requests cascade`);
    const [left] = await rowsIn<{ n: number }>(sql`select ((select count(*) from request_day_counts) + (select count(*) from revenue_day_totals) + (select count(*) from workshop_review_totals))::int as n`);
    expect(left!.n).toBe(0);
  });

  it('are filled from existing rows by the migration that adds them', async () => {
    const migrations = ['0011_dashboard_rollup_triggers', '0013_review_rollup_triggers'].map((name) => readFileSync(new URL(`../drizzle/${name}.sql`, import.meta.url), 'utf8'));
    const backfill = migrations.flatMap((migration) => migration.split('--> statement-breakpoint')).filter((statement) => /^\s*(--.*\n\s*)*INSERT INTO/.test(statement));
    expect(backfill).toHaveLength(3);
    for (const rollup of ['request_day_counts', 'revenue_day_totals', 'workshop_review_totals']) await db().execute(sql.raw(`delete from ${rollup}`));
    for (const statement of backfill) await db().execute(sql.raw(statement));
    await expectRollupsFromScratch(db());
  });
});
