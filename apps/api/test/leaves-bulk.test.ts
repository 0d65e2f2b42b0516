import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, leaves } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';
import { leaveBulkCalls } from './leave-bulk-calls';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

type Client = DemoClients['superAdmin'];
interface LeaveRow {
  id: number;
  version: number;
  status: string;
}

/** A pending leave recorded through the API (worker 10 of workshop 1 unless named). */
async function pending(client: Client, start: string, end: string, workerId = 10): Promise<LeaveRow> {
  const created = await client.post('/api/v1/leaves', { worker_id: workerId, start_date: start, end_date: end, type: 'casual', reason: 'Bulk test' });
  expect(created.statusCode).toBe(201);
  return created.json();
}

const { bulk, statusOf, auditActions } = leaveBulkCalls(() => ctx.database.db);

describe('bulk leave decisions by ids', () => {
  it('applies each allowed item and refuses the others with the single action’s reason: stale, illegal, out of scope', async () => {
    const ok = await pending(as.workshopAdmin, '2026-05-01', '2026-05-02');
    const stale = await pending(as.workshopAdmin, '2026-05-04', '2026-05-05');
    const decided = await pending(as.workshopAdmin, '2026-05-07', '2026-05-08');
    const rejected = await as.workshopAdmin.post(`/api/v1/leaves/${decided.id}/reject`, { version: decided.version, note: 'No' });
    expect(rejected.statusCode).toBe(200);
    const other = await pending(as.superAdmin, '2026-05-01', '2026-05-02', SEED.workerOfOtherWorkshop);

    const response = await bulk(as.workshopAdmin, {
      action: 'approve',
      items: [
        { id: ok.id, version: ok.version },
        { id: stale.id, version: stale.version + 1 },
        { id: decided.id, version: rejected.json().version },
        { id: other.id, version: other.version },
        { id: 999_999, version: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: ok.id, outcome: 'done' },
        { id: stale.id, outcome: 'refused', code: 'STALE_VERSION', message: expect.any(String) },
        { id: decided.id, outcome: 'refused', code: 'INVALID_TRANSITION', message: 'This leave is rejected; only pending leaves can be approved' },
        { id: other.id, outcome: 'refused', code: 'NOT_FOUND', message: 'Leave not found' },
        { id: 999_999, outcome: 'refused', code: 'NOT_FOUND', message: 'Leave not found' },
      ],
      done: 1,
      refused: 4,
    });
    expect(await statusOf(ok.id)).toBe('approved');
    expect(await statusOf(stale.id)).toBe('pending');
    expect(await statusOf(other.id)).toBe('pending');
    // One audit event per applied item, exactly as the single action writes it.
    expect(await auditActions([ok.id, stale.id, other.id])).toEqual([{ entityId: ok.id, action: 'leave.approve' }]);
    const [event] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, ok.id), eq(auditEvents.action, 'leave.approve')));
    expect(event).toMatchObject({ actorId: 2, changes: { status: { from: 'pending', to: 'approved' } } });
  });

  it('approving two overlapping leaves of one worker: the first is done, the second refused LEAVE_OVERLAP', async () => {
    const first = await pending(as.workshopAdmin, '2026-06-01', '2026-06-03');
    const second = await pending(as.workshopAdmin, '2026-06-03', '2026-06-04');
    const response = await bulk(as.superAdmin, { action: 'approve', items: [first, second].map(({ id, version }) => ({ id, version })) });
    expect(response.json().results.map((r: { outcome: string; code?: string }) => r.code ?? r.outcome)).toEqual(['done', 'LEAVE_OVERLAP']);
    expect(await statusOf(second.id)).toBe('pending');
  });

  it('reject takes the note to every item and needs one; bad bodies answer 400, a society manager 403', async () => {
    const a = await pending(as.workshopAdmin, '2026-07-01', '2026-07-01');
    const b = await pending(as.workshopAdmin, '2026-07-03', '2026-07-03');
    const items = [a, b].map(({ id, version }) => ({ id, version }));
    const noNote = await bulk(as.workshopAdmin, { action: 'reject', items });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().details[0]).toEqual({ field: 'note', message: 'Give a reason for rejecting', code: 'required' });
    const response = await bulk(as.workshopAdmin, { action: 'reject', note: 'Short staffed', items });
    expect(response.json()).toMatchObject({ done: 2, refused: 0 });
    const rows = await ctx.database.db.select().from(leaves).where(inArray(leaves.id, [a.id, b.id]));
    expect(rows.every((row) => row.status === 'rejected' && row.decisionNote === 'Short staffed')).toBe(true);
    expect((await auditActions([a.id, b.id])).map((e) => e.action)).toEqual(['leave.reject', 'leave.reject']);

    expect((await bulk(as.workshopAdmin, { action: 'cancel', items })).statusCode).toBe(400);
    expect((await bulk(as.workshopAdmin, { action: 'approve', items: [] })).statusCode).toBe(400);
    expect((await bulk(as.workshopAdmin, { action: 'approve', items: [items[0], items[0]] })).json().message).toContain('Each leave may be listed once');
    expect((await bulk(as.workshopAdmin, { action: 'approve' })).statusCode).toBe(400);
    expect((await bulk(as.workshopAdmin, { action: 'approve', items, filter: {}, expected_count: 2 })).statusCode).toBe(400);
    const tooMany = await bulk(as.workshopAdmin, { action: 'approve', items: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1, version: 1 })) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('at most 1000');
    expect((await bulk(as.societyManager, { action: 'approve', items })).statusCode).toBe(403);
    expect((await bulk(as.anonymous, { action: 'approve', items })).statusCode).toBe(401);
  });
});

describe('bulk leave decisions by filter', () => {
  it('decides every leave the Absent List filter matches in scope, once the caller’s count still holds', async () => {
    const mine = [await pending(as.workshopAdmin, '2026-08-03', '2026-08-03'), await pending(as.workshopAdmin, '2026-08-05', '2026-08-06')];
    const other = await pending(as.superAdmin, '2026-08-03', '2026-08-04', SEED.workerOfOtherWorkshop);
    const filter = { from: '2026-08-01', to: '2026-08-10', status: 'pending' };
    expect((await as.workshopAdmin.get('/api/v1/leaves?from=2026-08-01&to=2026-08-10&status=pending')).json().total).toBe(2);

    const changed = await bulk(as.workshopAdmin, { action: 'approve', filter, expected_count: 3 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ code: 'CONFLICT', message: 'The list has changed: 2 leaves match now, not 3. Check the list and try again.' });
    expect(await statusOf(mine[0]!.id)).toBe('pending');

    const response = await bulk(as.workshopAdmin, { action: 'approve', filter, expected_count: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: mine.map((l) => ({ id: l.id, outcome: 'done' })), done: 2, refused: 0 });
    expect(await statusOf(other.id)).toBe('pending');
    expect((await auditActions(mine.map((l) => l.id))).map((e) => e.action)).toEqual(['leave.approve', 'leave.approve']);

    expect((await bulk(as.workshopAdmin, { action: 'approve', filter })).json().details[0].field).toBe('expected_count');
    const backwards = await bulk(as.workshopAdmin, { action: 'approve', filter: { from: '2026-08-10', to: '2026-08-01' }, expected_count: 1 });
    expect(backwards.statusCode).toBe(400);
    expect((await bulk(as.workshopAdmin, { action: 'approve', filter: { status: 'maybe' }, expected_count: 1 })).statusCode).toBe(400);
  });
});
