import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BulkItem, BulkJob } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { JobOutcome, JobQueue, QueueJob } from '../../db/job-queue';
import { admins } from '../../db/schema';
import type { BulkJobAction, BulkJobStarter, BulkJobWork } from '../../http/bulk-action';
import { conflict, HttpError } from '../../http/http-error';
import type { Caller } from '../scope/caller';
import { scopeOf } from '../scope/access-scope';
import { BULK_QUEUE_KIND, bulkJobView, bulkRowsWorked, finishBulkJob, findBulkJobToWork, insertBulkJob, recordBulkBatch, recordBulkRefusal, recordBulkRowDone } from './bulk-job-queries';

/**
 * Rows per batch: progress is written and a cancel read once a batch. 100 single actions take
 * about a second on a loaded machine, so the progress moves often and a cancel stops soon.
 */
export const BULK_JOB_BATCH_SIZE = 100;
export const BULK_JOB_ADMIN_DISABLED = 'Your account was disabled; the job stopped.';
export const BULK_JOB_ALREADY_RUNNING = 'A bulk action of yours is still running: wait for it to end or cancel it, then try again.';
export const BULK_JOB_UNEXPECTED = 'The job stopped on an unexpected error. Run the action again for the rows left.';
/** Bulk jobs one process works at once; more wait queued for a free slot here or in another process. */
const BULK_JOBS_PER_PROCESS = 4;

/** The single action on one row, run on `db` (the transaction that also records the row's outcome). */
export type BulkApply<I> = (item: I, now: Date, db: Db) => Promise<void>;

/** A bulk action a module defined: its inline apply and the job that names it, for one caller. */
export interface BulkHandler<I, P> {
  for(caller: Caller, params: P, db: Db): { apply: (item: I, now: Date) => Promise<void>; job: BulkJobAction };
}

interface BulkQueuePayload {
  bulkJobId: number;
  handler: string;
  params: unknown;
  ip: string | null;
  items: BulkItem[];
}

/**
 * Works bulk jobs through on the job queue, a batch at a time, each row through its single action
 * as a bulk call of 1000 does. A row's action and its mark as done commit together (a refused row's
 * action rolled back), so a job taken over after its process was killed skips the rows done or
 * refused: none is acted on twice. The counts move once a batch, and are set again from the marks
 * when a job is taken over. A shutdown hands the job back after the current row and another
 * process (or this one, started again) carries it on.
 */
export class BulkJobRunner implements BulkJobStarter {
  private readonly handlers = new Map<string, (caller: Caller, params: unknown) => BulkApply<BulkItem>>();

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; queue: JobQueue; batchSize?: number }) {
    deps.queue.work<BulkQueuePayload>(BULK_QUEUE_KIND, (job) => this.work(job), { concurrency: BULK_JOBS_PER_PROCESS });
  }

  /**
   * Defines a bulk action under a name unique across modules: `build` makes the single action for
   * a caller and the action's parameters, whether the rows are acted on inline or by a job.
   */
  define<I extends BulkItem, P>(name: string, build: (caller: Caller, params: P) => BulkApply<I>): BulkHandler<I, P> {
    if (this.handlers.has(name)) throw new Error(`The bulk action ${name} is defined twice`);
    this.handlers.set(name, build as (caller: Caller, params: unknown) => BulkApply<BulkItem>);
    return {
      for: (caller, params, db) => {
        const apply = build(caller, params);
        return { apply: (item, now) => apply(item, now, db), job: { handler: name, params, ip: caller.actor.ip ?? null } };
      },
    };
  }

  /**
   * Records the job and queues it; answers the job as recorded (running, nothing processed). An
   * admin runs one job at a time: another while one runs is a 409.
   */
  async start<I extends BulkItem>(work: BulkJobWork<I>): Promise<BulkJob> {
    const row = await insertBulkJob(this.deps.db, { adminId: work.adminId, list: work.list, action: work.action, total: work.items.length }, this.deps.clock.now());
    if (!row) throw conflict('CONFLICT', BULK_JOB_ALREADY_RUNNING);
    const payload: BulkQueuePayload = { bulkJobId: row.id, handler: work.handler, params: work.params, ip: work.ip, items: [...work.items] };
    await this.deps.queue.enqueue(BULK_QUEUE_KIND, payload);
    return bulkJobView(row);
  }

  private async work(job: QueueJob<BulkQueuePayload>): Promise<JobOutcome> {
    const { db, clock, log } = this.deps;
    const { bulkJobId: id, items } = job.payload;
    const batchSize = this.deps.batchSize ?? BULK_JOB_BATCH_SIZE;
    const row = await findBulkJobToWork(db, id);
    // Finished meanwhile (cancelled, or failed by a reader): nothing left to do.
    if (!row) return;
    try {
      const build = this.handlers.get(job.payload.handler);
      if (!build) throw new Error(`No bulk action is defined as ${job.payload.handler}`);
      const [admin] = await db.select().from(admins).where(eq(admins.id, row.adminId));
      if (!admin || admin.status !== 'active') return await finishBulkJob(db, id, 'failed', BULK_JOB_ADMIN_DISABLED, clock.now());
      const apply = build({ admin, scope: scopeOf(admin), actor: { id: admin.id, ip: job.payload.ip } }, job.payload.params);
      const worked = await bulkRowsWorked(db, id);
      const left = worked.size === 0 ? items : items.filter((item) => !worked.has(item.id));
      for (let start = 0; start < left.length; start += batchSize) {
        // The requests waiting meanwhile are served between batches.
        await nextTurn();
        const batch = { done: 0, refused: 0 };
        for (const item of left.slice(start, start + batchSize)) {
          if (job.signal.aborted) break;
          try {
            const done = await db.transaction(async (tx) => {
              // Taken over by another process (this one stalled past its lease): leave the row to it.
              if (!(await job.stillHeld(tx))) return false;
              await apply(item, clock.now(), flattened(tx));
              await recordBulkRowDone(tx, id, item.id);
              return true;
            });
            // Its counts are the new holder's to set, from the rows marked done.
            if (!done) return 'handed-back';
            batch.done += 1;
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
            // The refused action's transaction was rolled back whole; the refusal is recorded on its own.
            await recordBulkRefusal(db, id, { id: item.id, code: error.code, message: error.message });
            batch.refused += 1;
          }
        }
        const { stop } = await recordBulkBatch(db, id, batch, clock.now());
        if (job.signal.aborted) return 'handed-back';
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

/**
 * The transaction as the single action's `db`: its own transaction joins this one rather than
 * opening a savepoint on every row (the row's action and its count commit or
 * roll back together either way).
 */
function flattened(tx: Tx): Db {
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'transaction') return <T>(work: (inner: Tx) => Promise<T>) => work(target);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Db;
}
