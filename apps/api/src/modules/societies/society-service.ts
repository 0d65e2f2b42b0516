import type { createSocietyBodySchema, RecordStatus, updateSocietyBodySchema, Society } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SocietyRow } from '../../db/schema';
import { societies } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { notFound, staleVersion } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { disableAdminWithin, enableAdminWithin } from '../admins/admin-service';
import { createStaffLogin, duplicateAdminPhone, rethrowDuplicate, staffOf, updateStaffLogin } from '../admins/staff-login';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { AccessScope } from '../scope/access-scope';
import { whereAll, societyScope } from '../scope/access-scope';
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
async function lockSociety(tx: Executor, scope: AccessScope, id: number, version: number): Promise<SocietyRow> {
  const [row] = await tx
    .select()
    .from(societies)
    .where(whereAll(societyScope(scope), eq(societies.id, id)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  if (row.version !== version) throw staleVersion();
  return row;
}

/** Bumps the version only if it is still the one the caller saw (optimistic concurrency). */
async function updateVersioned(tx: Executor, id: number, version: number, values: Partial<typeof societies.$inferInsert>): Promise<SocietyRow> {
  const [updated] = await tx
    .update(societies)
    .set({ ...values, version: version + 1 })
    .where(and(eq(societies.id, id), eq(societies.version, version)))
    .returning();
  if (!updated) throw staleVersion();
  return updated;
}

/** One form creates a society and its manager, who can sign in at once. */
export async function createSociety(db: Db, scope: AccessScope, body: CreateSociety, actor: Actor, now: Date): Promise<Society> {
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(societies)
        .values({ ...columnsOf(body), createdAt: now, updatedAt: now })
        .returning();
      const society = created!;
      await recordAudit(tx, { actorId: actor.id, action: 'society.create', entity: 'society', entityId: society.id, changes: snapshot(society), at: now, ip: actor.ip });
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
      const diff = changedFields(snapshot(current), values);
      await updateVersioned(tx, id, body.version, { ...values, updatedAt: now });
      await recordAudit(tx, { actorId: actor.id, action: 'society.update', entity: 'society', entityId: id, changes: diff, at: now, ip: actor.ip });
      const [admin] = await staffOf(tx, { societyId: id });
      if (admin) await updateStaffLogin(tx, admin, body.manager, actor, now);
      else await createStaffLogin(tx, body.manager, { societyId: id }, actor, now);
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
    if (current.status === status) return;
    await updateVersioned(tx, id, version, { status, updatedAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: status === 'inactive' ? 'society.deactivate' : 'society.activate',
      entity: 'society',
      entityId: id,
      changes: { status: { from: current.status, to: status } },
      at: now,
      ip: actor.ip,
    });
    for (const admin of await staffOf(tx, { societyId: id })) {
      if (status === 'inactive' && admin.status === 'active') await disableAdminWithin(tx, admin.id, actor, now);
      if (status === 'active' && admin.status === 'disabled') await enableAdminWithin(tx, admin.id, actor, now);
    }
  });
  return (await findSociety(db, scope, id))!;
}
