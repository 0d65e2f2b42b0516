import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from './client';
import type { Executor } from './transaction';
import { queueJobs } from './schema';

/** One job as its handler gets it. */
export interface QueueJob<P> {
  id: number;
  kind: string;
  payload: P;
  /** 1 on the first run; more when a process died holding it or an earlier run threw. */
  attempt: number;
  /** Aborted when this process shuts down or lost the job's lease: stop soon and answer 'handed-back'. */
  signal: AbortSignal;
  /**
   * Inside a transaction of the handler's: whether this process still holds the job, keeping it so
   * until the transaction ends (a share lock the takeover of a run-out lease skips). A handler whose
   * steps must not run twice checks it in each step's transaction: once another process took the
   * job over, this one's steps roll back instead of racing the new holder's.
   */
  stillHeld(tx: Executor): Promise<boolean>;
}

/**
 * What a handler answers: nothing when the job is finished (done), 'handed-back' when it stopped
 * early at the queue's request and another run (here or in another process) should carry on. A
 * throw runs the job again later, until its attempts are spent.
 */
export type JobOutcome = void | 'handed-back';
export type JobHandler<P> = (job: QueueJob<P>) => Promise<JobOutcome>;

export interface EnqueueOptions {
  /** A job with the same key exists already (any state, until it is cleaned up): nothing is added. */
  singletonKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * The queue every part of the API hands background work to. The same implementation runs on
 * PostgreSQL (any number of replicas) and on PGlite (one process): both are PostgreSQL, so the
 * claim with FOR UPDATE SKIP LOCKED and the unique key of a schedule's slot hold on either.
 */
export interface JobQueue {
  enqueue<P>(kind: string, payload: P, options?: EnqueueOptions): Promise<number | null>;
  /** Registers the handler of a kind; this process works at most `concurrency` of its jobs at once. */
  work<P>(kind: string, handler: JobHandler<P>, options?: { concurrency?: number }): void;
  /** Runs a job of `kind` once per `everyMs` slot (aligned to the epoch) across every process that schedules it. */
  schedule(kind: string, everyMs: number): void;
  start(): void;
  /** Stops taking jobs, asks the running ones to stop and hands back those still running after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

type QueueLog = Record<'info' | 'warn' | 'error', (object: object, message: string) => void>;

export interface JobQueueOptions {
  db: Db;
  clock: Clock;
  log: QueueLog;
  /** How long a taken job stays this process's without a heartbeat; a killed process's jobs are taken over after it. */
  leaseMs?: number;
  /** How often each kind looks for due jobs it was not woken for (jobs of other processes, retries, run-out leases). */
  pollMs?: number;
}

/** Finished jobs are kept this long (a schedule's slot stays taken), then deleted. */
export const QUEUE_JOB_KEEP_MS = 24 * 60 * 60 * 1000;
export const QUEUE_LEASE_MS = 30_000;
export const QUEUE_POLL_MS = 2_000;
/** A schedule's tick: however long its slots, each process enqueues the current slot's job at least this often. */
const SCHEDULE_TICK_MAX_MS = 60_000;
const SCHEDULE_JITTER_MAX_MS = 5_000;
const CLEAN_UP_EVERY_MS = 10 * 60 * 1000;

interface Worker {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
  wake: (() => void) | null;
}

interface ClaimedRow {
  id: number | string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** The queue on the `queue_jobs` table (schema.ts). */
export class DbJobQueue implements JobQueue {
  /** Names this process in the jobs it holds (host, pid and a random part: pids repeat across containers). */
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly workers = new Map<string, Worker>();
  private readonly schedules: { kind: string; everyMs: number }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Map<number, { done: Promise<void>; abort: AbortController }>();
  private readonly loops: Promise<void>[] = [];
  private started = false;
  private stopping = false;
  private lastCleanUp = 0;
  private readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(private readonly options: JobQueueOptions) {
    this.leaseMs = options.leaseMs ?? QUEUE_LEASE_MS;
    this.pollMs = options.pollMs ?? QUEUE_POLL_MS;
  }

  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions = {}): Promise<number | null> {
    const now = this.options.clock.now();
    const rows = await this.options.db
      .insert(queueJobs)
      .values({ kind, payload: payload as object, singletonKey: options.singletonKey ?? null, runAt: options.runAt ?? now, maxAttempts: options.maxAttempts ?? 5, createdAt: now })
      .onConflictDoNothing({ target: queueJobs.singletonKey })
      .returning({ id: queueJobs.id });
    if (rows.length > 0) this.wake(kind);
    return rows[0]?.id ?? null;
  }

  work<P>(kind: string, handler: JobHandler<P>, options: { concurrency?: number } = {}): void {
    this.workers.set(kind, { handler: handler as JobHandler<unknown>, concurrency: options.concurrency ?? 1, running: 0, wake: null });
    if (this.started) this.loops.push(this.loop(kind));
  }

  schedule(kind: string, everyMs: number): void {
    this.schedules.push({ kind, everyMs });
    if (this.started) this.startSchedule(kind, everyMs);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const kind of this.workers.keys()) this.loops.push(this.loop(kind));
    for (const { kind, everyMs } of this.schedules) this.startSchedule(kind, everyMs);
  }

  async stop(graceMs = 5_000): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const worker of this.workers.values()) worker.wake?.();
    for (const { abort } of this.inFlight.values()) abort.abort();
    const settled = Promise.allSettled([...this.loops, ...[...this.inFlight.values()].map((job) => job.done)]);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    const outcome = await Promise.race([settled, late]);
    clearTimeout(timer);
    // A handler that did not stop in time: its job goes back now rather than after its lease.
    if (outcome === 'late') for (const id of this.inFlight.keys()) await this.handBack(id).catch(() => {});
  }

  private wake(kind: string): void {
    this.workers.get(kind)?.wake?.();
  }

  /**
   * Enqueues each slot's job a little after the slot starts, after a random delay of its own in
   * each process: whichever process comes first runs the slot, so the work spreads over the
   * replicas instead of falling to the one whose timer happens to fire first every time.
   */
  private startSchedule(kind: string, everyMs: number): void {
    const tick = () => void this.enqueueSlot(kind, everyMs).catch((error: unknown) => this.options.log.warn({ err: error, job: kind }, 'Could not enqueue a scheduled job'));
    const next = () => {
      const now = this.options.clock.now().getTime();
      const jitter = Math.random() * Math.min(everyMs / 2, SCHEDULE_JITTER_MAX_MS);
      const untilNextSlot = everyMs - (now % everyMs) + jitter;
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          if (this.stopping) return;
          tick();
          next();
        },
        Math.min(untilNextSlot, SCHEDULE_TICK_MAX_MS),
      );
      timer.unref();
      this.timers.add(timer);
    };
    tick();
    next();
  }

  /** The current slot's job, once across processes: its key names the kind and the slot's start. */
  private async enqueueSlot(kind: string, everyMs: number): Promise<void> {
    const now = this.options.clock.now();
    const slot = new Date(Math.floor(now.getTime() / everyMs) * everyMs);
    await this.enqueue(kind, { slot: slot.toISOString() }, { singletonKey: `${kind}@${slot.toISOString()}`, runAt: slot, maxAttempts: 3 });
    if (now.getTime() - this.lastCleanUp >= CLEAN_UP_EVERY_MS) {
      this.lastCleanUp = now.getTime();
      await this.options.db
        .delete(queueJobs)
        .where(and(inArray(queueJobs.state, ['done', 'failed']), isNotNull(queueJobs.finishedAt), lt(queueJobs.finishedAt, new Date(now.getTime() - QUEUE_JOB_KEEP_MS))));
    }
  }

  private async loop(kind: string): Promise<void> {
    const worker = this.workers.get(kind)!;
    while (!this.stopping) {
      let claimed = false;
      if (worker.running < worker.concurrency) {
        try {
          const row = await this.claim(kind);
          if (row) {
            claimed = true;
            this.run(kind, worker, row);
          }
        } catch (error) {
          if (!this.stopping) this.options.log.warn({ err: error, job: kind }, 'Could not look for queued jobs');
        }
      }
      if (claimed) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), this.pollMs);
        timer.unref();
        const done = () => {
          clearTimeout(timer);
          worker.wake = null;
          resolve();
        };
        worker.wake = done;
      });
    }
  }

  /** Takes the oldest due job of `kind`: queued, or running under a lease that ran out (its process died). */
  private async claim(kind: string): Promise<ClaimedRow | null> {
    const now = this.options.clock.now().toISOString();
    const result = await this.options.db.execute(sql`
      update ${queueJobs} set state = 'running', locked_by = ${this.workerId}, attempts = attempts + 1,
        lease_until = clock_timestamp() + ${this.leaseMs} * interval '1 millisecond'
      where id = (
        select id from ${queueJobs}
        where kind = ${kind} and state in ('queued', 'running') and run_at <= ${now}
          and (state = 'queued' or lease_until < clock_timestamp())
        order by run_at, id limit 1
        for update skip locked)
      returning id, payload, attempts, max_attempts`);
    const row = rowsOf<ClaimedRow>(result)[0];
    if (!row) return null;
    // A job whose runs keep ending with their process (it kills it, or outlives every lease) stops being retried.
    if (row.attempts > row.max_attempts) {
      await this.finish(Number(row.id), 'failed', 'Its process stopped during every attempt');
      return this.claim(kind);
    }
    return row;
  }

  private run(kind: string, worker: Worker, row: ClaimedRow): void {
    const id = Number(row.id);
    const abort = new AbortController();
    worker.running += 1;
    const heartbeat = setInterval(() => void this.extendLease(id, abort), Math.max(100, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    const done = (async () => {
      try {
        const stillHeld = async (tx: Executor) => {
          const held = await tx.execute(sql`select 1 from ${queueJobs} where id = ${id} and locked_by = ${this.workerId} and state = 'running' for share`);
          return rowsOf(held).length > 0;
        };
        const outcome = await worker.handler({ id, kind, payload: row.payload, attempt: row.attempts, signal: abort.signal, stillHeld });
        if (outcome === 'handed-back') await this.handBack(id);
        else await this.finish(id, 'done', null);
      } catch (error) {
        this.options.log.error({ err: error, job: kind, jobId: id, attempt: row.attempts }, 'A queued job failed');
        await this.retryOrFail(id, row, messageOf(error));
      }
    })()
      .catch((error: unknown) => this.options.log.error({ err: error, job: kind, jobId: id }, 'Could not record the end of a queued job'))
      .finally(() => {
        clearInterval(heartbeat);
        worker.running -= 1;
        this.inFlight.delete(id);
        worker.wake?.();
      });
    this.inFlight.set(id, { done, abort });
  }

  private async extendLease(id: number, abort: AbortController): Promise<void> {
    try {
      const rows = await this.options.db
        .update(queueJobs)
        .set({ leaseUntil: sql`clock_timestamp() + ${this.leaseMs} * interval '1 millisecond'` })
        .where(and(eq(queueJobs.id, id), eq(queueJobs.lockedBy, this.workerId), eq(queueJobs.state, 'running')))
        .returning({ id: queueJobs.id });
      // Another process took the job over (this one stalled past its lease): stop working it.
      if (rows.length === 0) abort.abort();
    } catch (error) {
      if (!this.stopping) this.options.log.warn({ err: error, jobId: id }, 'Could not extend a queued job’s lease');
    }
  }

  private mine(id: number) {
    return and(eq(queueJobs.id, id), eq(queueJobs.lockedBy, this.workerId), eq(queueJobs.state, 'running'));
  }

  private async finish(id: number, state: 'done' | 'failed', error: string | null): Promise<void> {
    await this.options.db
      .update(queueJobs)
      .set({ state, lastError: error, finishedAt: this.options.clock.now(), leaseUntil: null })
      .where(state === 'failed' ? eq(queueJobs.id, id) : this.mine(id));
  }

  /** Back to queued, the run not counted as an attempt: the next process to look takes it at once. */
  private async handBack(id: number): Promise<void> {
    await this.options.db
      .update(queueJobs)
      .set({ state: 'queued', lockedBy: null, leaseUntil: null, attempts: sql`greatest(${queueJobs.attempts} - 1, 0)` })
      .where(this.mine(id));
  }

  private async retryOrFail(id: number, row: ClaimedRow, error: string): Promise<void> {
    if (row.attempts >= row.max_attempts) return this.finish(id, 'failed', error);
    // Later each time: a second, four, nine… (capped at ten minutes).
    const delayMs = Math.min(600_000, row.attempts * row.attempts * 1000);
    await this.options.db
      .update(queueJobs)
      .set({ state: 'queued', lockedBy: null, leaseUntil: null, lastError: error, runAt: new Date(this.options.clock.now().getTime() + delayMs) })
      .where(this.mine(id));
  }
}
