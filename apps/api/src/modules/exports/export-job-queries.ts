import { createHash, randomBytes } from 'node:crypto';
import type { CsvList, ExportFormat, ExportJob, ExportStatus } from '@carcare/contracts';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import type { ExportJobRow } from '../../db/schema';
import { admins, exportJobs } from '../../db/schema';

/** How long a download ticket can be used after it was issued: long enough to start the download, no more. */
export const EXPORT_TICKET_TTL_MS = 60_000;
/** Finished exports are kept this long for their progress to be read, then deleted. */
export const EXPORT_JOB_KEEP_MS = 24 * 60 * 60 * 1000;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function exportJobView(row: ExportJobRow): ExportJob {
  return {
    id: row.id,
    list: row.listKey,
    format: row.format as ExportFormat,
    file_name: row.fileName,
    status: row.status as ExportStatus,
    rows_written: row.rowsWritten,
    bytes_written: row.bytesWritten,
    total: row.total,
    total_is_estimate: row.totalIsEstimate,
  };
}

export interface NewExportJob {
  adminId: number;
  list: CsvList;
  format: ExportFormat;
  query: string;
  fileName: string;
  total: number;
  totalIsEstimate: boolean;
}

/** Records an export and returns it with its ticket (256 random bits; only its hash is stored). */
export async function insertExportJob(db: Executor, job: NewExportJob, now: Date): Promise<{ row: ExportJobRow; ticket: string }> {
  // Old jobs go as new ones come: the table stays as small as a day's exports.
  await db.delete(exportJobs).where(lt(exportJobs.createdAt, new Date(now.getTime() - EXPORT_JOB_KEEP_MS)));
  const ticket = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(exportJobs)
    .values({
      adminId: job.adminId,
      ticketHash: hashTicket(ticket),
      listKey: job.list,
      format: job.format,
      query: job.query,
      fileName: job.fileName,
      total: job.total,
      totalIsEstimate: job.totalIsEstimate,
      status: 'ready',
      createdAt: now,
      ticketExpiresAt: new Date(now.getTime() + EXPORT_TICKET_TTL_MS),
    })
    .returning();
  return { row: row!, ticket };
}

/**
 * Takes a ticket: the job moves from ready to streaming in one statement, so of two downloads of
 * the same ticket (in any processes) exactly one gets it. Expired, used or unknown: null.
 */
export async function claimExportTicket(db: Executor, ticket: string, now: Date): Promise<ExportJobRow | null> {
  const [row] = await db
    .update(exportJobs)
    .set({ status: 'streaming', startedAt: now })
    .where(and(eq(exportJobs.ticketHash, hashTicket(ticket)), eq(exportJobs.status, 'ready'), gt(exportJobs.ticketExpiresAt, now)))
    .returning();
  return row ?? null;
}

/** The admin a job runs for, if still active (a disabled admin's ticket downloads nothing). */
export async function findActiveExportAdmin(db: Executor, adminId: number) {
  const [admin] = await db.select().from(admins).where(and(eq(admins.id, adminId), eq(admins.status, 'active')));
  return admin ?? null;
}

/** Records how far a streaming job got, and tells whether its owner asked to cancel it. */
export async function recordExportProgress(db: Executor, id: number, rowsWritten: number, bytesWritten: number, now: Date): Promise<{ cancelRequested: boolean }> {
  const [row] = await db
    .update(exportJobs)
    .set({ rowsWritten, bytesWritten, progressAt: now })
    .where(eq(exportJobs.id, id))
    .returning({ cancelRequestedAt: exportJobs.cancelRequestedAt });
  return { cancelRequested: !row || row.cancelRequestedAt !== null };
}

export async function finishExportJob(db: Executor, id: number, status: Extract<ExportStatus, 'done' | 'cancelled' | 'failed'>, rowsWritten: number, bytesWritten: number, now: Date): Promise<void> {
  await db.update(exportJobs).set({ status, rowsWritten, bytesWritten, finishedAt: now }).where(eq(exportJobs.id, id));
}

/**
 * An admin's export as it stands. A ticket that expired unused (the browser never opened the
 * download) can no longer start, so its job is failed here: a job left ready would be followed forever.
 */
export async function findExportJob(db: Executor, adminId: number, id: number, now: Date): Promise<ExportJobRow | null> {
  const mine = and(eq(exportJobs.id, id), eq(exportJobs.adminId, adminId));
  const [expired] = await db
    .update(exportJobs)
    .set({ status: 'failed', finishedAt: now })
    .where(and(mine, eq(exportJobs.status, 'ready'), lte(exportJobs.ticketExpiresAt, now)))
    .returning();
  if (expired) return expired;
  const [row] = await db.select().from(exportJobs).where(mine);
  return row ?? null;
}

/**
 * Asks a job to stop. A job not yet downloaded is cancelled at once (its ticket stops working); a
 * streaming one is stopped by the process serving it at its next page. A finished job stays as it is.
 */
export async function requestExportCancel(db: Executor, adminId: number, id: number, now: Date): Promise<ExportJobRow | null> {
  const [row] = await db
    .update(exportJobs)
    .set({
      cancelRequestedAt: sql`coalesce(${exportJobs.cancelRequestedAt}, ${now.toISOString()}::timestamptz)`,
      status: sql`case when ${exportJobs.status} = 'ready' then 'cancelled' else ${exportJobs.status} end`,
      finishedAt: sql`case when ${exportJobs.status} = 'ready' then ${now.toISOString()}::timestamptz else ${exportJobs.finishedAt} end`,
    })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.adminId, adminId)))
    .returning();
  return row ?? null;
}
