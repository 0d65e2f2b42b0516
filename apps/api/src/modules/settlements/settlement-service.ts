import type { CreateSettlementBody, PaySettlementBody } from '@carcare/contracts';
import { DB_INTEGER_MAX, formatInr, weekEndOf } from '@carcare/contracts';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { auditChange } from '../../db/audit-trail';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import type { Db } from '../../db/client';
import { settlements, transactions, workshops } from '../../db/schema';
import type { Executor, Tx } from '../../db/transaction';
import { expectVersion, lockRow, updateVersioned } from '../../db/versioned-write';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';

export const SETTLEMENT_NOT_FOUND = 'Settlement not found';

/**
 * The week's statement of a workshop, made once (DESIGN §8): asking again for the same week answers
 * the statement already made, whatever changed since. Returns it and whether it was made now.
 *
 * It counts the workshop's successful payments and refunds that no statement counts yet, up to the
 * end of the week, from the week of the workshop's first statement on: a refund recorded after its
 * payment's week was settled lands in the next statement made. Each line carries its commission at
 * the rate of its own India date, rounded on its own (commissionOf), and the statement adds them.
 * A negative figure of the previous statement, not paid and not carried yet, is carried in.
 *
 * The workshop's row is locked first, so two requests for its statements run one after the other:
 * the second finds the first's statement, or counts only what the first left.
 */
export async function createSettlement(db: Db, body: CreateSettlementBody, actor: Actor, now: Date): Promise<{ id: number; created: boolean }> {
  return db.transaction((tx) => createSettlementIn(tx, body, actor, now));
}

/** createSettlement, in the caller's transaction (the demo seed makes its statements in its own). */
export async function createSettlementIn(tx: Tx, body: CreateSettlementBody, actor: Actor, now: Date): Promise<{ id: number; created: boolean }> {
  const [workshop] = await tx.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, body.workshop_id)).for('update');
  if (!workshop) throw notFound('Workshop not found');
  const [existing] = await tx
    .select({ id: settlements.id })
    .from(settlements)
    .where(and(eq(settlements.workshopId, workshop.id), eq(settlements.weekStart, body.week_start)));
  if (existing) return { id: existing.id, created: false };

  const weekEnd = startOfIndiaDate(addDays(body.week_start, 7));
  if (weekEnd.getTime() > now.getTime()) {
    throw conflict('WEEK_NOT_ENDED', `The week of ${body.week_start} to ${weekEndOf(body.week_start)} has not ended yet; its statement is made once it has`);
  }
  const [later] = await tx
    .select({ weekStart: settlements.weekStart })
    .from(settlements)
    .where(and(eq(settlements.workshopId, workshop.id), gt(settlements.weekStart, body.week_start)))
    .orderBy(desc(settlements.weekStart))
    .limit(1);
  if (later) throw conflict('CONFLICT', `The week of ${later.weekStart} is already settled; an earlier week's payments and refunds are in it`);

  const [first] = await tx
    .select({ weekStart: sql<string>`min(${settlements.weekStart})::text` })
    .from(settlements)
    .where(eq(settlements.workshopId, workshop.id));
  const countFrom = startOfIndiaDate(first?.weekStart ?? body.week_start);

  const [previous] = await tx
    .select()
    .from(settlements)
    .where(and(eq(settlements.workshopId, workshop.id), lt(settlements.weekStart, body.week_start)))
    .orderBy(desc(settlements.weekStart))
    .limit(1);
  const carries = previous !== undefined && previous.status === 'open' && previous.payablePaise <= 0;
  const carriedIn = carries ? previous.payablePaise : 0;

  const id = await insertStatement(tx, {
    workshopId: workshop.id,
    weekStart: body.week_start,
    countFrom,
    countTo: weekEnd,
    carriedInPaise: carriedIn,
    carriedFromId: carries ? previous.id : null,
    createdBy: actor.id,
    now,
  });
  if (carries) await updateVersioned(tx, settlements, { id: previous.id }, { status: 'carried' }, now);
  await auditChange(tx, { actor, now, action: 'settlement.create', entity: 'settlement', entityId: id, changes: { workshopId: workshop.id, weekStart: body.week_start } });
  return { id, created: true };
}

interface StatementInput {
  workshopId: number;
  weekStart: string;
  countFrom: Date;
  countTo: Date;
  carriedInPaise: number;
  carriedFromId: number | null;
  createdBy: number | null;
  now: Date;
}

/**
 * One statement: its lines chosen, their commission computed, the figures added and written, and
 * the lines marked as counted, in one statement, so the figures are exactly those of the lines
 * marked. The commission rate of a line is the workshop's latest rate in effect on its India date
 * (none: 0).
 */
async function insertStatement(tx: Executor, input: StatementInput): Promise<number> {
  const result = await tx.execute(sql`
    with lines as (
      select t.id, t.kind, t.method, t.amount_paise,
        (case when t.kind = 'refund' then -1 else 1 end) * floor((t.amount_paise::bigint * coalesce((
          select cr.rate_basis_points from commission_rates cr
          where cr.workshop_id = t.workshop_id and cr.effective_from <= (t.created_at at time zone 'Asia/Kolkata')::date
          order by cr.effective_from desc limit 1
        ), 0) + 5000) / 10000)::int as commission
      from transactions t
      where t.workshop_id = ${input.workshopId} and t.kind in ('payment', 'refund') and t.status = 'success'
        and t.settlement_id is null and t.created_at >= ${input.countFrom.toISOString()} and t.created_at < ${input.countTo.toISOString()}
      for update of t
    ),
    figures as (
      select
        coalesce(sum(amount_paise) filter (where kind = 'payment' and method <> 'cash'), 0)::bigint as online,
        coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'cash'), 0)::bigint as cash,
        coalesce(sum(amount_paise) filter (where kind = 'refund'), 0)::bigint as refunds,
        coalesce(sum(amount_paise) filter (where kind = 'refund' and method = 'cash'), 0)::bigint as cash_refunds,
        coalesce(sum(commission), 0)::bigint as commission,
        count(*)::int as line_count
      from lines
    ),
    statement as (
      insert into settlements (workshop_id, week_start, status, online_payments_paise, cash_payments_paise, refunds_paise,
        commission_paise, cash_held_paise, carried_in_paise, payable_paise, line_count, carried_from_id, created_by, created_at, updated_at)
      select ${input.workshopId}, ${input.weekStart}, 'open', online, cash, refunds, commission, cash - cash_refunds, ${input.carriedInPaise}::bigint,
        online + cash - refunds - commission - (cash - cash_refunds) + ${input.carriedInPaise}::bigint, line_count, ${input.carriedFromId}::int,
        ${input.createdBy}::int, ${input.now.toISOString()}, ${input.now.toISOString()}
      from figures
      returning id
    ),
    counted as (
      update transactions t set settlement_id = statement.id, commission_paise = lines.commission
      from lines, statement where t.id = lines.id
      returning t.id
    )
    select statement.id, (select count(*) from counted)::int as counted from statement
  `);
  const row = (result as unknown as { rows: { id: number }[] }).rows[0];
  return Number(row!.id);
}

/**
 * Pays a statement (DESIGN §8): records the payout transaction with the bank's UTR and marks the
 * statement paid. Only an open statement that owes the workshop something can be paid; a paid one
 * never changes, so a second payment is refused whatever its UTR.
 */
export async function paySettlement(db: Db, id: number, body: PaySettlementBody & { utr: string }, actor: Actor, now: Date): Promise<void> {
  await db.transaction((tx) => paySettlementIn(tx, id, body, actor, now));
}

export async function paySettlementIn(tx: Tx, id: number, body: PaySettlementBody & { utr: string }, actor: Actor, now: Date): Promise<void> {
  const statement = await lockRow(tx, settlements, { id, notFound: SETTLEMENT_NOT_FOUND });
  if (statement.status === 'paid') throw conflict('INVALID_TRANSITION', `This statement was already paid (UTR ${statement.utr ?? ''})`);
  if (statement.status === 'carried') throw conflict('INVALID_TRANSITION', 'This statement was carried into the next week; it cannot be paid');
  if (statement.payablePaise <= 0) {
    throw conflict('NOTHING_TO_PAY', statement.payablePaise === 0 ? 'Nothing is payable for this week' : `The workshop owes ${formatInr(-statement.payablePaise)} for this week; it is carried into the next statement`);
  }
  // A payout is one transaction, whose amount column holds at most this.
  if (statement.payablePaise > DB_INTEGER_MAX) {
    throw conflict('CONFLICT', `One payout records at most ${formatInr(DB_INTEGER_MAX)}; ${formatInr(statement.payablePaise)} is payable for this week`);
  }
  expectVersion(statement.version, body.version);
  const [used] = await tx.select({ id: settlements.id }).from(settlements).where(eq(settlements.utr, body.utr));
  if (used) throw conflict('DUPLICATE', `UTR ${body.utr} is already recorded for another payment`);

  const [payout] = await tx
    .insert(transactions)
    .values({
      workshopId: statement.workshopId,
      kind: 'payout',
      method: 'netbanking',
      amountPaise: statement.payablePaise,
      status: 'success',
      gatewayRef: body.utr,
      note: `Settlement of the week ${statement.weekStart} to ${weekEndOf(statement.weekStart)}`,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  try {
    await updateVersioned(tx, settlements, { id, version: body.version }, { status: 'paid', payoutTransactionId: payout!.id, utr: body.utr, paidAt: now, paidBy: actor.id }, now);
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'settlements_utr_key') throw conflict('DUPLICATE', `UTR ${body.utr} is already recorded for another payment`);
    throw error;
  }
  await auditChange(tx, { actor, now, action: 'settlement.pay', entity: 'settlement', entityId: id, changes: { utr: body.utr, payoutTransactionId: payout!.id, amountPaise: statement.payablePaise } });
}

