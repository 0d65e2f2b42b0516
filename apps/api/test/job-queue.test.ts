import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { DbJobQueue } from '../src/db/job-queue';
import type { JobHandler } from '../src/db/job-queue';
import { admins, exportJobs, queueJobs } from '../src/db/schema';
import { insertExportJob, recordExportProgress } from '../src/modules/exports/export-job-queries';
import { keepExportBooks } from '../src/modules/exports/export-bookkeeping';
import type { ServerProcess } from './processes';
import { emptyDatabases, postJson, signInThroughOutbox, spawnServer, stopServer, waitForOrigin } from './processes';
import { PHONES } from './test-app';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

/** How long to wait for something another process does: generous, since a loaded machine answers late, never wrongly. */
const PATIENCE_MS = 30_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function waitFor(check: () => boolean | Promise<boolean>, patienceMs = PATIENCE_MS): Promise<void> {
  const deadline = Date.now() + patienceMs;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

// The queue itself, on this run's database (PGlite by default, PostgreSQL in the PG pass): two
// queues on one database stand for two processes.
describe('the job queue', () => {
  let database: TestDatabase;
  const queues: DbJobQueue[] = [];
  const queue = (leaseMs = 1_000) => {
    const made = new DbJobQueue({ db: database.db, clock: systemClock, log: quiet, leaseMs, pollMs: 100 });
    queues.push(made);
    return made;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((one) => one.stop(1_000)));
    await database.close();
  });
  const rowOf = async (id: number) => (await database.db.select().from(queueJobs).where(eq(queueJobs.id, id)))[0]!;

  it('runs a scheduled slot once whichever of two processes enqueues it, and each job once', async () => {
    const [a, b] = [queue(), queue()];
    const runs: string[] = [];
    const handler: JobHandler<{ slot: string }> = async (job) => void runs.push(job.payload.slot);
    for (const one of [a, b]) {
      one.work('tick', handler);
      one.schedule('tick', 100);
      one.start();
    }
    const ids = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? a : b).enqueue('tick', { slot: `job ${index}` })));
    await waitFor(() => runs.length >= 25);
    await Promise.all([a.stop(), b.stop()]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.filter((slot) => slot.startsWith('job '))).toHaveLength(20);
    const slots = await database.db.select().from(queueJobs).where(eq(queueJobs.kind, 'tick'));
    const done = slots.filter((row) => row.state === 'done');
    expect(done).toHaveLength(runs.length);
    // Both took their share (a slot enqueued just before the stop may still wait, taken by neither).
    expect(new Set(done.map((row) => row.lockedBy))).toEqual(new Set([a.workerId, b.workerId]));
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
  });

  it('takes over a job whose process died once its lease runs out, and resumes one handed back at shutdown', async () => {
    const now = new Date();
    const [dead] = await database.db
      .insert(queueJobs)
      .values({ kind: 'resume', payload: { n: 1 }, state: 'running', runAt: now, attempts: 1, lockedBy: 'a killed process', leaseUntil: new Date(now.getTime() + 500), createdAt: now })
      .returning();
    const first = queue();
    let started = 0;
    // Works until asked to stop: the shutdown hands it back.
    first.work<{ n: number }>('resume', async (job) => {
      started += 1;
      if (job.payload.n === 2) await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      return job.signal.aborted ? 'handed-back' : undefined;
    });
    first.start();
    await waitFor(async () => (await rowOf(dead!.id)).state === 'done');
    expect(await rowOf(dead!.id)).toMatchObject({ state: 'done', attempts: 2, lockedBy: first.workerId });

    const handedBack = (await first.enqueue('resume', { n: 2 }))!;
    await waitFor(() => started === 2);
    await first.stop();
    expect(await rowOf(handedBack)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    const second = queue();
    second.work('resume', async () => {});
    second.start();
    await waitFor(async () => (await rowOf(handedBack)).state === 'done');
    expect(await rowOf(handedBack)).toMatchObject({ state: 'done', attempts: 1, lockedBy: second.workerId });
  });

  it('tells a handler whether it still holds its job, so a process that stalled past its lease leaves the job to the one that took it', async () => {
    const one = queue();
    const held: boolean[] = [];
    one.work('fenced', async (job) => {
      held.push(await database.db.transaction((tx) => job.stillHeld(tx)));
      // Another process takes the job over.
      await database.db.update(queueJobs).set({ lockedBy: 'the process that took it over' }).where(eq(queueJobs.id, job.id));
      held.push(await database.db.transaction((tx) => job.stillHeld(tx)));
      return 'handed-back';
    });
    one.start();
    const id = (await one.enqueue('fenced', {}))!;
    await waitFor(() => held.length === 2);
    await one.stop();
    expect(held).toEqual([true, false]);
    // The hand-back leaves the new holder's job as it is.
    expect(await rowOf(id)).toMatchObject({ state: 'running', lockedBy: 'the process that took it over' });
  });

  it('runs a job that throws again later, until its attempts are spent', async () => {
    const one = queue();
    one.work('flaky', async () => {
      throw new Error('not now');
    });
    one.start();
    const id = (await one.enqueue('flaky', {}, { maxAttempts: 2 }))!;
    // The second attempt waits a second (attempts²).
    await waitFor(async () => (await rowOf(id)).state === 'failed');
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: 2, lastError: 'not now' });
  });

  it('keeps the exports’ books: an export whose ticket expired unused is failed, one finished a day ago deleted', async () => {
    const [admin] = await database.db.insert(admins).values({ name: 'Books Keeper', phone: '9000000077', userType: 'super_admin' }).returning();
    const now = new Date();
    const job = { adminId: admin!.id, list: 'workers' as const, format: 'csv' as const, query: '', fileName: 'workers.csv', total: 1, totalIsEstimate: false };
    const old = (await insertExportJob(database.db, job, now)).row;
    const expired = (await insertExportJob(database.db, job, new Date(now.getTime() - 120_000))).row;
    const fresh = (await insertExportJob(database.db, job, now)).row;
    const dayAgo = new Date(now.getTime() - 25 * 3600_000);
    await database.db.update(exportJobs).set({ status: 'done', createdAt: dayAgo, finishedAt: dayAgo }).where(eq(exportJobs.id, old.id));
    expect(await keepExportBooks(database.db, now)).toEqual({ failed: 1, deleted: 1 });
    expect(await keepExportBooks(database.db, now)).toEqual({ failed: 0, deleted: 0 });
    const left = await database.db.select({ id: exportJobs.id, status: exportJobs.status }).from(exportJobs);
    expect(left.sort((x, y) => x.id - y.id)).toEqual([
      { id: expired.id, status: 'failed' },
      { id: fresh.id, status: 'ready' },
    ]);
  });

  it('keeps the exports’ books: an export whose streaming process stopped recording progress is failed, one still recording is left', async () => {
    const [admin] = await database.db.insert(admins).values({ name: 'Stream Keeper', phone: '9000000078', userType: 'super_admin' }).returning();
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const job = { adminId: admin!.id, list: 'workers' as const, format: 'csv' as const, query: '', fileName: 'workers.csv', total: 1, totalIsEstimate: false };
    const silent = (await insertExportJob(database.db, job, now)).row;
    const recording = (await insertExportJob(database.db, job, now)).row;
    const neverRecorded = (await insertExportJob(database.db, job, now)).row;
    await database.db.update(exportJobs).set({ status: 'streaming', startedAt: minutesAgo(30) }).where(inArray(exportJobs.id, [silent.id, recording.id, neverRecorded.id]));
    await recordExportProgress(database.db, silent.id, 10, 100, minutesAgo(11));
    await recordExportProgress(database.db, recording.id, 10, 100, minutesAgo(1));
    expect(await keepExportBooks(database.db, now)).toEqual({ failed: 2, deleted: 0 });
    const left = await database.db.select({ id: exportJobs.id, status: exportJobs.status }).from(exportJobs).where(eq(exportJobs.adminId, admin!.id));
    expect(left.sort((x, y) => x.id - y.id)).toEqual([
      { id: silent.id, status: 'failed' },
      { id: recording.id, status: 'streaming' },
      { id: neverRecorded.id, status: 'failed' },
    ]);
  });
});

// Two API processes on one PostgreSQL database; one is killed (-9) while it works a bulk job.
describe.runIf(process.env.DATABASE_URL)('two API processes, one killed while it works a bulk job', () => {
  const databases = emptyDatabases();
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  let sqlClient: pg.Client;

  function start(url: string, outbox: string): ServerProcess {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'carcare-queue-'));
    dirs.push(dataDir);
    const server = spawnServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'job-queue-secret-0123456789abcdef-0123',
      SMS_TRANSPORT: 'file',
      SMS_OUTBOX_FILE: outbox,
      // A killed process's job is taken over two seconds after its last heartbeat.
      JOB_LEASE_MS: '2000',
      LATE_JOB_SWEEP_INTERVAL_MS: '300',
      LOG_LEVEL: 'debug',
    });
    servers.push(server);
    return server;
  }

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await sqlClient?.end();
    await databases.dropAll();
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  }, 30_000);

  it('the other process finishes the job: every row acted on once; each scheduled sweep ran in one process', { timeout: 150_000 }, async () => {
    const url = await databases.create();
    const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'carcare-queue-outbox-')), 'outbox.jsonl');
    dirs.push(path.dirname(outbox));
    const [a, b] = [start(url, outbox), start(url, outbox)];
    const [originA] = await Promise.all([waitForOrigin(a), waitForOrigin(b)]);
    sqlClient = new pg.Client({ connectionString: url });
    await sqlClient.connect();
    const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await sqlClient.query<T>(text, values)).rows;

    const since = new Date();
    await query(`insert into workers (name, phone, workshop_id, id_proof_type, id_proof_number, joined_on)
      select 'Queue Worker ' || n, '+9197' || lpad(n::text, 8, '0'), 1, 'aadhaar', (100000000000 + n)::text, '2025-06-01' from generate_series(1, 1000) as n`);
    const { access } = await signInThroughOutbox(originA, outbox, PHONES.workshopAdmin);
    const { total } = (await (await fetch(`${originA}/api/v1/workers?page_size=1`, { headers: { authorization: `Bearer ${access}` } })).json()) as { total: number };
    expect(total).toBeGreaterThan(1000);
    const started = await postJson(originA, '/api/v1/workers/bulk', { action: 'deactivate', filter: {}, expected_count: total }, access);
    expect(started.status, await started.clone().text()).toBe(202);
    const { id } = (await started.json()) as { id: number };

    // The process that took the job is killed midway, with no chance to hand it back.
    const progress = async () => (await query<{ processed: number; status: string }>('select processed, status from bulk_jobs where id = $1', [id]))[0]!;
    await waitFor(async () => (await progress()).processed >= 100);
    const [holder] = await query<{ locked_by: string }>(`select locked_by from queue_jobs where kind = 'bulk-job' and state = 'running'`);
    expect(holder).toBeDefined();
    const killed = servers.find((server) => holder!.locked_by.split(':').at(-2) === String(server.child.pid))!;
    const survivor = killed === a ? b : a;
    killed.child.kill('SIGKILL');
    await killed.exited;
    const atKill = (await progress()).processed;
    expect(atKill).toBeLessThan(total);

    await waitFor(async () => (await progress()).status !== 'running', 90_000);
    const [job] = await query('select status, total, processed, done, refused from bulk_jobs where id = $1', [id]);
    expect(job).toEqual({ status: 'done', total, processed: total, done: total, refused: 0 });
    // No row twice: one audit event each, every worker inactive.
    const twice = await query(`select entity_id from audit_events where action = 'worker.deactivate' and at >= $1 group by entity_id having count(*) > 1`, [since]);
    expect(twice).toEqual([]);
    expect((await query(`select count(*)::int as events from audit_events where action = 'worker.deactivate' and at >= $1`, [since]))[0]).toEqual({ events: expect.any(Number) });
    expect(await query(`select count(*)::int as active from workers where workshop_id = 1 and status = 'active'`)).toEqual([{ active: 0 }]);
    expect(await query('select count(*)::int as rows from bulk_job_rows where job_id = $1', [id])).toEqual([{ rows: total }]);
    const [queued] = await query<{ attempts: number; locked_by: string; state: string }>(`select attempts, locked_by, state from queue_jobs where kind = 'bulk-job'`);
    expect(queued).toMatchObject({ state: 'done', attempts: 2 });
    expect(queued!.locked_by.split(':').at(-2)).toBe(String(survivor.child.pid));

    // Each late-job sweep slot ran in one process: the survivor logged one look per slot it holds.
    await stopServer(survivor);
    const looks = (server: ServerProcess) => server.output().split('\n').filter((line) => line.includes('"Looked for late jobs"')).length;
    const slotsOf = async (server: ServerProcess) =>
      (await query<{ slots: number }>(`select count(*)::int as slots from queue_jobs where kind = 'late-job-alerts' and state = 'done' and split_part(locked_by, ':', 2) = $1`, [String(server.child.pid)]))[0]!.slots;
    expect(looks(survivor)).toBe(await slotsOf(survivor));
    expect(looks(survivor)).toBeGreaterThan(0);
    // The killed one may have looked in a slot it could not mark done (the survivor took it over).
    expect(looks(killed) - (await slotsOf(killed))).toBeLessThanOrEqual(1);
  });
});
