import { toE164 } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction';

/** What the database needs to know to generate requests like the JavaScript generator does. */
export interface SqlSeedContext {
  now: Date;
  /** India date of `now` (YYYY-MM-DD): day offsets count from it. */
  today: string;
  superAdminId: number;
  /** Per workshop index (workshopIds order): the index whose offerings, crew and societies it uses (a workshop offering nothing falls back). */
  workshops: {
    id: number;
    target: number;
    city: string;
    rto: string[];
    localities: string[];
    staff: number;
    offerings: { serviceId: number; durationMinutes: number; prices: Record<string, number> }[];
    societies: { id: number; name: string; addressLine: string; city: string; blocks: number }[];
  }[];
  /** Per workshop index and day offset (-90 … 4): the active workers not on approved leave that day. */
  crews: { workshop: number; day: number; ids: number[]; names: string[] }[];
  vehicles: readonly { type: string; make: string; model: string }[];
  firstBike: number;
  customers: readonly { name: string; phone: string }[];
  reasons: readonly { id: number; text: string; audience: string }[];
  plateLetters: string;
  rejectNotes: readonly string[];
  onlineMethods: readonly string[];
}

/** The plan of the generated requests and its lookups, kept until their timelines and payments are in. */
const SEED_TABLES = ['seed_plan', 'seed_crews', 'seed_offerings', 'seed_workshops'];

/** Inserts what follows from the generated requests (their timelines and payments) in `tx`. */
export type InsertRest = (tx: Tx) => Promise<void>;

const textArray = (items: readonly string[]): SQL => sql`array[${sql.join(items.map((item) => sql`${item}`), sql`, `)}]::text[]`;
const intArray = (items: readonly number[]): SQL => sql.raw(`array[${items.map((n) => String(Math.trunc(n))).join(', ')}]::int[]`);
const num = (n: number): SQL => sql.raw(String(n));
/** A planned request's code as requestCode() writes it: SR- and at least six digits. */
const digits = sql.raw(`lpad(p.id::text, greatest(6, length(p.id::text)), '0')`);

/**
 * The large seed's generated requests made by the database itself, set-based: one
 * `INSERT … SELECT … FROM generate_series` per table instead of rows built in JavaScript and sent
 * over. Every choice of the JavaScript generator (seed-requests.ts) is made here from a hash of
 * the request's number (`hashint4extended`, Postgres's own, the same on PostgreSQL and PGlite)
 * with the same thresholds, so the data keeps its mix: dates over the last 90 days and the next
 * 4, statuses the date allows, payments and refunds of the same kinds, workers of the request's
 * workshop free that day, societies its workers serve, codes from ids. The plan of each request
 * is kept in a table (seed_plan), from which its timeline and its money movements follow.
 * Ids continue the identity sequence. Inserts the requests, and returns the function that inserts
 * their timelines and payments (insertTimelinesAndPayments), in this transaction or a later one.
 */
export async function insertGeneratedRequests(tx: Tx, context: SqlSeedContext, count: number): Promise<InsertRest> {
  if (count <= 0) return async () => undefined;
  const { now } = context;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const [first] = (
    (await tx.execute(sql`select nextval(pg_get_serial_sequence('service_requests', 'id'))::int as id`)) as unknown as { rows: { id: number | string }[] }
  ).rows;
  const firstId = Number(first!.id);

  // The small lookups, as tables from one JSON parameter each. Not temporary: the large seed may
  // insert the timelines and payments in a later transaction, on another connection (InsertRest).
  await tx.execute(sql.raw(`drop table if exists ${SEED_TABLES.join(', ')}`));
  await tx.execute(sql`
    create unlogged table seed_workshops as
    select * from json_to_recordset(${JSON.stringify(
      context.workshops.map((w, index) => ({
        idx: index,
        id: w.id,
        target: w.target,
        city: w.city,
        rto: w.rto,
        localities: w.localities,
        staff: w.staff,
        offering_count: w.offerings.length,
        society_ids: w.societies.map((s) => s.id),
        society_places: w.societies.map((s) => `${s.name}, ${s.addressLine}, ${s.city}`),
        society_blocks: w.societies.map((s) => Math.max(1, Math.min(s.blocks, 26))),
      })),
    )}::json) as r(idx int, id int, target int, city text, rto text[], localities text[], staff int, offering_count int, society_ids int[], society_places text[], society_blocks int[])`);
  await tx.execute(sql`
    create unlogged table seed_offerings as
    select * from json_to_recordset(${JSON.stringify(
      context.workshops.flatMap((w, index) => w.offerings.map((o, position) => ({ workshop: index, position, service_id: o.serviceId, duration: o.durationMinutes, prices: o.prices }))),
    )}::json) as r(workshop int, position int, service_id int, duration int, prices jsonb)`);
  await tx.execute(sql`
    create unlogged table seed_crews as
    select * from json_to_recordset(${JSON.stringify(context.crews)}::json) as r(workshop int, day int, ids int[], names text[])`);

  // Without statistics the planner loops over the small tables once per request instead of hashing them.
  await tx.execute(sql`analyze seed_workshops, seed_offerings, seed_crews`);

  // r(k): the k-th pseudo-random number in [0, 1) of generated request i.
  const r = (k: number): SQL => sql.raw(`((hashint4extended(g.i, ${k}) & 2147483647)::float8 / 2147483648)`);
  const workshopCount = context.workshops.length;
  const vehicleCount = context.vehicles.length;
  const firstBike = context.firstBike;
  const customerCount = context.customers.length;
  const minutes = (n: SQL): SQL => sql`make_interval(mins => (${n})::int)`;

  // The plan: each stage below reads the columns of the one before; \`offset 0\` keeps the planner
  // from pasting a stage's expressions into the next (the timeline's would be evaluated many times
  // over). What generatedPlans() decides, then the timeline and payment insertBatch() derives from it.
  await tx.execute(sql`
    create unlogged table seed_plan as
    with g as (
      select i, ${num(firstId)} + i as id, -90 + (i::bigint * 95 / ${num(count)})::int as day_offset
      from generate_series(0, ${num(count - 1)}) as i
    ),
    drawn as (
      select g.i, g.id, g.day_offset,
        ${r(0)} as r0, ${r(1)} as r1, ${r(2)} as r2, ${r(3)} as r3, ${r(4)} as r4,
        ${r(5)} as r5, ${r(6)} as r6, ${r(7)} as r7, ${r(8)} as r8, ${r(9)} as r9
      from g
    ),
    planned as (
      select d.*,
        -- hh:mm India time (UTC+05:30), 08:00–18:30 on the half hour.
        to_timestamp(((${context.today}::date + d.day_offset) - date '1970-01-01') * 86400.0 - 19800
          + (8 + floor(d.r0 * 11)) * 3600 + case when d.r1 < 0.5 then 0 else 1800 end) as scheduled_at,
        -- The demo workshop gets about a third of the bookings.
        case when d.r2 < 0.35 or ${num(workshopCount)} = 1 then 0 else 1 + floor((d.r2 - 0.35) / 0.65 * ${num(workshopCount - 1)})::int end as workshop_raw,
        floor(d.r3 * 1000)::int as offering_index,
        case when d.r4 < 0.15 then ${num(firstBike)} + floor(d.r5 * ${num(vehicleCount - firstBike)})::int else floor(d.r5 * ${num(firstBike)})::int end as vehicle_index,
        (floor(d.r0 * 7919 + d.i)::bigint % ${num(customerCount)})::int as customer_index,
        d.r1 < 0.35 as in_society,
        d.r6 < 0.2 as booked_by_staff,
        floor(d.r5 * 1000)::int as reason_index,
        d.r3 as j
      from drawn d offset 0
    ),
    placed as (
      select p.*, w.target as workshop_index, tw.id as workshop_id, tw.staff, o.service_id, o.duration, o.prices,
        least(p.scheduled_at - ${minutes(sql`120 + floor(p.r6 * 70 * 60)`)}, ${nowAt} - ${minutes(sql`30 + floor(p.r6 * 600)`)}) as created_at
      from planned p
      join seed_workshops w on w.idx = p.workshop_raw
      join seed_workshops tw on tw.idx = w.target
      join seed_offerings o on o.workshop = w.target and o.position = p.offering_index % tw.offering_count
    ),
    statused as (
      select p.*,
        case
          when p.scheduled_at > ${nowAt} then case when p.r8 < 0.06 then 'cancelled' when p.r7 < 0.4 then 'pending' when p.r7 < 0.7 then 'accepted' else 'assigned' end
          when p.scheduled_at + ${minutes(sql`p.duration`)} > ${nowAt} then 'in_progress'
          when p.r7 < 0.07 then 'rejected'
          when p.r7 < 0.18 then 'cancelled'
          else 'completed'
        end as status,
        case
          when p.scheduled_at > ${nowAt} then case when p.r8 < 0.06 then case when p.r7 < 0.4 then 'pending' else 'accepted' end end
          when p.scheduled_at + ${minutes(sql`p.duration`)} > ${nowAt} then null
          when p.r7 >= 0.07 and p.r7 < 0.18 then (array['pending', 'accepted', 'assigned'])[1 + least(2, floor(p.r8 * 3)::int)]
        end as cancelled_from,
        (${textArray(context.onlineMethods)})[1 + least(${num(context.onlineMethods.length - 1)}, floor(p.r9 * ${num(context.onlineMethods.length)})::int)] as online
      from placed p offset 0
    ),
    paid as (
      select s.*,
        case s.status
          -- Most are paid: a third online in advance, the rest on completion (a third of those in cash).
          when 'completed' then case when s.r8 < 0.9 then case when s.r9 < 0.33 then s.online when s.r8 < 0.3 then 'cash' else s.online end end
          when 'cancelled' then case when s.cancelled_from <> 'pending' and s.r9 < 0.3 then s.online end
          when 'rejected' then null
          when 'pending' then null
          else case when s.r9 < 0.2 then s.online end
        end as pay_method,
        not (s.status = 'completed' and s.r9 >= 0.33) as in_advance,
        s.status in ('accepted', 'assigned', 'in_progress', 'completed') or s.cancelled_from in ('accepted', 'assigned') as has_accept,
        s.status in ('assigned', 'in_progress', 'completed') or s.cancelled_from = 'assigned' as has_assign,
        (s.prices ->> (${textArray(context.vehicles.map((v) => v.type))})[1 + s.vehicle_index])::int as amount,
        least(s.scheduled_at, ${nowAt}) as visit_limit
      from statused s offset 0
    ),
    accepted as (
      select p.*, case when p.has_accept then greatest(p.created_at, least(p.created_at + ${minutes(sql`10 + floor(p.j * 50)`)}, p.visit_limit)) end as accepted_at
      from paid p offset 0
    ),
    assigned as (
      select a.*, case when a.has_assign then greatest(coalesce(a.accepted_at, a.created_at), least(coalesce(a.accepted_at, a.created_at) + ${minutes(sql`30 + floor(a.j * 90)`)}, a.visit_limit)) end as assigned_at
      from accepted a offset 0
    ),
    started as (
      select a.*, case when a.status in ('in_progress', 'completed') then greatest(a.assigned_at, least(a.scheduled_at + ${minutes(sql`floor(a.j * 10)`)}, ${nowAt})) end as started_at
      from assigned a offset 0
    ),
    finished as (
      select s.*,
        case when s.status = 'completed' then greatest(s.started_at, least(s.scheduled_at + ${minutes(sql`s.duration`)}, ${nowAt})) end as completed_at,
        case when s.status = 'rejected' then greatest(s.created_at, least(s.created_at + ${minutes(sql`20 + floor(s.j * 70)`)}, s.visit_limit)) end as rejected_at,
        case when s.status = 'cancelled' then greatest(coalesce(s.assigned_at, s.accepted_at, s.created_at), least(coalesce(s.assigned_at, s.accepted_at, s.created_at) + ${minutes(sql`45 + floor(s.j * 600)`)}, s.visit_limit)) end as cancelled_at
      from started s offset 0
    )
    select f.id, f.i, f.workshop_index, f.workshop_id, f.staff, f.service_id, f.amount, f.vehicle_index, f.customer_index,
      f.in_society, f.booked_by_staff, f.j, f.scheduled_at, f.created_at, f.status, f.cancelled_from,
      case when f.has_assign then c.ids[1 + (f.id * 13) % greatest(1, cardinality(c.ids))] end as worker_id,
      case when f.has_assign then c.names[1 + (f.id * 13) % greatest(1, cardinality(c.ids))] end as worker_name,
      case when f.status = 'cancelled' then 1 + f.reason_index % ${num(context.reasons.length)} end as reason_index,
      f.pay_method, f.in_advance,
      case when f.pay_method is null then null when f.status = 'cancelled' then 'full' when f.status = 'completed' and f.i % 40 = 7 and f.amount >= 200 then 'partial' end as refund,
      f.accepted_at, f.assigned_at, f.started_at, f.completed_at, f.rejected_at, f.cancelled_at,
      coalesce(f.cancelled_at, f.rejected_at, f.completed_at, f.started_at, f.assigned_at, f.accepted_at, f.created_at) as updated_at
    from finished f
    left join seed_crews c on c.workshop = f.workshop_index and c.day = f.day_offset`);

  const reasonIds = intArray(context.reasons.map((reason) => reason.id));
  const letter = (n: SQL): SQL => sql`substr(${context.plateLetters}, 1 + (${n}) % ${num(context.plateLetters.length)}, 1)`;

  // Raw SQL skips the phone column's mapping (schema.ts phoneColumn): phones go in as E.164 here.
  await tx.execute(sql`
    insert into service_requests (id, code, customer_name, customer_phone, vehicle_type, vehicle_make, vehicle_model, registration_number,
      service_id, workshop_id, society_id, address, scheduled_at, worker_id, amount_paise, payment_status, status,
      cancellation_reason_id, cancellation_note, accepted_at, started_at, completed_at, cancelled_at, created_by, version, created_at, updated_at)
    overriding system value
    select p.id, 'SR-' || ${digits},
      (${textArray(context.customers.map((c) => c.name))})[1 + p.customer_index],
      (${textArray(context.customers.map((c) => toE164(c.phone)))})[1 + p.customer_index],
      (${textArray(context.vehicles.map((v) => v.type))})[1 + p.vehicle_index],
      (${textArray(context.vehicles.map((v) => v.make))})[1 + p.vehicle_index],
      (${textArray(context.vehicles.map((v) => v.model))})[1 + p.vehicle_index],
      w.rto[1 + (p.id * 7 + p.customer_index) % cardinality(w.rto)] || ${letter(sql`p.id * 5`)} || ${letter(sql`p.id * 11 + 3`)} || (1000 + (p.id::bigint * 7919) % 9000)::text,
      p.service_id, p.workshop_id,
      case when p.in_society and cardinality(w.society_ids) > 0 then w.society_ids[1 + p.id % cardinality(w.society_ids)] end,
      case when p.in_society and cardinality(w.society_ids) > 0
        then 'Flat ' || chr(65 + p.id % w.society_blocks[1 + p.id % cardinality(w.society_ids)]) || '-' || (100 * (1 + p.id % 14) + p.id % 8 + 1)::text
          || ', ' || w.society_places[1 + p.id % cardinality(w.society_ids)]
        else 'House ' || (1 + (p.id * 7 + p.customer_index) % 240)::text || ', '
          || w.localities[1 + least(cardinality(w.localities) - 1, floor(p.j * cardinality(w.localities))::int)] || ', ' || w.city
      end,
      p.scheduled_at, p.worker_id, p.amount,
      case when p.pay_method is null then 'unpaid' when p.refund = 'full' then 'refunded' when p.refund = 'partial' then 'partially_refunded' else 'paid' end,
      p.status,
      (${reasonIds})[p.reason_index],
      case when p.status = 'cancelled' and p.j < 0.3 then 'Customer called the workshop' end,
      p.accepted_at, p.started_at, p.completed_at, p.cancelled_at,
      case when p.booked_by_staff then p.staff end,
      1 + (p.accepted_at is not null)::int + (p.assigned_at is not null)::int + (p.started_at is not null)::int + (p.completed_at is not null)::int
        + (p.rejected_at is not null)::int + (p.cancelled_at is not null)::int,
      p.created_at, p.updated_at
    from seed_plan p
    join seed_workshops w on w.idx = p.workshop_index`);

  await tx.execute(sql`select setval(pg_get_serial_sequence('service_requests', 'id'), ${num(firstId + count - 1)})`);
  return (next) => insertTimelinesAndPayments(next, context, firstId);
}

/**
 * The generated requests' timelines, payments and refunds, from the plan insertGeneratedRequests
 * kept; then its tables are dropped. In the same transaction as the requests, or in a later one
 * once they are committed (seedIfEmpty's pipelined large seed).
 */
async function insertTimelinesAndPayments(tx: Tx, context: SqlSeedContext, firstId: number): Promise<void> {
  const nowAt = sql`${context.now.toISOString()}::timestamptz`;
  const reasonTexts = textArray(context.reasons.map((reason) => reason.text));
  const customerReasons = sql.raw(`array[${context.reasons.map((reason) => String(reason.audience === 'customer')).join(', ')}]::boolean[]`);
  // Each request's timeline. One scan of the plan per step, each keeping the requests that took
  // that step, appended in the order of the steps: a request's steps get ids in their order (the
  // timeline reads by time, then id). Seven rows made per request and the missing steps filtered
  // out after (a lateral VALUES) cost twice the time at a million requests. The ids are numbered
  // here from the identity sequence's next value, and the sequence set past them after: a
  // nextval() per event cost a sixth of the insert's CPU.
  const [firstEvent] = (
    (await tx.execute(sql`select nextval(pg_get_serial_sequence('service_request_events', 'id'))::int as id`)) as unknown as { rows: { id: number | string }[] }
  ).rows;
  const step = (action: string, from: SQL, to: string, actor: SQL, note: SQL, at: SQL): SQL =>
    sql`select p.id, ${action}::text, ${from}::text, ${to}::text, (${actor})::int, (${note})::text, ${at} from seed_plan p where ${at} is not null`;
  const steps = [
    step('create', sql`null`, 'pending', sql`case when p.booked_by_staff then p.staff end`, sql`case when p.booked_by_staff then 'Booked by phone' else 'Booked in the customer app' end`, sql`p.created_at`),
    step('accept', sql`'pending'`, 'accepted', sql`p.staff`, sql`null`, sql`p.accepted_at`),
    step('assign', sql`'accepted'`, 'assigned', sql`p.staff`, sql`'Assigned to ' || coalesce(p.worker_name, 'a worker')`, sql`p.assigned_at`),
    step('start', sql`'assigned'`, 'in_progress', sql`p.staff`, sql`null`, sql`p.started_at`),
    step('complete', sql`'in_progress'`, 'completed', sql`p.staff`, sql`case when p.pay_method = 'cash' and not p.in_advance then 'Cash collected on completion' end`, sql`p.completed_at`),
    step('reject', sql`'pending'`, 'rejected', sql`p.staff`, sql`(${textArray(context.rejectNotes)})[1 + least(${num(context.rejectNotes.length - 1)}, floor(p.j * ${num(context.rejectNotes.length)})::int)]`, sql`p.rejected_at`),
    // A customer's own reason is entered from the customer app.
    step('cancel', sql`p.cancelled_from`, 'cancelled', sql`case when not (${customerReasons})[p.reason_index] then p.staff end`, sql`(${reasonTexts})[p.reason_index]`, sql`p.cancelled_at`),
  ];
  await tx.execute(sql`
    insert into service_request_events (id, request_id, action, from_status, to_status, actor_id, note, at)
    overriding system value
    select ${num(Number(firstEvent!.id) - 1)} + row_number() over (), e.*
    from (${sql.join(steps, sql` union all `)}) as e(request_id, action, from_status, to_status, actor_id, note, at)`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('service_request_events', 'id'), (select max(id) from service_request_events))`);

  // Payments, online ones with a gateway reference derived from the code.
  await tx.execute(sql`
    insert into transactions (request_id, workshop_id, kind, method, amount_paise, status, gateway_ref, note, created_by, created_at, updated_at)
    select p.id, p.workshop_id, 'payment', p.pay_method, p.amount, 'success',
      case when p.pay_method <> 'cash' then 'pay_SR' || ${digits} end,
      case when p.in_advance then 'Paid online at booking' when p.pay_method = 'cash' then 'Cash collected on completion' else 'Paid on completion' end,
      case when p.pay_method = 'cash' then p.staff end,
      x.paid_at, x.paid_at
    from seed_plan p
    cross join lateral (select case when p.in_advance then p.created_at + interval '3 minutes' else coalesce(p.completed_at, p.updated_at) end as paid_at) x
    where p.pay_method is not null`);

  // Refunds of those payments: in full on cancellation, in part for a few completed ones.
  await tx.execute(sql`
    insert into transactions (request_id, workshop_id, kind, method, amount_paise, status, gateway_ref, note, refund_of_id, created_by, created_at, updated_at)
    select p.id, p.workshop_id, 'refund', p.pay_method, x.amount, 'success',
      case when p.pay_method <> 'cash' then 'rfnd_SR' || ${digits} end,
      case when p.refund = 'full' then 'Full refund on cancellation' else 'Partial refund: interior vacuum was skipped' end,
      t.id, ${num(context.superAdminId)}, x.at, x.at
    from seed_plan p
    join transactions t on t.request_id = p.id and t.kind = 'payment'
    cross join lateral (select
      case when p.refund = 'full' then p.amount else greatest(100, round(p.amount * 0.3 / 100) * 100)::int end as amount,
      case when p.refund = 'full' then p.cancelled_at + interval '60 minutes' else least(p.completed_at + interval '1 day', ${nowAt}) end as at) x
    where p.refund is not null and p.id >= ${num(firstId)}`);
  await tx.execute(sql.raw(`drop table ${SEED_TABLES.join(', ')}`));
}
