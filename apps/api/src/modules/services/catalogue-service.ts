import type { createServiceBodySchema, requestNewServiceBodySchema, ServiceAction, ServiceStatus, updateServiceBodySchema } from '@carcare/contracts';
import { nextServiceStatus } from '@carcare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { serviceInclusionLinks, serviceInclusions, services } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { deletedWhere } from '../../db/soft-delete';
import { auditChange, changedFields } from '../../db/audit-trail';
import { auditedUpdate, lockRow } from '../../db/versioned-write';
import { conflict, forbidden, invalidField } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { notifyServiceRequested } from '../notifications/notification-events';
import type { AccessScope } from '../scope/access-scope';
import { findServiceNamed, pricesOf } from './service-queries';

type CreateService = z.output<typeof createServiceBodySchema>;
type UpdateService = z.output<typeof updateServiceBodySchema>;
type RequestNewService = z.output<typeof requestNewServiceBodySchema>;
type ServiceFields = Omit<UpdateService, 'version'>;
type ServiceRow = typeof services.$inferSelect;

export const SERVICE_NOT_FOUND = 'Service not found';

const STATUS_LABELS: Record<ServiceStatus, string> = {
  pending_approval: 'pending approval',
  active: 'active',
  rejected: 'rejected',
  inactive: 'inactive',
};

/** Why an action does not apply, in the words of the state machine (DESIGN §4). */
const ACTION_RULES: Record<ServiceAction, string> = {
  approve: 'only a service pending approval can be approved',
  reject: 'only a service pending approval can be rejected',
  activate: 'only an inactive service can be activated',
  deactivate: 'only an active service can be deactivated',
};

/** Which columns an edit sets, and what the audit compares. */
function columnsOf(body: ServiceFields) {
  return { name: body.name, description: body.description, category: body.category, durationMinutes: body.duration_minutes, prices: pricesOf(body.prices) };
}

async function assertUniqueName(tx: Executor, name: string, exceptId: number | null): Promise<void> {
  const existing = await findServiceNamed(tx, name, exceptId);
  if (existing) throw conflict('DUPLICATE', `A service named “${existing.name}” already exists`);
}

/**
 * The inclusion ids to link, without repeats, in the order given. Each must exist (a deleted one does not); one not
 * already linked (`kept`) must be active. The rows are share-locked so a concurrent delete of an
 * inclusion waits for this link (and then answers IN_USE).
 */
async function inclusionIdsToLink(tx: Executor, requested: number[], kept: number[]): Promise<number[]> {
  const ids = [...new Set(requested)];
  if (ids.length === 0) return ids;
  const rows = await tx.select({ id: serviceInclusions.id, active: serviceInclusions.active }).from(serviceInclusions).where(and(deletedWhere(serviceInclusions), inArray(serviceInclusions.id, ids))).for('share');
  if (rows.length !== ids.length) throw invalidField('inclusion_ids', 'Choose existing inclusions only', 'inclusion_unknown');
  if (rows.some((row) => !row.active && !kept.includes(row.id))) throw invalidField('inclusion_ids', 'Choose active inclusions only', 'inclusion_inactive');
  return ids;
}

async function linkedInclusionIds(tx: Executor, serviceId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: serviceInclusionLinks.inclusionId })
    .from(serviceInclusionLinks)
    .where(eq(serviceInclusionLinks.serviceId, serviceId))
    .orderBy(serviceInclusionLinks.position);
  return rows.map((row) => row.id);
}

async function replaceInclusionLinks(tx: Executor, serviceId: number, inclusionIds: number[]): Promise<void> {
  await tx.delete(serviceInclusionLinks).where(eq(serviceInclusionLinks.serviceId, serviceId));
  if (inclusionIds.length > 0) await tx.insert(serviceInclusionLinks).values(inclusionIds.map((inclusionId, position) => ({ serviceId, inclusionId, position })));
}

const lockService = (tx: Executor, id: number, version: number) => lockRow(tx, services, { id, version, notFound: SERVICE_NOT_FOUND });

interface NewService {
  body: ServiceFields;
  status: ServiceStatus;
  requestedByWorkshopId: number | null;
  action: 'service.create' | 'service.request';
}

async function insertService(db: Db, service: NewService, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await assertUniqueName(tx, service.body.name, null);
    const inclusionIds = await inclusionIdsToLink(tx, service.body.inclusion_ids, []);
    const values = columnsOf(service.body);
    const [created] = await tx
      .insert(services)
      .values({
        ...values,
        status: service.status,
        requestedByWorkshopId: service.requestedByWorkshopId,
        requestedBy: service.requestedByWorkshopId !== null ? actor.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: services.id });
    await replaceInclusionLinks(tx, created!.id, inclusionIds);
    await auditChange(tx, {
      actor,
      now,
      action: service.action,
      entity: 'service',
      entityId: created!.id,
      changes: { ...values, inclusionIds, status: service.status, requestedByWorkshopId: service.requestedByWorkshopId },
    });
    if (service.requestedByWorkshopId !== null) await notifyServiceRequested(tx, created!.id, service.requestedByWorkshopId, actor, now);
    return created!.id;
  });
}

/** A super admin adds a catalogue service, active or inactive from the start. */
export async function createService(db: Db, body: CreateService, actor: Actor, now: Date): Promise<number> {
  return insertService(db, { body, status: body.status, requestedByWorkshopId: null, action: 'service.create' }, actor, now);
}

/** A workshop admin asks for a service the catalogue lacks; a super admin approves or rejects it. */
export async function requestNewService(db: Db, scope: AccessScope, body: RequestNewService, actor: Actor, now: Date): Promise<number> {
  if (scope.kind !== 'workshop') throw forbidden('Only a workshop admin can request a new service');
  return insertService(db, { body, status: 'pending_approval', requestedByWorkshopId: scope.workshopId, action: 'service.request' }, actor, now);
}

export async function updateService(db: Db, id: number, body: UpdateService, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockService(tx, id, body.version);
    await assertUniqueName(tx, body.name, id);
    const linked = await linkedInclusionIds(tx, id);
    const inclusionIds = await inclusionIdsToLink(tx, body.inclusion_ids, linked);
    const values = columnsOf(body);
    const before = { ...snapshot(current), inclusionIds: linked };
    await auditedUpdate(tx, services, current, values, { actor, now, action: 'service.update', entity: 'service', changes: changedFields(before, { ...values, inclusionIds }) });
    await replaceInclusionLinks(tx, id, inclusionIds);
  });
}

function snapshot(row: ServiceRow): ReturnType<typeof columnsOf> {
  return { name: row.name, description: row.description, category: row.category as ServiceFields['category'], durationMinutes: row.durationMinutes, prices: pricesOf(row.prices) };
}

/**
 * Approve, reject, activate or deactivate, following the state machine with optimistic
 * concurrency. Approving and rejecting record the decision (who, when, the note).
 */
export async function decideService(db: Db, id: number, action: ServiceAction, version: number, note: string | undefined, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const service = await lockService(tx, id, version);
    const current = service.status as ServiceStatus;
    const next = nextServiceStatus(current, action);
    if (next === null) throw conflict('INVALID_TRANSITION', `“${service.name}” is ${STATUS_LABELS[current]}; ${ACTION_RULES[action]}`);
    // Approving a request must not put a second service of that name into the catalogue.
    if (action === 'approve') await assertUniqueName(tx, service.name, id);
    const decision = action === 'approve' || action === 'reject' ? { decidedBy: actor.id, decidedAt: now, decisionNote: note ? note : null } : {};
    await auditedUpdate(tx, services, service, { status: next, ...decision }, { actor, now, action: `service.${action}`, entity: 'service', changes: { status: { from: current, to: next }, ...(note ? { note } : {}) } });
  });
}

/**
 * Points a service at a new image (or none), with optimistic concurrency and an audit event.
 * Returns the image it had before, for the caller to release once this has committed (uploads/blob-store.ts).
 */
export async function setServiceImage(db: Executor, id: number, version: number, imageUrl: string | null, actor: Actor, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const current = await lockService(tx, id, version);
    if (current.imageUrl === imageUrl) return null;
    await auditedUpdate(tx, services, current, { imageUrl }, { actor, now, action: 'service.image', entity: 'service', changes: { imageUrl: { from: current.imageUrl, to: imageUrl } } });
    return current.imageUrl;
  });
}
