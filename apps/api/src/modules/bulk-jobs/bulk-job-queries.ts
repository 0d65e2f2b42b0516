import type { BulkJob, BulkJobRefusal, BulkJobStatus, BulkList } from '@carcare/contracts';
import { BULK_JOB_RECENT_MS, IMPORT_JOB_ACTION } from '@carcare/contracts';
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import type { BulkJobRow } from '../../db/schema';
import { admins, bulkJobRefusals, bulkJobRows, bulkJobs, queueJobs } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';

/** Finished jobs are kept this long for their outcome to be read, then deleted. */
export const BULK_JOB_KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * A job whose heartbeat is older than this, and that no queue job will carry on, has lost its
 * server (a row takes milliseconds): it is marked failed rather than left running for ever.
 */
export const BULK_JOB_STALE_MS = 60_000;
export const BULK_JOB_SERVER_STOPPED = 'The server working through this job stopped before the end. Run the action again for the rows left.';

const UNFINISHED: BulkJobStatus[] = ['queued', 'running'];

export function bulkJobView(row: BulkJobRow): BulkJob {
  return {
    id: row.id,
    list: row.listKey as BulkList,
    action: row.action,
    status: row.status as BulkJobStatus,
    total: row.total,
    processed: row.processed,
    done: row.done,
    refused: row.refused,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** Records a new job, running; null when the admin already has one under way (one at a time). */
export async function insertBulkJob(db: Executor, job: { adminId: number; list: BulkList; action: string; total: number }, now: Date): Promise<BulkJobRow | null> {
  // Old jobs go as new ones come: the table stays as small as a day's bulk jobs.
  await db.delete(bulkJobs).where(and(lt(bulkJobs.createdAt, new Date(now.getTime() - BULK_JOB_KEEP_MS)), sql`${bulkJobs.status} not in ('queued', 'running')`));
  // A job its stopped server left running must not block the next one.
  await failAbandonedBulkJobs(db, now);
  try {
    const [row] = await db
      .insert(bulkJobs)
      .values({ adminId: job.adminId, listKey: job.list, action: job.action, total: job.total, status: 'running', createdAt: now, heartbeatAt: now })
      .returning();
    return row!;
  } catch (error) {
    // The one unique index besides the generated id: the admin has a job under way.
    if (uniqueViolationConstraint(error) !== null) return null;
    throw error;
  }
}

/** The queue's kind of a bulk job; its payload names the job as `bulkJobId`. */
export const BULK_QUEUE_KIND = 'bulk-job';

/** Marks a row of a job done, inside the transaction its action ran in: both commit, or neither. */
export async function recordBulkRowDone(tx: Executor, id: number, rowId: number): Promise<void> {
  await tx.insert(bulkJobRows).values({ jobId: id, rowId }).onConflictDoNothing();
}

/** Records a row the single action refused (its transaction rolled back). */
export async function recordBulkRefusal(db: Executor, id: number, refusal: BulkJobRefusal): Promise<void> {
  await db.insert(bulkJobRefusals).values({ jobId: id, rowId: refusal.id, code: refusal.code, message: refusal.message }).onConflictDoNothing();
}

/**
 * The rows of a job already done or refused, and its counts set from them: a job taken over from a
 * killed process may have done rows after its last counted batch.
 */
export async function bulkRowsWorked(db: Executor, id: number): Promise<Set<number>> {
  const done = await db.select({ rowId: bulkJobRows.rowId }).from(bulkJobRows).where(eq(bulkJobRows.jobId, id));
  const refused = await db.select({ rowId: bulkJobRefusals.rowId }).from(bulkJobRefusals).where(eq(bulkJobRefusals.jobId, id));
  if (done.length + refused.length > 0) {
    await db
      .update(bulkJobs)
      .set({ processed: done.length + refused.length, done: done.length, refused: refused.length })
      .where(eq(bulkJobs.id, id));
  }
  return new Set([...done, ...refused].map((row) => row.rowId));
}

/** The job to work on, while it is unfinished (a job cancelled or failed meanwhile answers null). */
export async function findBulkJobToWork(db: Executor, id: number): Promise<BulkJobRow | null> {
  const [row] = await db
    .select()
    .from(bulkJobs)
    .where(and(eq(bulkJobs.id, id), inArray(bulkJobs.status, UNFINISHED)));
  return row ?? null;
}

/**
 * After a batch: adds its counts, moves the heartbeat and tells whether the job should stop: its
 * owner asked to cancel it, or was disabled meanwhile.
 */
export async function recordBulkBatch(db: Executor, id: number, batch: { done: number; refused: number }, now: Date): Promise<{ stop: 'cancelled' | 'admin_disabled' | null }> {
  const [row] = await db
    .update(bulkJobs)
    .set({
      processed: sql`${bulkJobs.processed} + ${batch.done + batch.refused}`,
      done: sql`${bulkJobs.done} + ${batch.done}`,
      refused: sql`${bulkJobs.refused} + ${batch.refused}`,
      heartbeatAt: now,
    })
    .where(eq(bulkJobs.id, id))
    .returning({
      cancelRequestedAt: bulkJobs.cancelRequestedAt,
      adminActive: sql<boolean>`exists (select 1 from ${admins} where ${admins.id} = ${bulkJobs.adminId} and ${admins.status} = 'active')`,
    });
  if (!row || row.cancelRequestedAt !== null) return { stop: 'cancelled' };
  return { stop: row.adminActive ? null : 'admin_disabled' };
}

export async function finishBulkJob(db: Executor, id: number, status: Extract<BulkJobStatus, 'done' | 'cancelled' | 'failed'>, error: string | null, now: Date): Promise<void> {
  await db.update(bulkJobs).set({ status, error, finishedAt: now, heartbeatAt: now }).where(eq(bulkJobs.id, id));
}

/**
 * Marks failed the unfinished jobs nothing will carry on: no heartbeat for BULK_JOB_STALE_MS and no
 * unfinished queue job (a job whose process was killed or shut down is queued again, and resumed by
 * the next process to look). Checked whenever a job is read, so none is left running for ever.
 */
export async function failAbandonedBulkJobs(db: Executor, now: Date, id?: number): Promise<number> {
  const stale = and(
    inArray(bulkJobs.status, UNFINISHED),
    lt(bulkJobs.heartbeatAt, new Date(now.getTime() - BULK_JOB_STALE_MS)),
    id === undefined ? undefined : eq(bulkJobs.id, id),
    sql`not exists (select 1 from ${queueJobs} where ${queueJobs.kind} = ${BULK_QUEUE_KIND} and ${queueJobs.state} in ('queued', 'running') and (${queueJobs.payload} ->> 'bulkJobId')::int = ${bulkJobs.id})`,
  );
  const rows = await db.update(bulkJobs).set({ status: 'failed', error: BULK_JOB_SERVER_STOPPED, finishedAt: now }).where(stale).returning({ id: bulkJobs.id });
  return rows.length;
}

export async function findBulkJob(db: Executor, adminId: number, id: number, now: Date): Promise<BulkJobRow | null> {
  await failAbandonedBulkJobs(db, now, id);
  const [row] = await db.select().from(bulkJobs).where(and(eq(bulkJobs.id, id), eq(bulkJobs.adminId, adminId)));
  return row ?? null;
}

/**
 * The admin's newest job while it runs or within BULK_JOB_RECENT_MS of its end; null otherwise.
 * A job its stopped server left is failed first.
 */
export async function findLatestBulkJob(db: Executor, adminId: number, now: Date): Promise<BulkJobRow | null> {
  await failAbandonedBulkJobs(db, now);
  const [row] = await db
    .select()
    .from(bulkJobs)
    .where(
      and(
        eq(bulkJobs.adminId, adminId),
        // An import is followed by the dialog that started it; a list page resumes bulk actions only.
        ne(bulkJobs.action, IMPORT_JOB_ACTION),
        or(inArray(bulkJobs.status, UNFINISHED), gt(bulkJobs.finishedAt, new Date(now.getTime() - BULK_JOB_RECENT_MS))),
      ),
    )
    .orderBy(desc(bulkJobs.id))
    .limit(1);
  return row ?? null;
}

/** The refused rows of a job, in id order, `limit` of them after the row `after`. */
export async function selectBulkRefusals(db: Executor, jobId: number, after: number | undefined, limit: number): Promise<BulkJobRefusal[]> {
  const rows = await db
    .select({ id: bulkJobRefusals.rowId, code: bulkJobRefusals.code, message: bulkJobRefusals.message })
    .from(bulkJobRefusals)
    .where(and(eq(bulkJobRefusals.jobId, jobId), after === undefined ? undefined : gt(bulkJobRefusals.rowId, after)))
    .orderBy(asc(bulkJobRefusals.rowId))
    .limit(limit);
  return rows;
}

/**
 * Asks a job to stop: the process working it stops after its current batch (within a second or
 * two) and marks it cancelled. A finished job stays as it is.
 */
export async function requestBulkCancel(db: Executor, adminId: number, id: number, now: Date): Promise<BulkJobRow | null> {
  const [row] = await db
    .update(bulkJobs)
    .set({ cancelRequestedAt: sql`coalesce(${bulkJobs.cancelRequestedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(bulkJobs.id, id), eq(bulkJobs.adminId, adminId)))
    .returning();
  return row ?? null;
}
