import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import { and, asc, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { SelectQuery } from '../db/select-rows';
import { selectPageRows, selectRows } from '../db/select-rows';
import type { Executor } from '../db/transaction';
import type { CursorListSource } from './cursor-page';
import { cursorListSource, pageRowsByShape } from './cursor-page';
import type { KeysetPosition } from './keyset';
import { idsIn, keysetOrder } from './keyset';
import type { SortExpression } from './list-page';
import { countField, countOf, countRows, joinedPage, orderByFromSort } from './list-page';

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

export type PageQuery<R> = (db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) => SelectQuery<R> & SQLWrapper;

/** A list read page by page: its order, the name its page shapes are kept by, its page query and how a row is answered. */
export interface PagedList<R, T> extends ListOrder {
  name: string;
  /** Its page query; or `from`, the select of a list whose page is that select, filtered, ordered and cut. */
  pageQuery?: PageQuery<R>;
  from?: (db: Executor) => PgSelect;
  /** How a row is answered; or `toRows`, for rows that need a further read (one per page). */
  toRow?: (row: R) => T;
  toRows?: (db: Executor, rows: R[]) => Promise<T[]>;
}

/** The reads every paged list answers: a page, the rows of given ids, an export's positions, the count and one row. */
export interface ListReads<R, T> {
  /** One page, the query itself (for the plan tests). */
  pageQuery: PageQuery<R>;
  select(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<T[]>;
  byIds(db: Executor, ids: number[]): Promise<T[]>;
  positions(db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]>;
  count(db: Executor, where: SQL | undefined): Promise<number>;
  first(db: Executor, where: SQL | undefined): Promise<T | null>;
}

export function listReads<R, T>(list: PagedList<R, T>): ListReads<R, T> {
  const pageQuery: PageQuery<R> =
    list.pageQuery ??
    ((db, where, sort, limit, offset) =>
      list
        .from!(db)
        .where(where)
        .orderBy(...orderByFromSort(sort, list.sorts, list.defaultSort, list.id))
        .limit(limit)
        .offset(offset) as unknown as SelectQuery<R> & SQLWrapper);
  // Each page query is built and rendered once per sort and condition (selectPageRows).
  const select = async (db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<T[]> => {
    const rows = await selectPageRows(db, `${list.name}\u0000${sort}`, where, { limit, offset }, (pageWhere, values) => pageQuery(db, pageWhere, sort, values.limit, values.offset));
    return list.toRows ? list.toRows(db, rows) : rows.map(list.toRow!);
  };
  const table = list.id.table;
  const { joins } = list;
  return {
    pageQuery,
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

/** A list read a page at a time by offset or by cursor: its own table's select with its names, and how a row is answered. */
export interface NamedList<R, T extends { id: number }> extends ListOrder {
  name: string;
  /** The select with its names; `cursorKey` selects a cursor page's sort value beside each row (null for other reads). */
  withNames: (db: Executor, cursorKey?: SQL<string | null>) => PgSelect;
  toRow: (row: R) => T;
}

export function namedListReads<R, T extends { id: number }>(list: NamedList<R, T>) {
  /**
   * One page: the page's ids from the list's own table alone, in an order an index gives, then the
   * names for those rows only, in the same order (joinedPage). The query itself, for the plan tests.
   */
  const pageQuery = (db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder, cursorKey?: SQL<string | null>) =>
    joinedPage(db, list.withNames(db, cursorKey), list.id.table, list.id, where, orderByFromSort(sort, list.sorts, list.defaultSort, list.id), limit, offset) as unknown as SelectQuery<R & { cursorKey: string | null }> & SQLWrapper;
  const select = async (db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<T[]> => (await pageQuery(db, where, sort, limit, offset)).map(list.toRow);
  return {
    pageQuery,
    select,
    /** The list for `cursorPage`: its keyset order and its page query. */
    cursorSource: (db: Executor): CursorListSource<T> =>
      cursorListSource(list.id, list.sorts, list.defaultSort, pageRowsByShape(db, list.name, (where, sort, limit, offset, key) => pageQuery(db, where, sort, limit, offset, key), list.toRow)),
    positionsQuery: (db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number) => positionsQuery(db, list, where, sort, after, limit),
    positions: listPositions(list),
    byIds: (db: Executor, ids: number[]) => select(db, idsIn(list.id, ids), undefined, ids.length, 0),
    /** The rows of given ids, read by position (db/select-rows.ts): for the lists an export reads a million rows of. */
    byIdsByPosition: async (db: Executor, ids: number[]): Promise<T[]> => {
      if (ids.length === 0) return [];
      const rows = await selectRows(list.withNames(db).where(idsIn(list.id, ids)) as unknown as SelectQuery<R>);
      return rows.map(list.toRow);
    },
  };
}

/** A table's rows matching `where` as {id, name} choices (a form's select), by name then id. */
export function nameOptions(db: Executor, table: { id: PgColumn; name: PgColumn }, where?: SQL): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: table.id, name: table.name })
    .from(table.id.table)
    .where(where)
    .orderBy(sql`lower(${table.name})`, asc(table.id)) as unknown as Promise<{ id: number; name: string }[]>;
}
