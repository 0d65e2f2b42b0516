import type { createRequestBodySchema, PaymentStatus, RequestAction, RequestStatus, ServicePrices } from '@carcare/contracts';
import { effectivePrices, formatInr, nextRequestStatus, REQUEST_TRANSITIONS, requestCode, RESCHEDULABLE_STATUSES } from '@carcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, indiaDateOf, indiaDateTimeOf, startOfIndiaDate } from '../../db/calendar';
import type { Db } from '../../db/client';
import type { ServiceRequestRow } from '../../db/schema';
import { cancellationReasons, serviceRequestEvents, serviceRequests, services, societies, transactions, workers, workshops, workshopServices } from '../../db/schema';
import type { Executor, Tx } from '../../db/transaction';
import { auditChange } from '../../db/audit-trail';
import { liveId } from '../../db/soft-delete';
import { auditedUpdate, lockRow } from '../../db/versioned-write';
import { publishLive } from '../../db/live-channel';
import { conflict, invalidField } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { issueDocumentFor } from '../invoices/invoice-service';
import { notifyRequestCancelled, notifyRequestCreated } from '../notifications/notification-events';
import type { AccessScope } from '../scope/access-scope';
import { requestScope } from '../scope/access-scope';
import type { JobPlacement } from '../schedule/job-rules';
import { checkPlacement, serviceDurationOf } from '../schedule/job-rules';

type CreateRequest = z.output<typeof createRequestBodySchema>;

export const REQUEST_NOT_FOUND = 'Request not found';
/** A phone booking can be taken for at most this far ahead. */
export const MAX_BOOKING_DAYS_AHEAD = 365;

const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'pending',
  accepted: 'accepted',
  assigned: 'assigned',
  in_progress: 'in progress',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};
const PAST_TENSE: Record<RequestAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  assign: 'assigned',
  start: 'started',
  complete: 'completed',
  cancel: 'cancelled',
};
const FINAL_STATUSES: readonly RequestStatus[] = ['completed', 'rejected', 'cancelled'];

/** "This request is completed; it can no longer be cancelled" / "…is pending; only assigned requests can be started". */
export function invalidTransitionMessage(current: RequestStatus, action: RequestAction): string {
  const what = `This request is ${STATUS_LABELS[current]}`;
  if (FINAL_STATUSES.includes(current)) return `${what}; it can no longer be ${PAST_TENSE[action]}`;
  const allowed = REQUEST_TRANSITIONS[action].from.map((status) => STATUS_LABELS[status]).join(' or ');
  return `${what}; only ${allowed} requests can be ${PAST_TENSE[action]}`;
}

/** The workshop a phone booking goes to: the workshop admin's own; a super admin must name an active one. */
async function workshopForBooking(db: Executor, scope: AccessScope, requested: number | undefined): Promise<number> {
  if (scope.kind === 'workshop') return scope.workshopId;
  if (requested === undefined) throw invalidField('workshop_id', 'Choose a workshop', 'workshop_required');
  const [found] = await db.select({ id: workshops.id, status: workshops.status }).from(workshops).where(eq(workshops.id, requested));
  if (!found) throw invalidField('workshop_id', 'Choose an existing workshop', 'workshop_unknown');
  if (found.status !== 'active') throw invalidField('workshop_id', 'This workshop is inactive and takes no bookings', 'workshop_inactive');
  return found.id;
}

/** The price of an active service the workshop actively offers, for one vehicle type. */
async function offeredPrice(db: Executor, workshopId: number, serviceId: number, vehicleType: keyof ServicePrices): Promise<number> {
  const [offering] = await db
    .select({ prices: services.prices, overrides: workshopServices.priceOverrides })
    .from(workshopServices)
    .innerJoin(services, eq(services.id, workshopServices.serviceId))
    .where(and(eq(workshopServices.workshopId, workshopId), eq(workshopServices.serviceId, serviceId), eq(workshopServices.active, true), eq(services.status, 'active')));
  if (!offering) throw invalidField('service_id', 'This workshop does not offer that service', 'service_not_offered');
  return effectivePrices(offering.prices as ServicePrices, offering.overrides)[vehicleType];
}

/** Records a booking taken by phone: pending, priced at the workshop's price, with its first timeline event. */
/** A booking may be recorded for earlier today (a walk-in), never for a past day nor too far ahead. */
function checkBookingDay(scheduledAt: Date, now: Date): void {
  const today = indiaDateOf(now);
  if (scheduledAt < startOfIndiaDate(today)) throw invalidField('scheduled_at', 'Scheduled time cannot be on a past day', 'scheduled_past_day');
  if (scheduledAt >= startOfIndiaDate(addDays(today, MAX_BOOKING_DAYS_AHEAD + 1))) throw invalidField('scheduled_at', `Scheduled time must be within ${MAX_BOOKING_DAYS_AHEAD} days`, 'scheduled_too_far', { days: MAX_BOOKING_DAYS_AHEAD });
}

export async function createRequest(db: Db, scope: AccessScope, body: CreateRequest, actor: Actor, now: Date): Promise<number> {
  const scheduledAt = new Date(body.scheduled_at);
  checkBookingDay(scheduledAt, now);
  return db.transaction(async (tx) => {
    const workshopId = await workshopForBooking(tx, scope, body.workshop_id);
    const amountPaise = await offeredPrice(tx, workshopId, body.service_id, body.vehicle_type);
    const societyId = body.society_id ?? null;
    if (societyId !== null) {
      const [society] = await tx.select({ status: societies.status }).from(societies).where(eq(societies.id, societyId));
      if (!society || society.status !== 'active') throw invalidField('society_id', 'Choose an active society', 'society_not_active');
    }
    await checkPlacement(tx, { requestId: null, workshopId, societyId, scheduledAt, durationMinutes: await serviceDurationOf(tx, body.service_id) }, null);
    const id = await insertRequestRow(tx, () => ({
      customerName: body.customer_name,
      customerPhone: body.customer_phone,
      customerLanguage: body.customer_language ?? null,
      vehicleType: body.vehicle_type,
      vehicleMake: body.vehicle_make,
      vehicleModel: body.vehicle_model,
      registrationNumber: body.registration_number,
      serviceId: body.service_id,
      workshopId,
      societyId,
      address: body.address,
      scheduledAt,
      amountPaise,
      paymentStatus: 'unpaid',
      status: 'pending',
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    }));
    await tx.insert(serviceRequestEvents).values({ requestId: id, action: 'create', fromStatus: null, toStatus: 'pending', actorId: actor.id, note: 'Booked by phone', at: now });
    await auditChange(tx, {
      actor,
      now,
      action: 'service_request.create',
      entity: 'service_request',
      entityId: id,
      changes: { code: requestCode(id), workshopId, serviceId: body.service_id, societyId, scheduledAt: scheduledAt.toISOString(), amountPaise, status: 'pending' },
    });
    await notifyRequestCreated(tx, { id, code: requestCode(id), workshopId, customerName: body.customer_name, scheduledAt }, actor, now);
    await scheduleChanged(tx, workshopId, scheduledAt);
    return id;
  });
}

/** Tells every open board of the workshop that its jobs on these instants' India dates changed. */
function scheduleChanged(tx: Executor, workshopId: number, ...at: Date[]): Promise<void> {
  return publishLive(tx, { type: 'schedule', workshop_id: workshopId, dates: [...new Set(at.map(indiaDateOf))] });
}

/**
 * Inserts a request under the next id of the table's identity sequence and answers that id. The code
 * derives from the id, so the id is drawn first and both are written in one insert.
 */
export async function insertRequestRow(tx: Executor, valuesOf: (id: number) => Omit<typeof serviceRequests.$inferInsert, 'id' | 'code'>): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('service_requests', 'id')) as id`);
  const id = Number((result as unknown as { rows: { id: string | number }[] }).rows[0]!.id);
  await tx
    .insert(serviceRequests)
    .overridingSystemValue()
    .values({ ...valuesOf(id), id, code: requestCode(id) });
  return id;
}

/** What each action takes besides the version. */
export type TransitionInput =
  | { action: 'accept' | 'start'; note?: string }
  | { action: 'reject'; note: string }
  | { action: 'assign'; workerId: number }
  | { action: 'complete'; note?: string; cashPaymentPaise?: number }
  | { action: 'cancel'; reasonId: number; note: string };

interface TransitionEffects {
  values: Partial<typeof serviceRequests.$inferInsert>;
  note: string | null;
  changes: Record<string, unknown>;
  afterUpdate?: (tx: Tx) => Promise<void>;
}

const textOrNull = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/**
 * One step of the request state machine (DESIGN §4), in one transaction: the version the caller
 * saw must be current and the action allowed from the current status. The row is locked first,
 * so of two concurrent calls exactly one wins and the other, reading the new version, answers 409.
 */
export async function transitionRequest(db: Db, scope: AccessScope, id: number, version: number, input: TransitionInput, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockRow(tx, serviceRequests, { id, version, where: requestScope(scope), notFound: REQUEST_NOT_FOUND });
    const current = request.status as RequestStatus;
    const next = nextRequestStatus(current, input.action);
    if (next === null) throw conflict('INVALID_TRANSITION', invalidTransitionMessage(current, input.action));

    const effects = await effectsOf(tx, request, input, actor, now);
    await auditedUpdate(tx, serviceRequests, request, { ...effects.values, status: next }, {
      actor,
      now,
      action: `service_request.${input.action}`,
      entity: 'service_request',
      changes: { status: { from: current, to: next }, ...effects.changes, ...(effects.note ? { note: effects.note } : {}) },
    });
    await tx.insert(serviceRequestEvents).values({ requestId: id, action: input.action, fromStatus: current, toStatus: next, actorId: actor.id, note: effects.note, at: now });
    await effects.afterUpdate?.(tx);
    await scheduleChanged(tx, request.workshopId, request.scheduledAt);
  });
}

async function effectsOf(tx: Tx, request: ServiceRequestRow, input: TransitionInput, actor: Actor, now: Date): Promise<TransitionEffects> {
  switch (input.action) {
    case 'accept':
      return { values: { acceptedAt: now }, note: textOrNull(input.note), changes: {} };
    case 'start':
      return { values: { startedAt: now }, note: textOrNull(input.note), changes: {} };
    case 'reject':
      return { values: {}, note: input.note.trim(), changes: {} };
    case 'assign':
      return assignEffects(tx, request, input.workerId);
    case 'complete':
      return completeEffects(request, input, actor, now);
    case 'cancel':
      return cancelEffects(tx, request, input, actor, now);
  }
}

/** Where a recorded request sits in the day, for the rule set. */
async function placementOf(tx: Executor, request: ServiceRequestRow, scheduledAt: Date = request.scheduledAt): Promise<JobPlacement> {
  return { requestId: request.id, workshopId: request.workshopId, societyId: request.societyId, scheduledAt, durationMinutes: await serviceDurationOf(tx, request.serviceId) };
}

/**
 * The day's rule set (DESIGN §7) decides whether the worker can take the job: active, of the
 * request's workshop, not on approved leave that day, serving its society, free at its time, within
 * the workshop's hours. The rule set locks the worker's row, so of two concurrent assignments of one
 * worker to overlapping jobs the second sees the first.
 */
async function assignEffects(tx: Tx, request: ServiceRequestRow, workerId: number): Promise<TransitionEffects> {
  if (request.workerId === workerId) {
    const [same] = await tx.select({ name: workers.name }).from(workers).where(eq(workers.id, workerId));
    throw invalidField('worker_id', `${same?.name ?? 'This worker'} is already assigned to this request`, 'worker_already_assigned', { name: same?.name ?? '' });
  }
  const worker = (await checkPlacement(tx, await placementOf(tx, request), workerId))!;
  return { values: { workerId: worker.id }, note: await assignmentNote(tx, request.workerId, worker.name), changes: { workerId: { from: request.workerId, to: worker.id } } };
}

async function assignmentNote(tx: Executor, previousWorkerId: number | null, name: string): Promise<string> {
  if (previousWorkerId === null) return `Assigned to ${name}`;
  const [previous] = await tx.select({ name: workers.name }).from(workers).where(eq(workers.id, previousWorkerId));
  return `Reassigned from ${previous?.name ?? 'another worker'} to ${name}`;
}

/**
 * A cash payment taken on the spot must be the whole amount: payment statuses have no "partly
 * paid", so a smaller sum would mark the request paid with money missing. A request already paid
 * (online, in advance) takes no second payment: 409.
 */
function completeEffects(request: ServiceRequestRow, input: Extract<TransitionInput, { action: 'complete' }>, actor: Actor, now: Date): TransitionEffects {
  const userNote = textOrNull(input.note);
  const cash = input.cashPaymentPaise;
  if (cash === undefined) return { values: { completedAt: now }, note: userNote, changes: {} };
  if (request.paymentStatus !== 'unpaid') throw conflict('CONFLICT', `This request is already ${request.paymentStatus.replace('_', ' ')}; no cash payment can be recorded`);
  if (cash !== request.amountPaise) throw invalidField('cash_payment_paise', `Cash received must be the full amount of ${formatInr(request.amountPaise)}`, 'cash_not_full_amount', { amount_paise: request.amountPaise });
  const paid: PaymentStatus = 'paid';
  const cashNote = `Cash payment of ${formatInr(cash)} received`;
  return {
    values: { completedAt: now, paymentStatus: paid },
    note: [userNote, cashNote].filter((part) => part !== null).join('. '),
    changes: { paymentStatus: { from: request.paymentStatus, to: paid }, cashPaymentPaise: cash },
    afterUpdate: async (tx) => {
      const [payment] = await tx.insert(transactions).values({
        requestId: request.id,
        workshopId: request.workshopId,
        kind: 'payment',
        method: 'cash',
        amountPaise: cash,
        status: 'success',
        // The worker who did the job took the cash and holds it until a deposit.
        workerId: request.workerId,
        note: `Cash collected on completion of ${request.code}`,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      }).returning({ id: transactions.id });
      // Its tax invoice (or bill of supply), numbered in this transaction (DESIGN §8).
      await issueDocumentFor(tx, payment!.id);
    },
  };
}

async function cancelEffects(tx: Tx, request: ServiceRequestRow, input: Extract<TransitionInput, { action: 'cancel' }>, actor: Actor, now: Date): Promise<TransitionEffects> {
  // Share-locked: a delete of the reason waits for this cancel, then counts it and refuses (IN_USE).
  const [reason] = await tx.select({ id: cancellationReasons.id, text: cancellationReasons.text, active: cancellationReasons.active }).from(cancellationReasons).where(liveId(cancellationReasons, input.reasonId)).for('share');
  if (!reason || !reason.active) throw invalidField('reason_id', 'Choose an active cancellation reason', 'reason_not_active');
  const note = textOrNull(input.note);
  return {
    values: { cancellationReasonId: reason.id, cancellationNote: note, cancelledAt: now },
    note: note ? `${reason.text}: ${note}` : reason.text,
    changes: { cancellationReasonId: reason.id },
    afterUpdate: (tx) => notifyRequestCancelled(tx, { id: request.id, code: request.code, workshopId: request.workshopId }, reason.text, actor, now),
  };
}

export interface RescheduleInput {
  version: number;
  scheduledAt: Date;
  /** Give (or change) the worker too: the job becomes assigned. */
  workerId?: number;
}

/** What a reschedule changed, for the customer's SMS after the commit. */
export interface Rescheduled {
  timeChanged: boolean;
  request: Pick<ServiceRequestRow, 'code' | 'customerPhone' | 'customerLanguage'>;
  service: string;
  scheduledAt: Date;
}

/**
 * Moves a pending, accepted or assigned job to a new time, optionally to another worker (DESIGN §7),
 * under the same rule set as an assignment, with a timeline event and an audit entry.
 */
export async function rescheduleRequest(db: Db, scope: AccessScope, id: number, input: RescheduleInput, actor: Actor, now: Date): Promise<Rescheduled> {
  checkBookingDay(input.scheduledAt, now);
  return db.transaction(async (tx) => {
    const request = await lockRow(tx, serviceRequests, { id, version: input.version, where: requestScope(scope), notFound: REQUEST_NOT_FOUND });
    const current = request.status as RequestStatus;
    if (!(RESCHEDULABLE_STATUSES as readonly string[]).includes(current)) {
      throw conflict('INVALID_TRANSITION', FINAL_STATUSES.includes(current) ? `This request is ${STATUS_LABELS[current]}; it can no longer be rescheduled` : `This request is ${STATUS_LABELS[current]}; only pending, accepted or assigned requests can be rescheduled`);
    }
    if (input.workerId !== undefined && nextRequestStatus(current, 'assign') === null) throw conflict('INVALID_TRANSITION', invalidTransitionMessage(current, 'assign'));
    const workerId = input.workerId ?? request.workerId;
    const timeChanged = input.scheduledAt.getTime() !== request.scheduledAt.getTime();
    if (!timeChanged && workerId === request.workerId) throw invalidField('scheduled_at', 'This is already the job’s time and worker', 'nothing_to_change');

    const placement = await placementOf(tx, request, input.scheduledAt);
    const worker = await checkPlacement(tx, placement, workerId);
    const next: RequestStatus = worker ? 'assigned' : current;
    const notes = timeChanged ? [`Moved from ${indiaDateTimeOf(request.scheduledAt)} to ${indiaDateTimeOf(input.scheduledAt)}`] : [];
    if (worker && worker.id !== request.workerId) notes.push(await assignmentNote(tx, request.workerId, worker.name));
    const note = notes.join('. ');
    await auditedUpdate(
      tx,
      serviceRequests,
      request,
      { scheduledAt: input.scheduledAt, workerId, status: next, lateAlertedAt: null },
      {
        actor,
        now,
        action: 'service_request.reschedule',
        entity: 'service_request',
        changes: {
          ...(timeChanged ? { scheduledAt: { from: request.scheduledAt.toISOString(), to: input.scheduledAt.toISOString() } } : {}),
          ...(workerId !== request.workerId ? { workerId: { from: request.workerId, to: workerId } } : {}),
          ...(next !== current ? { status: { from: current, to: next } } : {}),
        },
      },
    );
    await tx.insert(serviceRequestEvents).values({ requestId: id, action: 'reschedule', fromStatus: current, toStatus: next, actorId: actor.id, note, at: now });
    await scheduleChanged(tx, request.workshopId, request.scheduledAt, input.scheduledAt);
    const [service] = await tx.select({ name: services.name }).from(services).where(eq(services.id, request.serviceId));
    return { timeChanged, request, service: service?.name ?? '', scheduledAt: input.scheduledAt };
  });
}

/** An assigned job in a leave's way. */
export interface JobInTheWay {
  id: number;
  code: string;
  scheduledAt: Date;
  workerId: number | null;
  workshopId: number;
  version: number;
}

/**
 * The worker's assigned jobs on the India dates start to end, locked for update in id order. A
 * leave's approval takes these before the worker's row, the order an assignment takes them in
 * (job, then worker), so the two never wait on each other in a circle.
 */
export async function lockAssignedJobsDuring(tx: Executor, workerId: number, start: string, end: string): Promise<JobInTheWay[]> {
  return tx
    .select({ id: serviceRequests.id, code: serviceRequests.code, scheduledAt: serviceRequests.scheduledAt, workerId: serviceRequests.workerId, workshopId: serviceRequests.workshopId, version: serviceRequests.version })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.workerId, workerId),
        sql`${serviceRequests.scheduledAt} >= ${startOfIndiaDate(start).toISOString()}`,
        sql`${serviceRequests.scheduledAt} < ${startOfIndiaDate(addDays(end, 1)).toISOString()}`,
        eq(serviceRequests.status, 'assigned'),
      ),
    )
    .orderBy(serviceRequests.id)
    .for('update');
}

/** Gives jobs back to accepted, without a worker, each with a timeline note and an audit entry. */
export async function unassignJobs(tx: Tx, jobs: readonly JobInTheWay[], note: string, actor: Actor, now: Date): Promise<void> {
  for (const job of jobs) {
    await auditedUpdate(tx, serviceRequests, { id: job.id }, { workerId: null, status: 'accepted', lateAlertedAt: null }, {
      actor,
      now,
      action: 'service_request.unassign',
      entity: 'service_request',
      changes: { workerId: { from: job.workerId, to: null }, status: { from: 'assigned', to: 'accepted' }, note },
    });
    await tx.insert(serviceRequestEvents).values({ requestId: job.id, action: 'unassign', fromStatus: 'assigned', toStatus: 'accepted', actorId: actor.id, note, at: now });
    await scheduleChanged(tx, job.workshopId, job.scheduledAt);
  }
}
