import type { SQL } from 'drizzle-orm';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
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

/** The secondary indexes and foreign keys dropIndexesAndKeys dropped, as the catalogue defined them. */
export interface DeferredBuild {
  /** The tables whose indexes and keys were dropped. */
  tables: string[];
  indexes: { name: string; table: string; method: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

/** Memory for each index build: a b-tree sorts in it instead of on disk. */
const BUILD_MEMORY = sql`set local maintenance_work_mem = '256MB'`;

/**
 * Drops the secondary indexes and foreign keys of `tables` before a bulk load, and answers how to
 * build them again from their own definitions: building an index once over a million rows, and
 * checking a foreign key with one join, is many times faster than keeping a dozen indexes up to
 * date and checking each row's references one by one (trigram indexes above all). Primary keys and
 * unique constraints stay. Meant for empty tables about to be filled; the definitions come from the
 * catalogue, so the migrations stay the truth. Then either buildIndexesAndKeys, in the same
 * transaction, or buildDeferred, on several connections once the rows are committed (other
 * connections cannot see uncommitted rows).
 */
export async function dropIndexesAndKeys(db: Executor, tables: readonly PgTable[]): Promise<DeferredBuild> {
  const names = tables.map((table) => getTableName(table));
  const tableList = sql`array[${sql.join(names.map((name) => sql`${name}::regclass`), sql`, `)}]`;
  const result = await db.execute(sql`
    select i.indexrelid::regclass::text as name, i.indrelid::regclass::text as "table", a.amname as method, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    where i.indrelid = any(${tableList})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`);
  const indexes = (result as unknown as { rows: DeferredBuild['indexes'] }).rows;
  const foreignKeys = (
    (await db.execute(sql`
      select c.conrelid::regclass::text as "table", quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.contype = 'f' and (c.conrelid = any(${tableList}) or c.confrelid = any(${tableList}))
      order by 1, 2`)) as unknown as { rows: DeferredBuild['foreignKeys'] }
  ).rows;
  for (const key of foreignKeys) await db.execute(sql.raw(`alter table ${key.table} drop constraint ${key.name}`));
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  return { tables: names, indexes, foreignKeys };
}

/** Refreshes the planner's statistics of the tables a build is for. */
export async function analyzeTables(db: Executor, build: DeferredBuild): Promise<void> {
  await db.execute(sql.raw(`analyze ${build.tables.join(', ')}`));
}

/** Builds what dropIndexesAndKeys dropped, one after another in `db`'s transaction, then analyzes the tables. */
export async function buildIndexesAndKeys(db: Executor, build: DeferredBuild): Promise<void> {
  await db.execute(BUILD_MEMORY);
  for (const index of build.indexes) await db.execute(sql.raw(index.definition));
  for (const key of build.foreignKeys) await db.execute(sql.raw(`alter table ${key.table} add constraint ${key.name} ${key.definition}`));
  await analyzeTables(db, build);
}

/** Runs `tasks` on `connections` workers at once, each taking the next task when it is done. */
async function onWorkers<T>(tasks: readonly T[], connections: number, run: (task: T) => Promise<void>): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) await run(task);
  };
  await Promise.all(Array.from({ length: Math.max(1, connections) }, worker));
}

/**
 * Builds what dropIndexesAndKeys dropped, after the load committed, on `connections` PostgreSQL
 * connections at once (one per core): index builds take a SHARE lock, so several run on one table
 * together. The trigram (GIN) indexes go first, since PostgreSQL 15 builds them on one process
 * only and they are the longest; the b-trees fill the other connection meanwhile. Then the foreign
 * keys: added NOT VALID (a catalogue change), then validated, a table's keys on one connection (a
 * validation locks its table against another) and the tables side by side. The result is what the
 * plain build gives: the same indexes, and foreign keys validated.
 */
export async function buildDeferred(db: Db, build: DeferredBuild, connections: number): Promise<void> {
  const longestFirst = [...build.indexes].sort((a, b) => Number(b.method === 'gin') - Number(a.method === 'gin'));
  await onWorkers(longestFirst, connections, (index) =>
    db.transaction(async (tx) => {
      await tx.execute(BUILD_MEMORY);
      await tx.execute(sql.raw(index.definition));
    }),
  );
  for (const key of build.foreignKeys) await db.execute(sql.raw(`alter table ${key.table} add constraint ${key.name} ${key.definition} not valid`));
  const byTable = new Map<string, DeferredBuild['foreignKeys']>();
  for (const key of build.foreignKeys) byTable.set(key.table, [...(byTable.get(key.table) ?? []), key]);
  await onWorkers([...byTable.values()], connections, async (keys) => {
    for (const key of keys) await db.execute(sql.raw(`alter table ${key.table} validate constraint ${key.name}`));
  });
}
