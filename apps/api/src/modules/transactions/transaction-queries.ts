import type { Transaction, TransactionDetails, TransactionListQuery, TransactionTotals } from '@carcare/contracts';
import { DEFAULT_TRANSACTION_SORT, refundableAmount, requestCode, transactionCode } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import { admins, serviceRequests, transactions, workshops } from '../../db/schema';
import { refuseEndBeforeStart } from '../../http/http-error';
import type { Executor } from '../../db/transaction';
import { lookup, qualified, renderedColumns } from '../../http/list-page';
import { namedListReads } from '../../http/list-reads';
import type { AccessScope } from '../scope/access-scope';
import { transactionScope, whereAll } from '../scope/access-scope';

const SORTS = {
  created_at: transactions.createdAt,
  amount_paise: transactions.amountPaise,
};
const ORDER = { id: transactions.id, sorts: SORTS, defaultSort: DEFAULT_TRANSACTION_SORT };

export type TransactionListFilters = Omit<TransactionListQuery, 'page' | 'page_size' | 'sort'>;

const TX_CODE_SEARCH = /^TX-?(\d{1,9})$/i;
const REQUEST_CODE_SEARCH = /^SR-?(\d{1,9})$/i;

/** `text%` for LIKE, with the caller's % and _ taken literally. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search box: a transaction code, a request code (exact, or a prefix such as "SR-0001") or a
 * gateway reference (exact or a prefix, as copied from the gateway's dashboard). Request codes go
 * through service_requests' unique code index, then transactions' request index.
 */
function searchCondition(text: string): SQL | undefined {
  const q = text.trim();
  if (q === '') return undefined;
  const conditions: SQL[] = [eq(transactions.gatewayRef, q), like(transactions.gatewayRef, prefixPattern(q))];
  const txCode = TX_CODE_SEARCH.exec(q);
  if (txCode) conditions.push(eq(transactions.id, Number(txCode[1])));
  const requestMatch = REQUEST_CODE_SEARCH.exec(q);
  if (requestMatch) {
    const digits = requestMatch[1]!;
    const codes = [eq(serviceRequests.code, requestCode(Number(digits)))];
    if (digits.length < 6) codes.push(like(serviceRequests.code, `SR-${digits}%`));
    conditions.push(inArray(transactions.requestId, sql`(select ${serviceRequests.id} from ${serviceRequests} where ${or(...codes)})`));
  }
  return or(...conditions);
}

/** The filters of the list, its CSV and its totals; only transactions columns, so counts and sums need no join. */
export function transactionListWhere(query: TransactionListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.kind) conditions.push(eq(transactions.kind, query.kind));
  if (query.method) conditions.push(eq(transactions.method, query.method));
  if (query.status) conditions.push(eq(transactions.status, query.status));
  if (query.from) conditions.push(sql`${transactions.createdAt} >= ${startOfIndiaDate(query.from).toISOString()}`);
  if (query.to) conditions.push(sql`${transactions.createdAt} < ${startOfIndiaDate(addDays(query.to, 1)).toISOString()}`);
  if (query.workshop_id !== undefined) conditions.push(eq(transactions.workshopId, query.workshop_id));
  if (query.q) conditions.push(searchCondition(query.q));
  return whereAll(...conditions);
}

const refund = alias(transactions, 'refund');

/** A payment's successful refunds, summed through the refund_of index. */
const refundedPaise = sql<number>`coalesce((select sum(${refund.amountPaise}) from ${transactions} ${sql.identifier('refund')} where ${refund.refundOfId} = ${qualified(transactions.id)} and ${refund.kind} = 'refund' and ${refund.status} = 'success'), 0)::bigint`;

/**
 * The names beside a transaction are read by scalar subqueries (one primary-key lookup each per row
 * of the page) rather than joins: the answer is the same, but PostgreSQL plans two relations
 * instead of five, which cost it more than running the whole page.
 */
const selection = {
  transaction: renderedColumns(transactions),
  requestCode: lookup<string | null>(serviceRequests.code, serviceRequests.id, transactions.requestId),
  workshopName: lookup<string>(workshops.name, workshops.id, transactions.workshopId),
  creatorName: lookup<string | null>(admins.name, admins.id, transactions.createdBy),
  refundedPaise,
};

interface TransactionSelection {
  transaction: typeof transactions.$inferSelect;
  requestCode: string | null;
  workshopName: string;
  creatorName: string | null;
  refundedPaise: number | string;
}

function toTransaction(row: TransactionSelection): Transaction {
  const t = row.transaction;
  const refunded = t.kind === 'payment' ? Number(row.refundedPaise) : 0;
  return {
    id: t.id,
    code: transactionCode(t.id),
    request: t.requestId !== null ? { id: t.requestId, code: row.requestCode ?? requestCode(t.requestId) } : null,
    workshop: { id: t.workshopId, name: row.workshopName },
    kind: t.kind as Transaction['kind'],
    method: t.method as Transaction['method'],
    amount_paise: t.amountPaise,
    status: t.status as Transaction['status'],
    gateway_ref: t.gatewayRef,
    note: t.note,
    refund_of_id: t.refundOfId,
    refunded_paise: refunded,
    refundable_paise: t.kind === 'payment' && t.status === 'success' ? refundableAmount(t.amountPaise, refunded) : 0,
    created_by: t.createdBy !== null ? { id: t.createdBy, name: row.creatorName ?? '' } : null,
    created_at: t.createdAt.toISOString(),
    version: t.version,
  };
}

/** `cursorKey` selects a cursor page's sort value beside each row (cursorPage); other reads leave it null. */
function withNames(db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) {
  return db.select({ ...selection, cursorKey }).from(transactions).$dynamic();
}

/** Its page query (for the plan tests), pages, cursor source, an export's positions and the rows of given ids. */
export const { pageQuery: transactionPageQuery, select: selectTransactions, cursorSource: transactionCursorSource, positionsQuery: transactionPositionsQuery, positions: selectTransactionPositions, byIdsByPosition: selectTransactionsByIds } = namedListReads({ name: 'transactions', ...ORDER, withNames, toRow: toTransaction });

/** The list's, its CSV's and its totals' condition: the caller's scope (a workshop admin's own workshop) and the filters. */
export function scopedTransactionWhere(scope: AccessScope, query: TransactionListFilters): SQL | undefined {
  return whereAll(transactionScope(scope), transactionListWhere(query));
}

/** Successful payments and refunds of the filter, summed in one pass. */
export async function sumTransactions(db: Executor, where: SQL | undefined): Promise<TransactionTotals> {
  const [row] = await db
    .select({
      payments: sql<string>`coalesce(sum(${transactions.amountPaise}) filter (where ${transactions.kind} = 'payment'), 0)::bigint`,
      refunds: sql<string>`coalesce(sum(${transactions.amountPaise}) filter (where ${transactions.kind} = 'refund'), 0)::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(transactions)
    .where(and(where, eq(transactions.status, 'success')));
  const payments = Number(row?.payments ?? 0);
  const refunds = Number(row?.refunds ?? 0);
  return { payments_paise: payments, refunds_paise: refunds, net_paise: payments - refunds, count: Number(row?.count ?? 0) };
}

export async function findTransaction(db: Executor, scope: AccessScope, id: number): Promise<Transaction | null> {
  const [row] = await withNames(db).where(whereAll(eq(transactions.id, id), transactionScope(scope))).limit(1);
  return row ? toTransaction(row) : null;
}

/**
 * A payment with its refunds (every status, oldest first), or a refund with the payment it refunds;
 * null outside the caller's scope (another workshop's is not found). A refund is of its payment's
 * workshop, so what it links to is in the same scope.
 */
export async function findTransactionDetails(db: Executor, scope: AccessScope, id: number): Promise<TransactionDetails | null> {
  const transaction = await findTransaction(db, scope, id);
  if (!transaction) return null;
  if (transaction.kind === 'refund') {
    const parent = transaction.refund_of_id !== null ? await findTransaction(db, scope, transaction.refund_of_id) : null;
    return { ...transaction, refunds: [], refund_of: parent };
  }
  const refunds =
    transaction.kind === 'payment'
      ? (
          await withNames(db)
            .where(whereAll(eq(transactions.refundOfId, id), eq(transactions.kind, 'refund')))
            .orderBy(asc(transactions.createdAt), asc(transactions.id))
        ).map(toTransaction)
      : [];
  return { ...transaction, refunds, refund_of: null };
}

/** The list's filters, refused when the dates are the wrong way round. */
export function checkedTransactionFilters<T extends TransactionListFilters>(query: T): T {
  refuseEndBeforeStart(query);
  return query;
}
