import type { ListResponse } from '@carcare/contracts';
import type { AnyColumn, Placeholder } from 'drizzle-orm';
import { asc, Column, desc, eq, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { selectPageRows, type SelectQuery } from '../db/select-rows';
import type { Executor } from '../db/transaction';
import { invalidField } from './http-error';

export type SortExpression = AnyColumn | SQL | SQL.Aliased;

/** One ORDER BY from a whitelisted `sort` ("name" or "-name"), with the id as tie-breaker so pages never overlap. */
export function orderByFromSort(
  sort: string | undefined,
  allowed: Readonly<Record<string, SortExpression>>,
  fallback: string,
  idColumn: AnyColumn,
): SQL[] {
  const requested = sort && sort.trim() !== '' ? sort.trim() : fallback;
  const descending = requested.startsWith('-');
  const key = descending ? requested.slice(1) : requested;
  const expression = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
  if (!expression) throw invalidField('sort', `Sort by one of: ${Object.keys(allowed).join(', ')} (prefix - for descending)`, 'unknown_sort');
  return [sortTerm(expression, descending), descending ? desc(idColumn) : asc(idColumn)];
}

/** Sort expressions that cannot be null (e.g. `lower(name)` of a NOT NULL column), marked by `notNullSort`. */
const notNullExpressions = new WeakSet<SQL>();

/**
 * Marks a computed sort expression as never null, so it sorts as a NOT NULL column does: plain
 * ASC/DESC, the order an expression index on it serves both ways (e.g. `lower(name)`).
 */
export function notNullSort(expression: SQL): SQL {
  notNullExpressions.add(expression);
  return expression;
}

/**
 * Nulls (no rating yet) always sort last, whatever the direction. A column that cannot be null
 * gets a plain ASC/DESC: the same rows in the same order, and the form a b-tree index on it serves
 * (scanned backwards for DESC); `DESC NULLS LAST` would need an index built that way.
 */
function sortTerm(expression: SortExpression, descending: boolean): SQL {
  if (is(expression, Column) && expression.notNull) return descending ? desc(expression) : asc(expression);
  if (is(expression, SQL) && notNullExpressions.has(expression)) return descending ? sql`${expression} desc` : sql`${expression} asc`;
  return descending ? sql`${desc(expression as AnyColumn)} nulls last` : sql`${asc(expression as AnyColumn)} nulls last`;
}

export interface PageRequest {
  page: number;
  page_size: number;
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.page_size;
}

/** A page and the cursors of the pages beside it. */
export interface CursorRows<T> {
  data: T[];
  next_cursor?: string;
  prev_cursor?: string;
}

/**
 * How a list counts. `exact` runs the count query; `estimate` lets a large table answer a cheap
 * estimate (e.g. pg_class.reltuples for an unfiltered list) and mark it `total_is_estimate`.
 */
export type CountStrategy = { kind: 'exact'; count: () => Promise<number> } | { kind: 'estimate'; estimate: () => Promise<number | null>; count: () => Promise<number> };

/**
 * Reads the page, then counts, and shapes `{data, page, page_size, total}`, with the cursors beside
 * the page when it was read by `cursorPage`. A page read by number that is not full (or the empty
 * first page) already tells the exact total, offset plus its rows, so the count is not asked for:
 * most lists and most searches end on their first page and cost one query.
 */
export async function listPage<T>(request: PageRequest & { cursor?: string }, rows: () => Promise<T[] | CursorRows<T>>, counting: CountStrategy): Promise<ListResponse<T>> {
  const page = await rows();
  const { data, ...cursors } = Array.isArray(page) ? { data: page } : page;
  const counted = totalFromPage(request, data.length) ?? (await countWith(counting));
  const response: ListResponse<T> = { data, page: request.page, page_size: request.page_size, total: counted.total, ...cursors };
  if (counted.estimated) response.total_is_estimate = true;
  return response;
}

/** The exact total a page read by number shows when it is the list's last (short) page, else null. */
function totalFromPage(request: PageRequest & { cursor?: string }, rowCount: number): { total: number; estimated: false } | null {
  if (request.cursor) return null;
  const last = rowCount < request.page_size && (rowCount > 0 || request.page === 1);
  return last ? { total: offsetOf(request) + rowCount, estimated: false } : null;
}

export async function countWith(counting: CountStrategy): Promise<{ total: number; estimated: boolean }> {
  if (counting.kind === 'estimate') {
    const estimate = await counting.estimate();
    if (estimate !== null) return { total: estimate, estimated: true };
  }
  return { total: await counting.count(), estimated: false };
}

/** `%text%` for ILIKE, with the caller's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Above this many rows an unfiltered list answers the planner's estimate instead of COUNT(*). */
export const ESTIMATE_ABOVE_ROWS = 100_000;

/**
 * The planner's row estimate of a table (pg_class.reltuples, kept fresh by autovacuum/ANALYZE)
 * when it is above `threshold`, else null so the caller counts exactly. Costs one catalog lookup.
 */
export async function largeTableEstimate(db: Executor, table: string, threshold = ESTIMATE_ABOVE_ROWS): Promise<number | null> {
  const result = await db.execute(sql`select reltuples::bigint as estimate from pg_class where oid = to_regclass(${table})`);
  const row = (result as unknown as { rows: { estimate: string | number | null }[] }).rows[0];
  const estimate = row?.estimate === null || row?.estimate === undefined ? null : Number(row.estimate);
  return estimate !== null && estimate > threshold ? estimate : null;
}

/**
 * The planner's row estimate of a filtered list when it is above `threshold`, else null so the
 * caller counts exactly: a workshop with hundreds of thousands of requests does not pay COUNT(*)
 * on every page view. Costs one planning round, no scan.
 */
export async function plannedCount(db: Executor, table: PgTable, where: SQL | undefined, threshold = ESTIMATE_ABOVE_ROWS): Promise<number | null> {
  const result = await db.execute(sql`explain (format json) select 1 from ${table} ${where ? sql`where ${where}` : sql``}`);
  const first = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const raw = first ? Object.values(first)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && rows > threshold ? Math.round(rows) : null;
}

/** How long a list's estimate is reused: planner statistics only move when the table is analysed. */
export const ESTIMATE_REUSE_MS = 10_000;
const MAX_REUSED_ESTIMATES = 1_000;
const dialect = new PgDialect();
/** Per database, each list condition's last estimate and until when it stands. */
const reusedEstimates = new WeakMap<Executor, Map<string, { estimate: number | null; until: number }>>();

/**
 * The estimate of a list condition, reused for ESTIMATE_REUSE_MS: paging through or reloading a
 * large list asks the planner once, not on every page. Keyed by the condition's SQL and values,
 * so each scope and filter has its own. Never holds a row, only a row count.
 */
async function reusedEstimate(db: Executor, key: string, estimate: () => Promise<number | null>): Promise<number | null> {
  let known = reusedEstimates.get(db);
  if (!known) reusedEstimates.set(db, (known = new Map()));
  const now = performance.now();
  const reused = known.get(key);
  if (reused && reused.until > now) return reused.estimate;
  const fresh = await estimate();
  known.delete(key);
  if (known.size >= MAX_REUSED_ESTIMATES) known.delete(known.keys().next().value!);
  known.set(key, { estimate: fresh, until: now + ESTIMATE_REUSE_MS });
  return fresh;
}

/**
 * How a list that can grow large counts: above ESTIMATE_ABOVE_ROWS the planner's estimate (the
 * table's statistics when unfiltered, the filtered query's plan otherwise, reused for a few
 * seconds), marked `total_is_estimate`; below it COUNT(*), exact.
 */
export function countLargeList(db: Executor, table: PgTable, where: SQL | undefined): CountStrategy {
  const name = getTableName(table);
  return {
    kind: 'estimate',
    estimate: () => {
      if (where === undefined) return reusedEstimate(db, name, () => largeTableEstimate(db, name));
      const condition = dialect.sqlToQuery(where);
      return reusedEstimate(db, `${name} ${condition.sql} ${JSON.stringify(condition.params)}`, () => plannedCount(db, table, where));
    },
    count: () => countRows(db, table, where),
  };
}

/** The rows of `table` matching `where` (the count's query built once per condition text: countOf). */
export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  return countOf(db, `count ${getTableName(table)}`, where, (condition) => db.select(countField()).from(table).where(condition));
}

/** `count(*)` as an int, the one field of a list's count. */
export function countField() {
  return { count: sql<number>`count(*)::int` };
}

/**
 * A list's exact count, its query built and rendered by drizzle once per shape rather than on every
 * request, like its page (selectPageRows): `shape` names the count (the list, and its joins when
 * `build` has any), and `build` selects countField() with the condition it is given.
 */
export async function countOf(db: Executor, shape: string, where: SQL | undefined, build: (where: SQL | undefined) => SelectQuery<{ count: number }>): Promise<number> {
  const [row] = await selectPageRows(db, shape, where, {}, (condition) => build(condition));
  return Number(row?.count ?? 0);
}

/**
 * One page of a list, read off an index: the page's ids are picked from the list's own table
 * alone (ordered, offset and limited there, where an index matching the ORDER BY serves them), and
 * only those rows are joined to their names, in the same order.
 */
export function joinedPage<Q extends PgSelect>(db: Executor, joined: Q, table: PgTable, id: PgColumn, where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
  const page = db.select({ id }).from(table).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
  return joined.innerJoin(page, eq(page.id, id)).orderBy(...order);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnText = (column: PgColumn) => `${quoted(getTableName(column.table))}.${quoted(column.name)}`;

/**
 * A column as `"table"."column"` whatever the query: drizzle leaves a single-table select's columns
 * unqualified, and inside a subquery an unqualified name binds to the subquery's own table first.
 */
export function qualified(column: PgColumn): SQL {
  return sql.raw(columnText(column));
}

/**
 * `value` of the row whose `key` equals the outer query's `outer`, as a scalar subquery (null when
 * there is none): one primary-key lookup per row of a page. PostgreSQL plans a page with these in
 * a fraction of the time it spends ordering the joins that give the same names. Rendered to SQL
 * text once: drizzle renders the column and table objects of an SQL template anew on every query.
 */
export function lookup<T>(value: PgColumn, key: PgColumn, outer: PgColumn): SQL<T> {
  return sql.raw(`(select ${columnText(value)} from ${quoted(getTableName(key.table))} where ${columnText(key)} = ${columnText(outer)})`).mapWith(value) as SQL<T>;
}

/**
 * A table's columns for a select list, rendered to SQL text once, each decoded as its column (dates
 * as Date): the same rows as selecting the table, for less of drizzle's work on every query (the
 * lookups are rendered once too).
 */
export function renderedColumns<T extends PgTable>(table: T): { [K in keyof T['$inferSelect']]: SQL<T['$inferSelect'][K]> } {
  return Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, sql.raw(columnText(column)).mapWith(column)])) as {
    [K in keyof T['$inferSelect']]: SQL<T['$inferSelect'][K]>;
  };
}
