import { MAX_OFFSET_ROWS } from '@carcare/contracts';
import { and } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SelectQuery } from '../db/select-rows';
import { selectPageRows, selectRows } from '../db/select-rows';
import { driverErrorOf } from '../db/unique-violation';
import { invalidField } from './http-error';
import type { KeysetOrder, KeysetPosition } from './keyset';
import { keysetOrder } from './keyset';
import { offsetOf, type CursorRows, type PageRequest, type SortExpression } from './list-page';

/** A row of a page read by cursorPage, with its sort value as text (its position in the list). */
export interface KeyedRow<T> {
  row: T;
  key: string | null;
}

/**
 * A list that pages by cursor as well as by number: its keyset order for a sort, and its page query
 * (the same one its numbered pages use) for a condition, sort, size and offset, selecting `key`
 * beside each row so the page's cursors need no second query.
 */
export interface CursorListSource<T extends { id: number }> {
  keyset(sort: string | undefined): KeysetOrder;
  rows(where: SQL | undefined, sort: string, limit: number, offset: number, key: SQL<string | null>): Promise<KeyedRow<T>[]>;
}

/** A list's cursor source from its allowed sorts and its page query. */
export function cursorListSource<T extends { id: number }>(
  id: PgColumn,
  sorts: Readonly<Record<string, SortExpression>>,
  fallback: string,
  rows: CursorListSource<T>['rows'],
): CursorListSource<T> {
  return { keyset: (sort) => keysetOrder(sort, sorts, fallback, id), rows };
}

/** Rows of a page query that selected the cursor key as `cursorKey`, shaped for cursorPage. */
export async function keyedRows<R extends { cursorKey: string | null }, T>(query: Parameters<typeof selectRows<R>>[0], toRow: (row: R) => T): Promise<KeyedRow<T>[]> {
  return (await selectRows(query)).map((row) => ({ row: toRow(row), key: row.cursorKey }));
}

const dialect = new PgDialect();

/**
 * A list's `rows` for cursorPage from its page query, which drizzle builds and renders once per
 * shape (list, sort, condition text: selectPageRows), each row shaped by `toRow`.
 */
export function pageRowsByShape<R, T extends { id: number }>(
  db: object,
  list: string,
  pageQuery: (where: SQL | undefined, sort: string, limit: number | Placeholder, offset: number | Placeholder, key: SQL<string | null>) => SelectQuery<R & { cursorKey: string | null }>,
  toRow: (row: R) => T,
): CursorListSource<T>['rows'] {
  return async (where, sort, limit, offset, key) => {
    const shape = `${list}\u0000${sort}\u0000${dialect.sqlToQuery(key).sql}`;
    const rows = await selectPageRows(db, shape, where, { limit, offset }, (pageWhere, values) => pageQuery(pageWhere, sort, values.limit, values.offset, key));
    return rows.map((row) => ({ row: toRow(row), key: row.cursorKey }));
  };
}

export interface CursorPageRequest extends PageRequest {
  sort?: string;
  cursor?: string;
}

/** What a cursor holds: the sort it belongs to, the row it stands at, and which way it reads. */
export interface CursorContent {
  sort: string;
  position: KeysetPosition;
  before: boolean;
}

/** What a list's documentation says of its cursors. */
export const CURSOR_PAGING_DOC = `Each page answers next_cursor (and prev_cursor past page 1): pass one as cursor, with the number of the page it leads to, to read that page off the index at any depth; page numbers alone reach row ${MAX_OFFSET_ROWS.toLocaleString('en-IN')}.`;

const BAD_CURSOR = 'This cursor does not belong to this list: open the list from its first page';

export function encodeCursor({ sort, position, before }: CursorContent): string {
  return Buffer.from(JSON.stringify([sort, position.key, position.id, before ? 'b' : 'a'])).toString('base64url');
}

/** The cursor's content, or a 400 on `cursor` when it is not one of ours or belongs to another sort. */
function decodeCursor(text: string, sort: string): CursorContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidField('cursor', BAD_CURSOR, 'bad_cursor');
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidField('cursor', BAD_CURSOR, 'bad_cursor');
  const [cursorSort, key, id, way] = parsed as unknown[];
  const valid = cursorSort === sort && (typeof key === 'string' || key === null) && Number.isSafeInteger(id) && (way === 'a' || way === 'b');
  if (!valid) throw invalidField('cursor', BAD_CURSOR, 'bad_cursor');
  return { sort, position: { key: key as string | null, id: id as number }, before: way === 'b' };
}

/** The same sort the other way round: "-scheduled_at" ↔ "scheduled_at". */
function reversed(sort: string): string {
  return sort.startsWith('-') ? sort.slice(1) : `-${sort}`;
}

async function readingCursor<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // SQLSTATE class 22 (data exception): a cursor's value that is not of its column's type.
    if (driverErrorOf(error, (sqlState) => sqlState.startsWith('22'))) throw invalidField('cursor', BAD_CURSOR, 'bad_cursor');
    throw error;
  }
}

/**
 * One page of a large list. By number it is an OFFSET, bounded by MAX_OFFSET_ROWS; by cursor it is
 * a keyset read from the row the cursor stands at (forwards for next, backwards for previous, then
 * put back in order), as fast at page 40,000 as at page 2. Either way the answer carries the
 * cursors of the pages beside it: next while the page is full (or was reached going back), previous
 * past page 1 when the sort can be read backwards exactly (its value is never null), from the sort
 * values the page query selected beside its rows.
 */
export async function cursorPage<T extends { id: number }>(source: CursorListSource<T>, where: SQL | undefined, request: CursorPageRequest): Promise<CursorRows<T>> {
  const order = source.keyset(request.sort);
  const cursor = request.cursor ? decodeCursor(request.cursor, order.sort) : null;
  let rows: KeyedRow<T>[];
  if (!cursor) {
    const offset = offsetOf(request);
    if (offset >= MAX_OFFSET_ROWS) throw invalidField('page', `Pages past row ${MAX_OFFSET_ROWS.toLocaleString('en-IN')} open from the page beside them (cursor), not by number`, 'page_too_deep', { max: MAX_OFFSET_ROWS });
    rows = await source.rows(where, order.sort, request.page_size, offset, order.key);
  } else if (!cursor.before) {
    rows = await readingCursor(() => source.rows(and(where, order.after(cursor.position)), order.sort, request.page_size, 0, order.key));
  } else {
    const backwards = source.keyset(reversed(order.sort));
    rows = (await readingCursor(() => source.rows(and(where, backwards.after(cursor.position)), backwards.sort, request.page_size, 0, backwards.key))).reverse();
  }
  const page: CursorRows<T> = { data: rows.map((keyed) => keyed.row) };
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return page;

  const hasNext = rows.length === request.page_size || cursor?.before === true;
  const hasPrevious = request.page > 1 && !order.nullable;
  if (hasNext) page.next_cursor = encodeCursor({ sort: order.sort, position: { key: last.key, id: last.row.id }, before: false });
  if (hasPrevious) page.prev_cursor = encodeCursor({ sort: order.sort, position: { key: first.key, id: first.row.id }, before: true });
  return page;
}
