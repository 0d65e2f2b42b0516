import type { createWorkshopBodySchema, RecordStatus, updateWorkshopBodySchema, Workshop } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { WorkshopRow } from '../../db/schema';
import { workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { notFound, staleVersion } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { disableAdminWithin, enableAdminWithin } from '../admins/admin-service';
import { createStaffLogin, duplicateAdminPhone, rethrowDuplicate, staffOf, updateStaffLogin } from '../admins/staff-login';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { AccessScope } from '../scope/access-scope';
import { whereAll, workshopScope } from '../scope/access-scope';
import { findWorkshop } from './workshop-queries';

type CreateWorkshop = z.output<typeof createWorkshopBodySchema>;
type UpdateWorkshop = z.output<typeof updateWorkshopBodySchema>;

const NOT_FOUND = 'Workshop not found';

function columnsOf(body: Omit<CreateWorkshop, 'admin'>) {
  return {
    name: body.name,
    ownerName: body.owner_name,
    phone: body.phone,
    email: body.email,
    addressLine: body.address_line,
    city: body.city,
    state: body.state,
    pincode: body.pincode,
    gstin: body.gstin,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    openingHours: body.opening_hours,
  };
}

function snapshot(row: WorkshopRow): Record<string, unknown> {
  return {
    name: row.name,
    ownerName: row.ownerName,
    phone: row.phone,
    email: row.email,
    addressLine: row.addressLine,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    gstin: row.gstin,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
  };
}

/** The row in scope, locked for this transaction; 404 when missing or out of scope, 409 when the caller's version is stale. */
async function lockWorkshop(tx: Executor, scope: AccessScope, id: number, version: number): Promise<WorkshopRow> {
  const [row] = await tx
    .select()
    .from(workshops)
    .where(whereAll(workshopScope(scope), eq(workshops.id, id)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  if (row.version !== version) throw staleVersion();
  return row;
}

/** Bumps the version only if it is still the one the caller saw (optimistic concurrency). */
async function updateVersioned(tx: Executor, id: number, version: number, values: Partial<typeof workshops.$inferInsert>): Promise<WorkshopRow> {
  const [updated] = await tx
    .update(workshops)
    .set({ ...values, version: version + 1 })
    .where(and(eq(workshops.id, id), eq(workshops.version, version)))
    .returning();
  if (!updated) throw staleVersion();
  return updated;
}

/** One form creates a workshop and its garage admin, who can sign in at once. */
export async function createWorkshop(db: Db, scope: AccessScope, body: CreateWorkshop, actor: Actor, now: Date): Promise<Workshop> {
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(workshops)
        .values({ ...columnsOf(body), createdAt: now, updatedAt: now })
        .returning();
      const workshop = created!;
      await recordAudit(tx, { actorId: actor.id, action: 'workshop.create', entity: 'workshop', entityId: workshop.id, changes: snapshot(workshop), at: now, ip: actor.ip });
      await createStaffLogin(tx, body.admin, { workshopId: workshop.id }, actor, now);
      return workshop.id;
    });
    return (await findWorkshop(db, scope, id))!;
  } catch (error) {
    rethrowDuplicate(error, () => duplicateAdminPhone(body.admin.phone));
  }
}

/** Edits the workshop and its admin's login together. */
export async function updateWorkshop(db: Db, scope: AccessScope, id: number, body: UpdateWorkshop, actor: Actor, now: Date): Promise<Workshop> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockWorkshop(tx, scope, id, body.version);
      const values = columnsOf(body);
      const diff = changedFields(snapshot(current), values);
      await updateVersioned(tx, id, body.version, { ...values, updatedAt: now });
      await recordAudit(tx, { actorId: actor.id, action: 'workshop.update', entity: 'workshop', entityId: id, changes: diff, at: now, ip: actor.ip });
      const [admin] = await staffOf(tx, { workshopId: id });
      if (admin) await updateStaffLogin(tx, admin, body.admin, actor, now);
      else await createStaffLogin(tx, body.admin, { workshopId: id }, actor, now);
    });
  } catch (error) {
    rethrowDuplicate(error, () => duplicateAdminPhone(body.admin.phone));
  }
  return (await findWorkshop(db, scope, id))!;
}

/**
 * Deactivating stops the workshop's admins from signing in and ends their sessions;
 * activating lets them sign in again. One transaction, one audit trail.
 */
export async function setWorkshopStatus(db: Db, scope: AccessScope, id: number, status: RecordStatus, version: number, actor: Actor, now: Date): Promise<Workshop> {
  await db.transaction(async (tx) => {
    const current = await lockWorkshop(tx, scope, id, version);
    if (current.status === status) return;
    await updateVersioned(tx, id, version, { status, updatedAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: status === 'inactive' ? 'workshop.deactivate' : 'workshop.activate',
      entity: 'workshop',
      entityId: id,
      changes: { status: { from: current.status, to: status } },
      at: now,
      ip: actor.ip,
    });
    for (const admin of await staffOf(tx, { workshopId: id })) {
      if (status === 'inactive' && admin.status === 'active') await disableAdminWithin(tx, admin.id, actor, now);
      if (status === 'active' && admin.status === 'disabled') await enableAdminWithin(tx, admin.id, actor, now);
    }
  });
  return (await findWorkshop(db, scope, id))!;
}
