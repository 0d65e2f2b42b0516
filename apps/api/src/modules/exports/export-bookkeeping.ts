import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../db/job-queue';
import { exportJobs } from '../../db/schema';
import { EXPORT_JOB_KEEP_MS } from './export-job-queries';

/** The queue's kind of the exports' bookkeeping. */
export const EXPORT_BOOKKEEPING_QUEUE_KIND = 'export-bookkeeping';
const EVERY_MS = 10 * 60 * 1000;
/**
 * A streaming export records its progress a few times a second, even to a slow client (a page at a
 * time); one silent this long lost its process (a crash, kill -9) and will never finish.
 */
export const EXPORT_STALLED_MS = 10 * 60 * 1000;

/**
 * Fails the exports whose ticket expired unused (the browser never opened the download: left ready,
 * the queue-depth gauge would count them until their owner read them) and those whose streaming
 * process stopped recording progress (it died mid-download), and deletes the finished
 * ones kept long enough. Both are guarded updates and deletes: a run twice changes nothing more.
 * Answers how many were failed and deleted.
 */
export async function keepExportBooks(db: Db, now: Date): Promise<{ failed: number; deleted: number }> {
  const stalledBefore = new Date(now.getTime() - EXPORT_STALLED_MS);
  const expired = await db
    .update(exportJobs)
    .set({ status: 'failed', finishedAt: now })
    .where(and(eq(exportJobs.status, 'ready'), lte(exportJobs.ticketExpiresAt, now)))
    .returning({ id: exportJobs.id });
  const stalled = await db
    .update(exportJobs)
    .set({ status: 'failed', finishedAt: now })
    .where(and(eq(exportJobs.status, 'streaming'), sql`coalesce(${exportJobs.progressAt}, ${exportJobs.startedAt}) < ${stalledBefore.toISOString()}`))
    .returning({ id: exportJobs.id });
  const deleted = await db
    .delete(exportJobs)
    .where(and(inArray(exportJobs.status, ['done', 'cancelled', 'failed']), lt(exportJobs.createdAt, new Date(now.getTime() - EXPORT_JOB_KEEP_MS))))
    .returning({ id: exportJobs.id });
  return { failed: expired.length + stalled.length, deleted: deleted.length };
}

/** Keeps the exports' books every ten minutes, in one process of all (a scheduled job of the queue). */
export function scheduleExportBookkeeping(queue: JobQueue, db: Db, clock: Clock, log: { info(object: object, message: string): void }): void {
  queue.work(EXPORT_BOOKKEEPING_QUEUE_KIND, async () => {
    const { failed, deleted } = await keepExportBooks(db, clock.now());
    if (failed + deleted > 0) log.info({ failed, deleted }, 'Kept the exports’ books');
  });
  queue.schedule(EXPORT_BOOKKEEPING_QUEUE_KIND, EVERY_MS);
}
