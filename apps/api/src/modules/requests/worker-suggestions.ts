import type { WorkerSuggestion } from '@carcare/contracts';
import { ACTIVE_JOB_STATUSES } from '@carcare/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, indiaDateOf, startOfIndiaDate } from '../../db/calendar';
import type { Executor } from '../../db/transaction';
import { serviceRequests, workers, workerSocieties } from '../../db/schema';
import { placementRefusal, serviceDurationOf } from '../schedule/job-rules';

// Written out in full: drizzle leaves a selected column unqualified, which a subquery would read as its own table's id.
const WORKER_ID = sql.raw('"workers"."id"');

/**
 * "Suggest": every active worker of the job's workshop with the reason the rule set would refuse
 * them at `at` (null: free), ranked free first, then serving the job's society, then fewest jobs that day.
 */
export async function rankWorkersFor(db: Executor, requestId: number, at: Date): Promise<WorkerSuggestion[]> {
  const [job] = await db
    .select({ workshopId: serviceRequests.workshopId, societyId: serviceRequests.societyId, serviceId: serviceRequests.serviceId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));
  if (!job) return [];
  const day = indiaDateOf(at);
  const from = startOfIndiaDate(day).toISOString();
  const to = startOfIndiaDate(addDays(day, 1)).toISOString();
  const jobsThatDay = sql<number>`(select count(*)::int from ${serviceRequests} where ${serviceRequests.workerId} = ${WORKER_ID} and ${serviceRequests.scheduledAt} >= ${from} and ${serviceRequests.scheduledAt} < ${to} and ${inArray(serviceRequests.status, [...ACTIVE_JOB_STATUSES, 'completed'])})`;
  const servesSociety =
    job.societyId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${workerSocieties} where ${workerSocieties.workerId} = ${WORKER_ID} and ${workerSocieties.societyId} = ${job.societyId})`;
  const candidates = await db
    .select({ id: workers.id, name: workers.name, jobsThatDay, servesSociety })
    .from(workers)
    .where(and(eq(workers.workshopId, job.workshopId), eq(workers.status, 'active')))
    .orderBy(asc(sql`lower(${workers.name})`), asc(workers.id));
  const placement = { requestId, workshopId: job.workshopId, societyId: job.societyId, scheduledAt: at, durationMinutes: await serviceDurationOf(db, job.serviceId) };
  const ranked: WorkerSuggestion[] = [];
  for (const worker of candidates) {
    ranked.push({ id: worker.id, name: worker.name, refusal: await placementRefusal(db, placement, worker.id), serves_society: Boolean(worker.servesSociety), jobs_that_day: Number(worker.jobsThatDay) });
  }
  const rank = (worker: WorkerSuggestion) => [worker.refusal === null ? 0 : 1, worker.serves_society ? 0 : 1, worker.jobs_that_day];
  return ranked.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}
