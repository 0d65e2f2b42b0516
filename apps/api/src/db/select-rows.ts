import type { ParserOptions } from '@electric-sql/pglite';
import { Column, is, Placeholder, SQL, sql } from 'drizzle-orm';
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
/** Per database: each page shape's rendered select, or null for a shape that is built anew every time. */
const pageShapes = new WeakMap<object, Map<string, RenderedSelect | null>>();

/**
 * The rows of a list's page query, built and rendered by drizzle once per shape rather than on
 * every request (building and rendering a page of ~30 fields and its subquery cost a few hundred
 * µs of CPU, about what the page's SQL takes to run). A shape is `shape` (the list, its sort, what
 * it selects) with the text of its condition: the same condition text with other values, and any
 * limit and offset, is the same SQL with other parameters. The first query of a shape is built
 * with placeholders for limit and offset and kept only if its parameters are exactly the
 * condition's followed by those two; any other shape is built anew each time, as before.
 */
export async function selectPageRows<R>(
  db: object,
  shape: string,
  where: SQL | undefined,
  limit: number,
  offset: number,
  build: (limit: number | Placeholder, offset: number | Placeholder) => SelectQuery<R>,
): Promise<R[]> {
  const condition = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  let shapes = pageShapes.get(db);
  if (!shapes) pageShapes.set(db, (shapes = new Map()));
  const key = `${shape}\u0000${condition.sql}`;
  let rendered = shapes.get(key);
  if (rendered === undefined) {
    rendered = renderedOnce(build(sql.placeholder('limit'), sql.placeholder('offset')), condition.params);
    if (shapes.size >= MAX_PAGE_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, rendered);
  }
  if (!rendered) return selectRows(build(limit, offset));
  return runPositional<R>(rendered, [...condition.params, limit, offset]);
}

/** `query` rendered, when it reads by position and its parameters are `conditionParams`, then the limit and offset placeholders. */
function renderedOnce(query: SelectQuery<unknown>, conditionParams: unknown[]): RenderedSelect | null {
  const read = positionalRead(query);
  if (!read) return null;
  const { sql: text, params } = query.toSQL();
  const [limit, offset] = params.slice(conditionParams.length);
  const fits =
    params.length === conditionParams.length + 2 &&
    conditionParams.every((param, index) => params[index] === param) &&
    is(limit, Placeholder) &&
    limit.name === 'limit' &&
    is(offset, Placeholder) &&
    offset.name === 'offset';
  return fits ? { ...read, text } : null;
}

/** How `query` is read by position, or null when drizzle reads it (another driver, an outer join, a field kind not decoded here). */
export function positionalRead(query: SelectQuery<unknown>): { driver: 'pg' | 'pglite'; plan: FieldPlan[]; session: SessionInternals } | null {
  const { session, config } = query as unknown as { session?: unknown; config?: { joins?: { joinType: string }[] } };
  const driver = is(session, NodePgSession) ? 'pg' : is(session, PgliteSession) ? 'pglite' : null;
  // An outer join's missing side becomes null in drizzle's mapping; that is left to drizzle.
  const innerJoinsOnly = (config?.joins ?? []).every((join) => join.joinType === 'inner');
  const plan = driver && innerJoinsOnly ? planOf(query._.selectedFields) : null;
  return driver && plan ? { driver, plan, session: session as SessionInternals } : null;
}

/**
 * The fields in the order drizzle writes them into the select list (its selection object's
 * entries, a nested object's in place), or null for a field this module does not decode.
 */
function planOf(selectedFields: Record<string, unknown>, outer: string | null = null): FieldPlan[] | null {
  const plan: FieldPlan[] = [];
  for (const [key, field] of Object.entries(selectedFields)) {
    if (is(field, Column)) plan.push({ outer, key, decoder: field });
    else if (is(field, SQL)) plan.push({ outer, key, decoder: (field as unknown as { decoder: Decoder }).decoder });
    else if (outer === null && isPlainObject(field)) {
      const nested = planOf(field, key);
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
