import type { RequestAction, RequestStatus, ServiceRequestDetails } from '@carcare/contracts';
import { nextRequestStatus, REQUEST_ACTIONS, REQUEST_STATUSES } from '@carcare/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import { auditEvents, serviceRequestEvents, serviceRequests, transactions } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

/** A seeded request of workshop 1 in each status (seeds/seed-requests.ts). */
const SEEDED_IN: Record<RequestStatus, number> = {
  pending: R.pending,
  accepted: R.accepted,
  assigned: R.assigned,
  in_progress: R.inProgress,
  completed: R.completed,
  rejected: R.rejected,
  cancelled: R.cancelled,
};
// Worker 2 is free today (only a pending leave); reason 4 is active.
const FREE_WORKER = 2;
const bodyFor = (version: number) => ({ version, note: 'Because', worker_id: FREE_WORKER, reason_id: 4 });

const get = async (id: number) => (await as.superAdmin.get(`/api/v1/requests/${id}`)).json() as ServiceRequestDetails;
const act = (client: DemoClients['superAdmin'], id: number, action: RequestAction, body: Record<string, unknown>) => client.post(`/api/v1/requests/${id}/${action}`, body);
const auditOf = (id: number) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'service_request'), eq(auditEvents.entityId, id)))
    .orderBy(asc(auditEvents.id));

const PAST: Record<RequestAction, string> = { accept: 'accepted', reject: 'rejected', assign: 'assigned', start: 'started', complete: 'completed', cancel: 'cancelled' };

describe('the request state machine through the API', () => {
  const cases = REQUEST_STATUSES.flatMap((status) => REQUEST_ACTIONS.map((action) => [status, action] as [RequestStatus, RequestAction]));
  it.each(cases)('a %s request, %s', async (status, action) => {
    const before = await get(SEEDED_IN[status]);
    expect(before.status).toBe(status);
    const response = await act(as.workshopAdmin, before.id, action, bodyFor(before.version));
    const expected = nextRequestStatus(status, action);
    if (expected === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INVALID_TRANSITION');
      expect(response.json().message).toMatch(new RegExp(`^This request is ${status.replace('_', ' ')}; .*${PAST[action]}$`));
      const after = await get(before.id);
      expect(after).toMatchObject({ status, version: before.version });
      expect(after.events).toHaveLength(before.events.length);
      return;
    }
    expect(response.statusCode).toBe(200);
    const after = response.json() as ServiceRequestDetails;
    expect(after).toMatchObject({ status: expected, version: before.version + 1 });
    expect(after.events).toHaveLength(before.events.length + 1);
    expect(after.events.at(-1)).toMatchObject({ action, from_status: status, to_status: expected, actor: { id: 2, name: 'Rohit Sharma' }, at: '2026-01-15T09:00:00.000Z' });
    const audit = (await auditOf(before.id)).at(-1);
    expect(audit).toMatchObject({ action: `service_request.${action}`, actorId: 2, changes: { status: { from: status, to: expected } } });
  });

  it('names the rule in the refusal', async () => {
    const completed = await get(R.completed);
    expect((await act(as.workshopAdmin, R.completed, 'cancel', { version: completed.version, reason_id: 1 })).json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'This request is completed; it can no longer be cancelled',
    });
    const pending = await get(R.pending);
    expect((await act(as.workshopAdmin, R.pending, 'start', { version: pending.version })).json().message).toBe('This request is pending; only assigned requests can be started');
    const inProgress = await get(R.inProgress);
    expect((await act(as.workshopAdmin, R.inProgress, 'cancel', { version: inProgress.version, reason_id: 1 })).json().message).toBe(
      'This request is in progress; only pending or accepted or assigned requests can be cancelled',
    );
  });

  it('walks a phone booking through its whole life: timeline in order, status times, audit, version', async () => {
    const created = (await as.workshopAdmin.post('/api/v1/requests', {
      customer_name: 'Vikram Rathore',
      customer_phone: '9811122233',
      vehicle_type: 'suv',
      vehicle_make: 'Mahindra',
      vehicle_model: 'XUV700',
      registration_number: 'HR26EF4521',
      service_id: 1,
      address: 'House 9, Sushant Lok 1, Gurugram',
      scheduled_at: '2026-01-15T11:30:00.000Z',
    })).json() as ServiceRequestDetails;
    const step = async (action: RequestAction, body: Record<string, unknown>, seconds = 30) => {
      ctx.clock.advance(seconds);
      const current = await get(created.id);
      const response = await act(as.workshopAdmin, created.id, action, { version: current.version, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ServiceRequestDetails;
    };
    await step('accept', { note: 'Confirmed on call' });
    await step('assign', { worker_id: 4 });
    await step('assign', { worker_id: 5 });
    await step('start', {});
    const done = await step('complete', { cash_payment_paise: created.amount_paise, note: 'Customer happy' });
    expect(done).toMatchObject({ status: 'completed', version: 6, worker: { id: 5, name: 'Ajay Singh' }, payment_status: 'paid' });
    expect(done.events.map((e) => [e.action, e.from_status, e.to_status, e.note])).toEqual([
      ['create', null, 'pending', 'Booked by phone'],
      ['accept', 'pending', 'accepted', 'Confirmed on call'],
      ['assign', 'accepted', 'assigned', 'Assigned to Deepak Chauhan'],
      ['assign', 'assigned', 'assigned', 'Reassigned from Deepak Chauhan to Ajay Singh'],
      ['start', 'assigned', 'in_progress', null],
      ['complete', 'in_progress', 'completed', 'Customer happy. Cash payment of ₹399 received'],
    ]);
    expect(done.events.every((e) => e.actor?.name === 'Rohit Sharma')).toBe(true);
    const times = done.events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    const [row] = await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, created.id));
    expect(row!.acceptedAt!.toISOString()).toBe(done.events[1]!.at);
    expect(row!.startedAt!.toISOString()).toBe(done.events[4]!.at);
    expect(row!.completedAt!.toISOString()).toBe(done.events[5]!.at);
    expect(row!.cancelledAt).toBeNull();
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual([
      'service_request.create',
      'service_request.accept',
      'service_request.assign',
      'service_request.assign',
      'service_request.start',
      'service_request.complete',
    ]);
    expect((await auditOf(created.id))[3]!.changes).toMatchObject({ workerId: { from: 4, to: 5 } });
  });

  it('a super admin acts on any workshop’s request and is named on the timeline', async () => {
    const response = await act(as.superAdmin, R.otherWorkshopPending, 'accept', { version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().events.at(-1).actor).toEqual({ id: 1, name: 'Aarav Mehta' });
  });
});

describe('versions and concurrency', () => {
  it('a stale version answers 409 STALE_VERSION and changes nothing', async () => {
    const response = await act(as.workshopAdmin, R.pending, 'accept', { version: 7 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STALE_VERSION');
    expect(response.json().message).toMatch(/changed/);
    expect(await get(R.pending)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('two concurrent transitions on one request: exactly one wins, the other answers 409', async () => {
    const results = await Promise.all([
      act(as.workshopAdmin, R.pending, 'accept', { version: 1 }),
      act(as.superAdmin, R.pending, 'reject', { version: 1, note: 'No slot' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await get(R.pending);
    expect(after.version).toBe(2);
    expect(after.events).toHaveLength(2);
    expect((await auditOf(R.pending)).filter((a) => a.action !== 'service_request.create')).toHaveLength(1);
  });

  it('two concurrent accepts with the same version: one 200, one 409', async () => {
    const results = await Promise.all([act(as.workshopAdmin, R.pendingTomorrow, 'accept', { version: 1 }), act(as.workshopAdmin, R.pendingTomorrow, 'accept', { version: 1 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await ctx.database.db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.requestId, R.pendingTomorrow)).orderBy(serviceRequestEvents.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'accept']);
  });

  it('two concurrent cash completions: one payment only', async () => {
    const current = await get(R.inProgress);
    const body = { version: current.version, cash_payment_paise: current.amount_paise };
    const results = await Promise.all([act(as.workshopAdmin, R.inProgress, 'complete', body), act(as.superAdmin, R.inProgress, 'complete', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.database.db.select().from(transactions).where(eq(transactions.requestId, R.inProgress))).toHaveLength(1);
  });
});

describe('reject, assign, complete and cancel rules', () => {
  it('reject needs a note: 400 naming note', async () => {
    for (const body of [{ version: 1 }, { version: 1, note: '   ' }]) {
      const response = await act(as.workshopAdmin, R.pending, 'reject', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toEqual({ field: 'note', message: 'Give a reason for rejecting', code: 'required' });
    }
    const rejected = await act(as.workshopAdmin, R.pending, 'reject', { version: 1, note: 'No slot free' });
    expect(rejected.json().events.at(-1).note).toBe('No slot free');
  });

  it('assign refuses an inactive worker, another workshop’s worker, one on approved leave that day, an unknown one and the same one', async () => {
    const accepted = await get(R.accepted);
    const refusal = async (workerId: number | undefined) => {
      const response = await act(as.workshopAdmin, R.accepted, 'assign', { version: accepted.version, worker_id: workerId });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('worker_id');
      return response.json().message as string;
    };
    expect(await refusal(12)).toBe('Mohit Dahiya is inactive and cannot be assigned');
    expect(await refusal(SEED.workerOfOtherWorkshop)).toBe('Choose a worker of this request’s workshop');
    expect(await refusal(9999)).toBe('Choose a worker of this request’s workshop');
    expect(await refusal(1)).toBe('Ramesh Kumar is on approved leave on 2026-01-15');
    expect(await refusal(undefined)).toBe('Choose a worker');
    const assigned = await get(R.assigned);
    const same = await act(as.workshopAdmin, R.assigned, 'assign', { version: assigned.version, worker_id: 8 });
    expect(same.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Sandeep Malik is already assigned to this request' });
    expect(await get(R.accepted)).toMatchObject({ status: 'accepted', version: accepted.version, worker: null });
  });

  it('a worker on leave today can take a request on another day; leave is judged on the India date of the visit', async () => {
    const assigned = await get(R.assignedTomorrow);
    // Worker 1's approved leave ends 2026-01-16 (tomorrow), so tomorrow is refused too.
    expect((await act(as.workshopAdmin, R.assignedTomorrow, 'assign', { version: assigned.version, worker_id: 1 })).statusCode).toBe(400);
    // Worker 5's approved leave was 2026-01-05..06.
    const response = await act(as.workshopAdmin, R.assignedTomorrow, 'assign', { version: assigned.version, worker_id: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().events.at(-1).note).toBe('Reassigned from Anil Tanwar to Ajay Singh');
  });

  it('complete with cash records a successful cash payment and marks the request paid', async () => {
    const current = await get(R.inProgress);
    expect(current.payment_status).toBe('unpaid');
    const response = await act(as.workshopAdmin, R.inProgress, 'complete', { version: current.version, cash_payment_paise: 279900 });
    expect(response.statusCode).toBe(200);
    const done = response.json() as ServiceRequestDetails;
    expect(done).toMatchObject({ status: 'completed', payment_status: 'paid', amount_paise: 279900 });
    expect(done.payments).toEqual([{ id: expect.any(Number), kind: 'payment', method: 'cash', amount_paise: 279900, status: 'success', note: 'Cash collected on completion of SR-000007', created_at: '2026-01-15T09:00:00.000Z' }]);
    const [payment] = await ctx.database.db.select().from(transactions).where(eq(transactions.requestId, R.inProgress));
    expect(payment).toMatchObject({ workshopId: 1, createdBy: 2, refundOfId: null });
    expect(done.events.at(-1)!.note).toBe('Cash payment of ₹2,799 received');
    expect((await auditOf(R.inProgress)).at(-1)!.changes).toMatchObject({ paymentStatus: { from: 'unpaid', to: 'paid' }, cashPaymentPaise: 279900 });
  });

  it('complete refuses a cash amount other than the amount due (400) and a second payment (409); without cash it only completes', async () => {
    const current = await get(R.inProgress);
    const short = await act(as.workshopAdmin, R.inProgress, 'complete', { version: current.version, cash_payment_paise: 200000 });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ field: 'cash_payment_paise', message: 'Cash received must be the full amount of ₹2,799', code: 'cash_not_full_amount', params: { amount_paise: 279900 } }]);
    expect((await act(as.workshopAdmin, R.inProgress, 'complete', { version: current.version, cash_payment_paise: 0 })).json().details[0].field).toBe('cash_payment_paise');
    expect(await get(R.inProgress)).toMatchObject({ status: 'in_progress', version: current.version, payments: [] });

    const prepaid = await get(R.inProgressPrepaid);
    const twice = await act(as.workshopAdmin, R.inProgressPrepaid, 'complete', { version: prepaid.version, cash_payment_paise: prepaid.amount_paise });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'CONFLICT', message: 'This request is already paid; no cash payment can be recorded' });
    const plain = await act(as.workshopAdmin, R.inProgressPrepaid, 'complete', { version: prepaid.version });
    expect(plain.json()).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect(plain.json().payments).toHaveLength(1);
  });

  it('cancel needs an active reason (400 naming reason_id) and stores the reason, note and time', async () => {
    const accepted = await get(R.accepted);
    for (const reasonId of [7, 999, undefined]) {
      const response = await act(as.workshopAdmin, R.accepted, 'cancel', { version: accepted.version, reason_id: reasonId });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('reason_id');
    }
    const response = await act(as.workshopAdmin, R.accepted, 'cancel', { version: accepted.version, reason_id: 4, note: 'Both washers busy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: { id: 4, text: 'No worker available for the slot' },
      cancellation_note: 'Both washers busy',
    });
    expect(response.json().events.at(-1).note).toBe('No worker available for the slot: Both washers busy');
    const [row] = await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, R.accepted));
    expect(row!.cancelledAt!.toISOString()).toBe('2026-01-15T09:00:00.000Z');
  });
});
