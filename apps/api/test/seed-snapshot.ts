import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * Keeps a copy of every table's rows and every sequence's position in a `test_snapshot` schema of
 * the same database, and a `test_snapshot.restore()` that puts them back. Taken once in the
 * template right after the demo seed, it makes a test's reset a handful of set-based statements
 * instead of emptying the tables and running the whole seed again (most of the suite's time).
 */
export async function takeSeedSnapshot(db: Db): Promise<void> {
  await db.execute(sql`create schema test_snapshot`);
  await db.execute(
    sql.raw(`do $$
declare t record;
begin
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' loop
    execute format('create table test_snapshot.%I as table public.%I', t.relname, t.relname);
  end loop;
  create table test_snapshot.sequence_positions as
    select sequencename as name, coalesce(last_value, start_value) as position, last_value is not null as called
    from pg_sequences where schemaname = 'public';
end $$`),
  );
  // Triggers and foreign-key checks are off while the rows go back (session_replication_role,
  // local to the call's transaction): the snapshot already holds the rollups the triggers kept.
  await db.execute(
    sql.raw(`create function test_snapshot.restore() returns void language plpgsql as $$
declare t record;
begin
  perform set_config('session_replication_role', 'replica', true);
  execute (select 'truncate ' || string_agg(format('public.%I', c.relname), ', ')
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'test_snapshot' and c.relkind = 'r' and c.relname <> 'sequence_positions');
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'test_snapshot' and c.relkind = 'r' and c.relname <> 'sequence_positions' loop
    execute format('insert into public.%I overriding system value select * from test_snapshot.%I', t.relname, t.relname);
  end loop;
  perform setval(format('public.%I', s.name), s.position, s.called) from test_snapshot.sequence_positions s;
  perform set_config('session_replication_role', 'origin', true);
end $$`),
  );
}

/** Puts back the rows and sequence positions of the snapshot (see takeSeedSnapshot). */
export async function restoreSeedSnapshot(db: Db): Promise<void> {
  await db.execute(sql`select test_snapshot.restore()`);
}
