import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeferred, buildIndexesAndKeys, dropIndexesAndKeys, insertJsonRows } from '../src/db/bulk-load';
import { BULK_SEED_REQUESTS, seedIfEmpty } from '../src/seeds/seed';
import { serviceRequestEvents, serviceRequests, transactions } from '../src/db/schema';
import type { TestDatabase } from './test-database';
import { expectRollupsFromScratch } from './rollups-from-scratch';
import { openTestDatabase } from './test-database';
import { rowsOf } from './sql-rows';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { now: new Date('2026-01-15T09:00:00Z') });
});
afterAll(async () => {
  await database.close();
});

const rowsIn = <T>(query: SQL) => rowsOf<T>(database.db, query);

/** Every index and constraint of the tables, as the catalogue defines them. */
async function definitions(): Promise<string[]> {
  const indexes = await rowsIn<{ d: string }>(
    sql`select pg_get_indexdef(indexrelid) as d from pg_index where indrelid in ('service_requests'::regclass, 'service_request_events'::regclass, 'transactions'::regclass)`,
  );
  const constraints = await rowsIn<{ d: string }>(
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d from pg_constraint where conrelid in ('service_requests'::regclass, 'service_request_events'::regclass, 'transactions'::regclass, 'reviews'::regclass, 'user_concerns'::regclass)`,
  );
  return [...indexes, ...constraints].map((row) => row.d).sort();
}

describe('the large seed’s bulk load', () => {
  it('drops the indexes and foreign keys while loading and builds the same ones again', async () => {
    const before = await definitions();
    const during = await database.db.transaction(async (tx) => {
      const build = await dropIndexesAndKeys(tx, [serviceRequests, serviceRequestEvents, transactions]);
      const count = ((await tx.execute(sql`select count(*)::int as n from pg_index where indrelid = 'service_requests'::regclass`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      await buildIndexesAndKeys(tx, build);
      return count;
    });
    expect(during).toBe(1); // only the primary key
    expect(await definitions()).toEqual(before);
  });

  it('commits without them; buildDeferred then builds the same ones, keys validated, on two connections on PostgreSQL', async () => {
    const before = await definitions();
    const indexCount = async () => (await rowsIn<{ n: number }>(sql`select count(*)::int as n from pg_index where indrelid = 'service_requests'::regclass`))[0]!.n;
    const build = await database.db.transaction((tx) => dropIndexesAndKeys(tx, [serviceRequests, serviceRequestEvents, transactions]));
    expect(await indexCount()).toBe(1); // committed with only the primary key
    await buildDeferred(database.db, build, database.kind === 'postgres' ? 2 : 1);
    expect(await definitions()).toEqual(before);
    expect((await rowsIn<{ n: number }>(sql`select count(*)::int as n from pg_constraint where not convalidated`))[0]!.n).toBe(0);
  });

  it('inserts rows from one JSON parameter in their order, with their ids and dates', async () => {
    const at = new Date('2026-01-10T04:30:00.000Z');
    const inserted = await insertJsonRows(
      database.db,
      serviceRequestEvents,
      [
        { requestId: 1, action: 'accept', fromStatus: 'pending', toStatus: 'accepted', actorId: null, note: 'first', at },
        { requestId: 2, action: 'reject', fromStatus: 'pending', toStatus: 'rejected', actorId: null, note: 'It’s "quoted"', at },
      ],
      sql`id, note, at`,
    );
    expect(inserted.map((row) => row.note)).toEqual(['first', 'It’s "quoted"']);
    expect(Number(inserted[1]!.id)).toBe(Number(inserted[0]!.id) + 1);
    expect(new Date(inserted[0]!.at as string).toISOString()).toBe(at.toISOString());
  });
});

describe('the large seed generated in the database', () => {
  // Just enough to take the large seed's path, so the file stays quick.
  const generated = BULK_SEED_REQUESTS;
  const now = new Date('2026-01-15T09:00:00Z');
  let bulk: TestDatabase;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await bulk.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => (await rows<T>(query))[0]!;
  beforeAll(async () => {
    bulk = await openTestDatabase();
    // On PostgreSQL as the seed command runs it: indexes and keys built on two connections after the commit.
    await seedIfEmpty(bulk.db, { now, requests: generated, vacuumAfterBulk: true, buildConnections: bulk.kind === 'postgres' ? 2 : 1 });
  }, 120_000);
  afterAll(async () => {
    await bulk.close();
  });

  it('ends with the indexes and validated foreign keys of the small seed', async () => {
    const catalogue = (of: TestDatabase) =>
      of.db.execute(sql`
        select pg_get_indexdef(indexrelid) as d from pg_index where indrelid in ('service_requests'::regclass, 'service_request_events'::regclass, 'transactions'::regclass, 'invoices'::regclass, 'reviews'::regclass)
        union all select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated::text from pg_constraint where connamespace = 'public'::regnamespace
        order by 1`) as unknown as Promise<{ rows: { d: string }[] }>;
    expect((await catalogue(bulk)).rows).toEqual((await catalogue(database)).rows);
  });

  it('vacuums the loaded tables after the seed commits, when asked (PGlite has no autovacuum)', async () => {
    // Whether VACUUM can mark every page all-visible depends on the other transactions a shared
    // server runs at that moment; that it ran does not.
    const tables = await rows<{ table: string; vacuums: number }>(sql`
      select relname as table, vacuum_count::int as vacuums from pg_stat_user_tables
      where relname in ('service_requests', 'service_request_events', 'transactions', 'reviews') order by 1`);
    expect(tables.map((table) => table.table)).toEqual(['reviews', 'service_request_events', 'service_requests', 'transactions']);
    for (const table of tables) expect(table.vacuums, table.table).toBeGreaterThan(0);
  });

  it('makes the fixed requests and the generated ones, with codes from their ids and the sequence after them', async () => {
    const counts = await one<{ n: number; ids: number; codes: number; well_formed: number; max_id: number }>(sql`
      select count(*)::int as n, count(distinct id)::int as ids, count(distinct code)::int as codes,
        count(*) filter (where code = 'SR-' || lpad(id::text, greatest(6, length(id::text)), '0'))::int as well_formed, max(id)::int as max_id
      from service_requests`);
    expect(counts).toEqual({ n: generated + 13, ids: generated + 13, codes: generated + 13, well_formed: generated + 13, max_id: generated + 13 });
    // The fixed requests are the JavaScript seed's own.
    expect(await one(sql`select status, worker_id is not null as has_worker from service_requests where id = 9`)).toEqual({ status: 'completed', has_worker: true });
    // The generated timeline events are numbered from the identity sequence, which continues after them.
    const events = await one<{ n: number; ids: number; first: number; last: number }>(
      sql`select count(*)::int as n, count(distinct id)::int as ids, min(id)::int as first, max(id)::int as last from service_request_events where request_id > 13`,
    );
    expect(events.ids).toBe(events.n);
    expect(events.last - events.first + 1).toBe(events.n);
    const [next] = await bulk.db.insert(serviceRequestEvents).values({ requestId: 1, action: 'accept', toStatus: 'accepted', at: now }).returning({ id: serviceRequestEvents.id });
    expect(next!.id).toBe(events.last + 1);
    const sequence = await one<{ next: number }>(sql`select nextval(pg_get_serial_sequence('service_requests', 'id'))::int as next`);
    expect(sequence.next).toBe(generated + 14);
  });

  it('spreads the requests over the last 90 days and the next 4, in every status the date allows', async () => {
    const spread = await one<{ first: string; last: string; days: number }>(sql`
      select min((scheduled_at at time zone 'UTC' + interval '330 minutes')::date)::text as first, max((scheduled_at at time zone 'UTC' + interval '330 minutes')::date)::text as last,
        count(distinct (scheduled_at at time zone 'UTC' + interval '330 minutes')::date)::int as days
      from service_requests where id > 13`);
    expect(spread).toEqual({ first: '2025-10-17', last: '2026-01-19', days: 95 });
    const byStatus = Object.fromEntries(
      (await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from service_requests where id > 13 group by status`)).map((row) => [row.status, row.n / generated]),
    );
    expect(byStatus.completed).toBeGreaterThan(0.7);
    expect(byStatus.rejected).toBeGreaterThan(0.05);
    expect(byStatus.cancelled).toBeGreaterThan(0.08);
    for (const status of ['pending', 'accepted', 'assigned', 'in_progress']) expect(byStatus[status], status).toBeGreaterThan(0);
    // Only the future is still open, only the past is settled.
    expect(await one(sql`
      select count(*) filter (where status in ('pending', 'accepted', 'assigned') and scheduled_at <= ${now.toISOString()}::timestamptz)::int as open_past,
        count(*) filter (where status in ('completed', 'rejected') and scheduled_at > ${now.toISOString()}::timestamptz)::int as settled_future,
        count(*) filter (where created_at > scheduled_at or created_at > ${now.toISOString()}::timestamptz or updated_at < created_at)::int as bad_times,
        count(*) filter (where (status = 'completed') <> (completed_at is not null) or (status = 'cancelled') <> (cancelled_at is not null)
          or (status = 'cancelled') <> (cancellation_reason_id is not null) or (status in ('in_progress', 'completed')) <> (started_at is not null))::int as bad_stamps
      from service_requests where id > 13`)).toEqual({ open_past: 0, settled_future: 0, bad_times: 0, bad_stamps: 0 });
  });

  it('gives assigned requests a worker of their own workshop, and society bookings a society its workers serve', async () => {
    expect(await one(sql`
      select count(*) filter (where w.id is not null and w.workshop_id <> s.workshop_id)::int as foreign_worker,
        count(*) filter (where s.worker_id is null and s.status in ('assigned', 'in_progress', 'completed'))::int as unassigned,
        count(*) filter (where s.worker_id is not null and s.status in ('pending', 'accepted', 'rejected'))::int as early_worker,
        count(*) filter (where s.society_id is not null and not exists (
          select 1 from worker_societies ws join workers x on x.id = ws.worker_id where ws.society_id = s.society_id and x.workshop_id = s.workshop_id))::int as foreign_society,
        count(*) filter (where not exists (select 1 from workshop_services o where o.workshop_id = s.workshop_id and o.service_id = s.service_id))::int as not_offered
      from service_requests s left join workers w on w.id = s.worker_id where s.id > 13`)).toEqual({ foreign_worker: 0, unassigned: 0, early_worker: 0, foreign_society: 0, not_offered: 0 });
    // The worker picked is active and not on approved leave that (India) day.
    expect(await one(sql`
      select count(*) filter (where w.status <> 'active')::int as inactive,
        count(*) filter (where exists (select 1 from leaves l where l.worker_id = w.id and l.status = 'approved'
          and (s.scheduled_at at time zone 'UTC' + interval '330 minutes')::date between l.start_date and l.end_date))::int as on_leave
      from service_requests s join workers w on w.id = s.worker_id where s.id > 13`)).toEqual({ inactive: 0, on_leave: 0 });
    const variety = await one<{ workers: number; workshops: number; services: number; societies: number; vehicles: number; registrations: number }>(sql`
      select count(distinct worker_id)::int as workers, count(distinct workshop_id)::int as workshops, count(distinct service_id)::int as services,
        count(distinct society_id)::int as societies, count(distinct vehicle_model)::int as vehicles, count(distinct registration_number)::int as registrations
      from service_requests where id > 13`);
    expect(variety.workshops).toBe(5);
    expect(variety.workers).toBeGreaterThan(30);
    expect(variety.vehicles).toBe(23);
    expect(variety.registrations).toBeGreaterThan(generated / 2);
  });

  it('pays, refunds and records each request as its status and payment status say', async () => {
    const money = await one(sql`
      select
        count(*) filter (where s.payment_status = 'unpaid' and p.n is not null)::int as unpaid_with_payment,
        count(*) filter (where s.payment_status <> 'unpaid' and (p.n is distinct from 1 or p.amount <> s.amount_paise))::int as paid_wrongly,
        count(*) filter (where s.payment_status = 'refunded' and (r.amount is distinct from s.amount_paise or s.status <> 'cancelled'))::int as refunded_wrongly,
        count(*) filter (where s.payment_status = 'partially_refunded' and (r.amount is null or r.amount >= s.amount_paise or s.status <> 'completed'))::int as partial_wrongly,
        count(*) filter (where s.payment_status = 'paid' and r.amount is not null)::int as paid_with_refund,
        count(*) filter (where s.status in ('pending', 'rejected') and s.payment_status <> 'unpaid')::int as paid_too_early,
        count(*) filter (where s.payment_status = 'paid')::int as paid,
        count(*) filter (where s.payment_status = 'refunded')::int as refunded,
        count(*) filter (where s.payment_status = 'partially_refunded')::int as partially_refunded
      from service_requests s
      left join (select request_id, count(*)::int as n, sum(amount_paise)::int as amount from transactions where kind = 'payment' group by request_id) p on p.request_id = s.id
      left join (select request_id, sum(amount_paise)::int as amount from transactions where kind = 'refund' group by request_id) r on r.request_id = s.id
      where s.id > 13`);
    expect(money).toMatchObject({ unpaid_with_payment: 0, paid_wrongly: 0, refunded_wrongly: 0, partial_wrongly: 0, paid_with_refund: 0, paid_too_early: 0 });
    expect((money as { paid: number }).paid).toBeGreaterThan(generated / 2);
    expect((money as { refunded: number }).refunded).toBeGreaterThan(0);
    expect((money as { partially_refunded: number }).partially_refunded).toBeGreaterThan(0);
    expect(await one(sql`
      select count(*) filter (where r.refund_of_id is distinct from p.id)::int as unlinked, count(*) filter (where r.gateway_ref is distinct from replace(p.gateway_ref, 'pay_', 'rfnd_'))::int as bad_ref
      from transactions r left join transactions p on p.request_id = r.request_id and p.kind = 'payment' where r.kind = 'refund'`)).toEqual({ unlinked: 0, bad_ref: 0 });
    const methods = (await rows<{ method: string }>(sql`select distinct method from transactions order by 1`)).map((row) => row.method);
    expect(methods).toEqual(['card', 'cash', 'netbanking', 'upi', 'wallet']);
  });

  it('documents every successful payment and refund once, each series numbered from 1 without gaps', async () => {
    expect(await one(sql`
      select count(*) filter (where d.n is distinct from 1)::int as undocumented_or_twice, count(*)::int as transactions
      from transactions t left join (select transaction_id, count(*)::int as n from invoices group by 1) d on d.transaction_id = t.id
      where t.kind in ('payment', 'refund') and t.status = 'success'`)).toEqual({ undocumented_or_twice: 0, transactions: expect.any(Number) });
    expect(await one<{ kinds: string[] }>(sql`select array_agg(distinct kind order by kind) as kinds from invoices`)).toEqual({ kinds: ['bill_of_supply', 'credit_note', 'tax_invoice'] });
    expect(await one(sql`
      select count(*) filter (where s.last_number is distinct from n.count or n.max is distinct from n.count)::int as gapped, count(*)::int as series
      from document_series s full join (select workshop_id, kind, financial_year, count(*)::int, max(seq) from invoices group by 1, 2, 3) n using (workshop_id, kind, financial_year)`)).toEqual({ gapped: 0, series: expect.any(Number) });
  });

  it('records each request’s timeline: one event per step, in order, ending in its status', async () => {
    expect(await one(sql`
      select count(*) filter (where e.n is distinct from s.version)::int as wrong_count,
        count(*) filter (where e.last_status is distinct from s.status)::int as wrong_end,
        count(*) filter (where e.first_at is distinct from s.created_at or e.last_at is distinct from s.updated_at)::int as wrong_times,
        count(*) filter (where e.unordered)::int as unordered
      from service_requests s
      left join (
        select request_id, count(*)::int as n, (array_agg(to_status order by id desc))[1] as last_status, min(at) as first_at, max(at) as last_at,
          bool_or(at < prev_at or from_status is distinct from prev_status) as unordered
        from (select *, lag(at) over w as prev_at, lag(to_status) over w as prev_status from service_request_events window w as (partition by request_id order by id)) x
        group by request_id
      ) e on e.request_id = s.id
      where s.id > 13`)).toEqual({ wrong_count: 0, wrong_end: 0, wrong_times: 0, unordered: 0 });
  });

  it('leaves the dashboard rollups equal to the requests and transactions it made', async () => {
    await expectRollupsFromScratch(bulk.db);
  });

  it('reviews most completed requests, and builds every index and foreign key again', async () => {
    const reviewed = await one<{ share: number }>(sql`
      select (count(r.id)::float8 / count(*)) as share from service_requests s left join reviews r on r.request_id = s.id where s.status = 'completed'`);
    expect(reviewed.share).toBeGreaterThan(0.85);
    expect(reviewed.share).toBeLessThan(0.95);
    const indexes = await one<{ n: number }>(sql`select count(*)::int as n from pg_index where indrelid = 'service_requests'::regclass`);
    expect(indexes.n).toBeGreaterThan(15);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from pg_constraint where contype = 'f' and conrelid = 'service_request_events'::regclass`)).n).toBeGreaterThan(0);
  });
});
