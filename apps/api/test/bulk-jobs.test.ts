import type { BulkJob, BulkJobRefusals, LatestBulkJob } from '@carcare/contracts';
import { BULK_JOB_MAX_ITEMS, BULK_JOB_RECENT_MS } from '@carcare/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BULK_JOB_SERVER_STOPPED, BULK_JOB_STALE_MS, failAbandonedBulkJobs } from '../src/modules/bulk-jobs/bulk-job-queries';
import { BULK_JOB_ALREADY_RUNNING } from '../src/modules/bulk-jobs/bulk-job-runner';
import { auditEvents, bulkJobs, workers } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { SEED, signInDemoAdmins } from './api-client';
import type { TestContext } from './test-app';
import { createTestContext } from './test-app';

// Small batches, so a job of about 1,200 rows has many steps to see it midway and cancel it.
const BATCH = 40;
const SEEDED = 1200;

let ctx: TestContext;
let as: DemoClients;
beforeAll(async () => {
  ctx = await createTestContext({}, { bulkJobBatchSize: BATCH });
  await ctx.reset();
  as = await signInDemoAdmins(ctx);
  await ctx.keepSignedInSessions();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
});
// A test that failed midway leaves its job running: it is stopped before the next test's reset.
afterEach(async () => {
  await db().update(bulkJobs).set({ cancelRequestedAt: ctx.clock.now() });
  while ((await db().select({ id: bulkJobs.id }).from(bulkJobs).where(inArray(bulkJobs.status, ['queued', 'running']))).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

const db = () => ctx.database.db;
type Client = DemoClients['superAdmin'];

/** Adds SEEDED active workers to the workshop admin's workshop: with its own 12, more than one bulk call may take. */
async function seedWorkers(): Promise<number[]> {
  const rows = Array.from({ length: SEEDED }, (_, index) => ({
    name: `Bulk Worker ${String(index).padStart(4, '0')}`,
    phone: `97${String(10000000 + index).padStart(8, '0')}`,
    workshopId: SEED.ownWorkshopId,
    idProofType: 'aadhaar',
    idProofNumber: String(100000000000 + index),
    joinedOn: '2025-06-01',
  }));
  const inserted = await db().insert(workers).values(rows).returning({ id: workers.id });
  return inserted.map((row) => row.id);
}

const workersOfOwnWorkshop = async () => (await db().select({ id: workers.id }).from(workers).where(eq(workers.workshopId, SEED.ownWorkshopId))).length;

const getJob = async (client: Client, id: number) => client.get(`/api/v1/bulk-jobs/${id}`);

/** Reads the job until it ends, keeping each answer (to see it midway). */
async function followJob(client: Client, id: number): Promise<BulkJob[]> {
  const seen: BulkJob[] = [];
  for (let round = 0; round < 5000; round++) {
    const response = await getJob(client, id);
    expect(response.statusCode).toBe(200);
    const job = response.json<BulkJob>();
    seen.push(job);
    if (!['queued', 'running'].includes(job.status)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the job did not end');
}

async function allRefusals(client: Client, id: number, limit: number): Promise<BulkJobRefusals['data']> {
  const rows: BulkJobRefusals['data'] = [];
  let after: number | null = null;
  do {
    const response = await client.get(`/api/v1/bulk-jobs/${id}/refused?limit=${limit}${after === null ? '' : `&after=${after}`}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<BulkJobRefusals>();
    rows.push(...page.data);
    after = page.next_after;
  } while (after !== null);
  return rows;
}

describe('bulk actions by filter over more than 1000 rows run as a job', () => {
  it('deactivates every matching worker in batches with progress; stale ones are refused with the reason; the job is its owner’s only', { timeout: 180_000 }, async () => {
    const ids = await seedWorkers();
    const total = await workersOfOwnWorkshop();
    expect(total).toBeGreaterThan(1000);
    const started = await as.workshopAdmin.post('/api/v1/workers/bulk', { action: 'deactivate', filter: {}, expected_count: total });
    expect(started.statusCode).toBe(202);
    const job = started.json<BulkJob>();
    expect(job).toMatchObject({ list: 'workers', action: 'deactivate', total, processed: 0, done: 0, refused: 0, finished_at: null, error: null });
    expect(['queued', 'running']).toContain(job.status);

    // Three rows near the end change meanwhile (another admin edits them): their versions are stale when the job gets there.
    const stale = ids.slice(-3);
    await db()
      .update(workers)
      .set({ version: sql`${workers.version} + 1` })
      .where(inArray(workers.id, stale));

    // One job at a time per admin: another while it runs is a 409.
    const second = await as.workshopAdmin.post('/api/v1/workers/bulk', { action: 'reactivate', filter: {}, expected_count: total });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(BULK_JOB_ALREADY_RUNNING);
    // A console reloaded meanwhile finds the job under way to follow it again; another admin has none.
    const latest = await as.workshopAdmin.get('/api/v1/bulk-jobs/latest');
    expect(latest.statusCode).toBe(200);
    expect(latest.json<LatestBulkJob>().job).toMatchObject({ id: job.id, list: 'workers', action: 'deactivate', total });
    expect((await as.superAdmin.get('/api/v1/bulk-jobs/latest')).json<LatestBulkJob>()).toEqual({ job: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/bulk-jobs/latest' })).statusCode).toBe(401);

    // Another admin's id is unknown to the caller: 404, for reading, the refused rows and cancel.
    expect((await getJob(as.superAdmin, job.id)).statusCode).toBe(404);
    expect((await as.superAdmin.get(`/api/v1/bulk-jobs/${job.id}/refused`)).statusCode).toBe(404);
    expect((await as.superAdmin.post(`/api/v1/bulk-jobs/${job.id}/cancel`)).statusCode).toBe(404);

    const seen = await followJob(as.workshopAdmin, job.id);
    // Seen midway: some rows processed, not all, the counts adding up.
    const midway = seen.filter((one) => one.status === 'running' && one.processed > 0 && one.processed < total);
    expect(midway.length).toBeGreaterThan(0);
    for (const one of midway) expect(one.done + one.refused).toBe(one.processed);

    const end = seen[seen.length - 1]!;
    expect(end).toMatchObject({ status: 'done', total, processed: total, done: total - 3, refused: 3, error: null });
    // Just after its end it is still the latest (a reload then shows how it ended); two minutes on, no longer.
    expect((await as.workshopAdmin.get('/api/v1/bulk-jobs/latest')).json<LatestBulkJob>().job).toMatchObject({ id: job.id, status: 'done' });
    ctx.clock.set(new Date(ctx.clock.now().getTime() + BULK_JOB_RECENT_MS + 1000));
    expect((await as.workshopAdmin.get('/api/v1/bulk-jobs/latest')).json<LatestBulkJob>()).toEqual({ job: null });
    expect(end.finished_at).not.toBeNull();
    const refusals = await allRefusals(as.workshopAdmin, job.id, 2);
    expect(refusals).toEqual(stale.map((id) => ({ id, code: 'STALE_VERSION', message: expect.any(String) })));

    // Each done row went through the single action: inactive, with its audit event; the stale ones untouched.
    const statuses = await db().select({ id: workers.id, status: workers.status }).from(workers).where(eq(workers.workshopId, SEED.ownWorkshopId));
    expect(statuses.filter((row) => row.status === 'active').map((row) => row.id)).toEqual(stale);
    const audited = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'worker'), inArray(auditEvents.entityId, ids)));
    expect(audited[0]!.count).toBe(SEEDED - 3);
  });

  it('stops a job cancelled midway after its current batch: the rows done stay done, the rest untouched', { timeout: 180_000 }, async () => {
    const ids = await seedWorkers();
    const total = await workersOfOwnWorkshop();
    const started = await as.superAdmin.post('/api/v1/workers/bulk', { action: 'deactivate', filter: { workshop_id: SEED.ownWorkshopId }, expected_count: total });
    expect(started.statusCode).toBe(202);
    const { id } = started.json<BulkJob>();
    for (;;) {
      const job = (await getJob(as.superAdmin, id)).json<BulkJob>();
      if (job.processed > 0) break;
      expect(job.status).toBe('running');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const cancel = await as.superAdmin.post(`/api/v1/bulk-jobs/${id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    const end = (await followJob(as.superAdmin, id)).at(-1)!;
    expect(end.status).toBe('cancelled');
    expect(end.processed).toBeGreaterThan(0);
    expect(end.processed).toBeLessThan(total);
    expect(end.processed % BATCH).toBe(0);
    const inactive = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(workers)
      .where(and(eq(workers.workshopId, SEED.ownWorkshopId), eq(workers.status, 'inactive')));
    // Exactly the rows it processed are inactive (the seed's inactive worker of workshop 1 among them, done as the single action answers).
    expect(inactive[0]!.count).toBe(end.done);
    const last = await db().select({ status: workers.status }).from(workers).where(eq(workers.id, ids.at(-1)!));
    expect(last[0]!.status).toBe('active');
    // A finished job is answered as it is.
    expect((await as.superAdmin.post(`/api/v1/bulk-jobs/${id}/cancel`)).json<BulkJob>().status).toBe('cancelled');
  });

  it('answers 409 when the list changed since it was counted, and 400 beyond the upper bound', { timeout: 180_000 }, async () => {
    await seedWorkers();
    const total = await workersOfOwnWorkshop();
    const changed = await as.workshopAdmin.post('/api/v1/workers/bulk', { action: 'deactivate', filter: {}, expected_count: total - 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CONFLICT', message: `The list has changed: ${total} workers match now, not ${total - 1}. Check the list and try again.` });
    expect(await db().select().from(bulkJobs)).toEqual([]);

    // Beyond the bound: generate_series of notifications is the quickest way to have more than 100,000 rows of one list.
    await db().execute(sql`
      insert into notifications (admin_id, kind, title, body, created_at)
      select 1, 'request_created', 'Seeded', 'Seeded', ${ctx.clock.now().toISOString()}::timestamptz from generate_series(1, ${BULK_JOB_MAX_ITEMS + 1})`);
    const count = (await as.superAdmin.get('/api/v1/notifications?page_size=1')).json<{ total: number }>().total;
    const tooMany = await as.superAdmin.post('/api/v1/notifications/bulk', { action: 'read', filter: { filter: 'all' }, expected_count: count });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('More than 1,00,000 notifications match; narrow the filter to 1,00,000 or fewer');
  });

  it('marks failed a job its stopped server left running, once its heartbeat is old', async () => {
    const now = ctx.clock.now();
    const [row] = await db()
      .insert(bulkJobs)
      .values({ adminId: 1, listKey: 'workers', action: 'deactivate', status: 'running', total: 5000, processed: 800, done: 800, createdAt: now, heartbeatAt: now })
      .returning();
    expect(await failAbandonedBulkJobs(db(), now)).toBe(0);
    ctx.clock.advance(BULK_JOB_STALE_MS / 1000 + 1);
    // Read through any process: answered failed with the reason, never left running.
    const job = (await getJob(as.superAdmin, row!.id)).json<BulkJob>();
    expect(job).toMatchObject({ status: 'failed', processed: 800, error: BULK_JOB_SERVER_STOPPED });
  });
});
