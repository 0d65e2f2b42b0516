import type { createSocietyBodySchema, RecordStatus, updateSocietyBodySchema, Society } from '@carcare/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SocietyRow } from '../../db/schema';
import { societies } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange, changedFields } from '../../db/audit-trail';
import { auditedStatus, auditedUpdate, lockRow } from '../../db/versioned-write';
import type { Actor } from '../admins/admin-service';
import { createStaffLogin, duplicateAdminPhone, followPlaceStatus, rethrowDuplicate, saveStaffLogin } from '../admins/staff-login';
import type { AccessScope } from '../scope/access-scope';
import { societyScope } from '../scope/access-scope';
import { findSociety } from './society-queries';

type CreateSociety = z.output<typeof createSocietyBodySchema>;
type UpdateSociety = z.output<typeof updateSocietyBodySchema>;

const NOT_FOUND = 'Society not found';

function columnsOf(body: Omit<CreateSociety, 'manager'>) {
  return {
    name: body.name,
    addressLine: body.address_line,
    city: body.city,
    state: body.state,
    pincode: body.pincode,
    blocks: body.blocks,
    flats: body.flats,
    contactPhone: body.contact_phone,
  };
}

function snapshot(row: SocietyRow): Record<string, unknown> {
  return {
    name: row.name,
    addressLine: row.addressLine,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    blocks: row.blocks,
    flats: row.flats,
    contactPhone: row.contactPhone,
  };
}

/** The row in scope, locked for this transaction; 404 when missing or out of scope, 409 when the caller's version is stale. */
const lockSociety = (tx: Executor, scope: AccessScope, id: number, version: number): Promise<SocietyRow> =>
  lockRow(tx, societies, { id, version, where: societyScope(scope), notFound: NOT_FOUND });

/** One form creates a society and its manager, who can sign in at once. */
export async function createSociety(db: Db, scope: AccessScope, body: CreateSociety, actor: Actor, now: Date): Promise<Society> {
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(societies)
        .values({ ...columnsOf(body), createdAt: now, updatedAt: now })
        .returning();
      const society = created!;
      await auditChange(tx, { actor, now, action: 'society.create', entity: 'society', entityId: society.id, changes: snapshot(society) });
      await createStaffLogin(tx, body.manager, { societyId: society.id }, actor, now);
      return society.id;
    });
    return (await findSociety(db, scope, id))!;
  } catch (error) {
    rethrowDuplicate(error, () => duplicateAdminPhone(body.manager.phone));
  }
}

/** Edits the society and its manager's login together. */
export async function updateSociety(db: Db, scope: AccessScope, id: number, body: UpdateSociety, actor: Actor, now: Date): Promise<Society> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockSociety(tx, scope, id, body.version);
      const values = columnsOf(body);
      await auditedUpdate(tx, societies, current, values, { actor, now, action: 'society.update', entity: 'society', changes: changedFields(snapshot(current), values) });
      await saveStaffLogin(tx, { societyId: id }, body.manager, actor, now);
    });
  } catch (error) {
    rethrowDuplicate(error, () => duplicateAdminPhone(body.manager.phone));
  }
  return (await findSociety(db, scope, id))!;
}

/**
 * Deactivating stops the society's managers from signing in and ends their sessions;
 * activating lets them sign in again. One transaction, one audit trail.
 */
export async function setSocietyStatus(db: Db, scope: AccessScope, id: number, status: RecordStatus, version: number, actor: Actor, now: Date): Promise<Society> {
  await db.transaction(async (tx) => {
    const current = await lockSociety(tx, scope, id, version);
    if (await auditedStatus(tx, societies, current, status, { actor, now, entity: 'society' })) await followPlaceStatus(tx, { societyId: id }, status, actor, now);
  });
  return (await findSociety(db, scope, id))!;
}
