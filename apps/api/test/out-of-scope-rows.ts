import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from './sql-rows';

/** Who a scoped caller is, in the terms its scope is written in. */
export interface ScopedCaller {
  adminId: number;
  workshopId: number | null;
  societyId: number | null;
}

/**
 * Tables the sign-in calls write for any phone, whoever calls (one-time codes, sessions, rate
 * counters): public endpoints, not a scope. The fuzzer sends them the demo admins' phones too.
 */
const AUTH_TABLES = new Set(['otp_codes', 'refresh_families', 'refresh_tokens', 'rate_limit_counters']);

/**
 * Per table, the SQL condition of the rows a caller may not change (absent: every row). A scoped
 * caller's own writes add audit events and notify other admins: rows added, never rows changed,
 * so those two tables compare the rows that were there before (id <= the highest id then).
 */
function outOfScopeConditions(caller: ScopedCaller, highest: { audit: number; notification: number }): Record<string, string> {
  const self = caller.adminId;
  const common = {
    admins: `id <> ${self}`,
    // Each admin saves its own console preferences (list views).
    admin_preferences: `admin_id <> ${self}`,
    // And its own saved views; another admin's (shared or not) it may not change.
    saved_views: `admin_id <> ${self}`,
    // And its own exports (tickets, progress, cancel); another admin's it may not touch.
    export_jobs: `admin_id <> ${self}`,
    // And its own bulk jobs (progress, refused rows, cancel); another admin's it may not touch.
    bulk_jobs: `admin_id <> ${self}`,
    bulk_job_refusals: `job_id in (select id from bulk_jobs where admin_id <> ${self})`,
    audit_events: `id <= ${highest.audit}`,
    notifications: `admin_id <> ${self} and id <= ${highest.notification}`,
  };
  if (caller.workshopId === null) return common;
  const own = caller.workshopId;
  const otherWorkers = `worker_id in (select id from workers where workshop_id <> ${own})`;
  return {
    ...common,
    workshops: `id <> ${own}`,
    workers: `workshop_id <> ${own}`,
    worker_societies: otherWorkers,
    leaves: otherWorkers,
    // A workshop admin asks for new catalogue services: its own requests are in scope.
    services: `requested_by_workshop_id is distinct from ${own}`,
    service_inclusion_links: `service_id in (select id from services where requested_by_workshop_id is distinct from ${own})`,
    workshop_services: `workshop_id <> ${own}`,
    service_requests: `workshop_id <> ${own}`,
    service_request_events: `request_id in (select id from service_requests where workshop_id <> ${own})`,
    reviews: `workshop_id <> ${own}`,
    transactions: `workshop_id <> ${own}`,
    // A cash completion issues its own workshop's invoice and numbers it in that workshop's series.
    invoices: `workshop_id <> ${own}`,
    document_series: `workshop_id <> ${own}`,
    // It records its own workers' cash deposits.
    cash_deposits: `workshop_id <> ${own}`,
    user_concerns: `workshop_id is distinct from ${own}`,
    concern_messages: `concern_id in (select id from user_concerns where workshop_id is distinct from ${own})`,
    request_day_counts: `workshop_id <> ${own}`,
    revenue_day_totals: `workshop_id <> ${own}`,
    workshop_review_totals: `workshop_id <> ${own}`,
  };
}

/**
 * A checksum per table of the rows outside a caller's scope (every public table but the sign-in
 * ones; a table no rule names is compared whole, so a new table is covered until it gets a rule).
 * `caller` null: an anonymous caller, who may change nothing. Take it before a role's requests and
 * compare after: the names of the tables whose sums differ.
 */
export async function outOfScopeChecksums(db: Db, caller: ScopedCaller | null): Promise<() => Promise<Record<string, string>>> {
  const [highest] = await rowsOf<{ audit: number; notification: number }>(
    db,
    sql`select coalesce((select max(id) from audit_events), 0)::int as audit, coalesce((select max(id) from notifications), 0)::int as notification`,
  );
  const conditions = outOfScopeConditions(caller ?? { adminId: 0, workshopId: null, societyId: null }, highest!);
  const tables = (await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`))
    .map((table) => table.name)
    .filter((name) => !AUTH_TABLES.has(name));
  return async () => {
    const sums: Record<string, string> = {};
    for (const table of tables) {
      const condition = conditions[table] ?? 'true';
      const [sum] = await rowsOf<{ sum: string }>(
        db,
        sql.raw(`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from public."${table}" t where ${condition}`),
      );
      sums[table] = sum!.sum;
    }
    return sums;
  };
}
