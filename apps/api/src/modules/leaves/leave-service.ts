import type { createLeaveBodySchema, LeaveAction, LeaveStatus } from '@carcare/contracts';
import { LEAVE_TRANSITIONS, nextLeaveStatus } from '@carcare/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { leaves } from '../../db/schema';
import type { WorkerRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/transaction';
import { auditChange } from '../../db/audit-trail';
import { auditedUpdate, lockRow } from '../../db/versioned-write';
import { conflict, jobsConflict } from '../../http/http-error';
import { indiaDateTimeOf } from '../../db/calendar';
import { lockAssignedJobsDuring, unassignJobs } from '../requests/request-service';
import type { Actor } from '../admins/admin-service';
import { notifyLeaveRecorded } from '../notifications/notification-events';
import type { AccessScope } from '../scope/access-scope';
import { leaveScope } from '../scope/access-scope';
import { lockWorker } from '../workers/worker-service';
import { findOverlappingApproved } from './leave-queries';

type CreateLeave = z.output<typeof createLeaveBodySchema>;

export const LEAVE_NOT_FOUND = 'Leave not found';

/**
 * Refuses an approved leave that overlaps another approved leave of the same worker. The caller
 * holds the worker row's lock (SELECT … FOR UPDATE), so two concurrent approvals for one worker
 * run one after the other and the second sees the first.
 */
/**
 * An approval over the worker's assigned jobs: refused with the jobs listed (409 LEAVE_HAS_JOBS),
 * or, when the caller says so, the jobs go back to accepted without a worker in the same transaction.
 * The jobs are locked before the worker (see lockAssignedJobsDuring), and read again once the worker
 * is locked, since an assignment that committed in between is only seen then.
 */
async function clearJobsForLeave(tx: Tx, workerId: number, start: string, end: string, unassign: boolean, actor: Actor, now: Date, lockTheWorker: () => Promise<WorkerRow>): Promise<WorkerRow> {
  await lockAssignedJobsDuring(tx, workerId, start, end);
  const worker = await lockTheWorker();
  const jobs = await lockAssignedJobsDuring(tx, workerId, start, end);
  if (jobs.length === 0) return worker;
  if (!unassign) {
    const list = jobs.map((job) => `${job.code} (${indiaDateTimeOf(job.scheduledAt)})`).join(', ');
    throw jobsConflict('LEAVE_HAS_JOBS', `${worker.name} has ${jobs.length === 1 ? 'an assigned job' : `${jobs.length} assigned jobs`} on those days: ${list}`, jobs.map((job) => ({ id: job.id, code: job.code, scheduled_at: job.scheduledAt.toISOString() })));
  }
  await unassignJobs(tx, jobs, `Unassigned: ${worker.name} is on leave`, actor, now);
  return worker;
}

async function assertNoApprovedOverlap(tx: Executor, worker: { id: number; name: string }, start: string, end: string, exceptId: number | null): Promise<void> {
  const overlap = await findOverlappingApproved(tx, worker.id, start, end, exceptId);
  if (overlap) {
    throw conflict('LEAVE_OVERLAP', `${worker.name} already has approved leave from ${overlap.startDate} to ${overlap.endDate}`);
  }
}

/** Records a leave for a worker in scope; `approve` records it already approved (agreed by phone). */
export async function createLeave(db: Db, scope: AccessScope, body: CreateLeave, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const status: LeaveStatus = body.approve ? 'approved' : 'pending';
    const worker =
      status === 'approved'
        ? await clearJobsForLeave(tx, body.worker_id, body.start_date, body.end_date, body.unassign_jobs === true, actor, now, () => lockWorker(tx, scope, body.worker_id))
        : await lockWorker(tx, scope, body.worker_id);
    if (status === 'approved') await assertNoApprovedOverlap(tx, worker, body.start_date, body.end_date, null);
    const [created] = await tx
      .insert(leaves)
      .values({
        workerId: worker.id,
        startDate: body.start_date,
        endDate: body.end_date,
        type: body.type,
        reason: body.reason,
        status,
        createdBy: actor.id,
        decidedBy: status === 'approved' ? actor.id : null,
        decidedAt: status === 'approved' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leaves.id });
    await auditChange(tx, {
      actor,
      now,
      action: 'leave.create',
      entity: 'leave',
      entityId: created!.id,
      changes: { workerId: worker.id, startDate: body.start_date, endDate: body.end_date, type: body.type, status },
    });
    await notifyLeaveRecorded(
      tx,
      { workerId: worker.id, workerName: worker.name, workshopId: worker.workshopId, type: body.type, startDate: body.start_date, endDate: body.end_date, status },
      actor,
      now,
    );
    return created!.id;
  });
}

/** Approve, reject or cancel, following the state machine (DESIGN §4) with optimistic concurrency. */
export async function decideLeave(db: Db, scope: AccessScope, id: number, action: LeaveAction, version: number, note: string | undefined, actor: Actor, now: Date, options: { unassignJobs?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const leave = await lockRow(tx, leaves, { id, version, where: leaveScope(scope), notFound: LEAVE_NOT_FOUND });
    const current = leave.status as LeaveStatus;
    const next = nextLeaveStatus(current, action);
    if (next === null) {
      const allowed = LEAVE_TRANSITIONS[action].from.join(' or ');
      throw conflict('INVALID_TRANSITION', `This leave is ${current}; only ${allowed} leaves can be ${pastTense(action)}`);
    }
    if (next === 'approved') {
      const worker = await clearJobsForLeave(tx, leave.workerId, leave.startDate, leave.endDate, options.unassignJobs === true, actor, now, () => lockWorker(tx, { kind: 'all' }, leave.workerId));
      await assertNoApprovedOverlap(tx, worker, leave.startDate, leave.endDate, leave.id);
    }
    await auditedUpdate(tx, leaves, leave, { status: next, decidedBy: actor.id, decidedAt: now, decisionNote: note && note !== '' ? note : null }, {
      actor,
      now,
      action: `leave.${action}`,
      entity: 'leave',
      changes: { status: { from: current, to: next }, ...(note ? { note } : {}) },
    });
  });
}

function pastTense(action: LeaveAction): string {
  return { approve: 'approved', reject: 'rejected', cancel: 'cancelled' }[action];
}
