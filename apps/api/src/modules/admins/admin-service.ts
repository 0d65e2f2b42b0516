import type { Language } from '@carcare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AdminRow } from '../../db/schema';
import { admins, refreshFamilies } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { AuditActor } from '../../db/audit-trail';
import { auditChange } from '../../db/audit-trail';
import { auditedUpdate, lockRow, updateVersioned } from '../../db/versioned-write';

export interface ProfileChanges {
  name: string;
  email: string | null;
  /** The version the caller edited; a different current version means someone else saved first. */
  version?: number;
}

/** Ends every session of an admin. */
export async function revokeAllSessions(db: Executor, adminId: number, reason: string, now: Date): Promise<number> {
  const revoked = await db
    .update(refreshFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshFamilies.adminId, adminId), isNull(refreshFamilies.revokedAt)))
    .returning({ id: refreshFamilies.id });
  return revoked.length;
}

export type Actor = AuditActor;

const ADMIN_NOT_FOUND = 'Admin not found';

/** Disables an admin and revokes all its sessions; its access tokens stop working at once. */
export async function disableAdmin(db: Db, adminId: number, actor: Actor, now: Date): Promise<AdminRow> {
  return db.transaction((tx) => disableAdminWithin(tx, adminId, actor, now));
}

/** disableAdmin inside the caller's transaction (deactivating a workshop or society does it with its own change). */
export async function disableAdminWithin(tx: Executor, adminId: number, actor: Actor, now: Date): Promise<AdminRow> {
  const updated = await updateVersioned(tx, admins, { id: adminId }, { status: 'disabled' }, now, ADMIN_NOT_FOUND);
  const sessions = await revokeAllSessions(tx, adminId, 'admin_disabled', now);
  await auditChange(tx, { actor, now, action: 'admin.disable', entity: 'admin', entityId: adminId, changes: { status: { to: 'disabled' }, revoked_sessions: sessions } });
  return updated;
}

/** Lets a disabled admin sign in again (their old sessions stay revoked). */
export async function enableAdminWithin(tx: Executor, adminId: number, actor: Actor, now: Date): Promise<AdminRow> {
  const updated = await updateVersioned(tx, admins, { id: adminId }, { status: 'active' }, now, ADMIN_NOT_FOUND);
  await auditChange(tx, { actor, now, action: 'admin.enable', entity: 'admin', entityId: adminId, changes: { status: { to: 'active' } } });
  return updated;
}

/** Updates the caller's own name and email with optimistic locking. */
export async function updateOwnProfile(db: Db, admin: AdminRow, changes: ProfileChanges, ip: string | null, now: Date): Promise<AdminRow> {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, admins, { id: admin.id, version: changes.version, notFound: ADMIN_NOT_FOUND });
    const diff: Record<string, { from: unknown; to: unknown }> = {};
    if (current.name !== changes.name) diff.name = { from: current.name, to: changes.name };
    if (current.email !== changes.email) diff.email = { from: current.email, to: changes.email };
    return auditedUpdate(tx, admins, current, { name: changes.name, email: changes.email }, { actor: { id: admin.id, ip }, now, action: 'admin.update_profile', entity: 'admin', changes: diff });
  });
}

/** The admin's own language: a preference, so no version check (the last choice wins). */
export async function setOwnLanguage(db: Db, admin: AdminRow, language: Language, ip: string | null, now: Date): Promise<AdminRow> {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, admins, { id: admin.id, notFound: ADMIN_NOT_FOUND });
    if (current.language === language) return current;
    // A preference leaves the version alone: a profile form open elsewhere still saves.
    const [updated] = await tx.update(admins).set({ language, updatedAt: now }).where(eq(admins.id, admin.id)).returning();
    await auditChange(tx, { actor: { id: admin.id, ip }, now, action: 'admin.set_language', entity: 'admin', entityId: admin.id, changes: { language: { from: current.language, to: language } } });
    return updated!;
  });
}
