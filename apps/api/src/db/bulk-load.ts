import type { SQL } from 'drizzle-orm';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction';

/**
 * Inserts many rows as one JSON parameter (`INSERT … SELECT … FROM json_to_recordset($1)`), in
 * the rows' order. Building a multi-row VALUES with one parameter per cell cost the seed most of
 * its time at a million requests; one JSON text is cheap to build and to parse, on PostgreSQL and
 * PGlite alike. Every row must name the same columns (a missing one would be NULL, not its
 * default); `id` may be given (identity columns are overridden). Dates travel as ISO strings.
 */
export async function insertJsonRows<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][], returning?: SQL): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  for (const row of rows) {
    if (Object.keys(row).length !== keys.length || keys.some((key) => !(key in row))) throw new Error(`insertJsonRows(${getTableName(table)}): every row must name the same columns`);
  }
  const names = keys.map((key) => columns[key]!.name);
  // json_to_recordset matches the JSON's keys to the record's column names.
  // Custom columns map their values themselves (a phone is stored as E.164); the others go as they are.
  const encoders = keys.map((key) => {
    const column = columns[key]!;
    return column.columnType === 'PgCustomColumn' ? (value: unknown) => column.mapToDriverValue(value) : (value: unknown) => value;
  });
  const records = rows.map((row) =>
    Object.fromEntries(keys.map((key, index) => {
      const value = (row as Record<string, unknown>)[key];
      return [names[index], value === undefined || value === null ? null : encoders[index]!(value)];
    })),
  );
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const definitions = sql.raw(keys.map((key, index) => `"${names[index]}" ${columns[key]!.getSQLType()}`).join(', '));
  const overriding = keys.includes('id') ? sql` overriding system value` : sql``;
  const result = await db.execute(
    sql`insert into ${table} (${columnList})${overriding} select ${columnList} from json_to_recordset(${JSON.stringify(records)}::json) as r(${definitions})${returning ? sql` returning ${returning}` : sql``}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Runs `load` with the secondary indexes and foreign keys of `tables` dropped, then builds them
 * again from their own definitions and refreshes the planner's statistics: building an index once
 * over a million rows, and checking a foreign key with one join, is many times faster than keeping
 * a dozen indexes up to date and checking each row's references one by one (trigram indexes above
 * all). Primary keys and unique constraints stay. Meant for empty tables filled in the same
 * transaction; the definitions come from the catalogue, so the migrations stay the truth.
 */
export async function withIndexesDeferred<T>(db: Executor, tables: readonly PgTable[], load: () => Promise<T>): Promise<T> {
  const names = tables.map((table) => getTableName(table));
  const tableList = sql`array[${sql.join(names.map((name) => sql`${name}::regclass`), sql`, `)}]`;
  const result = await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(${tableList})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  const foreignKeys = (
    (await db.execute(sql`
      select c.conrelid::regclass::text as "table", quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.contype = 'f' and (c.conrelid = any(${tableList}) or c.confrelid = any(${tableList}))
      order by 1, 2`)) as unknown as { rows: { table: string; name: string; definition: string }[] }
  ).rows;
  for (const key of foreignKeys) await db.execute(sql.raw(`alter table ${key.table} drop constraint ${key.name}`));
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  const loaded = await load();
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const key of foreignKeys) await db.execute(sql.raw(`alter table ${key.table} add constraint ${key.name} ${key.definition}`));
  await db.execute(sql.raw(`analyze ${names.join(', ')}`));
  return loaded;
}
