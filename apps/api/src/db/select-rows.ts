import type { ParserOptions } from '@electric-sql/pglite';
import type { SQLChunk } from 'drizzle-orm';
import { Column, getTableColumns, getTableName, is, Placeholder, SQL, sql, Table } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';

/** What a driver value goes through to become a row value: a column, or an SQL field's `mapWith`. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** One selected field: where its value goes in the row (`key`, inside `outer` when nested) and how it is decoded. */
interface FieldPlan {
  outer: string | null;
  key: string;
  decoder: Decoder;
}

/** A drizzle select as this module reads it: its SQL, its selected fields, and the session it would run on. */
export interface SelectQuery<R> extends PromiseLike<R[]> {
  toSQL(): { sql: string; params: unknown[] };
  _: { selectedFields: Record<string, unknown> };
}

interface SessionInternals {
  client: { query: (...args: unknown[]) => Promise<{ rows: unknown[][] }> };
  logger: { logQuery(query: string, params: unknown[]): void };
}

// Drizzle decodes dates and times itself (mapFromDriverValue): the drivers hand them over as text,
// as drizzle's own sessions ask them to.
const RAW_TEXT_TYPES = [1082, 1083, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231];
const pgTypes = { getTypeParser: (oid: number, format?: 'text' | 'binary') => (RAW_TEXT_TYPES.includes(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)) };
const pgliteParsers: ParserOptions = Object.fromEntries(RAW_TEXT_TYPES.map((oid) => [oid, (value: string) => value]));

/**
 * The rows of a list page's select, as drizzle would answer them, decoded by position. Drizzle's
 * own row mapping asks, for every field of every row, which kind of field it is by walking class
 * prototypes: on a 25-row page of 33 fields that cost more CPU than building and sending the query.
 * Here the fields are sorted out once per query and each row is a plain loop. A select this does
 * not know how to read (deeper nesting, other field kinds, another driver) runs through drizzle.
 */
export async function selectRows<R>(query: SelectQuery<R>): Promise<R[]> {
  const read = positionalRead(query);
  if (!read) return query;
  const { driver, plan, session } = read;
  const { sql: text, params } = query.toSQL();
  return runPositional<R>({ driver, plan, session, text }, params);
}

/** A select rendered once: its SQL text, how its rows are read, and the session it runs on. */
interface RenderedSelect {
  driver: 'pg' | 'pglite';
  plan: FieldPlan[];
  session: SessionInternals;
  text: string;
}

async function runPositional<R>({ driver, plan, session, text }: RenderedSelect, params: unknown[]): Promise<R[]> {
  const { client, logger } = session;
  logger.logQuery(text, params);
  const result =
    driver === 'pg'
      ? await client.query({ text, values: params, rowMode: 'array', types: pgTypes })
      : await client.query(text, params, { rowMode: 'array', parsers: pgliteParsers });
  return result.rows.map((values) => rowOf(plan, values) as R);
}

const dialect = new PgDialect();
/** Shapes kept per database; past this many the oldest is dropped (a shape is a few KB of SQL text). */
const MAX_PAGE_SHAPES = 500;

/** Where each parameter of a rendered page query comes from: the condition's n-th value, or a named value. */
type ParamSource = { condition: number } | { value: string };

/** A page query rendered once: its SQL, how its rows are read, and where its parameters come from. */
interface RenderedPage extends RenderedSelect {
  params: ParamSource[];
}

/** Per database: each page shape's rendered select, or null for a shape that is built anew every time. */
const pageShapes = new WeakMap<object, Map<string, RenderedPage | null>>();

/** A page query's values besides its condition: its limit and offset, and any others it is built with (a date, a window). */
export type PageValues = Record<string, string | number>;
/** Each page value, or the placeholder standing for it in a shape rendered once. */
export type PageValuesOrPlaceholders<V extends PageValues> = { [K in keyof V]: V[K] | Placeholder };

/**
 * The rows of a list's page query, built and rendered by drizzle once per shape rather than on
 * every request (building and rendering a page of ~30 fields and its subquery cost a few hundred
 * µs of CPU, about what the page's SQL takes to run). A shape is `shape` (the list, its sort, what
 * it selects) with the text of its condition: the same condition text with other values, and any
 * `values` (limit, offset…), is the same SQL with other parameters. The first query of a shape is
 * built twice, with placeholders for `values`: once with placeholders standing for the condition's
 * values, once with the condition itself. It is kept only when the two render the same SQL and
 * every parameter is one of those placeholders (a value built in from elsewhere would go stale);
 * any other shape is built anew each time, as before.
 */
export async function selectPageRows<R, V extends PageValues>(
  db: object,
  shape: string,
  where: SQL | undefined,
  values: V,
  build: (where: SQL | undefined, values: PageValuesOrPlaceholders<V>) => SelectQuery<R>,
): Promise<R[]> {
  const condition = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  let shapes = pageShapes.get(db);
  if (!shapes) pageShapes.set(db, (shapes = new Map()));
  const key = `${shape}\u0000${condition.sql}`;
  const rendered = shapes.get(key);
  if (rendered) return runPositional<R>(rendered, paramsOf(rendered, condition.params, values));
  if (rendered === undefined) {
    const once = renderedOnce(where, condition, values, build);
    if (shapes.size >= MAX_PAGE_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, once);
    if (once) return runPositional<R>(once, paramsOf(once, condition.params, values));
  }
  return selectRows(build(where, values));
}

function paramsOf(rendered: RenderedPage, conditionParams: unknown[], values: PageValues): unknown[] {
  return rendered.params.map((source) => ('condition' in source ? conditionParams[source.condition] : values[source.value]));
}

/** The condition as placeholders `condition0`, `condition1`… in place of its values, or null when its text cannot be split at them. */
function standInFor(condition: { sql: string; params: unknown[] }): SQL | null {
  const parts = condition.sql.split(/\$(\d+)/);
  const chunks: SQLChunk[] = [];
  for (let index = 0; index < parts.length; index++) {
    if (index % 2 === 0) chunks.push(sql.raw(parts[index]!));
    else if (Number(parts[index]) !== (index + 1) / 2) return null;
    else chunks.push(sql.placeholder(`condition${(index - 1) / 2}`));
  }
  return (parts.length - 1) / 2 === condition.params.length ? sql.join(chunks) : null;
}

/**
 * The page query rendered with placeholders for the condition's values and for `values`, when it
 * reads by position, renders the same SQL as the query built with the condition itself, and takes
 * every parameter from those placeholders; else null.
 */
function renderedOnce<R, V extends PageValues>(
  where: SQL | undefined,
  condition: { sql: string; params: unknown[] },
  values: V,
  build: (where: SQL | undefined, values: PageValuesOrPlaceholders<V>) => SelectQuery<R>,
): RenderedPage | null {
  const standIn = where && standInFor(condition);
  if (standIn === null) return null;
  const placeholders = Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)])) as PageValuesOrPlaceholders<V>;
  const query = build(standIn, placeholders);
  const read = positionalRead(query);
  if (!read) return null;
  const rendered = query.toSQL();
  // The same query with the condition itself: its SQL and its parameters must be the stand-in's.
  const actual = build(where, placeholders).toSQL();
  const params: ParamSource[] = [];
  for (const [index, param] of rendered.params.entries()) {
    if (!is(param, Placeholder)) return null;
    const conditionIndex = /^condition(\d+)$/.exec(param.name);
    if (conditionIndex && actual.params[index] === condition.params[Number(conditionIndex[1])]) params.push({ condition: Number(conditionIndex[1]) });
    else if (Object.hasOwn(values, param.name) && actual.params[index] === param) params.push({ value: param.name });
    else return null;
  }
  return rendered.sql === actual.sql && params.length === actual.params.length ? { ...read, text: rendered.sql, params } : null;
}

/** How `query` is read by position, or null when drizzle reads it (another driver, a field kind not decoded here, a nested object drizzle may turn to null). */
export function positionalRead(query: SelectQuery<unknown>): { driver: 'pg' | 'pglite'; plan: FieldPlan[]; session: SessionInternals } | null {
  const { session, joinsNotNullableMap } = query as unknown as { session?: unknown; joinsNotNullableMap?: Record<string, boolean> };
  const driver = is(session, NodePgSession) ? 'pg' : is(session, PgliteSession) ? 'pglite' : null;
  const plan = driver ? planOf(query._.selectedFields) : null;
  // Drizzle answers a nested object of an outer join's missing side as null, not as an object of
  // nulls; such a select is left to drizzle. A flat field of that side is null either way.
  const nullableNested = plan?.some((field) => field.outer !== null && is(field.decoder, Column) && joinsNotNullableMap?.[getTableName(field.decoder.table)] !== true);
  return driver && plan && !nullableNested ? { driver, plan, session: session as SessionInternals } : null;
}

/**
 * The fields in the order drizzle writes them into the select list (its selection object's
 * entries, a nested object's or table's columns in place), or null for a field this module does not
 * decode.
 */
function planOf(selectedFields: Record<string, unknown>, outer: string | null = null): FieldPlan[] | null {
  const plan: FieldPlan[] = [];
  for (const [key, field] of Object.entries(selectedFields)) {
    if (is(field, Column)) plan.push({ outer, key, decoder: field });
    else if (is(field, SQL)) plan.push({ outer, key, decoder: (field as unknown as { decoder: Decoder }).decoder });
    else if (outer === null && (is(field, Table) || isPlainObject(field))) {
      const nested = planOf(is(field, Table) ? getTableColumns(field) : field, key);
      if (!nested) return null;
      plan.push(...nested);
    } else return null;
  }
  return plan;
}
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function rowOf(plan: FieldPlan[], values: unknown[]): Record<string, unknown> {
  if (values.length !== plan.length) throw new Error(`A row of ${values.length} values for a select of ${plan.length} fields`);
  const row: Record<string, unknown> = {};
  for (let index = 0; index < plan.length; index++) {
    const { outer, key, decoder } = plan[index]!;
    const raw = values[index];
    const value = raw === null ? null : decoder.mapFromDriverValue(raw);
    if (outer === null) row[key] = value;
    else ((row[outer] ??= {}) as Record<string, unknown>)[key] = value;
  }
  return row;
}

/** The page shapes of `db` rendered once and kept, by the `shape` they were asked with (for tests). */
export function keptPageShapes(db: object): string[] {
  return [...(pageShapes.get(db) ?? new Map<string, RenderedPage | null>()).entries()].filter(([, rendered]) => rendered !== null).map(([key]) => key.split('\u0000').slice(0, -1).join('\u0000'));
}
