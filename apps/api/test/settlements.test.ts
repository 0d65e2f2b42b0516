import type { CashInHand, Settlement, SettlementLine } from '@carcare/contracts';
import { commissionOf, payableOf } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceRequests, settlements, transactions } from '../src/db/schema';
import { lastEndedWeekStart, runWeeklySettlements } from '../src/modules/settlements/settlement-runs';
import { createSettlement } from '../src/modules/settlements/settlement-service';
import { seedMoney } from '../src/seeds/seed-money';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { workshopBody } from './workshop-body';
import { rowsOf } from './sql-rows';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const LIST = '/api/v1/settlements';
// The tests' clock starts on Thursday 15 January 2026: the last week that has ended began on Monday the 5th.
const LAST_ENDED = '2026-01-05';
const SEEDED_OPEN = '2025-12-29';
const SEEDED_OLDER = '2025-12-22';
const CURRENT_WEEK = '2026-01-12';
const superAdminActor = { id: 1, ip: null };

const rowsIn = <T>(query: SQL) => rowsOf<T>(ctx.database.db, query);

/** What the ledger says a statement counts: its lines' sums, recomputed from the transactions. */
async function ledgerOf(settlementId: number) {
  const [row] = await rowsIn<Record<string, string>>(sql`
    select
      coalesce(sum(amount_paise) filter (where kind = 'payment' and method <> 'cash'), 0) as online,
      coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'cash'), 0) as cash,
      coalesce(sum(amount_paise) filter (where kind = 'refund'), 0) as refunds,
      coalesce(sum(amount_paise) filter (where kind = 'refund' and method = 'cash'), 0) as cash_refunds,
      coalesce(sum(commission_paise), 0) as commission,
      count(*) as lines
    from transactions where settlement_id = ${settlementId}`);
  const n = (key: string) => Number(row![key]);
  return { online: n('online'), cash: n('cash'), refunds: n('refunds'), cashRefunds: n('cash_refunds'), commission: n('commission'), lines: n('lines') };
}

function expectStatementMatchesLedger(statement: Settlement, ledger: Awaited<ReturnType<typeof ledgerOf>>) {
  expect(statement).toMatchObject({
    online_payments_paise: ledger.online,
    cash_payments_paise: ledger.cash,
    refunds_paise: ledger.refunds,
    commission_paise: ledger.commission,
    cash_held_paise: ledger.cash - ledger.cashRefunds,
    line_count: ledger.lines,
  });
  expect(statement.payable_paise).toBe(payableOf(statement));
}

async function settle(workshopId: number, weekStart: string) {
  return as.superAdmin.post(LIST, { workshop_id: workshopId, week_start: weekStart });
}

/** Every line of a statement, through its paged endpoint. */
async function linesOf(id: number): Promise<SettlementLine[]> {
  const response = await as.superAdmin.get(`${LIST}/${id}/lines?page_size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** An unpaid in-progress copy of the seeded one (workshop 1, its worker), ready to complete. */
async function requestInProgress(): Promise<number> {
  const [template] = await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, R.inProgress));
  const { id: _id, code: _code, ...rest } = template!;
  const [{ max }] = (await rowsIn<{ max: number }>(sql`select max(id) as max from service_requests`)) as [{ max: number }];
  const [row] = await ctx.database.db
    .insert(serviceRequests)
    .values({ ...rest, code: `SR-${String(Number(max) + 1000).padStart(6, '0')}`, status: 'in_progress', paymentStatus: 'unpaid', version: 1 })
    .returning({ id: serviceRequests.id, workerId: serviceRequests.workerId, amount: serviceRequests.amountPaise });
  return row!.id;
}

async function completeWithCash(id: number) {
  const [request] = await ctx.database.db.select({ version: serviceRequests.version, amount: serviceRequests.amountPaise }).from(serviceRequests).where(eq(serviceRequests.id, id));
  const response = await as.workshopAdmin.post(`/api/v1/requests/${id}/complete`, { version: request!.version, cash_payment_paise: request!.amount });
  expect(response.statusCode, response.body).toBe(200);
  return request!.amount;
}

describe('the demo’s statements', () => {
  it('has each workshop’s two weeks before the last settled, their figures those of the lines they count, the older paid with a payout', async () => {
    const response = await as.superAdmin.get(`${LIST}?page_size=100`);
    expect(response.statusCode, response.body).toBe(200);
    const rows: Settlement[] = response.json().data;
    expect(new Set(rows.map((row) => row.week_start))).toEqual(new Set([SEEDED_OLDER, SEEDED_OPEN]));
    expect(rows.filter((row) => row.workshop.id === SEED.ownWorkshopId)).toHaveLength(2);
    for (const row of rows) expectStatementMatchesLedger(row, await ledgerOf(row.id));
    const paid = rows.filter((row) => row.status === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid) {
      expect(row.week_start).toBe(SEEDED_OLDER);
      const [payout] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, row.payout_transaction_id!));
      expect(payout).toMatchObject({ kind: 'payout', method: 'netbanking', amountPaise: row.payable_paise, gatewayRef: row.utr, workshopId: row.workshop.id, status: 'success' });
    }
  });
});

describe('making a week’s statement', () => {
  it('counts the week’s payments and refunds, each with its commission at the rate of its day, and answers the same statement when asked again', async () => {
    const created = await settle(SEED.ownWorkshopId, LAST_ENDED);
    expect(created.statusCode, created.body).toBe(201);
    const statement: Settlement = created.json();
    expect(statement).toMatchObject({ workshop: { id: SEED.ownWorkshopId }, week_start: LAST_ENDED, week_end: '2026-01-11', status: 'open' });
    expectStatementMatchesLedger(statement, await ledgerOf(statement.id));
    const lines = await linesOf(statement.id);
    expect(lines).toHaveLength(statement.line_count);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      // Workshop 1's demo rate is 10 % from four weeks before the last ended week.
      const expected = commissionOf(line.amount_paise, 1000);
      expect(line.commission_paise).toBe(line.kind === 'refund' ? -expected : expected);
      const at = new Date(line.created_at).getTime();
      expect(at).toBeGreaterThanOrEqual(new Date('2026-01-05T00:00:00+05:30').getTime());
      expect(at).toBeLessThan(new Date('2026-01-12T00:00:00+05:30').getTime());
    }
    expect(lines.map((line) => line.created_at)).toEqual([...lines.map((line) => line.created_at)].sort());

    const again = await settle(SEED.ownWorkshopId, LAST_ENDED);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(statement);
  });

  it('makes one statement when asked for the same week twice at once', async () => {
    const [first, second] = await Promise.all([settle(SEED.otherWorkshopId, LAST_ENDED), settle(SEED.otherWorkshopId, LAST_ENDED)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(await ctx.database.db.select().from(settlements).where(and(eq(settlements.workshopId, SEED.otherWorkshopId), eq(settlements.weekStart, LAST_ENDED)))).toHaveLength(1);
  });

  it('refuses a week that has not ended, a day that is not a Monday, and a week before one already settled', async () => {
    const running = await settle(SEED.ownWorkshopId, CURRENT_WEEK);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'WEEK_NOT_ENDED' });
    const tuesday = await settle(SEED.ownWorkshopId, '2026-01-06');
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().details[0]).toMatchObject({ field: 'week_start', message: 'A week starts on a Monday' });
    const earlier = await settle(SEED.ownWorkshopId, '2025-12-15');
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toContain(SEEDED_OPEN);
    expect((await settle(9999, LAST_ENDED)).statusCode).toBe(404);
  });

  it('puts a refund recorded after its payment’s week was settled into the next statement, and leaves the settled one as it was', async () => {
    const first: Settlement = (await settle(SEED.ownWorkshopId, LAST_ENDED)).json();
    const [payment] = await rowsIn<{ id: number; version: number }>(sql`select id, version from transactions where settlement_id = ${first.id} and kind = 'payment' and status = 'success' order by id limit 1`);
    const refund = await as.superAdmin.post(`/api/v1/transactions/${payment!.id}/refund`, { amount_paise: 100, note: 'Late goodwill refund', version: payment!.version });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await as.superAdmin.get(`${LIST}/${first.id}`)).json()).toEqual(first);
    // The next week ends on the 19th; the statement is made then.
    const next = await createSettlement(ctx.database.db, { workshop_id: SEED.ownWorkshopId, week_start: CURRENT_WEEK }, superAdminActor, new Date('2026-01-19T00:00:00+05:30'));
    const statement: Settlement = (await as.superAdmin.get(`${LIST}/${next.id}`)).json();
    expect((await linesOf(statement.id)).filter((line) => line.kind === 'refund').map((line) => line.amount_paise)).toContain(100);
    expectStatementMatchesLedger(statement, await ledgerOf(statement.id));
  });

  it('carries a negative figure into the next statement, which cannot then be paid', async () => {
    // A week of workshop 5 taken all in cash: the workshop holds every rupee and owes the platform its commission.
    await ctx.database.db.execute(sql`update transactions set method = 'cash' where workshop_id = 5 and created_at >= '2026-01-04T18:30:00Z' and created_at < '2026-01-11T18:30:00Z'`);
    await ctx.database.db.insert(transactions).values({ workshopId: 5, kind: 'payment', method: 'cash', amountPaise: 80_000, status: 'success', createdAt: new Date('2026-01-07T06:00:00Z'), updatedAt: new Date('2026-01-07T06:00:00Z') });
    const owing = await createSettlement(ctx.database.db, { workshop_id: 5, week_start: LAST_ENDED }, superAdminActor, ctx.clock.now());
    const negative: Settlement = (await as.superAdmin.get(`${LIST}/${owing.id}`)).json();
    expect(negative.payable_paise).toBe(-negative.commission_paise);
    expect(negative.payable_paise).toBeLessThan(0);
    const pay = await as.superAdmin.post(`${LIST}/${owing.id}/pay`, { version: negative.version, utr: 'HDFCN52026011900001' });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });

    const next = await createSettlement(ctx.database.db, { workshop_id: 5, week_start: CURRENT_WEEK }, superAdminActor, new Date('2026-01-19T00:00:00+05:30'));
    const carried: Settlement = (await as.superAdmin.get(`${LIST}/${next.id}`)).json();
    expect(carried).toMatchObject({ carried_in_paise: negative.payable_paise, carried_from: { id: negative.id, week_start: LAST_ENDED } });
    expect(carried.payable_paise).toBe(payableOf(carried));
    expect((await as.superAdmin.get(`${LIST}/${owing.id}`)).json()).toMatchObject({ status: 'carried', payable_paise: negative.payable_paise });
  });
});

describe('paying a statement', () => {
  async function openPayable(): Promise<Settlement> {
    const rows: Settlement[] = (await as.superAdmin.get(`${LIST}?status=open&page_size=100`)).json().data;
    const payable = rows.find((row) => row.payable_paise > 0);
    expect(payable).toBeDefined();
    return payable!;
  }

  it('records the payout with its UTR, and a paid statement never changes', async () => {
    const statement = await openPayable();
    const paid = await as.superAdmin.post(`${LIST}/${statement.id}/pay`, { version: statement.version, utr: ' utib0000123456789 ' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', utr: 'UTIB0000123456789', paid_at: ctx.clock.now().toISOString(), paid_by: { id: superAdminActor.id }, payable_paise: statement.payable_paise });
    const payout = (await as.superAdmin.get(`/api/v1/transactions/${paid.json().payout_transaction_id}`)).json();
    expect(payout).toMatchObject({ kind: 'payout', method: 'netbanking', amount_paise: statement.payable_paise, gateway_ref: 'UTIB0000123456789', workshop: { id: statement.workshop.id } });

    const again = await as.superAdmin.post(`${LIST}/${statement.id}/pay`, { version: paid.json().version, utr: 'UTIB0000123456790' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect((await as.superAdmin.get(`${LIST}/${statement.id}`)).json()).toEqual(paid.json());
  });

  it('refuses a stale version, a UTR already used and a UTR that is not one', async () => {
    const statement = await openPayable();
    expect((await as.superAdmin.post(`${LIST}/${statement.id}/pay`, { version: statement.version + 1, utr: 'UTIB0000123456789' })).json()).toMatchObject({ code: 'STALE_VERSION' });
    const used = (await as.superAdmin.get(`${LIST}?status=paid&page_size=1`)).json().data[0] as Settlement;
    const duplicate = await as.superAdmin.post(`${LIST}/${statement.id}/pay`, { version: statement.version, utr: used.utr });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'DUPLICATE' });
    const bad = await as.superAdmin.post(`${LIST}/${statement.id}/pay`, { version: statement.version, utr: 'UTR-12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'utr' });
    expect((await as.superAdmin.get(`${LIST}/${statement.id}`)).json()).toEqual(statement);
  });
});

describe('a payout too large for one transaction', () => {
  it('is refused with the most one payout records, and the statement stays open', async () => {
    const rows: Settlement[] = (await as.superAdmin.get(`${LIST}?status=open&page_size=100`)).json().data;
    const statement = rows.find((row) => row.payable_paise > 0)!;
    const extra = 2_147_483_647 - statement.payable_paise + 1;
    await ctx.database.db.execute(sql`update settlements set online_payments_paise = online_payments_paise + ${extra}, payable_paise = payable_paise + ${extra} where id = ${statement.id}`);
    const pay = await as.superAdmin.post(`${LIST}/${statement.id}/pay`, { version: statement.version, utr: 'UTIB0000123456789' });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toContain('One payout records at most');
    expect((await as.superAdmin.get(`${LIST}/${statement.id}`)).json()).toMatchObject({ status: 'open', payout_transaction_id: null });
  });

  it('is left open by the demo seed, which pays the other workshops’ weeks and does not fail', async () => {
    class RolledBack extends Error {}
    const outcome = ctx.database.db.transaction(async (tx) => {
      // The books as they were before the demo's money: no statement, payout or rate.
      await tx.execute(sql`update transactions set settlement_id = null, commission_paise = null`);
      await tx.execute(sql`delete from settlements`);
      await tx.execute(sql`delete from transactions where kind = 'payout'`);
      await tx.execute(sql`delete from commission_rates`);
      // Two online payments as large as the amount column holds, in workshop 1's older seeded week.
      const [request] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.workshopId, 1)).limit(1);
      const at = new Date(`${SEEDED_OLDER}T06:00:00Z`);
      const big = { requestId: request!.id, workshopId: 1, kind: 'payment' as const, method: 'upi' as const, amountPaise: 2_000_000_000, status: 'success' as const, createdAt: at, updatedAt: at };
      await tx.insert(transactions).values([big, big]);
      await seedMoney(tx, ctx.clock.now(), superAdminActor.id);
      const older = (await tx.select().from(settlements).where(eq(settlements.weekStart, SEEDED_OLDER))).map((row) => ({ workshop: row.workshopId, status: row.status, payable: row.payablePaise }));
      throw Object.assign(new RolledBack(), { older });
    });
    const error = await outcome.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RolledBack);
    const older = (error as { older: { workshop: number; status: string; payable: number }[] }).older;
    expect(older.find((row) => row.workshop === 1)).toMatchObject({ status: 'open' });
    expect(older.find((row) => row.workshop === 1)!.payable).toBeGreaterThan(2_147_483_647);
    expect(older.filter((row) => row.workshop !== 1 && row.payable > 0).every((row) => row.status === 'paid')).toBe(true);
    expect(older.some((row) => row.workshop !== 1 && row.status === 'paid')).toBe(true);
  });
});

describe('who sees and does what', () => {
  it('shows a workshop admin its own workshop’s statements, read-only; another’s is not found', async () => {
    const own: Settlement[] = (await as.workshopAdmin.get(`${LIST}?page_size=100`)).json().data;
    expect(own.length).toBe(2);
    expect(own.every((row) => row.workshop.id === SEED.ownWorkshopId)).toBe(true);
    const others: Settlement[] = (await as.superAdmin.get(`${LIST}?workshop_id=${SEED.otherWorkshopId}`)).json().data;
    const other = others[0]!;
    expect((await as.workshopAdmin.get(`${LIST}/${other.id}`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`${LIST}/${other.id}/lines`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`${LIST}/${other.id}/csv`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`${LIST}?workshop_id=${SEED.otherWorkshopId}`)).json().data).toEqual([]);
    expect((await as.workshopAdmin.post(LIST, { workshop_id: SEED.ownWorkshopId, week_start: LAST_ENDED })).statusCode).toBe(403);
    expect((await as.workshopAdmin.post(`${LIST}/${own[0]!.id}/pay`, { version: own[0]!.version, utr: 'UTIB0000123456789' })).statusCode).toBe(403);
    expect((await as.societyManager.get(LIST)).statusCode).toBe(403);
    expect((await as.anonymous.get(LIST)).statusCode).toBe(401);
  });

  it('gives a statement as CSV: its figures, then a line per payment and refund', async () => {
    const own: Settlement = (await as.workshopAdmin.get(`${LIST}?page_size=1`)).json().data[0];
    const response = await as.workshopAdmin.get(`${LIST}/${own.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="settlement-W001-${own.week_start}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Workshop,Sparkle Auto Care');
    expect(lines).toContain(`Payable,${(own.payable_paise / 100).toFixed(2)}`);
    const header = lines.indexOf('Transaction,Date (IST),Kind,Method,Request,Amount (INR),Commission (INR)');
    expect(lines.slice(header + 1).filter((line) => line !== '')).toHaveLength(own.line_count);
  });
});

describe('commission rates', () => {
  const RATES = (id: number) => `/api/v1/workshops/${id}/commission-rates`;

  it('keeps a history: a new rate from a date after the settled weeks; none inside a settled week or twice on one date', async () => {
    const history = (await as.superAdmin.get(RATES(SEED.ownWorkshopId))).json().data;
    expect(history.map((rate: { rate_percent: number }) => rate.rate_percent)).toEqual([10, 12.5]);
    const added = await as.superAdmin.post(RATES(SEED.ownWorkshopId), { rate_percent: 11.25, effective_from: '2026-02-01', note: 'Renewed contract' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ rate_percent: 11.25, effective_from: '2026-02-01', note: 'Renewed contract', created_by: { id: superAdminActor.id } });
    expect((await as.superAdmin.post(RATES(SEED.ownWorkshopId), { rate_percent: 9, effective_from: '2026-02-01' })).json()).toMatchObject({ code: 'DUPLICATE' });
    const settled = await as.superAdmin.post(RATES(SEED.ownWorkshopId), { rate_percent: 9, effective_from: '2026-01-01' });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toContain('2026-01-05');
    expect((await as.superAdmin.post(RATES(SEED.ownWorkshopId), { rate_percent: 101, effective_from: '2026-03-01' })).statusCode).toBe(400);
    expect((await as.superAdmin.post(RATES(SEED.ownWorkshopId), { rate_percent: 1.234, effective_from: '2026-03-01' })).statusCode).toBe(400);
  });

  it('lets a workshop admin read its own history only, and change none', async () => {
    expect((await as.workshopAdmin.get(RATES(SEED.ownWorkshopId))).statusCode).toBe(200);
    expect((await as.workshopAdmin.get(RATES(SEED.otherWorkshopId))).statusCode).toBe(404);
    expect((await as.workshopAdmin.post(RATES(SEED.ownWorkshopId), { rate_percent: 1, effective_from: '2026-03-01' })).statusCode).toBe(403);
  });
});

describe('cash in hand', () => {
  const HAND = '/api/v1/cash-in-hand';
  const holderOf = (rows: CashInHand[], workerId: number) => rows.find((row) => row.worker.id === workerId);

  it('holds a cash payment against the job’s worker until a deposit takes it in, oldest cash first', async () => {
    const [earlier, later] = [await requestInProgress(), await requestInProgress()];
    const [request] = await ctx.database.db.select({ workerId: serviceRequests.workerId }).from(serviceRequests).where(eq(serviceRequests.id, earlier));
    const workerId = request!.workerId!;
    const before = holderOf((await as.workshopAdmin.get(`${HAND}?include_settled=true`)).json().data, workerId);
    const earlierAmount = await completeWithCash(earlier);
    ctx.clock.advance(60);
    const laterAmount = await completeWithCash(later);
    const [payment] = await ctx.database.db.select().from(transactions).where(and(eq(transactions.requestId, later), eq(transactions.kind, 'payment')));
    expect(payment).toMatchObject({ method: 'cash', workerId });
    const after = holderOf((await as.workshopAdmin.get(HAND)).json().data, workerId)!;
    expect(after.collected_paise).toBe((before?.collected_paise ?? 0) + earlierAmount + laterAmount);
    expect(after.outstanding_paise).toBe((before?.outstanding_paise ?? 0) + earlierAmount + laterAmount);

    const tooMuch = await as.workshopAdmin.post('/api/v1/cash-deposits', { worker_id: workerId, amount_paise: after.outstanding_paise + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'DEPOSIT_TOO_LARGE' });
    // Hand in everything but the later job's cash: what is left was taken then.
    const deposit = await as.workshopAdmin.post('/api/v1/cash-deposits', { worker_id: workerId, amount_paise: after.outstanding_paise - laterAmount, note: 'End of shift' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json()).toMatchObject({ worker: { id: workerId }, amount_paise: after.outstanding_paise - laterAmount, note: 'End of shift' });
    const left = holderOf((await as.workshopAdmin.get(HAND)).json().data, workerId)!;
    expect(left).toMatchObject({ outstanding_paise: laterAmount, held_since: ctx.clock.now().toISOString() });
    const settled = await as.workshopAdmin.post('/api/v1/cash-deposits', { worker_id: workerId, amount_paise: laterAmount });
    expect(settled.statusCode).toBe(201);
    expect(holderOf((await as.workshopAdmin.get(HAND)).json().data, workerId)).toBeUndefined();
    expect(holderOf((await as.workshopAdmin.get(`${HAND}?include_settled=true`)).json().data, workerId)).toMatchObject({ outstanding_paise: 0, held_since: null });
    const deposits = (await as.workshopAdmin.get(`/api/v1/cash-deposits?worker_id=${workerId}`)).json();
    expect(deposits.data[0]).toMatchObject({ amount_paise: laterAmount, worker: { id: workerId } });
  });

  it('takes a cash refund out of the worker’s cash', async () => {
    const id = await requestInProgress();
    await completeWithCash(id);
    const [payment] = await ctx.database.db.select().from(transactions).where(and(eq(transactions.requestId, id), eq(transactions.kind, 'payment')));
    const before = holderOf((await as.superAdmin.get(HAND)).json().data, payment!.workerId!)!;
    expect((await as.superAdmin.post(`/api/v1/transactions/${payment!.id}/refund`, { amount_paise: 5_000, note: 'Mat not cleaned', version: payment!.version })).statusCode).toBe(201);
    const after = holderOf((await as.superAdmin.get(HAND)).json().data, payment!.workerId!)!;
    expect(after.refunded_paise).toBe(before.refunded_paise + 5_000);
    expect(after.outstanding_paise).toBe(before.outstanding_paise - 5_000);
  });

  it('keeps each workshop to its own workers’ cash', async () => {
    const own: CashInHand[] = (await as.workshopAdmin.get(`${HAND}?include_settled=true`)).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.workshop.id === SEED.ownWorkshopId)).toBe(true);
    expect((await as.workshopAdmin.get(`${HAND}?workshop_id=${SEED.otherWorkshopId}`)).json().data).toEqual([]);
    const all: CashInHand[] = (await as.superAdmin.get(`${HAND}?include_settled=true`)).json().data;
    expect(new Set(all.map((row) => row.workshop.id)).size).toBeGreaterThan(1);
    const deposit = await as.workshopAdmin.post('/api/v1/cash-deposits', { worker_id: SEED.workerOfOtherWorkshop, amount_paise: 100 });
    expect(deposit.statusCode).toBe(404);
    expect((await as.societyManager.get(HAND)).statusCode).toBe(403);
    expect((await as.societyManager.post('/api/v1/cash-deposits', { worker_id: SEED.workerOfOwnWorkshopInSociety, amount_paise: 100 })).statusCode).toBe(403);
    expect((await as.workshopAdmin.post('/api/v1/cash-deposits', { worker_id: SEED.workerOfOwnWorkshopInSociety, amount_paise: 0 })).statusCode).toBe(400);
  });
});

describe('the weekly settlement run (SETTLEMENT_RUNS)', () => {
  it('knows the last week that has ended, in India time', () => {
    expect(lastEndedWeekStart(ctx.clock.now())).toBe(LAST_ENDED);
    expect(lastEndedWeekStart(new Date('2026-01-11T23:59:00+05:30'))).toBe(SEEDED_OPEN);
    expect(lastEndedWeekStart(new Date('2026-01-12T00:00:00+05:30'))).toBe(LAST_ENDED);
  });

  it('makes the ended weeks of every workshop already settled, as the system, once; the others wait for an admin', async () => {
    // A workshop never settled: its first statement, from a week an admin picks, is not the run's to make.
    const unsettled = await as.superAdmin.post('/api/v1/workshops', workshopBody());
    expect(unsettled.statusCode).toBe(201);
    const before = await rowsIn<{ workshop_id: number; latest: string }>(sql`select workshop_id, max(week_start)::text as latest from settlements group by workshop_id order by workshop_id`);
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((row) => row.workshop_id)).not.toContain(unsettled.json<{ id: number }>().id);
    const missing = before.reduce((weeks, row) => weeks + Math.round((Date.parse(LAST_ENDED) - Date.parse(row.latest)) / (7 * 86_400_000)), 0);
    expect(missing).toBeGreaterThan(0);

    expect(await runWeeklySettlements(ctx.database.db, ctx.clock.now())).toBe(missing);
    const after = await rowsIn<{ workshop_id: number; latest: string }>(sql`select workshop_id, max(week_start)::text as latest from settlements group by workshop_id order by workshop_id`);
    expect(after).toEqual(before.map((row) => ({ workshop_id: row.workshop_id, latest: LAST_ENDED })));
    expect((await rowsIn(sql`select id from settlements where workshop_id = ${unsettled.json<{ id: number }>().id}`)).length).toBe(0);
    const made = await rowsIn<{ id: number; workshop_id: number; created_by: number | null }>(sql`select id, workshop_id, created_by from settlements where week_start = ${LAST_ENDED}`);
    expect(made.every((row) => row.created_by === null)).toBe(true);
    const audited = await rowsIn<{ actor_id: number | null }>(sql`select actor_id from audit_events where action = 'settlement.create' and entity_id in (${sql.join(made.map((row) => sql`${row.id}`), sql`, `)})`);
    expect(audited).toHaveLength(made.length);
    expect(audited.every((row) => row.actor_id === null)).toBe(true);
    for (const row of made) {
      const statement: Settlement = (await as.superAdmin.get(`${LIST}/${row.id}`)).json();
      expectStatementMatchesLedger(statement, await ledgerOf(row.id));
    }

    // Again, and in the week still running: nothing more.
    expect(await runWeeklySettlements(ctx.database.db, ctx.clock.now())).toBe(0);
    expect(await runWeeklySettlements(ctx.database.db, new Date('2026-01-18T23:00:00+05:30'))).toBe(0);
  });
});
