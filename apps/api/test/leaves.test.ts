import type { LeaveAction, LeaveStatus } from '@carcare/contracts';
import { LEAVE_ACTIONS, LEAVE_STATUSES, nextLeaveStatus } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, leaves } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// Seeded leaves (seeds/seed.ts) with today = 2026-01-15 (India) in the tests.
const TODAY = '2026-01-15';
const record = (client: DemoClients['superAdmin'], body: Record<string, unknown>) =>
  client.post('/api/v1/leaves', { worker_id: 10, start_date: '2026-02-10', end_date: '2026-02-12', type: 'casual', reason: 'Travel', ...body });

/** A leave of worker 10 (workshop 1, no seeded leaves) brought to `status` through the API. */
async function leaveIn(status: LeaveStatus, dates: { start_date: string; end_date: string } = { start_date: '2026-02-10', end_date: '2026-02-12' }) {
  const created = (await record(as.workshopAdmin, dates)).json();
  if (status === 'pending') return created;
  const action = { approved: 'approve', rejected: 'reject', cancelled: 'cancel' }[status];
  const decided = await as.workshopAdmin.post(`/api/v1/leaves/${created.id}/${action}`, { version: created.version, note: 'Decided' });
  expect(decided.statusCode).toBe(200);
  return decided.json();
}

describe('role checks and scope', () => {
  it('the Absent List and a leave are readable by all three roles; writes answer 403 to a society manager', async () => {
    for (const client of [as.superAdmin, as.workshopAdmin, as.societyManager]) {
      expect((await client.get('/api/v1/leaves')).statusCode).toBe(200);
      expect((await client.get('/api/v1/leaves/1')).statusCode).toBe(200);
    }
    expect((await as.anonymous.get('/api/v1/leaves')).statusCode).toBe(401);
    expect((await record(as.societyManager, { worker_id: 1 })).statusCode).toBe(403);
    for (const action of LEAVE_ACTIONS) {
      expect((await as.societyManager.post(`/api/v1/leaves/2/${action}`, { version: 1, note: 'x' })).statusCode).toBe(403);
      expect((await as.anonymous.post(`/api/v1/leaves/2/${action}`, { version: 1, note: 'x' })).statusCode).toBe(401);
    }
  });

  it('each role’s Absent List for today holds its scope only: approved and pending leaves, a rejected one only when asked for', async () => {
    const summary = async (client: DemoClients['superAdmin'], query = '') =>
      (await client.get(`/api/v1/leaves?page_size=100${query}`)).json().data.map((l: { worker: { id: number }; status: string }) => `${l.worker.id}:${l.status}`);
    const own = await summary(as.workshopAdmin);
    expect(own).toEqual(expect.arrayContaining(['1:approved', '2:pending', '3:approved']));
    expect(own).toHaveLength(3);
    expect(await summary(as.workshopAdmin, '&status=rejected')).toEqual(['6:rejected']);
    const society = await summary(as.societyManager);
    expect(society).toEqual(expect.arrayContaining(['1:approved', '2:pending']));
    expect(society.every((entry: string) => [1, 2, 3, 4, 5, 6, 14].includes(Number(entry.split(':')[0])))).toBe(true);
    const all = await summary(as.superAdmin);
    expect(all.length).toBeGreaterThan(own.length);
  });

  it('out-of-scope leaves and workers answer 404', async () => {
    const otherWorkshopLeave = (await as.superAdmin.get(`/api/v1/leaves?worker_id=${SEED.workerOfOtherWorkshop}&from=2026-01-01&to=2026-02-01`)).json().data[0];
    expect(otherWorkshopLeave).toBeDefined();
    expect((await as.workshopAdmin.get(`/api/v1/leaves/${otherWorkshopLeave.id}`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.post(`/api/v1/leaves/${otherWorkshopLeave.id}/approve`, { version: 1 })).statusCode).toBe(404);
    expect((await as.societyManager.get(`/api/v1/leaves/${otherWorkshopLeave.id}`)).statusCode).toBe(404);
    expect((await record(as.workshopAdmin, { worker_id: SEED.workerOfOtherWorkshop })).statusCode).toBe(404);
    expect((await as.superAdmin.get('/api/v1/leaves/9999')).statusCode).toBe(404);
  });
});

describe('the Absent List', () => {
  it('lists leaves overlapping the range (default today), filters by status, worker, workshop and worker search', async () => {
    const today = (await as.superAdmin.get('/api/v1/leaves?page_size=100')).json().data as { start_date: string; end_date: string }[];
    expect(today.every((l) => l.start_date <= TODAY && l.end_date >= TODAY)).toBe(true);
    const week = (await as.workshopAdmin.get('/api/v1/leaves?from=2026-01-15&to=2026-01-21&status=pending')).json().data;
    expect(week.map((l: { worker: { id: number } }) => l.worker.id).sort()).toEqual([2, 4, 9]);
    const searched = (await as.workshopAdmin.get('/api/v1/leaves?q=manoj')).json().data;
    expect(searched.map((l: { worker: { name: string } }) => l.worker.name)).toEqual(['Manoj Verma']);
    expect((await as.superAdmin.get('/api/v1/leaves?workshop_id=2&page_size=100')).json().data.every((l: { workshop: { id: number } }) => l.workshop.id === 2)).toBe(true);
    expect((await as.workshopAdmin.get('/api/v1/leaves?worker_id=1&from=2026-01-01&to=2026-01-31')).json().total).toBe(1);
  });

  it('validates dates and the sort key', async () => {
    expect((await as.superAdmin.get('/api/v1/leaves?from=15-01-2026')).json().details[0].field).toBe('from');
    expect((await as.superAdmin.get('/api/v1/leaves?from=2026-01-15&to=2026-01-14')).json().details[0].field).toBe('to');
    expect((await as.superAdmin.get('/api/v1/leaves?sort=reason')).statusCode).toBe(400);
    const sorted = (await as.superAdmin.get('/api/v1/leaves?sort=-worker_name&page_size=100')).json().data.map((l: { worker: { name: string } }) => l.worker.name.toLowerCase());
    expect([...sorted].sort().reverse()).toEqual(sorted);
  });
});

describe('recording a leave', () => {
  it('records a pending leave; approve:true records it approved by the caller; audit written', async () => {
    const pending = await record(as.workshopAdmin, {});
    expect(pending.statusCode).toBe(201);
    expect(pending.json()).toMatchObject({ status: 'pending', worker: { id: 10 }, workshop: { id: 1 }, decided_by: null, version: 1 });
    const approved = await record(as.superAdmin, { start_date: TODAY, end_date: TODAY, approve: true });
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: { id: 1, name: 'Aarav Mehta' } });
    expect((await as.societyManager.get('/api/v1/workers/10')).statusCode).toBe(404);
    expect((await as.workshopAdmin.get('/api/v1/workers/10')).json().display_status).toBe('on_leave');
    const events = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'leave'), eq(auditEvents.entityId, approved.json().id))).orderBy(auditEvents.id);
    expect(events[0]).toMatchObject({ action: 'leave.create', actorId: 1, changes: { status: 'approved' } });
  });

  it('answers 400 naming end_date when it is before the start date, and naming type and worker_id when missing', async () => {
    const backwards = await record(as.workshopAdmin, { start_date: '2026-02-12', end_date: '2026-02-10' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual([{ field: 'end_date', message: 'End date cannot be before start date', code: 'end_before_start' }]);
    const missing = await as.workshopAdmin.post('/api/v1/leaves', { start_date: '2026-02-10', end_date: '2026-02-10' });
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['worker_id', 'type']));
  });

  it('refuses an approved leave overlapping another approved leave of the worker: 409 LEAVE_OVERLAP naming the dates', async () => {
    // Worker 1 has approved leave 2026-01-14..2026-01-16.
    const overlapping = await record(as.workshopAdmin, { worker_id: 1, start_date: '2026-01-16', end_date: '2026-01-18', approve: true });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({ code: 'LEAVE_OVERLAP', message: 'Ramesh Kumar already has approved leave from 2026-01-14 to 2026-01-16' });
    // Pending overlaps are allowed; adjacent approved leaves are too.
    expect((await record(as.workshopAdmin, { worker_id: 1, start_date: '2026-01-16', end_date: '2026-01-18' })).statusCode).toBe(201);
    expect((await record(as.workshopAdmin, { worker_id: 1, start_date: '2026-01-17', end_date: '2026-01-18', approve: true })).statusCode).toBe(201);
  });
});

describe('the leave state machine', () => {
  const cases = LEAVE_STATUSES.flatMap((status) => LEAVE_ACTIONS.map((action) => [status, action] as [LeaveStatus, LeaveAction]));
  it.each(cases)('a %s leave, %s: the API follows the state machine', async (status, action) => {
    const leave = await leaveIn(status);
    const response = await as.workshopAdmin.post(`/api/v1/leaves/${leave.id}/${action}`, { version: leave.version, note: 'Because' });
    const expected = nextLeaveStatus(status, action);
    if (expected === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INVALID_TRANSITION');
      expect((await as.workshopAdmin.get(`/api/v1/leaves/${leave.id}`)).json().status).toBe(status);
    } else {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: expected, version: leave.version + 1, decided_by: { id: 2 }, decision_note: 'Because' });
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'leave'), eq(auditEvents.entityId, leave.id), eq(auditEvents.action, `leave.${action}`)));
      expect(event!.changes).toMatchObject({ status: { from: status, to: expected } });
    }
  });

  it('reject needs a note (400 naming note); a stale version answers 409 STALE_VERSION', async () => {
    const leave = await leaveIn('pending');
    const noNote = await as.workshopAdmin.post(`/api/v1/leaves/${leave.id}/reject`, { version: leave.version, note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().details[0].field).toBe('note');
    const stale = await as.workshopAdmin.post(`/api/v1/leaves/${leave.id}/approve`, { version: leave.version + 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('approving a pending leave that overlaps an approved one answers 409 LEAVE_OVERLAP', async () => {
    await leaveIn('approved', { start_date: '2026-03-01', end_date: '2026-03-05' });
    const pending = await leaveIn('pending', { start_date: '2026-03-05', end_date: '2026-03-06' });
    const response = await as.superAdmin.post(`/api/v1/leaves/${pending.id}/approve`, { version: pending.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Anil Tanwar already has approved leave from 2026-03-01 to 2026-03-05');
  });

  it('two concurrent approvals of overlapping leaves of one worker: exactly one succeeds', async () => {
    const first = await leaveIn('pending', { start_date: '2026-04-01', end_date: '2026-04-03' });
    const second = await leaveIn('pending', { start_date: '2026-04-03', end_date: '2026-04-04' });
    const results = await Promise.all([
      as.workshopAdmin.post(`/api/v1/leaves/${first.id}/approve`, { version: first.version }),
      as.superAdmin.post(`/api/v1/leaves/${second.id}/approve`, { version: second.version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('LEAVE_OVERLAP');
    const approved = await ctx.database.db.select().from(leaves).where(and(eq(leaves.workerId, 10), eq(leaves.status, 'approved')));
    expect(approved).toHaveLength(1);
  });

  it('two concurrent decisions on the same leave: exactly one succeeds, the other is 409', async () => {
    const leave = await leaveIn('pending');
    const results = await Promise.all([
      as.workshopAdmin.post(`/api/v1/leaves/${leave.id}/approve`, { version: leave.version }),
      as.superAdmin.post(`/api/v1/leaves/${leave.id}/reject`, { version: leave.version, note: 'No' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
