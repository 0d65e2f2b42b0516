import type { Placeholder, SQL } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { SelectQuery } from '../db/select-rows';
import { selectPageRows } from '../db/select-rows';
import type { Executor } from '../db/transaction';
import type { KeysetPosition } from './keyset';
import { idsIn, keysetOrder } from './keyset';
import type { SortExpression } from './list-page';
import { countField, countOf, countRows } from './list-page';

/** How a list is ordered: its allowed sorts, the default one, and its table's id (every order's tie-breaker). */
export interface ListOrder {
  id: PgColumn;
  sorts: Readonly<Record<string, SortExpression>>;
  defaultSort: string;
  /** The joins its sorts and filters read, added to a select from the list's own table. */
  joins?: (query: PgSelect) => PgSelect;
}

/**
 * Positions of the rows matching `where`, in the list's order, after `after`: an export's next
 * page, one index range read. The query itself, for the plan tests.
 */
export function positionsQuery(db: Executor, list: ListOrder, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number) {
  const order = keysetOrder(sort, list.sorts, list.defaultSort, list.id);
  const from = db.select({ id: list.id, key: order.key }).from(list.id.table).$dynamic();
  const joined = (list.joins ? list.joins(from) : from) as typeof from;
  return joined
    .where(and(where, order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

export async function selectPositions(db: Executor, list: ListOrder, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  // The id column is any list's, so its rows' ids are typed unknown here; they are its integer ids.
  return (await positionsQuery(db, list, where, sort, after, limit)) as KeysetPosition[];
}

/** The list's selectPositions, for a list that reads its pages its own way. */
export function listPositions(list: ListOrder) {
  return (db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number) => selectPositions(db, list, where, sort, after, limit);
}

/** A list read page by page: its order, the name its page shapes are kept by, its page query and how a row is answered. */
export interface PagedList<R, T> extends ListOrder {
  name: string;
  pageQuery: (db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) => SelectQuery<R>;
  /** How a row is answered; or `toRows`, for rows that need a further read (one per page). */
  toRow?: (row: R) => T;
  toRows?: (db: Executor, rows: R[]) => Promise<T[]>;
}

/** The reads every paged list answers: a page, the rows of given ids, an export's positions, the count and one row. */
export interface ListReads<T> {
  select(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<T[]>;
  byIds(db: Executor, ids: number[]): Promise<T[]>;
  positions(db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]>;
  count(db: Executor, where: SQL | undefined): Promise<number>;
  first(db: Executor, where: SQL | undefined): Promise<T | null>;
}

export function listReads<R, T>(list: PagedList<R, T>): ListReads<T> {
  // Each page query is built and rendered once per sort and condition (selectPageRows).
  const select = async (db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<T[]> => {
    const rows = await selectPageRows(db, `${list.name}\u0000${sort}`, where, { limit, offset }, (pageWhere, values) => list.pageQuery(db, pageWhere, sort, values.limit, values.offset));
    return list.toRows ? list.toRows(db, rows) : rows.map(list.toRow!);
  };
  const table = list.id.table;
  const { joins } = list;
  return {
    select,
    byIds: (db, ids) => select(db, idsIn(list.id, ids), undefined, ids.length, 0),
    positions: listPositions(list),
    // With joins, the count reads them too: its filters may name the joined rows.
    count: joins
      ? (db, where) => countOf(db, `count ${list.name}`, where, (condition) => joins(db.select(countField()).from(table).$dynamic()).where(condition) as unknown as SelectQuery<{ count: number }>)
      : (db, where) => countRows(db, table, where),
    first: async (db, where) => (await select(db, where, undefined, 1, 0))[0] ?? null,
  };
}
