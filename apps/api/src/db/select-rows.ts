import type { ParserOptions } from '@electric-sql/pglite';
import { Column, is, SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
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
interface SelectQuery<R> extends PromiseLike<R[]> {
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
  const { client, logger } = session;
  const { sql, params } = query.toSQL();
  logger.logQuery(sql, params);
  const result =
    driver === 'pg'
      ? await client.query({ text: sql, values: params, rowMode: 'array', types: pgTypes })
      : await client.query(sql, params, { rowMode: 'array', parsers: pgliteParsers });
  return result.rows.map((values) => rowOf(plan, values) as R);
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
