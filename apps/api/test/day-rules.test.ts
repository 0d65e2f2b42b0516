import type { ScheduleResponse, ServiceRequestDetails } from '@carcare/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, leaves, societies, workers, workerSocieties, workshops } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { bookingBody } from './booking-body';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

// The tests' clock is 2026-01-15 (a Thursday); workshop 1 keeps Mon–Sat 08:00–20:00. Service 2 lasts 60 minutes.
const DAY = '2026-01-20';
const at = (clock: string, date = DAY) => `${date}T${clock}:00+05:30`;
let phoneSerial = 0;

/** A worker of workshop 1 made for the test, serving the given societies. */
async function newWorker(name: string, societyIds: number[] = []): Promise<number> {
  phoneSerial += 1;
  const [row] = await ctx.database.db
    .insert(workers)
    .values({ name, phone: `98700${String(phoneSerial).padStart(5, '0')}`, workshopId: 1, idProofType: 'aadhaar', idProofNumber: '123412341234', joinedOn: '2025-01-01', status: 'active' })
    .returning({ id: workers.id });
  for (const societyId of societyIds) await ctx.database.db.insert(workerSocieties).values({ workerId: row!.id, societyId });
  return row!.id;
}

/** A booking of workshop 1 at an India time, accepted: ready for a worker. */
async function acceptedJob(clock: string, overrides: Record<string, unknown> = {}): Promise<ServiceRequestDetails> {
  const created = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: at(clock), ...overrides }));
  expect(created.statusCode, created.body).toBe(201);
  const job = created.json() as ServiceRequestDetails;
  const accepted = await as.workshopAdmin.post(`/api/v1/requests/${job.id}/accept`, { version: job.version });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json() as ServiceRequestDetails;
}

const assign = (job: { id: number; version: number }, workerId: number) => as.workshopAdmin.post(`/api/v1/requests/${job.id}/assign`, { version: job.version, worker_id: workerId });
const reschedule = (job: { id: number; version: number }, body: Record<string, unknown>, client = as.workshopAdmin) => client.post(`/api/v1/requests/${job.id}/reschedule`, { version: job.version, ...body });
const detailOf = (response: { json(): unknown }) => (response.json() as { details: { field: string; code: string; params?: Record<string, unknown> }[] }).details[0];

async function societyOfWorkshop1(): Promise<{ id: number; name: string }> {
  const [society] = await ctx.database.db.select({ id: societies.id, name: societies.name }).from(societies).where(eq(societies.status, 'active')).orderBy(asc(societies.id)).limit(1);
  return society!;
}

describe('the day’s rule set on assign', () => {
  it('refuses a worker whose other job overlaps, naming that job and its window (worker_busy)', async () => {
    const worker = await newWorker('Kiran Busy');
    const first = await acceptedJob('10:00');
    expect((await assign(first, worker)).statusCode).toBe(200);
    const second = await acceptedJob('10:30');
    const refused = await assign(second, worker);
    expect(refused.statusCode).toBe(400);
    expect(detailOf(refused)).toEqual({ field: 'worker_id', code: 'worker_busy', message: `Kiran Busy is busy with ${first.code} from 10:00 to 11:00`, params: { name: 'Kiran Busy', code: first.code, from: '10:00', to: '11:00' } });
    // Back to back is fine: windows are half-open.
    const third = await acceptedJob('11:00');
    expect((await assign(third, worker)).statusCode).toBe(200);
  });

  it('counts the workshop’s travel buffer between two jobs', async () => {
    await ctx.database.db.update(workshops).set({ travelBufferMinutes: 30 }).where(eq(workshops.id, 1));
    const worker = await newWorker('Kiran Buffer');
    expect((await assign(await acceptedJob('10:00'), worker)).statusCode).toBe(200);
    expect(detailOf(await assign(await acceptedJob('11:15'), worker))?.code).toBe('worker_busy');
    expect((await assign(await acceptedJob('11:30'), worker)).statusCode).toBe(200);
  });

  it('ignores the worker’s cancelled and completed jobs', async () => {
    const worker = await newWorker('Kiran Free');
    const first = await assign(await acceptedJob('10:00'), worker);
    const assigned = first.json() as ServiceRequestDetails;
    expect((await as.workshopAdmin.post(`/api/v1/requests/${assigned.id}/cancel`, { version: assigned.version, reason_id: 4, note: 'Customer away' })).statusCode).toBe(200);
    expect((await assign(await acceptedJob('10:00'), worker)).statusCode).toBe(200);
  });

  it('gives a society job only to a worker who serves that society (worker_not_in_society)', async () => {
    const society = await societyOfWorkshop1();
    const outsider = await newWorker('Kiran Outside');
    const insider = await newWorker('Kiran Inside', [society.id]);
    const job = await acceptedJob('12:00', { society_id: society.id });
    const refused = await assign(job, outsider);
    expect(detailOf(refused)).toMatchObject({ field: 'worker_id', code: 'worker_not_in_society', params: { name: 'Kiran Outside', society: society.name } });
    expect((await assign(job, insider)).statusCode).toBe(200);
  });

  it('keeps today’s refusals: on approved leave, inactive, of another workshop', async () => {
    const worker = await newWorker('Kiran Leave');
    await ctx.database.db.insert(leaves).values({ workerId: worker, startDate: DAY, endDate: DAY, type: 'sick', status: 'approved' });
    expect(detailOf(await assign(await acceptedJob('09:00'), worker))).toMatchObject({ code: 'worker_on_leave', params: { name: 'Kiran Leave', date: DAY } });
    const inactive = await newWorker('Kiran Inactive');
    await ctx.database.db.update(workers).set({ status: 'inactive' }).where(eq(workers.id, inactive));
    expect(detailOf(await assign(await acceptedJob('09:00'), inactive))?.code).toBe('worker_inactive');
    const [elsewhere] = await ctx.database.db.select({ id: workers.id }).from(workers).where(eq(workers.workshopId, 2)).limit(1);
    expect(detailOf(await assign(await acceptedJob('09:00'), elsewhere!.id))?.code).toBe('worker_not_in_workshop');
  });

  it('of 20 concurrent assignments of one worker to overlapping jobs exactly one wins', async () => {
    const worker = await newWorker('Kiran Race');
    const jobs = [];
    for (let index = 0; index < 20; index += 1) jobs.push(await acceptedJob(`1${index % 4}:${index % 2 === 0 ? '00' : '15'}`, { registration_number: `HR26DK${1000 + index}` }));
    // Every pair overlaps: all start between 10:00 and 13:15 and last an hour… except 10:00 and 13:15, so keep them within one hour.
    const overlapping = jobs.filter((job) => new Date(job.scheduled_at).getTime() < new Date(at('11:00')).getTime());
    expect(overlapping.length).toBeGreaterThan(2);
    const answers = await Promise.all(overlapping.map((job) => assign(job, worker)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400).every((answer) => detailOf(answer)?.code === 'worker_busy')).toBe(true);
  });
});

describe('working hours', () => {
  it('refuses a phone booking outside the workshop’s hours, and on a day it is closed', async () => {
    const late = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: at('19:30') }));
    expect(late.statusCode).toBe(400);
    expect(detailOf(late)).toEqual({
      field: 'scheduled_at',
      code: 'outside_hours',
      message: '19:30–20:30 is outside the workshop’s hours on 2026-01-20 (08:00–20:00)',
      params: { date: DAY, from: '19:30', to: '20:30', open: '08:00', close: '20:00' },
    });
    // Sunday is closed for workshop 1 (Mon–Sat).
    const sunday = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: at('10:00', '2026-01-18') }));
    expect(detailOf(sunday)).toMatchObject({ field: 'scheduled_at', code: 'outside_hours', params: { closed: 1 } });
  });

  it('treats a dated holiday as closed', async () => {
    await ctx.database.db.update(workshops).set({ holidays: [{ date: DAY, note: 'Lohri' }] }).where(eq(workshops.id, 1));
    const response = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: at('10:00') }));
    expect(detailOf(response)).toMatchObject({ code: 'outside_hours', message: '2026-01-20 is a holiday (Lohri)' });
  });
});

describe('POST /api/v1/requests/{id}/reschedule', () => {
  it('moves a job, with a timeline event, an audit entry and an SMS to the customer with the new time', async () => {
    const job = await acceptedJob('10:00');
    const response = await reschedule(job, { scheduled_at: at('17:00') });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json() as ServiceRequestDetails;
    expect(moved).toMatchObject({ scheduled_at: '2026-01-20T11:30:00.000Z', status: 'accepted', version: job.version + 1 });
    expect(moved.events.at(-1)).toMatchObject({ action: 'reschedule', from_status: 'accepted', to_status: 'accepted', note: 'Moved from 2026-01-20 10:00 to 2026-01-20 17:00' });
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'service_request'), eq(auditEvents.entityId, job.id), eq(auditEvents.action, 'service_request.reschedule')));
    expect(audit?.changes).toEqual({ scheduledAt: { from: '2026-01-20T04:30:00.000Z', to: '2026-01-20T11:30:00.000Z' } });
    const sms = ctx.sms.sent.at(-1)!;
    expect(sms).toMatchObject({ to: '+919812345678', template: { name: 'reschedule', language: 'en', variables: { code: job.code, date: '20 January 2026', time: '5:00 pm' } } });
    expect(sms.text).toBe(`Carcare: your booking ${job.code} (Premium Wash & Vacuum) is now on 20 January 2026 at 5:00 pm.`);
  });

  it('writes the SMS in Hindi for a customer who chose Hindi', async () => {
    const job = await acceptedJob('10:00', { customer_language: 'hi' });
    expect((await reschedule(job, { scheduled_at: at('11:00') })).statusCode).toBe(200);
    const sms = ctx.sms.sent.at(-1)!;
    expect(sms.template?.language).toBe('hi');
    expect(sms.text).toMatch(new RegExp(`^Carcare: आपकी बुकिंग ${job.code} .* अब 20 जनवरी 2026 को 11:00 .* बजे है।$`));
  });

  it('moves to another worker under the same rules, and assigns an accepted job', async () => {
    const busy = await newWorker('Kiran Taken');
    const free = await newWorker('Kiran Open');
    const taken = await assign(await acceptedJob('16:00'), busy);
    expect(taken.statusCode).toBe(200);
    const job = await acceptedJob('10:00');
    const refused = await reschedule(job, { scheduled_at: at('16:30'), worker_id: busy });
    expect(detailOf(refused)).toMatchObject({ field: 'worker_id', code: 'worker_busy' });
    const moved = await reschedule(job, { scheduled_at: at('16:30'), worker_id: free });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'assigned', worker: { id: free, name: 'Kiran Open' } });
    expect((moved.json() as ServiceRequestDetails).events.at(-1)?.note).toBe('Moved from 2026-01-20 10:00 to 2026-01-20 16:30. Assigned to Kiran Open');
  });

  it('keeps an assigned job’s worker and checks them at the new time', async () => {
    const worker = await newWorker('Kiran Keeps');
    const other = await assign(await acceptedJob('15:00'), worker);
    expect(other.statusCode).toBe(200);
    const job = (await assign(await acceptedJob('10:00'), worker)).json() as ServiceRequestDetails;
    expect(detailOf(await reschedule(job, { scheduled_at: at('15:30') }))).toMatchObject({ code: 'worker_busy', params: { code: (other.json() as ServiceRequestDetails).code } });
    expect(await reschedule(job, { scheduled_at: at('10:30') })).toMatchObject({ statusCode: 200 });
  });

  it('answers 409 for a stale version, a job past moving, and a pending job given a worker', async () => {
    const job = await acceptedJob('10:00');
    expect((await reschedule({ ...job, version: job.version - 1 }, { scheduled_at: at('11:00') })).json()).toMatchObject({ code: 'STALE_VERSION' });
    const created = (await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: at('12:00') }))).json() as ServiceRequestDetails;
    const worker = await newWorker('Kiran Pending');
    const pending = await reschedule(created, { scheduled_at: at('13:00'), worker_id: worker });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: 'This request is pending; only accepted or assigned requests can be assigned' });
    const pendingMoved = await reschedule(created, { scheduled_at: at('13:00') });
    expect(pendingMoved.json()).toMatchObject({ status: 'pending' });
    const rejected = await as.workshopAdmin.post(`/api/v1/requests/${created.id}/reject`, { version: created.version + 1, note: 'No slot' });
    expect(rejected.statusCode).toBe(200);
    expect((await reschedule(rejected.json() as ServiceRequestDetails, { scheduled_at: at('14:00') })).json()).toMatchObject({ code: 'INVALID_TRANSITION', message: 'This request is rejected; it can no longer be rescheduled' });
  });

  it('refuses a move that changes nothing, to a past day or outside hours', async () => {
    const job = await acceptedJob('10:00');
    expect(detailOf(await reschedule(job, { scheduled_at: at('10:00') }))?.code).toBe('nothing_to_change');
    expect(detailOf(await reschedule(job, { scheduled_at: '2026-01-14T10:00:00+05:30' }))?.code).toBe('scheduled_past_day');
    expect(detailOf(await reschedule(job, { scheduled_at: at('07:00') }))?.code).toBe('outside_hours');
    expect(ctx.sms.sent.filter((message) => message.template)).toHaveLength(0);
  });

  it('is out of reach of another workshop’s admin (404) and of a society manager (403)', async () => {
    const [other] = await ctx.database.db.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, 2));
    const foreign = await as.superAdmin.post('/api/v1/requests', bookingBody({ workshop_id: other!.id, service_id: 1, scheduled_at: at('10:00') }));
    expect(foreign.statusCode, foreign.body).toBe(201);
    const job = foreign.json() as ServiceRequestDetails;
    expect((await reschedule(job, { scheduled_at: at('11:00') })).statusCode).toBe(404);
    expect((await reschedule(job, { scheduled_at: at('11:00') }, as.societyManager)).statusCode).toBe(403);
    expect((await reschedule(job, { scheduled_at: at('11:00') }, as.anonymous)).statusCode).toBe(401);
    expect((await reschedule(job, { scheduled_at: at('11:00') }, as.superAdmin)).statusCode).toBe(200);
  });
});

describe('approving a leave over assigned jobs', () => {
  async function leaveOverJob() {
    const worker = await newWorker('Kiran Away');
    const job = (await assign(await acceptedJob('10:00'), worker)).json() as ServiceRequestDetails;
    const created = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: worker, start_date: DAY, end_date: '2026-01-21', type: 'casual' });
    expect(created.statusCode, created.body).toBe(201);
    return { worker, job, leave: created.json() as { id: number; version: number } };
  }

  it('answers 409 LEAVE_HAS_JOBS listing the jobs, and changes nothing', async () => {
    const { job, leave } = await leaveOverJob();
    const response = await as.workshopAdmin.post(`/api/v1/leaves/${leave.id}/approve`, { version: leave.version });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'LEAVE_HAS_JOBS',
      message: `Kiran Away has an assigned job on those days: ${job.code} (2026-01-20 10:00)`,
      details: [{ id: job.id, code: job.code, scheduled_at: '2026-01-20T04:30:00.000Z' }],
    });
    expect((await as.workshopAdmin.get(`/api/v1/leaves/${leave.id}`)).json()).toMatchObject({ status: 'pending', version: leave.version });
  });

  it('with unassign_jobs approves it and gives the jobs back to accepted, in one transaction', async () => {
    const { job, leave } = await leaveOverJob();
    const response = await as.workshopAdmin.post(`/api/v1/leaves/${leave.id}/approve`, { version: leave.version, unassign_jobs: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved' });
    const freed = (await as.workshopAdmin.get(`/api/v1/requests/${job.id}`)).json() as ServiceRequestDetails;
    expect(freed).toMatchObject({ status: 'accepted', worker: null, version: job.version + 1 });
    expect(freed.events.at(-1)).toMatchObject({ action: 'unassign', from_status: 'assigned', to_status: 'accepted', note: 'Unassigned: Kiran Away is on leave' });
  });

  it('records a leave already approved under the same rule', async () => {
    const worker = await newWorker('Kiran Phoned');
    await assign(await acceptedJob('10:00'), worker);
    const body = { worker_id: worker, start_date: DAY, end_date: DAY, type: 'sick', approve: true };
    expect((await as.workshopAdmin.post('/api/v1/leaves', body)).json()).toMatchObject({ code: 'LEAVE_HAS_JOBS' });
    expect((await as.workshopAdmin.post('/api/v1/leaves', { ...body, unassign_jobs: true })).statusCode).toBe(201);
  });

  it('a bulk approval reports the leave refused with its jobs, or frees them when asked', async () => {
    const { job, leave } = await leaveOverJob();
    const refused = await as.workshopAdmin.post('/api/v1/leaves/bulk', { action: 'approve', items: [{ id: leave.id, version: leave.version }] });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ done: 0, refused: 1, results: [{ id: leave.id, outcome: 'refused', code: 'LEAVE_HAS_JOBS', message: expect.stringContaining(job.code) }] });
    const done = await as.workshopAdmin.post('/api/v1/leaves/bulk', { action: 'approve', unassign_jobs: true, items: [{ id: leave.id, version: leave.version }] });
    expect(done.json()).toMatchObject({ done: 1, refused: 0 });
  });
});

describe('GET /api/v1/schedule', () => {
  it('answers one workshop’s day: hours, workers with leave and societies, jobs with windows, the week’s counts', async () => {
    const society = await societyOfWorkshop1();
    const worker = await newWorker('Kiran Board', [society.id]);
    const job = (await assign(await acceptedJob('10:00', { society_id: society.id }), worker)).json() as ServiceRequestDetails;
    const unassigned = await acceptedJob('11:00');
    const response = await as.workshopAdmin.get(`/api/v1/schedule?date=${DAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json() as ScheduleResponse;
    expect(board).toMatchObject({ date: DAY, workshop: { id: 1 }, hours: { open: '08:00', close: '20:00' }, holiday: null, travel_buffer_minutes: 0, late_after_minutes: 15 });
    expect(board.workers.find((row) => row.id === worker)).toMatchObject({ name: 'Kiran Board', societies: [society], leave: null });
    expect(board.jobs.find((row) => row.id === job.id)).toMatchObject({ code: job.code, status: 'assigned', worker_id: worker, scheduled_at: '2026-01-20T04:30:00.000Z', ends_at: '2026-01-20T05:30:00.000Z', duration_minutes: 60, society, late: false });
    expect(board.jobs.find((row) => row.id === unassigned.id)).toMatchObject({ worker_id: null, status: 'accepted' });
    expect(board.week.map((day) => day.date)).toEqual(['2026-01-19', '2026-01-20', '2026-01-21', '2026-01-22', '2026-01-23', '2026-01-24', '2026-01-25']);
    expect(board.week[1]!.count).toBe(board.jobs.length);
  });

  it('marks a job not started late_after_minutes after its time as late', async () => {
    const job = await acceptedJob('14:00', { scheduled_at: '2026-01-15T14:00:00+05:30' });
    ctx.clock.set(new Date('2026-01-15T08:46:00.000Z'));
    const board = (await as.workshopAdmin.get('/api/v1/schedule?date=2026-01-15')).json() as ScheduleResponse;
    expect(board.jobs.find((row) => row.id === job.id)?.late).toBe(true);
  });

  it('shows a worker on leave with the leave’s type', async () => {
    const worker = await newWorker('Kiran Sick');
    await ctx.database.db.insert(leaves).values({ workerId: worker, startDate: DAY, endDate: DAY, type: 'sick', status: 'approved' });
    const board = (await as.workshopAdmin.get(`/api/v1/schedule?date=${DAY}`)).json() as ScheduleResponse;
    expect(board.workers.find((row) => row.id === worker)?.leave).toMatchObject({ type: 'sick', status: 'approved' });
  });

  it('keeps to the caller’s scope: a super admin names the workshop, a workshop admin gets only its own', async () => {
    expect(detailOf(await as.superAdmin.get(`/api/v1/schedule?date=${DAY}`))?.code).toBe('workshop_required');
    expect((await as.superAdmin.get(`/api/v1/schedule?date=${DAY}&workshop_id=2`)).json()).toMatchObject({ workshop: { id: 2 } });
    expect((await as.superAdmin.get(`/api/v1/schedule?date=${DAY}&workshop_id=99999`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`/api/v1/schedule?date=${DAY}&workshop_id=2`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`/api/v1/schedule?date=${DAY}&workshop_id=1`)).statusCode).toBe(200);
    expect((await as.societyManager.get(`/api/v1/schedule?date=${DAY}`)).statusCode).toBe(403);
    expect((await as.anonymous.get(`/api/v1/schedule?date=${DAY}`)).statusCode).toBe(401);
    expect(detailOf(await as.workshopAdmin.get('/api/v1/schedule?date=2026-02-30'))?.code).toBe('invalid_date');
  });
});

describe('GET /api/v1/requests/{id}/worker-suggestions', () => {
  it('ranks free workers first, those serving the society next, then the fewest jobs that day', async () => {
    const society = await societyOfWorkshop1();
    const serving = await newWorker('Kiran Serving', [society.id]);
    const busyServing = await newWorker('Kiran Busy Serving', [society.id]);
    await assign(await acceptedJob('10:00', { society_id: society.id }), busyServing);
    const job = await acceptedJob('10:30', { society_id: society.id });
    const response = await as.workshopAdmin.get(`/api/v1/requests/${job.id}/worker-suggestions`);
    expect(response.statusCode).toBe(200);
    const ranked = (response.json() as { data: { id: number; refusal: string | null; serves_society: boolean; jobs_that_day: number }[] }).data;
    const place = (id: number) => ranked.findIndex((row) => row.id === id);
    expect(ranked[place(serving)]).toMatchObject({ refusal: null, serves_society: true, jobs_that_day: 0 });
    expect(ranked[0]).toMatchObject({ refusal: null, serves_society: true });
    const firstFreeOutsider = ranked.findIndex((row) => row.refusal === null && !row.serves_society);
    if (firstFreeOutsider >= 0) expect(place(serving)).toBeLessThan(firstFreeOutsider);
    expect(ranked.find((row) => row.id === busyServing)).toMatchObject({ refusal: 'worker_busy', jobs_that_day: 1 });
    const firstRefused = ranked.findIndex((row) => row.refusal !== null);
    expect(ranked.slice(firstRefused).every((row) => row.refusal !== null)).toBe(true);
  });
});
