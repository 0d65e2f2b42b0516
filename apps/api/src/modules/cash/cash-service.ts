import type { CashDeposit, CashDepositListQuery, CashInHand, CreateCashDepositBody } from '@carcare/contracts';
import { DEFAULT_CASH_DEPOSIT_SORT, formatInr } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import { auditChange } from '../../db/audit-trail';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import type { Db } from '../../db/client';
import { admins, cashDeposits, workers, workshops } from '../../db/schema';
import type { CashDepositRow } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { conflict, notFound, refuseEndBeforeStart } from '../../http/http-error';
import { lookup, renderedColumns } from '../../http/list-page';
import { namedListReads } from '../../http/list-reads';
import type { Actor } from '../admins/admin-service';
import type { AccessScope } from '../scope/access-scope';
import { mayReadWorkshop, scopedWorkshopId, whereAll } from '../scope/access-scope';

export const WORKER_NOT_FOUND = 'Worker not found';

interface HeldRow {
  worker_id: number;
  worker_name: string;
  workshop_id: number;
  workshop_name: string;
  collected: string | number;
  refunded: string | number;
  deposited: string | number;
  held_since: string | Date | null;
}

/**
 * What each worker still holds (DESIGN §8): the cash they took on completion, less the cash they
 * gave back on refunds and what they handed in. Deposits and refunds settle the oldest cash first,
 * so `held_since` is when the oldest payment not yet settled was taken.
 */
export async function cashInHand(db: Executor, scope: AccessScope, query: { workshop_id?: number; include_settled?: 'true' | 'false' }, workerId?: number): Promise<CashInHand[]> {
  const workshopId = scopedWorkshopId(scope, query.workshop_id);
  if (workshopId === null) return [];
  const result = await db.execute(sql`
    with cash as (
      select t.worker_id,
        coalesce(sum(t.amount_paise) filter (where t.kind = 'payment'), 0)::bigint as collected,
        coalesce(sum(t.amount_paise) filter (where t.kind = 'refund'), 0)::bigint as refunded
      from transactions t
      where t.worker_id is not null and t.method = 'cash' and t.status = 'success'
        ${workshopId !== undefined ? sql`and t.workshop_id = ${workshopId}` : sql``}
        ${workerId !== undefined ? sql`and t.worker_id = ${workerId}` : sql``}
      group by t.worker_id
    ),
    deposited as (
      select d.worker_id, sum(d.amount_paise)::bigint as deposited from cash_deposits d
      where d.worker_id in (select worker_id from cash) group by d.worker_id
    )
    select w.id as worker_id, w.name as worker_name, w.workshop_id, ws.name as workshop_name,
      c.collected, c.refunded, coalesce(dp.deposited, 0) as deposited,
      (select p.created_at from (
          select t.created_at, t.id, sum(t.amount_paise) over (order by t.created_at, t.id) as running
          from transactions t
          where t.worker_id = w.id and t.kind = 'payment' and t.method = 'cash' and t.status = 'success'
        ) p
        where p.running > c.refunded + coalesce(dp.deposited, 0)
        order by p.created_at, p.id limit 1) as held_since
    from cash c
    join workers w on w.id = c.worker_id
    join workshops ws on ws.id = w.workshop_id
    left join deposited dp on dp.worker_id = c.worker_id
    order by c.collected - c.refunded - coalesce(dp.deposited, 0) desc, w.name, w.id
  `);
  const rows = (result as unknown as { rows: HeldRow[] }).rows.map(toCashInHand);
  return query.include_settled === 'true' ? rows : rows.filter((row) => row.outstanding_paise > 0);
}

function toCashInHand(row: HeldRow): CashInHand {
  const collected = Number(row.collected);
  const refunded = Number(row.refunded);
  const deposited = Number(row.deposited);
  const outstanding = collected - refunded - deposited;
  return {
    worker: { id: row.worker_id, name: row.worker_name },
    workshop: { id: row.workshop_id, name: row.workshop_name },
    collected_paise: collected,
    refunded_paise: refunded,
    deposited_paise: deposited,
    outstanding_paise: outstanding,
    held_since: outstanding > 0 && row.held_since !== null ? new Date(row.held_since).toISOString() : null,
  };
}

/**
 * Records cash a worker handed in. The worker's row is locked, so two deposits for one worker are
 * checked one after the other and together never exceed what the worker held.
 */
export async function recordDeposit(db: Db, scope: AccessScope, body: CreateCashDepositBody & { note: string }, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [worker] = await tx.select({ id: workers.id, name: workers.name, workshopId: workers.workshopId }).from(workers).where(eq(workers.id, body.worker_id)).for('update');
    if (!worker || !mayReadWorkshop(scope, worker.workshopId)) throw notFound(WORKER_NOT_FOUND);
    const [held] = await cashInHand(tx, scope, { workshop_id: worker.workshopId, include_settled: 'true' }, worker.id);
    const outstanding = held?.outstanding_paise ?? 0;
    if (body.amount_paise > outstanding) {
      throw conflict('DEPOSIT_TOO_LARGE', outstanding > 0 ? `${worker.name} holds ${formatInr(outstanding)}; a deposit cannot be more` : `${worker.name} holds no cash`);
    }
    const [created] = await tx
      .insert(cashDeposits)
      .values({ workshopId: worker.workshopId, workerId: worker.id, amountPaise: body.amount_paise, note: body.note, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: cashDeposits.id });
    await auditChange(tx, { actor, now, action: 'cash.deposit', entity: 'worker', entityId: worker.id, changes: { depositId: created!.id, amountPaise: body.amount_paise } });
    return created!.id;
  });
}

export type CashDepositFilters = Omit<CashDepositListQuery, 'page' | 'page_size' | 'sort' | 'cursor'>;

export function cashDepositListWhere(scope: AccessScope, query: CashDepositFilters): SQL | undefined {
  const workshopId = scopedWorkshopId(scope, query.workshop_id);
  if (workshopId === null) return sql`false`;
  refuseEndBeforeStart(query);
  return whereAll(
    workshopId !== undefined ? eq(cashDeposits.workshopId, workshopId) : undefined,
    query.worker_id !== undefined ? eq(cashDeposits.workerId, query.worker_id) : undefined,
    query.from ? sql`${cashDeposits.createdAt} >= ${startOfIndiaDate(query.from).toISOString()}` : undefined,
    query.to ? sql`${cashDeposits.createdAt} < ${startOfIndiaDate(addDays(query.to, 1)).toISOString()}` : undefined,
  );
}

const selection = {
  deposit: renderedColumns(cashDeposits),
  workerName: lookup<string>(workers.name, workers.id, cashDeposits.workerId),
  workshopName: lookup<string>(workshops.name, workshops.id, cashDeposits.workshopId),
  creatorName: lookup<string | null>(admins.name, admins.id, cashDeposits.createdBy),
};

function toDeposit(row: { deposit: CashDepositRow; workerName: string; workshopName: string; creatorName: string | null }): CashDeposit {
  const d = row.deposit;
  return {
    id: d.id,
    worker: { id: d.workerId, name: row.workerName },
    workshop: { id: d.workshopId, name: row.workshopName },
    amount_paise: d.amountPaise,
    note: d.note,
    created_by: d.createdBy !== null ? { id: d.createdBy, name: row.creatorName ?? '' } : null,
    created_at: d.createdAt.toISOString(),
  };
}

export const { cursorSource: cashDepositCursorSource, byIds: selectCashDepositsByIds } = namedListReads({
  name: 'cash-deposits',
  id: cashDeposits.id,
  sorts: { created_at: cashDeposits.createdAt, amount_paise: cashDeposits.amountPaise },
  defaultSort: DEFAULT_CASH_DEPOSIT_SORT,
  withNames: (db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) => db.select({ ...selection, cursorKey }).from(cashDeposits).$dynamic(),
  toRow: toDeposit,
});

export async function findDeposit(db: Executor, id: number): Promise<CashDeposit | null> {
  const [row] = await db.select(selection).from(cashDeposits).where(and(eq(cashDeposits.id, id)));
  return row ? toDeposit(row) : null;
}
