import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../db/job-queue';
import { serviceRequests, workers, workshops } from '../../db/schema';
import { notifyJobLate } from '../notifications/notification-events';

/** A job further past its time than this is history, not a late job to alert about. */
const LOOK_BACK_HOURS = 12;

/**
 * Marks the jobs not started their workshop's late_after_minutes after their time, and tells the
 * workshop's admins, in one transaction. The update takes only rows not yet marked and re-checks
 * that after waiting on a concurrent sweep's lock, so with several API processes sweeping at once
 * each job is marked, and alerted, exactly once. Returns how many.
 */
export async function alertLateJobs(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx.execute(sql`
      update ${serviceRequests} as r set late_alerted_at = ${now.toISOString()}
      from ${workshops} as w
      where w.id = r.workshop_id
        and r.status in ('accepted', 'assigned') and r.late_alerted_at is null
        and r.scheduled_at >= ${new Date(now.getTime() - LOOK_BACK_HOURS * 3600_000).toISOString()}
        and r.scheduled_at < ${now.toISOString()}
        and r.scheduled_at + make_interval(mins => w.late_after_minutes) <= ${now.toISOString()}
      returning r.id, r.code, r.workshop_id, r.customer_name, r.scheduled_at, (select ${workers.name} from ${workers} where ${workers.id} = r.worker_id) as worker_name`);
    const rows = (marked as unknown as { rows: { id: number; code: string; workshop_id: number; customer_name: string; scheduled_at: string | Date; worker_name: string | null }[] }).rows;
    for (const row of rows) {
      await notifyJobLate(tx, { id: row.id, code: row.code, workshopId: row.workshop_id, customerName: row.customer_name, scheduledAt: new Date(row.scheduled_at), workerName: row.worker_name }, now);
    }
    return rows.length;
  });
}

type SweepLog = Record<'debug' | 'info' | 'warn', (object: object, message: string) => void>;

/** The queue's kind of a late-job sweep. */
export const LATE_JOB_QUEUE_KIND = 'late-job-alerts';

/**
 * Sweeps for late jobs once every `intervalMs` (LATE_JOB_SWEEP_INTERVAL_MS, a minute by default)
 * across all processes, as a scheduled job of the queue: whichever process takes a slot's job
 * sweeps. Each sweep logs one line: at info when it alerted, else at debug, so an operator sees
 * which process alerted and, with LOG_LEVEL=debug, which one took each sweep. The sweep's guarded
 * update keeps a job alerted once even if two sweeps overlapped (one taken over from a killed process).
 */
export function scheduleLateJobSweeps(queue: JobQueue, db: Db, clock: Clock, log: SweepLog, intervalMs = 60_000): void {
  queue.work(LATE_JOB_QUEUE_KIND, async () => {
    const alerted = await alertLateJobs(db, clock.now());
    if (alerted > 0) log.info({ late_jobs_alerted: alerted }, 'Looked for late jobs');
    else log.debug({ late_jobs_alerted: alerted }, 'Looked for late jobs');
  });
  queue.schedule(LATE_JOB_QUEUE_KIND, intervalMs);
}
