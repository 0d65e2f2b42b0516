import type { createWorkshopBodySchema, RecordStatus, updateWorkshopBodySchema, Workshop } from '@carcare/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { WorkshopRow } from '../../db/schema';
import { workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange, changedFields } from '../../db/audit-trail';
import { auditedStatus, auditedUpdate, lockRow } from '../../db/versioned-write';
import type { Actor } from '../admins/admin-service';
import { createStaffLogin, duplicateAdminPhone, followPlaceStatus, rethrowDuplicate, saveStaffLogin } from '../admins/staff-login';
import type { AccessScope } from '../scope/access-scope';
import { workshopScope } from '../scope/access-scope';
import { hoursFromText } from './working-hours';
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
const lockWorkshop = (tx: Executor, scope: AccessScope, id: number, version: number): Promise<WorkshopRow> =>
  lockRow(tx, workshops, { id, version, where: workshopScope(scope), notFound: NOT_FOUND });

/** One form creates a workshop and its garage admin, who can sign in at once. */
export async function createWorkshop(db: Db, scope: AccessScope, body: CreateWorkshop, actor: Actor, now: Date): Promise<Workshop> {
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(workshops)
        // Structured hours start from the free text; later edits of the text leave them alone.
        .values({ ...columnsOf(body), ...hoursFromText(body.opening_hours), createdAt: now, updatedAt: now })
        .returning();
      const workshop = created!;
      await auditChange(tx, { actor, now, action: 'workshop.create', entity: 'workshop', entityId: workshop.id, changes: snapshot(workshop) });
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
      await auditedUpdate(tx, workshops, current, values, { actor, now, action: 'workshop.update', entity: 'workshop', changes: changedFields(snapshot(current), values) });
      await saveStaffLogin(tx, { workshopId: id }, body.admin, actor, now);
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
    if (await auditedStatus(tx, workshops, current, status, { actor, now, entity: 'workshop' })) await followPlaceStatus(tx, { workshopId: id }, status, actor, now);
  });
  return (await findWorkshop(db, scope, id))!;
}
