import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaves } from '../src/db/schema';
import type { DemoClients } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';
import { leaveBulkCalls } from './leave-bulk-calls';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const { bulk, statusOf, auditActions } = leaveBulkCalls(() => ctx.database.db);

describe('the bound of a bulk call', () => {
  it('a filter matching more than 1000 leaves runs as a job (202); 1000 are decided in one call', { timeout: 180_000 }, async () => {
    // 1001 one-day pending leaves of worker 10, a day apart from 2028-01-01 on.
    const day = (i: number) => new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10);
    const rows = Array.from({ length: 1001 }, (_, i) => ({ workerId: 10, startDate: day(i), endDate: day(i), type: 'casual', status: 'pending', createdBy: 2 }));
    const inserted = await ctx.database.db.insert(leaves).values(rows).returning({ id: leaves.id });
    const filter = { from: '2028-01-01', to: '2030-12-31', status: 'pending' };
    const asJob = await bulk(as.workshopAdmin, { action: 'approve', filter, expected_count: 1001 });
    expect(asJob.statusCode).toBe(202);
    expect(asJob.json()).toMatchObject({ list: 'leaves', action: 'approve', total: 1001 });
    let job = asJob.json<{ id: number; status: string; done: number }>();
    while (job.status === 'running' || job.status === 'queued') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await as.workshopAdmin.get(`/api/v1/bulk-jobs/${job.id}`)).json();
    }
    expect(job).toMatchObject({ status: 'done', done: 1001, refused: 0 });
    expect(await statusOf(inserted[0]!.id)).toBe('approved');

    // Pending again, one fewer: the whole filter in one call, each leave in its own transaction.
    await ctx.database.db.delete(leaves).where(eq(leaves.id, inserted[1000]!.id));
    await ctx.database.db.update(leaves).set({ status: 'pending' }).where(inArray(leaves.id, inserted.map((row) => row.id)));
    const started = performance.now();
    const response = await bulk(as.workshopAdmin, { action: 'approve', filter, expected_count: 1000 });
    const seconds = (performance.now() - started) / 1000;
    console.log(`bulk approve of 1000 leaves by filter: ${seconds.toFixed(2)} s`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ done: 1000, refused: 0 });
    expect((await auditActions(inserted.map((row) => row.id))).length).toBe(2001);
  });
});
