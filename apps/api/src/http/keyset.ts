import type { AnyColumn } from 'drizzle-orm';
import { Column, is, SQL, sql } from 'drizzle-orm';
import type { SortExpression } from './list-page';
import { orderByFromSort } from './list-page';

/**
 * Where a walk through a list stands: the last row's sort value and its id. The value is kept as
 * PostgreSQL's own text of it (microseconds of a timestamp, every digit of a real), so comparing
 * the next rows against it neither skips nor repeats a row.
 */
export interface KeysetPosition {
  key: string | null;
  id: number;
}

/** A list's order, and the WHERE that continues it after a position (keyset paging). */
export interface KeysetOrder {
  /** The sort it follows, as asked or the list's default ("-scheduled_at"). */
  sort: string;
  /** Whether the sort value can be null: such an order has no exact reverse (nulls sort last both ways). */
  nullable: boolean;
  /** The ORDER BY, exactly as the list's pages use it (orderByFromSort). */
  orderBy: SQL[];
  /** The sort value as text, to select beside the id: together they are a row's position. */
  key: SQL<string | null>;
  /**
   * The rows after `position` in that order (none for the start). On a column that cannot be null
   * it is one row-value comparison, `(column, id) > (key, id)`, which a b-tree index on
   * (column, id) answers as a range read; nulls, which sort last both ways, get their own arm.
   */
  after(position: KeysetPosition | null): SQL | undefined;
}

/** The keyset form of `orderByFromSort` (same arguments, same order, same validation of `sort`). */
export function keysetOrder(sort: string | undefined, allowed: Readonly<Record<string, SortExpression>>, fallback: string, idColumn: AnyColumn): KeysetOrder {
  const orderBy = orderByFromSort(sort, allowed, fallback, idColumn);
  const requested = sort && sort.trim() !== '' ? sort.trim() : fallback;
  const descending = requested.startsWith('-');
  const expression = allowed[descending ? requested.slice(1) : requested]!;
  const value: SQL | AnyColumn = is(expression, SQL.Aliased) ? expression.sql : expression;
  // The same test as orderByFromSort's: only a NOT NULL column sorts without `nulls last`.
  const nullable = !(is(expression, Column) && expression.notNull);
  const beyond = descending ? sql.raw('<') : sql.raw('>');
  return {
    sort: requested,
    nullable,
    orderBy,
    key: sql<string | null>`(${value})::text`,
    after(position) {
      if (!position) return undefined;
      if (position.key === null) return sql`(${value} is null and ${idColumn} ${beyond} ${position.id})`;
      const rest = sql`(${value}, ${idColumn}) ${beyond} (${position.key}, ${position.id})`;
      return nullable ? sql`(${rest} or ${value} is null)` : rest;
    },
  };
}

/** A list read a page at a time from a position: the positions first (one index range read), then their rows. */
export interface KeysetSource<T extends { id: number }> {
  /** At most `limit` positions of the list after `after` (from its start when null), in its order. */
  positions(after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]>;
  /** The rows of some ids, in any order; a row deleted meanwhile is simply missing. */
  rowsFor(ids: number[]): Promise<T[]>;
}

/**
 * The whole list, `pageSize` rows at a time, in its order. Nothing but the last position is
 * carried from one page to the next, and every page is its own short query (no transaction or
 * cursor held open), so memory stays flat however long the list and other writers are never
 * blocked. Rows inserted meanwhile behind the position are not seen, rows ahead of it are, and
 * deleted rows are skipped: none repeats. A row whose sort value changes under the walk (a status
 * sort while requests move on) can show at both places or neither; remembering every id written
 * to prevent that would bring back the memory this avoids.
 */
export async function* keysetPages<T extends { id: number }>(source: KeysetSource<T>, pageSize: number): AsyncGenerator<T[]> {
  let after: KeysetPosition | null = null;
  for (;;) {
    const positions = await source.positions(after, pageSize);
    if (positions.length === 0) return;
    const byId = new Map((await source.rowsFor(positions.map((position) => position.id))).map((row) => [row.id, row]));
    const rows = positions.flatMap((position) => byId.get(position.id) ?? []);
    if (rows.length > 0) yield rows;
    if (positions.length < pageSize) return;
    after = positions[positions.length - 1]!;
  }
}

/**
 * The rows of a keyset page's ids, as one array parameter (`id = any($1)`) rather than one
 * parameter an id: drizzle builds every parameter of a 500-id IN list anew on each page of an
 * export, which took more CPU than reading the rows, and a list of another length is another
 * statement to parse and plan.
 */
export function idsIn(idColumn: AnyColumn, ids: readonly number[]): SQL {
  return sql`${idColumn} = any(${sql.param(ids)})`;
}
