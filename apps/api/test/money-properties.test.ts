import { commissionOf, mondayOf, payableOf } from '@carcare/contracts';
import fc from 'fast-check';
import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, indiaDateOf } from '../src/db/calendar';
import { cancellationReasons, serviceRequests, settlements, transactions, workers } from '../src/db/schema';
import { cashInHand, recordDeposit } from '../src/modules/cash/cash-service';
import { applyGatewayEvent } from '../src/modules/payments/webhook-service';
import { transitionRequest } from '../src/modules/requests/request-service';
import { createSettlement } from '../src/modules/settlements/settlement-service';
import { refundPayment } from '../src/modules/transactions/transaction-service';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { rowsOf } from './sql-rows';

let ctx: TestContext;
setUpDemoAdminSuite((context) => {
  ctx = context;
});

const ALL = { kind: 'all' } as const;
const STAFF = { id: 1, ip: null };
/** Workshop 1 has a GSTIN (tax invoices, 10 % then 12.5 % commission); workshop 3 has none (bills of supply). */
const WORKSHOPS = [1, 3] as const;
const SLOTS = 8;

type Op =
  | { kind: 'advance'; minutes: number }
  | { kind: 'cash'; slot: number }
  | { kind: 'online'; slot: number; method: 'upi' | 'card' | 'netbanking' | 'wallet' }
  | { kind: 'refund'; pick: number; percent: number; byGateway: boolean }
  | { kind: 'cancel'; slot: number }
  | { kind: 'deposit'; pick: number; percent: number }
  | { kind: 'settle'; workshop: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 4 * 24 * 60 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cash' as const), slot: fc.nat(SLOTS - 1) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('online' as const), slot: fc.nat(SLOTS - 1), method: fc.constantFrom('upi' as const, 'card' as const, 'netbanking' as const, 'wallet' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }), byGateway: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), slot: fc.nat(SLOTS - 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), workshop: fc.constantFrom(...WORKSHOPS) }) },
);

const rowsIn = <T>(query: SQL) => rowsOf<T>(ctx.database.db, query);

/** Half the slots in progress with a worker (for cash), half pending (for online payment in advance and cancellation), over both workshops. */
async function makeSlots(): Promise<{ id: number; workshopId: number }[]> {
  const db = ctx.database.db;
  const [template] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, R.inProgress));
  const { id: _id, code: _code, ...rest } = template!;
  const [{ max }] = (await rowsIn<{ max: number }>(sql`select max(id) as max from service_requests`)) as [{ max: number }];
  const workerOf = new Map<number, number>();
  for (const workshopId of WORKSHOPS) {
    const [worker] = await db.select({ id: workers.id }).from(workers).where(and(eq(workers.workshopId, workshopId), eq(workers.status, 'active'))).orderBy(workers.id).limit(1);
    workerOf.set(workshopId, worker!.id);
  }
  const rows = Array.from({ length: SLOTS }, (_, i) => {
    const workshopId = WORKSHOPS[i % WORKSHOPS.length]!;
    const inProgress = i < SLOTS / 2;
    return {
      ...rest,
      code: `SR-${String(Number(max) + 5000 + i).padStart(6, '0')}`,
      workshopId,
      societyId: null,
      workerId: inProgress ? workerOf.get(workshopId)! : null,
      status: inProgress ? 'in_progress' : 'pending',
      paymentStatus: 'unpaid',
      amountPaise: 39_900 + i * 12_345,
      version: 1,
    };
  });
  return db.insert(serviceRequests).values(rows).returning({ id: serviceRequests.id, workshopId: serviceRequests.workshopId });
}

/** Runs one sequence; each step may find itself not possible (nothing to refund, a week not ended) and then does nothing. */
async function run(ops: readonly Op[]): Promise<void> {
  const db = ctx.database.db;
  const slots = await makeSlots();
  const [reason] = await db.select({ id: cancellationReasons.id }).from(cancellationReasons).where(eq(cancellationReasons.active, true)).limit(1);
  let now = ctx.clock.now();
  let gatewaySerial = 0;
  const payments: number[] = [];
  const requestOf = async (id: number) => (await db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!;

  for (const step of ops) {
    switch (step.kind) {
      case 'advance':
        now = new Date(now.getTime() + step.minutes * 60_000);
        break;
      case 'cash': {
        const request = await requestOf(slots[step.slot]!.id);
        if (request.status !== 'in_progress' || request.paymentStatus !== 'unpaid') break;
        await transitionRequest(db, ALL, request.id, request.version, { action: 'complete', cashPaymentPaise: request.amountPaise }, STAFF, now);
        payments.push((await db.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.requestId, request.id), eq(transactions.kind, 'payment'))))[0]!.id);
        break;
      }
      case 'online': {
        const request = await requestOf(slots[step.slot]!.id);
        if (request.paymentStatus !== 'unpaid' || request.status === 'cancelled') break;
        const id = `pay_PROP${++gatewaySerial}`;
        const result = await applyGatewayEvent(db, { event: 'payment.captured', payload: { payment: { entity: { id, amount: request.amountPaise, currency: 'INR', method: step.method, notes: { request_code: request.code } } } } }, now);
        expect(result.status).toBe('applied');
        payments.push(result.transaction_id!);
        break;
      }
      case 'refund': {
        if (payments.length === 0) break;
        const [payment] = await db.select().from(transactions).where(eq(transactions.id, payments[step.pick % payments.length]!));
        const [{ refunded }] = (await rowsIn<{ refunded: number }>(sql`select coalesce(sum(amount_paise), 0)::int as refunded from transactions where refund_of_id = ${payment!.id} and status = 'success'`)) as [{ refunded: number }];
        const left = payment!.amountPaise - refunded;
        if (left <= 0) break;
        const amount = Math.max(1, Math.floor((left * step.percent) / 100));
        if (step.byGateway && payment!.gatewayRef) {
          const result = await applyGatewayEvent(db, { event: 'refund.processed', payload: { refund: { entity: { id: `rfnd_PROP${++gatewaySerial}`, payment_id: payment!.gatewayRef, amount } } } }, now);
          expect(result.status).toBe('applied');
        } else {
          await refundPayment(db, payment!.id, { amount_paise: amount, note: 'Property test refund', version: payment!.version }, STAFF, now);
        }
        break;
      }
      case 'cancel': {
        const request = await requestOf(slots[step.slot]!.id);
        if (request.status !== 'pending') break;
        await transitionRequest(db, ALL, request.id, request.version, { action: 'cancel', reasonId: reason!.id, note: 'Customer changed plans' }, STAFF, now);
        break;
      }
      case 'deposit': {
        const holders = (await cashInHand(db, ALL, {})).filter((row) => WORKSHOPS.includes(row.workshop.id as (typeof WORKSHOPS)[number]));
        if (holders.length === 0) break;
        const holder = holders[step.pick % holders.length]!;
        const amount = Math.max(1, Math.floor((holder.outstanding_paise * step.percent) / 100));
        await recordDeposit(db, ALL, { worker_id: holder.worker.id, amount_paise: amount, note: '' }, STAFF, now);
        break;
      }
      case 'settle': {
        const week = addDays(mondayOf(indiaDateOf(now)), -7);
        const [latest] = await rowsIn<{ week: string | null }>(sql`select max(week_start)::text as week from settlements where workshop_id = ${step.workshop}`);
        if (latest?.week && latest.week >= week) break;
        await createSettlement(db, { workshop_id: step.workshop, week_start: week }, STAFF, now);
        break;
      }
    }
  }
}

/** Every statement is the sum of the lines it marked; payable follows; a carried figure is its predecessor's; nothing due is left out. */
async function expectStatementsEqualLedger(): Promise<void> {
  const statements = await ctx.database.db.select().from(settlements).orderBy(settlements.workshopId, settlements.weekStart);
  for (const s of statements) {
    const [ledger] = await rowsIn<Record<string, number>>(sql`
      select
        coalesce(sum(amount_paise) filter (where kind = 'payment' and method <> 'cash'), 0)::int as online,
        coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'cash'), 0)::int as cash,
        coalesce(sum(amount_paise) filter (where kind = 'refund'), 0)::int as refunds,
        coalesce(sum(amount_paise) filter (where kind = 'refund' and method = 'cash'), 0)::int as cash_refunds,
        coalesce(sum(commission_paise), 0)::int as commission,
        count(*)::int as lines,
        count(*) filter (where status <> 'success' or kind not in ('payment', 'refund') or workshop_id <> ${s.workshopId})::int as foreign_lines
      from transactions where settlement_id = ${s.id}`);
    expect(ledger).toMatchObject({ online: s.onlinePaymentsPaise, cash: s.cashPaymentsPaise, refunds: s.refundsPaise, commission: s.commissionPaise, lines: s.lineCount, foreign_lines: 0 });
    expect(s.cashHeldPaise).toBe(ledger!.cash! - ledger!.cash_refunds!);
    expect(s.payablePaise).toBe(payableOf({ online_payments_paise: s.onlinePaymentsPaise, cash_payments_paise: s.cashPaymentsPaise, refunds_paise: s.refundsPaise, commission_paise: s.commissionPaise, cash_held_paise: s.cashHeldPaise, carried_in_paise: s.carriedInPaise }));
    if (s.carriedFromId !== null) {
      const from = statements.find((other) => other.id === s.carriedFromId)!;
      expect(from.status).toBe('carried');
      expect(s.carriedInPaise).toBe(from.payablePaise);
    }
  }
  // Each line's commission is its amount at the rate of its India date, a refund's given back.
  const wrong = await rowsIn<{ id: number }>(sql`
    select t.id from transactions t
    where t.settlement_id is not null and t.commission_paise <> (case when t.kind = 'refund' then -1 else 1 end) * floor((t.amount_paise::bigint * coalesce((
      select rate_basis_points from commission_rates cr where cr.workshop_id = t.workshop_id and cr.effective_from <= (t.created_at at time zone 'Asia/Kolkata')::date
      order by cr.effective_from desc limit 1), 0) + 5000) / 10000)`);
  expect(wrong).toEqual([]);
  expect(commissionOf(39_900, 1250)).toBe(4_988);
  // Nothing due is left out: every payment and refund up to the end of a workshop's last settled week, from its first, is counted.
  const missed = await rowsIn<{ id: number }>(sql`
    select t.id from transactions t
    join (select workshop_id, min(week_start) as first, max(week_start) as last from settlements group by workshop_id) w on w.workshop_id = t.workshop_id
    where t.status = 'success' and t.kind in ('payment', 'refund') and t.settlement_id is null
      and t.created_at >= (w.first::timestamp at time zone 'Asia/Kolkata') and t.created_at < ((w.last + 7)::timestamp at time zone 'Asia/Kolkata')`);
  expect(missed).toEqual([]);
}

/** One document per successful payment and refund of a request, adding up to it; every series numbered 1..n with its last number n. */
async function expectDocumentsEqualLedger(): Promise<void> {
  const undocumented = await rowsIn<{ id: number }>(sql`
    select t.id from transactions t left join invoices i on i.transaction_id = t.id
    where t.status = 'success' and t.kind in ('payment', 'refund') and t.request_id is not null and (i.id is null or i.total_paise <> t.amount_paise)`);
  expect(undocumented).toEqual([]);
  const [sums] = await rowsIn<{ ledger: number; documents: number; parts: number }>(sql`
    select
      (select coalesce(sum(case when kind = 'refund' then -amount_paise else amount_paise end), 0) from transactions where status = 'success' and kind in ('payment', 'refund') and request_id is not null)::bigint as ledger,
      (select coalesce(sum(case when kind = 'credit_note' then -total_paise else total_paise end), 0) from invoices)::bigint as documents,
      (select coalesce(sum(case when kind = 'credit_note' then -1 else 1 end * (taxable_paise + cgst_paise + sgst_paise + igst_paise)), 0) from invoices)::bigint as parts`);
  expect(Number(sums!.documents)).toBe(Number(sums!.ledger));
  expect(Number(sums!.parts)).toBe(Number(sums!.ledger));
  const series = await rowsIn<{ workshop_id: number; kind: string; financial_year: string; n: number; min: number; max: number; distinct_seq: number; last_number: number | null }>(sql`
    select i.workshop_id, i.kind, i.financial_year, count(*)::int as n, min(i.seq) as min, max(i.seq) as max, count(distinct i.seq)::int as distinct_seq,
      (select last_number from document_series d where d.workshop_id = i.workshop_id and d.kind = i.kind and d.financial_year = i.financial_year) as last_number
    from invoices i group by i.workshop_id, i.kind, i.financial_year`);
  for (const s of series) expect({ min: s.min, max: s.max, distinct: s.distinct_seq, last: s.last_number }).toEqual({ min: 1, max: s.n, distinct: s.n, last: s.n });
}

/** No worker holds a negative sum, and what each holds is their cash less cash refunds and deposits. */
async function expectCashAddsUp(): Promise<void> {
  const rows = await cashInHand(ctx.database.db, ALL, { include_settled: 'true' });
  for (const row of rows) {
    expect(row.outstanding_paise).toBeGreaterThanOrEqual(0);
    expect(row.outstanding_paise).toBe(row.collected_paise - row.refunded_paise - row.deposited_paise);
  }
}

describe('money under random sequences (property-based)', () => {
  it('keeps statements equal to the ledger, documents’ sums equal to it, every series gapless and every worker’s cash whole', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        await ctx.reset();
        await run(ops);
        await expectStatementsEqualLedger();
        await expectDocumentsEqualLedger();
        await expectCashAddsUp();
      }),
      { numRuns: Number(process.env.MONEY_PROPERTY_RUNS ?? 12), seed: process.env.MONEY_PROPERTY_SEED ? Number(process.env.MONEY_PROPERTY_SEED) : undefined },
    );
  }, 240_000);
});
