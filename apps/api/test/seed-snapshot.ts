import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** The tests' fake clock starts here, and the seed snapshot is seeded as at this time. */
export const START_TIME = '2026-01-15T09:00:00.000Z';

/**
 * Keeps a copy of every table's rows (schema `test_seed_rows`) and every sequence's position, and a
 * `test_snapshot.restore()` that puts back the tables written since. Taken right after the demo
 * seed, it turns a test's reset into a few set-based statements over the tables the test wrote,
 * instead of emptying every table and running the whole seed again (most of the suite's time).
 *
 * Which tables were written is recorded by a statement-level trigger on every table: it fires for
 * every INSERT, UPDATE, DELETE, TRUNCATE, COPY and MERGE, also those run by other triggers, and a
 * rolled-back write takes its record with it. Only the restore turns triggers off. The record is a
 * plain insert into a table without keys, so concurrent writers never wait on one another for it
 * (the suite's race tests stay races). Sequences do not roll back, so every one is set back.
 */
export async function takeSeedSnapshot(db: Db): Promise<void> {
  await db.execute(sql`create schema test_seed_rows`);
  await db.execute(sql`create schema test_snapshot`);
  await db.execute(sql`create table test_snapshot.written_tables (name text not null)`);
  await db.execute(
    sql.raw(`create function test_snapshot.note_write() returns trigger language plpgsql as $$
begin
  insert into test_snapshot.written_tables values (tg_table_name);
  return null;
end $$`),
  );
  await db.execute(
    sql.raw(`do $$
declare t record;
begin
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' loop
    execute format('create table test_seed_rows.%I as table public.%I', t.relname, t.relname);
    execute format('create trigger test_snapshot_note_write after insert or update or delete or truncate on public.%I
                    for each statement execute function test_snapshot.note_write()', t.relname);
  end loop;
  create table test_snapshot.sequence_positions as
    select sequencename as name, coalesce(last_value, start_value) as position, last_value is not null as called
    from pg_sequences where schemaname = 'public';
end $$`),
  );
  // The seed's own sessions and sequence positions, which keepSessionsInSeedSnapshot replaces.
  await db.execute(sql`create table test_snapshot.seed_sequence_positions as table test_snapshot.sequence_positions`);
  await db.execute(sql`create table test_snapshot.seed_refresh_families as table test_seed_rows.refresh_families`);
  await db.execute(sql`create table test_snapshot.seed_refresh_tokens as table test_seed_rows.refresh_tokens`);
  // Triggers and foreign-key checks are off while the rows go back (session_replication_role,
  // local to the call's transaction): the copies already hold the rollups the triggers kept, and
  // the tables are made whole again within the one statement. DELETE, not TRUNCATE: TRUNCATE
  // refuses a table that an untouched table references.
  await db.execute(
    sql.raw(`create function test_snapshot.restore() returns void language plpgsql as $$
declare t record;
begin
  perform set_config('session_replication_role', 'replica', true);
  for t in select distinct name from test_snapshot.written_tables loop
    execute format('delete from public.%I', t.name);
    execute format('insert into public.%I overriding system value select * from test_seed_rows.%I', t.name, t.name);
  end loop;
  delete from test_snapshot.written_tables;
  perform setval(format('public.%I', s.name), s.position, s.called) from test_snapshot.sequence_positions s;
  perform set_config('session_replication_role', 'origin', true);
end $$`),
  );
}

/** Puts back the rows and sequence positions of the snapshot (see takeSeedSnapshot). */
export async function restoreSeedSnapshot(db: Db): Promise<void> {
  await db.execute(sql`select test_snapshot.restore()`);
}

/** PL/pgSQL that replaces the snapshot's session rows (each table `t`) with those of `source`, an expression naming a table. */
function sessionsFrom(source: string): string {
  return `foreach t in array array['refresh_families', 'refresh_tokens'] loop
    execute format('delete from test_seed_rows.%I', t);
    execute 'insert into test_seed_rows.' || quote_ident(t) || ' select * from ' || ${source};
  end loop;`;
}

/**
 * Copies the sessions open now (refresh families and tokens) into the snapshot, so later restores
 * keep them: a file that signs its admins in once goes on using their access tokens, which are
 * refused once their session row is gone. The two sequences move on with them.
 */
export async function keepSessionsInSeedSnapshot(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`do $$
declare t text;
begin
  ${sessionsFrom("format('public.%I', t)")}
  update test_snapshot.sequence_positions s set position = coalesce(p.last_value, p.start_value), called = p.last_value is not null
    from pg_sequences p
    where p.schemaname = 'public' and p.sequencename = s.name and s.name in ('refresh_families_id_seq', 'refresh_tokens_id_seq');
end $$`),
  );
}

/**
 * Puts back every table as the seed left it, and the snapshot as takeSeedSnapshot took it (without
 * the sessions keepSessionsInSeedSnapshot added): the copy is then as good as one opened afresh.
 */
export async function restoreWholeSeed(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`do $$
declare t text;
begin
  ${sessionsFrom("format('test_snapshot.%I', 'seed_' || t)")}
  delete from test_snapshot.sequence_positions;
  insert into test_snapshot.sequence_positions select * from test_snapshot.seed_sequence_positions;
  insert into test_snapshot.written_tables
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r';
  perform test_snapshot.restore();
end $$`),
  );
}
