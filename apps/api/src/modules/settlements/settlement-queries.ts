import type { Settlement, SettlementLine, SettlementListQuery } from '@carcare/contracts';
import { DEFAULT_SETTLEMENT_SORT, transactionCode, weekEndOf } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { eq, gte, lte, sql } from 'drizzle-orm';
import { admins, serviceRequests, settlements, transactions, workshops } from '../../db/schema';
import type { SettlementRow, TransactionRow } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { refuseEndBeforeStart } from '../../http/http-error';
import { lookup, renderedColumns } from '../../http/list-page';
import { namedListReads } from '../../http/list-reads';
import type { AccessScope } from '../scope/access-scope';
import { ownedByScopedWorkshop, whereAll } from '../scope/access-scope';

/** Statements: the super admin's of every workshop, a workshop admin's of its own (DESIGN §8). */
export function settlementScope(scope: AccessScope): SQL | undefined {
  return ownedByScopedWorkshop(settlements.workshopId, scope);
}

export type SettlementListFilters = Omit<SettlementListQuery, 'page' | 'page_size' | 'sort' | 'cursor'>;

export function settlementListWhere(scope: AccessScope, query: SettlementListFilters): SQL | undefined {
  return whereAll(
    settlementScope(scope),
    query.workshop_id !== undefined ? eq(settlements.workshopId, query.workshop_id) : undefined,
    query.status ? eq(settlements.status, query.status) : undefined,
    query.from ? gte(settlements.weekStart, query.from) : undefined,
    query.to ? lte(settlements.weekStart, query.to) : undefined,
  );
}

export function checkedSettlementFilters<T extends SettlementListFilters>(query: T): T {
  refuseEndBeforeStart(query);
  return query;
}

const carried = sql.identifier('carried');

const selection = {
  settlement: renderedColumns(settlements),
  workshopName: lookup<string>(workshops.name, workshops.id, settlements.workshopId),
  paidByName: lookup<string | null>(admins.name, admins.id, settlements.paidBy),
  carriedFromWeek: sql<string | null>`(select ${carried}.week_start::text from ${settlements} ${carried} where ${carried}.id = ${sql.raw('"settlements"."carried_from_id"')})`,
};

interface SettlementSelection {
  settlement: SettlementRow;
  workshopName: string;
  paidByName: string | null;
  carriedFromWeek: string | null;
}

function toSettlement(row: SettlementSelection): Settlement {
  const s = row.settlement;
  return {
    id: s.id,
    workshop: { id: s.workshopId, name: row.workshopName },
    week_start: s.weekStart,
    week_end: weekEndOf(s.weekStart),
    status: s.status as Settlement['status'],
    online_payments_paise: s.onlinePaymentsPaise,
    cash_payments_paise: s.cashPaymentsPaise,
    refunds_paise: s.refundsPaise,
    commission_paise: s.commissionPaise,
    cash_held_paise: s.cashHeldPaise,
    carried_in_paise: s.carriedInPaise,
    payable_paise: s.payablePaise,
    line_count: s.lineCount,
    carried_from: s.carriedFromId !== null ? { id: s.carriedFromId, week_start: row.carriedFromWeek ?? '' } : null,
    payout_transaction_id: s.payoutTransactionId,
    utr: s.utr,
    paid_at: s.paidAt?.toISOString() ?? null,
    paid_by: s.paidBy !== null ? { id: s.paidBy, name: row.paidByName ?? '' } : null,
    created_at: s.createdAt.toISOString(),
    version: s.version,
  };
}

function withNames(db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) {
  return db.select({ ...selection, cursorKey }).from(settlements).$dynamic();
}

export const { cursorSource: settlementCursorSource } = namedListReads({
  name: 'settlements',
  id: settlements.id,
  sorts: { week_start: settlements.weekStart, payable_paise: settlements.payablePaise },
  defaultSort: DEFAULT_SETTLEMENT_SORT,
  withNames,
  toRow: toSettlement,
});

export async function findSettlement(db: Executor, scope: AccessScope, id: number): Promise<Settlement | null> {
  const [row] = await withNames(db).where(whereAll(eq(settlements.id, id), settlementScope(scope))).limit(1);
  return row ? toSettlement(row) : null;
}

const lineSelection = {
  line: renderedColumns(transactions),
  requestCode: lookup<string | null>(serviceRequests.code, serviceRequests.id, transactions.requestId),
};

function toLine(row: { line: TransactionRow; requestCode: string | null }): SettlementLine {
  const t = row.line;
  return {
    id: t.id,
    code: transactionCode(t.id),
    created_at: t.createdAt.toISOString(),
    kind: t.kind as SettlementLine['kind'],
    method: t.method as SettlementLine['method'],
    amount_paise: t.amountPaise,
    commission_paise: t.commissionPaise ?? 0,
    request: t.requestId !== null ? { id: t.requestId, code: row.requestCode ?? '' } : null,
  };
}

/** A statement's lines: the payments and refunds it counts, oldest first. */
export const { cursorSource: settlementLineCursorSource, select: selectSettlementLines } = namedListReads({
  name: 'settlement-lines',
  id: transactions.id,
  sorts: { created_at: transactions.createdAt },
  defaultSort: 'created_at',
  withNames: (db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) => db.select({ ...lineSelection, cursorKey }).from(transactions).$dynamic(),
  toRow: toLine,
});

export function settlementLinesWhere(settlementId: number): SQL {
  return eq(transactions.settlementId, settlementId);
}
