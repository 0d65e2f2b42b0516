import type { createWorkerBodySchema, RecordStatus, setWorkerSocietiesBodySchema, updateWorkerBodySchema } from '@carcare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { WorkerRow } from '../../db/schema';
import { societies, workerSocieties, workers, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { auditChange, changedFields } from '../../db/audit-trail';
import { auditedStatus, auditedUpdate, lockRow } from '../../db/versioned-write';
import { conflict, invalidField, notFound } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import type { AccessScope } from '../scope/access-scope';
import { workerScope } from '../scope/access-scope';

type CreateWorker = z.output<typeof createWorkerBodySchema>;
type UpdateWorker = z.output<typeof updateWorkerBodySchema>;
type SetWorkerSocieties = z.output<typeof setWorkerSocietiesBodySchema>;

export const WORKER_NOT_FOUND = 'Worker not found';
const duplicateWorkerPhone = (phone: string) => conflict('DUPLICATE', `A worker with phone ${phone} already exists`);

function rethrowDuplicatePhone(error: unknown, phone: string): never {
  if (uniqueViolationConstraint(error) !== null) throw duplicateWorkerPhone(phone);
  throw error;
}

interface WorkerColumns {
  name: string;
  phone: string;
  skills: string[];
  idProofType: string;
  idProofNumber: string;
  joinedOn: string;
}

function columnsOf(body: Omit<CreateWorker, 'workshop_id'>): WorkerColumns {
  return {
    name: body.name,
    phone: body.phone,
    skills: [...body.skills],
    idProofType: body.id_proof_type,
    idProofNumber: body.id_proof_number,
    joinedOn: body.joined_on,
  };
}

/** Audit snapshots never hold the whole ID proof number. */
function auditable(values: WorkerColumns): Record<string, unknown> {
  const { idProofNumber, ...rest } = values;
  return { ...rest, idProofNumber: `…${idProofNumber.slice(-4)}` };
}

function snapshot(row: WorkerRow): WorkerColumns {
  return { name: row.name, phone: row.phone, skills: row.skills, idProofType: row.idProofType, idProofNumber: row.idProofNumber, joinedOn: row.joinedOn };
}

/** The worker in scope, locked; 404 missing or out of scope; 409 when `version` is not the current one. */
export function lockWorker(tx: Executor, scope: AccessScope, id: number, version?: number): Promise<WorkerRow> {
  return lockRow(tx, workers, { id, version, where: workerScope(scope), notFound: WORKER_NOT_FOUND });
}

/** The workshop a new worker joins: the workshop admin's own; a super admin must name an existing one. */
async function workshopForNewWorker(db: Executor, scope: AccessScope, requested: number | undefined): Promise<number> {
  if (scope.kind === 'workshop') return scope.workshopId;
  if (requested === undefined) throw invalidField('workshop_id', 'Choose a workshop', 'workshop_required');
  const [found] = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, requested));
  if (!found) throw invalidField('workshop_id', 'Choose an existing workshop', 'workshop_unknown');
  return found.id;
}

export async function createWorker(db: Db, scope: AccessScope, body: CreateWorker, actor: Actor, now: Date): Promise<number> {
  const workshopId = await workshopForNewWorker(db, scope, body.workshop_id);
  try {
    return await db.transaction(async (tx) => {
      const values = columnsOf(body);
      const [created] = await tx
        .insert(workers)
        .values({ ...values, workshopId, createdAt: now, updatedAt: now })
        .returning({ id: workers.id });
      await auditChange(tx, { actor, now, action: 'worker.create', entity: 'worker', entityId: created!.id, changes: { ...auditable(values), workshopId } });
      return created!.id;
    });
  } catch (error) {
    rethrowDuplicatePhone(error, body.phone);
  }
}

export async function updateWorker(db: Db, scope: AccessScope, id: number, body: UpdateWorker, actor: Actor, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockWorker(tx, scope, id, body.version);
      const values = columnsOf(body);
      const changes = changedFields(auditable(snapshot(current)), auditable(values));
      await auditedUpdate(tx, workers, current, values, { actor, now, action: 'worker.update', entity: 'worker', changes });
    });
  } catch (error) {
    rethrowDuplicatePhone(error, body.phone);
  }
}

export async function setWorkerStatus(db: Db, scope: AccessScope, id: number, status: RecordStatus, version: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockWorker(tx, scope, id, version);
    await auditedStatus(tx, workers, current, status, { actor, now, entity: 'worker' });
  });
}

/**
 * Replaces the societies a worker serves. New assignments must be active societies; an existing
 * assignment to a since-deactivated society may be kept.
 */
export async function setWorkerSocieties(db: Db, scope: AccessScope, id: number, body: SetWorkerSocieties, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const worker = await lockWorker(tx, scope, id, body.version);
    const wanted = [...new Set(body.society_ids)].sort((a, b) => a - b);
    const currentRows = await tx.select({ societyId: workerSocieties.societyId }).from(workerSocieties).where(eq(workerSocieties.workerId, id));
    const current = currentRows.map((row) => row.societyId).sort((a, b) => a - b);
    const added = wanted.filter((societyId) => !current.includes(societyId));
    const removed = current.filter((societyId) => !wanted.includes(societyId));
    if (added.length > 0) {
      const usable = await tx
        .select({ id: societies.id })
        .from(societies)
        .where(and(inArray(societies.id, added), eq(societies.status, 'active')));
      if (usable.length !== added.length) throw invalidField('society_ids', 'Choose active societies only', 'societies_not_active');
      await tx.insert(workerSocieties).values(added.map((societyId) => ({ workerId: id, societyId, createdAt: now })));
    }
    if (removed.length > 0) {
      await tx.delete(workerSocieties).where(and(eq(workerSocieties.workerId, id), inArray(workerSocieties.societyId, removed)));
    }
    await auditedUpdate(tx, workers, worker, {}, { actor, now, action: 'worker.assign_societies', entity: 'worker', changes: { society_ids: { from: current, to: wanted }, added, removed } });
  });
}

/**
 * Assigns one worker to one society, or removes the assignment, from the society's side
 * (editSociety). Bumps the worker's version like setWorkerSocieties, so a profile open elsewhere
 * reloads before saving its own set.
 */
export async function setSocietyAssignment(db: Db, scope: AccessScope, societyId: number, workerId: number, assigned: boolean, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [society] = await tx.select({ id: societies.id, name: societies.name, status: societies.status }).from(societies).where(eq(societies.id, societyId));
    if (!society) throw notFound('Society not found');
    const worker = await lockWorker(tx, scope, workerId);
    const [existing] = await tx
      .select({ workerId: workerSocieties.workerId })
      .from(workerSocieties)
      .where(and(eq(workerSocieties.workerId, workerId), eq(workerSocieties.societyId, societyId)));
    if (Boolean(existing) === assigned) return;
    if (assigned) {
      if (society.status !== 'active') throw conflict('CONFLICT', `${society.name} is inactive; workers cannot be assigned to it`);
      await tx.insert(workerSocieties).values({ workerId, societyId, createdAt: now });
    } else {
      await tx.delete(workerSocieties).where(and(eq(workerSocieties.workerId, workerId), eq(workerSocieties.societyId, societyId)));
    }
    const changes = assigned ? { added: [societyId], removed: [] } : { added: [], removed: [societyId] };
    await auditedUpdate(tx, workers, worker, {}, { actor, now, action: 'worker.assign_societies', entity: 'worker', changes });
  });
}
