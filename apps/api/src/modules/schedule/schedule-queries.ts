import type { ScheduleJob, ScheduleResponse, ScheduleWorker } from '@carcare/contracts';
import { BOARD_JOB_STATUSES } from '@carcare/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import { leaves, serviceRequests, services, societies, workers, workerSocieties, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { hoursOnDate } from '../workshops/working-hours';

// Written out in full: drizzle leaves a selected column unqualified, which a subquery would read as its own table's id.
const WORKER_ID = sql.raw('"workers"."id"');

/** The most jobs one day's board carries; a day beyond it is not a board any workshop keeps. */
const MAX_BOARD_JOBS = 2000;
const IST_OFFSET_SECONDS = 330 * 60;
const LATE_STATUSES = ['accepted', 'assigned'];

/** Monday of the week an India date falls in. */
function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** One workshop's day as the board draws it (DESIGN §7); null when there is no such workshop. */
export async function selectSchedule(db: Executor, workshopId: number, date: string, now: Date): Promise<ScheduleResponse | null> {
  const [workshop] = await db
    .select({ id: workshops.id, name: workshops.name, workingHours: workshops.workingHours, holidays: workshops.holidays, travelBufferMinutes: workshops.travelBufferMinutes, lateAfterMinutes: workshops.lateAfterMinutes })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!workshop) return null;
  const dayStart = startOfIndiaDate(date);
  const dayEnd = startOfIndiaDate(addDays(date, 1));
  const [workerRows, jobs, week] = await Promise.all([
    selectBoardWorkers(db, workshopId, date),
    selectBoardJobs(db, workshopId, dayStart, dayEnd, workshop.lateAfterMinutes, now),
    selectWeekCounts(db, workshopId, mondayOf(date)),
  ]);
  const { hours, holiday } = hoursOnDate(workshop, date);
  return {
    date,
    workshop: { id: workshop.id, name: workshop.name },
    hours,
    holiday,
    travel_buffer_minutes: workshop.travelBufferMinutes,
    late_after_minutes: workshop.lateAfterMinutes,
    workers: workerRows,
    jobs,
    week,
  };
}

async function selectBoardWorkers(db: Executor, workshopId: number, date: string): Promise<ScheduleWorker[]> {
  // Approved leave wins over a pending one when both cover the day.
  const leave = sql<ScheduleWorker['leave']>`(
    select json_build_object('id', ${leaves.id}, 'type', ${leaves.type}, 'status', ${leaves.status})
    from ${leaves}
    where ${leaves.workerId} = ${WORKER_ID} and ${leaves.status} in ('approved', 'pending') and ${leaves.startDate} <= ${date} and ${leaves.endDate} >= ${date}
    order by ${leaves.status} = 'approved' desc, ${leaves.id}
    limit 1)`;
  const served = sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', ${societies.id}, 'name', ${societies.name}) order by ${societies.name})
    from ${workerSocieties} join ${societies} on ${societies.id} = ${workerSocieties.societyId}
    where ${workerSocieties.workerId} = ${WORKER_ID}), '[]'::json)`;
  const rows = await db
    .select({ id: workers.id, name: workers.name, phone: workers.phone, skills: workers.skills, societies: served, leave })
    .from(workers)
    .where(and(eq(workers.workshopId, workshopId), eq(workers.status, 'active')))
    .orderBy(asc(sql`lower(${workers.name})`), asc(workers.id));
  return rows.map((row) => ({ ...row, leave: row.leave ?? null }));
}

async function selectBoardJobs(db: Executor, workshopId: number, dayStart: Date, dayEnd: Date, lateAfterMinutes: number, now: Date): Promise<ScheduleJob[]> {
  const rows = await db
    .select({
      id: serviceRequests.id,
      code: serviceRequests.code,
      status: serviceRequests.status,
      scheduledAt: serviceRequests.scheduledAt,
      durationMinutes: services.durationMinutes,
      workerId: serviceRequests.workerId,
      serviceId: services.id,
      serviceName: services.name,
      societyId: serviceRequests.societyId,
      societyName: societies.name,
      customerName: serviceRequests.customerName,
      vehicleType: serviceRequests.vehicleType,
      registrationNumber: serviceRequests.registrationNumber,
      address: serviceRequests.address,
      version: serviceRequests.version,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .leftJoin(societies, eq(societies.id, serviceRequests.societyId))
    .where(
      and(
        eq(serviceRequests.workshopId, workshopId),
        sql`${serviceRequests.scheduledAt} >= ${dayStart.toISOString()}`,
        sql`${serviceRequests.scheduledAt} < ${dayEnd.toISOString()}`,
        inArray(serviceRequests.status, [...BOARD_JOB_STATUSES]),
      ),
    )
    .orderBy(asc(serviceRequests.scheduledAt), asc(serviceRequests.id))
    .limit(MAX_BOARD_JOBS);
  const lateBefore = now.getTime() - lateAfterMinutes * 60_000;
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status as ScheduleJob['status'],
    scheduled_at: row.scheduledAt.toISOString(),
    ends_at: new Date(row.scheduledAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    duration_minutes: row.durationMinutes,
    worker_id: row.workerId,
    service: { id: row.serviceId, name: row.serviceName },
    society: row.societyId === null ? null : { id: row.societyId, name: row.societyName ?? '' },
    customer_name: row.customerName,
    vehicle_type: row.vehicleType as ScheduleJob['vehicle_type'],
    registration_number: row.registrationNumber,
    address: row.address,
    late: LATE_STATUSES.includes(row.status) && row.scheduledAt.getTime() < lateBefore,
    version: row.version,
  }));
}

/** Jobs per India day of the week starting `monday`, read off service_requests_workshop_scheduled_idx. */
async function selectWeekCounts(db: Executor, workshopId: number, monday: string): Promise<{ date: string; count: number }[]> {
  // The offset is written into the text: grouping by an expression needs the same text in select and group by.
  const day = sql<number>`floor((extract(epoch from ${serviceRequests.scheduledAt}) + ${sql.raw(String(IST_OFFSET_SECONDS))}) / 86400)::int`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.workshopId, workshopId),
        sql`${serviceRequests.scheduledAt} >= ${startOfIndiaDate(monday).toISOString()}`,
        sql`${serviceRequests.scheduledAt} < ${startOfIndiaDate(addDays(monday, 7)).toISOString()}`,
        inArray(serviceRequests.status, [...BOARD_JOB_STATUSES]),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.count)]));
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    const epochDay = Math.floor(new Date(`${date}T00:00:00.000Z`).getTime() / 86_400_000);
    return { date, count: byDay.get(epochDay) ?? 0 };
  });
}
