import type { FieldErrorDetail } from '@carcare/contracts';
import { ACTIVE_JOB_STATUSES, clockOfMinutes, minutesOfClock } from '@carcare/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { indiaDateOf, indiaMinutesOf } from '../../db/calendar';
import { leaves, serviceRequests, services, societies, workers, workerSocieties, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { fieldDetail, invalidFields } from '../../http/http-error';
import { hoursOnDate } from '../workshops/working-hours';

/** A job's place in the day (DESIGN §7): which workshop and society, when, and for how long. */
export interface JobPlacement {
  /** The job itself, left out of its worker's other jobs; null for a booking not yet recorded. */
  requestId: number | null;
  workshopId: number;
  societyId: number | null;
  scheduledAt: Date;
  durationMinutes: number;
}

export interface PlacedWorker {
  id: number;
  name: string;
}

const hhmm = (at: Date) => clockOfMinutes(indiaMinutesOf(at));

/** The duration of the service a request is for. */
export async function serviceDurationOf(db: Executor, serviceId: number): Promise<number> {
  const [service] = await db.select({ minutes: services.durationMinutes }).from(services).where(eq(services.id, serviceId));
  return service?.minutes ?? 0;
}

/** Whether the job's window (start to start + duration) lies within the workshop's hours that India day. */
async function hoursProblem(db: Executor, placement: JobPlacement, buffer: { minutes: number }): Promise<FieldErrorDetail | null> {
  const [workshop] = await db
    .select({ workingHours: workshops.workingHours, holidays: workshops.holidays, travelBufferMinutes: workshops.travelBufferMinutes })
    .from(workshops)
    .where(eq(workshops.id, placement.workshopId));
  if (!workshop) return null;
  buffer.minutes = workshop.travelBufferMinutes;
  const date = indiaDateOf(placement.scheduledAt);
  const start = indiaMinutesOf(placement.scheduledAt);
  const end = start + placement.durationMinutes;
  const from = clockOfMinutes(start);
  const to = clockOfMinutes(end % (24 * 60));
  const { hours, holiday } = hoursOnDate(workshop, date);
  if (hours === null) {
    const why = holiday ? `a holiday${holiday.note ? ` (${holiday.note})` : ''}` : 'a day the workshop is closed';
    return fieldDetail('scheduled_at', `${date} is ${why}`, 'outside_hours', { date, from, to, closed: 1 });
  }
  if (start < minutesOfClock(hours.open) || end > minutesOfClock(hours.close)) {
    return fieldDetail('scheduled_at', `${from}–${to} is outside the workshop’s hours on ${date} (${hours.open}–${hours.close})`, 'outside_hours', { date, from, to, open: hours.open, close: hours.close });
  }
  return null;
}

/**
 * Why a worker cannot take the job, or null. Their row is locked for update first, so two
 * assignments of one worker run one after the other and the second sees the first's job.
 */
async function workerProblem(db: Executor, placement: JobPlacement, workerId: number, bufferMinutes: number, lock: boolean): Promise<{ worker: PlacedWorker | null; problem: FieldErrorDetail | null }> {
  const query = db
    .select({ id: workers.id, name: workers.name, status: workers.status })
    .from(workers)
    .where(and(eq(workers.id, workerId), eq(workers.workshopId, placement.workshopId)));
  const [worker] = lock ? await query.for('update') : await query;
  if (!worker) return { worker: null, problem: fieldDetail('worker_id', 'Choose a worker of this request’s workshop', 'worker_not_in_workshop') };
  const name = worker.name;
  const found = { id: worker.id, name };
  if (worker.status !== 'active') return { worker: found, problem: fieldDetail('worker_id', `${name} is inactive and cannot be assigned`, 'worker_inactive', { name }) };

  const date = indiaDateOf(placement.scheduledAt);
  const [leave] = await db
    .select({ id: leaves.id })
    .from(leaves)
    .where(and(eq(leaves.workerId, worker.id), eq(leaves.status, 'approved'), sql`${leaves.startDate} <= ${date}`, sql`${leaves.endDate} >= ${date}`))
    .limit(1);
  if (leave) return { worker: found, problem: fieldDetail('worker_id', `${name} is on approved leave on ${date}`, 'worker_on_leave', { name, date }) };

  if (placement.societyId !== null) {
    const [society] = await db
      .select({ name: societies.name, serves: sql<boolean>`exists (select 1 from ${workerSocieties} where ${workerSocieties.workerId} = ${worker.id} and ${workerSocieties.societyId} = ${societies.id})` })
      .from(societies)
      .where(eq(societies.id, placement.societyId));
    if (society && !society.serves) {
      return { worker: found, problem: fieldDetail('worker_id', `${name} does not serve ${society.name}`, 'worker_not_in_society', { name, society: society.name }) };
    }
  }

  const clash = await firstClash(db, placement, worker.id, bufferMinutes);
  if (clash) {
    const from = hhmm(clash.scheduledAt);
    const to = hhmm(new Date(clash.scheduledAt.getTime() + clash.durationMinutes * 60_000));
    return { worker: found, problem: fieldDetail('worker_id', `${name} is busy with ${clash.code} from ${from} to ${to}`, 'worker_busy', { name, code: clash.code, from, to }) };
  }
  return { worker: found, problem: null };
}

/**
 * The worker's first other active job whose window, travel buffer included, overlaps this one's.
 * The scan is bounded to the day around it, so it reads the worker's jobs off service_requests_worker_idx.
 */
async function firstClash(db: Executor, placement: JobPlacement, workerId: number, bufferMinutes: number) {
  const start = placement.scheduledAt;
  const end = new Date(start.getTime() + (placement.durationMinutes + bufferMinutes) * 60_000);
  const earliest = new Date(start.getTime() - 24 * 60 * 60_000);
  const [clash] = await db
    .select({ id: serviceRequests.id, code: serviceRequests.code, scheduledAt: serviceRequests.scheduledAt, durationMinutes: services.durationMinutes })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(
      and(
        eq(serviceRequests.workerId, workerId),
        sql`${serviceRequests.scheduledAt} > ${earliest.toISOString()}`,
        sql`${serviceRequests.scheduledAt} < ${end.toISOString()}`,
        inArray(serviceRequests.status, [...ACTIVE_JOB_STATUSES]),
        placement.requestId === null ? undefined : ne(serviceRequests.id, placement.requestId),
        sql`${serviceRequests.scheduledAt} + make_interval(mins => ${services.durationMinutes} + ${bufferMinutes}) > ${start.toISOString()}`,
      ),
    )
    .orderBy(asc(serviceRequests.scheduledAt))
    .limit(1);
  return clash ?? null;
}

/**
 * The one rule set every path that gives a job a time or a worker applies (assign, reschedule,
 * bulk assign, a phone booking): the window within the workshop's hours; the worker active, of the
 * workshop, not on approved leave that day, serving the job's society, and free. Refusals are one
 * 400 naming `scheduled_at` and/or `worker_id`. Run inside the write's transaction.
 */
export async function checkPlacement(db: Executor, placement: JobPlacement, workerId: number | null): Promise<PlacedWorker | null> {
  const buffer = { minutes: 0 };
  const problems: FieldErrorDetail[] = [];
  const hours = await hoursProblem(db, placement, buffer);
  if (hours) problems.push(hours);
  let worker: PlacedWorker | null = null;
  if (workerId !== null) {
    const checked = await workerProblem(db, placement, workerId, buffer.minutes, true);
    worker = checked.worker;
    if (checked.problem) problems.push(checked.problem);
  }
  // The worker's problem first: it is the one an assignment is about.
  if (problems.length > 0) throw invalidFields(problems.sort((a, b) => (a.field === 'worker_id' ? -1 : b.field === 'worker_id' ? 1 : 0)));
  return worker;
}

/** A worker's standing for one job (the board's "Suggest"): why not, or null; without locking. */
export async function placementRefusal(db: Executor, placement: JobPlacement, workerId: number): Promise<string | null> {
  const buffer = { minutes: 0 };
  const hours = await hoursProblem(db, placement, buffer);
  const { problem } = await workerProblem(db, placement, workerId, buffer.minutes, false);
  return problem?.code ?? hours?.code ?? null;
}
