import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BulkItem, BulkJob, BulkJobRefusal } from '@carcare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { BulkJobStarter, BulkJobWork } from '../../http/bulk-action';
import { conflict, HttpError } from '../../http/http-error';
import { BULK_JOB_SERVER_STOPPED, bulkJobView, finishBulkJob, insertBulkJob, recordBulkBatch } from './bulk-job-queries';

/**
 * Rows per batch: progress and cancel are written and read once a batch. 100 single actions take
 * about a second on a loaded machine, so the progress moves often and a cancel stops soon.
 */
export const BULK_JOB_BATCH_SIZE = 100;
export const BULK_JOB_ADMIN_DISABLED = 'Your account was disabled; the job stopped.';
export const BULK_JOB_ALREADY_RUNNING = 'A bulk action of yours is still running: wait for it to end or cancel it, then try again.';
export const BULK_JOB_UNEXPECTED = 'The job stopped on an unexpected error. Run the action again for the rows left.';

/**
 * Works bulk jobs through in the background of the server process that took them, a batch at a
 * time, each row through its single action as a bulk call of 1000 does; progress goes to the
 * database after every batch, so any process answers for it. Rows run one after another (a job
 * holds one pooled connection at a time), and the event loop is given back between batches.
 */
export class BulkJobRunner implements BulkJobStarter {
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; batchSize?: number },
  ) {}

  /**
   * Records the job and starts working it; answers the job as recorded (running, nothing
   * processed). An admin runs one job at a time: another while one runs is a 409.
   */
  async start<I extends BulkItem>(work: BulkJobWork<I>): Promise<BulkJob> {
    const row = await insertBulkJob(this.deps.db, { adminId: work.adminId, list: work.list, action: work.action, total: work.items.length }, this.deps.clock.now());
    if (!row) throw conflict('CONFLICT', BULK_JOB_ALREADY_RUNNING);
    const worked = this.work(row.id, work)
      .catch((error: unknown) => this.deps.log.error({ err: error, bulkJob: row.id }, 'A bulk job could not record its end'))
      .finally(() => this.running.delete(worked));
    this.running.add(worked);
    return bulkJobView(row);
  }

  /** Stops the jobs under way after their current row and marks them failed (server shutdown). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }

  private async work<I extends BulkItem>(id: number, work: BulkJobWork<I>): Promise<void> {
    const { db, clock, log } = this.deps;
    const batchSize = this.deps.batchSize ?? BULK_JOB_BATCH_SIZE;
    try {
      for (let start = 0; start < work.items.length; start += batchSize) {
        // The requests waiting meanwhile are served between batches.
        await nextTurn();
        let done = 0;
        let processed = 0;
        const refused: BulkJobRefusal[] = [];
        for (const item of work.items.slice(start, start + batchSize)) {
          if (this.stopping) break;
          try {
            await work.apply(item, clock.now());
            done += 1;
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
            refused.push({ id: item.id, code: error.code, message: error.message });
          }
          processed += 1;
        }
        const { stop } = await recordBulkBatch(db, id, { processed, done, refused }, clock.now());
        if (this.stopping) return await finishBulkJob(db, id, 'failed', BULK_JOB_SERVER_STOPPED, clock.now());
        if (stop === 'cancelled') return await finishBulkJob(db, id, 'cancelled', null, clock.now());
        if (stop === 'admin_disabled') return await finishBulkJob(db, id, 'failed', BULK_JOB_ADMIN_DISABLED, clock.now());
      }
      await finishBulkJob(db, id, 'done', null, clock.now());
    } catch (error) {
      log.error({ err: error, bulkJob: id }, 'A bulk job stopped on an unexpected error');
      await finishBulkJob(db, id, 'failed', BULK_JOB_UNEXPECTED, clock.now());
    }
  }
}
