import type { AbsenceToday, DashboardRange, DayCount, OpenConcerns, ScheduleEntry, StatusCount } from '@carcare/contracts';
import { DASHBOARD_SCHEDULE_LIMIT, REQUEST_STATUSES } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import type { societies } from '../../db/schema';
import { leaves, requestDayCounts, revenueDayTotals, serviceRequests, services, userConcerns, workerSocieties, workers, workshopReviewTotals, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { AccessScope } from '../scope/access-scope';
import { concernScope } from '../scope/access-scope';
import { datesOf } from './dashboard-range';

// Request, revenue and review figures are sums over the rollups (request_day_counts,
// revenue_day_totals, workshop_review_totals), a row per day or workshop and key, so a dashboard reads hundreds of rows however many requests there are.
// The other figures are one aggregate query over an indexed range; no rows are loaded to be counted in JS.

/** Scheduled within the India dates of a range: a plain range on scheduled_at, so its indexes serve it. */
function scheduledWithin(range: DashboardRange): SQL {
  return sql`${serviceRequests.scheduledAt} >= ${startOfIndiaDate(range.from).toISOString()} and ${serviceRequests.scheduledAt} < ${startOfIndiaDate(addDays(range.to, 1)).toISOString()}`;
}

/** Rollup rows of the India dates of a range, both included. */
function daysWithin(day: typeof requestDayCounts.day | typeof revenueDayTotals.day, range: DashboardRange): SQL {
  return sql`${day} between ${range.from} and ${range.to}`;
}

const requestCount = sql<number>`coalesce(sum(${requestDayCounts.count}), 0)::int`;

// `where` of the request figures: a condition on request_day_counts, from requestCountScope.

/** Requests per India day of the range, every day present (0 when none). */
export async function requestsPerDay(db: Executor, where: SQL | undefined, range: DashboardRange): Promise<DayCount[]> {
  const rows = await db
    .select({ date: requestDayCounts.day, count: requestCount })
    .from(requestDayCounts)
    .where(and(where, daysWithin(requestDayCounts.day, range)))
    .groupBy(requestDayCounts.day);
  const byDate = new Map(rows.map((row) => [row.date, Number(row.count)]));
  return datesOf(range).map((date) => ({ date, count: byDate.get(date) ?? 0 }));
}

/** Requests of the range per status, every status present (0 when none). */
export async function requestsByStatus(db: Executor, where: SQL | undefined, range: DashboardRange): Promise<StatusCount[]> {
  const rows = await db
    .select({ status: requestDayCounts.status, count: requestCount })
    .from(requestDayCounts)
    .where(and(where, daysWithin(requestDayCounts.day, range)))
    .groupBy(requestDayCounts.status);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return REQUEST_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

export async function countRequestsWithin(db: Executor, where: SQL | undefined, range: DashboardRange): Promise<number> {
  const [row] = await db.select({ count: requestCount }).from(requestDayCounts).where(and(where, daysWithin(requestDayCounts.day, range)));
  return Number(row?.count ?? 0);
}

/**
 * Revenue of each range: successful payments minus successful refunds created in it (payouts are
 * money out to workshops, not revenue), as the rollup keeps it. One pass over the ranges' union.
 */
export async function revenuePaise(db: Executor, workshopId: number | null, ranges: DashboardRange[]): Promise<number[]> {
  const sums = ranges.map((range) => sql<string>`coalesce(sum(${revenueDayTotals.paise}) filter (where ${daysWithin(revenueDayTotals.day, range)}), 0)::bigint`);
  const earliest = ranges.reduce((min, range) => (range.from < min ? range.from : min), ranges[0]!.from);
  const latest = ranges.reduce((max, range) => (range.to > max ? range.to : max), ranges[0]!.to);
  const selection = Object.fromEntries(sums.map((sum, index) => [`r${index}`, sum]));
  const [row] = await db
    .select(selection)
    .from(revenueDayTotals)
    .where(and(daysWithin(revenueDayTotals.day, { from: earliest, to: latest }), workshopId !== null ? eq(revenueDayTotals.workshopId, workshopId) : undefined));
  const values = ranges.map((_range, index) => (row as Record<string, unknown> | undefined)?.[`r${index}`]);
  return ranges.map((_range, index) => Number(values[index] ?? 0));
}

export async function countActive(db: Executor, table: typeof workshops | typeof societies | typeof workers): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(eq(table.status, 'active'));
  return Number(row?.count ?? 0);
}

/** The best-rated workshops (rating is derived from published reviews and indexed), with their published review counts. */
export async function topWorkshopsByRating(db: Executor, limit: number) {
  const rows = await db
    .select({ id: workshops.id, name: workshops.name, city: workshops.city, rating: workshops.rating })
    .from(workshops)
    .where(and(isNotNull(workshops.rating), eq(workshops.status, 'active')))
    .orderBy(desc(workshops.rating), asc(workshops.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ workshopId: workshopReviewTotals.workshopId, count: workshopReviewTotals.count })
    .from(workshopReviewTotals)
    .where(and(inArray(workshopReviewTotals.workshopId, rows.map((row) => row.id)), eq(workshopReviewTotals.status, 'published')));
  const countOf = new Map(counts.map((row) => [row.workshopId, Number(row.count)]));
  return rows.map((row) => ({ id: row.id, name: row.name, city: row.city, rating: Number(row.rating), review_count: countOf.get(row.id) ?? 0 }));
}

/** Concerns waiting on staff (open and in progress) within the caller's scope. */
export async function openConcerns(db: Executor, scope: AccessScope): Promise<OpenConcerns> {
  const rows = await db
    .select({ status: userConcerns.status, count: sql<number>`count(*)::int` })
    .from(userConcerns)
    .where(and(inArray(userConcerns.status, ['open', 'in_progress']), concernScope(scope)))
    .groupBy(userConcerns.status);
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { open: count('open'), in_progress: count('in_progress') };
}

/** A workshop's requests of one India day in time order, at most DASHBOARD_SCHEDULE_LIMIT, with the day's total. */
export async function scheduleOfDay(db: Executor, workshopId: number, day: string): Promise<{ entries: ScheduleEntry[]; total: number }> {
  const rows = await db
    .select({
      request: {
        id: serviceRequests.id,
        code: serviceRequests.code,
        scheduledAt: serviceRequests.scheduledAt,
        customerName: serviceRequests.customerName,
        status: serviceRequests.status,
      },
      serviceId: services.id,
      serviceName: services.name,
      workerId: workers.id,
      workerName: workers.name,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .leftJoin(workers, eq(workers.id, serviceRequests.workerId))
    .where(and(eq(serviceRequests.workshopId, workshopId), scheduledWithin({ from: day, to: day })))
    .orderBy(asc(serviceRequests.scheduledAt), asc(serviceRequests.id))
    .limit(DASHBOARD_SCHEDULE_LIMIT);
  return {
    total: Number(rows[0]?.total ?? 0),
    entries: rows.map((row) => ({
      id: row.request.id,
      code: row.request.code,
      scheduled_at: row.request.scheduledAt.toISOString(),
      customer_name: row.request.customerName,
      service: { id: row.serviceId, name: row.serviceName },
      worker: row.workerId !== null ? { id: row.workerId, name: row.workerName ?? '' } : null,
      status: row.request.status as ScheduleEntry['status'],
    })),
  };
}

/** Approved leaves covering a day of the workers a condition picks (a workshop's, or a society's). */
export async function absencesOn(db: Executor, workerCondition: SQL, day: string): Promise<AbsenceToday[]> {
  const rows = await db
    .select({
      leaveId: leaves.id,
      workerId: workers.id,
      workerName: workers.name,
      workshopId: workshops.id,
      workshopName: workshops.name,
      type: leaves.type,
      startDate: leaves.startDate,
      endDate: leaves.endDate,
    })
    .from(leaves)
    .innerJoin(workers, eq(workers.id, leaves.workerId))
    .innerJoin(workshops, eq(workshops.id, workers.workshopId))
    .where(and(workerCondition, eq(leaves.status, 'approved'), sql`${leaves.startDate} <= ${day}`, sql`${leaves.endDate} >= ${day}`))
    .orderBy(asc(sql`lower(${workers.name})`), asc(leaves.id));
  return rows.map((row) => ({
    leave_id: row.leaveId,
    worker: { id: row.workerId, name: row.workerName },
    workshop: { id: row.workshopId, name: row.workshopName },
    type: row.type as AbsenceToday['type'],
    start_date: row.startDate,
    end_date: row.endDate,
  }));
}

/** Pending leaves covering a day of the workers a condition picks: absences not decided yet. */
export async function countPendingLeavesOn(db: Executor, workerCondition: SQL, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaves)
    .innerJoin(workers, eq(workers.id, leaves.workerId))
    .where(and(workerCondition, eq(leaves.status, 'pending'), sql`${leaves.startDate} <= ${day}`, sql`${leaves.endDate} >= ${day}`));
  return Number(row?.n ?? 0);
}

/** Workers assigned to a society: through the (society_id, worker_id) index. */
export function servesSociety(societyId: number): SQL {
  return inArray(workers.id, sql`(select ${workerSocieties.workerId} from ${workerSocieties} where ${workerSocieties.societyId} = ${societyId})`);
}

export async function countActiveWorkersWhere(db: Executor, condition: SQL): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(workers).where(and(condition, eq(workers.status, 'active')));
  return Number(row?.count ?? 0);
}

/** Average and count of a workshop's published reviews, from their rollup (the numeric division avg() makes). */
export async function workshopRating(db: Executor, workshopId: number): Promise<{ average: number | null; review_count: number }> {
  const [row] = await db
    .select({ average: sql<string | null>`${workshopReviewTotals.ratingSum}::numeric / nullif(${workshopReviewTotals.count}, 0)`, count: workshopReviewTotals.count })
    .from(workshopReviewTotals)
    .where(and(eq(workshopReviewTotals.workshopId, workshopId), eq(workshopReviewTotals.status, 'published')));
  const average = row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average) * 100) / 100;
  return { average, review_count: Number(row?.count ?? 0) };
}

export async function nameOf(db: Executor, table: typeof workshops | typeof societies, id: number): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row ?? { id, name: '' };
}
