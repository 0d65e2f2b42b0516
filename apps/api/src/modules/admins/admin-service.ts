import type { Language } from '@carcare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AdminRow } from '../../db/schema';
import { admins, refreshFamilies } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { notFound, staleVersion } from '../../http/http-error';
import { recordAudit } from '../audit/audit-log';

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

export interface Actor {
  id: number | null;
  ip?: string | null;
}

/** Disables an admin and revokes all its sessions; its access tokens stop working at once. */
export async function disableAdmin(db: Db, adminId: number, actor: Actor, now: Date): Promise<AdminRow> {
  return db.transaction((tx) => disableAdminWithin(tx, adminId, actor, now));
}

/** disableAdmin inside the caller's transaction (deactivating a workshop or society does it with its own change). */
export async function disableAdminWithin(tx: Executor, adminId: number, actor: Actor, now: Date): Promise<AdminRow> {
  const [updated] = await tx
    .update(admins)
    .set({ status: 'disabled', version: sql`${admins.version} + 1`, updatedAt: now })
    .where(eq(admins.id, adminId))
    .returning();
  if (!updated) throw notFound('Admin not found');
  const sessions = await revokeAllSessions(tx, adminId, 'admin_disabled', now);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'admin.disable',
    entity: 'admin',
    entityId: adminId,
    changes: { status: { to: 'disabled' }, revoked_sessions: sessions },
    at: now,
    ip: actor.ip ?? null,
  });
  return updated;
}

/** Lets a disabled admin sign in again (their old sessions stay revoked). */
export async function enableAdminWithin(tx: Executor, adminId: number, actor: Actor, now: Date): Promise<AdminRow> {
  const [updated] = await tx
    .update(admins)
    .set({ status: 'active', version: sql`${admins.version} + 1`, updatedAt: now })
    .where(eq(admins.id, adminId))
    .returning();
  if (!updated) throw notFound('Admin not found');
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'admin.enable',
    entity: 'admin',
    entityId: adminId,
    changes: { status: { to: 'active' } },
    at: now,
    ip: actor.ip ?? null,
  });
  return updated;
}

/** Updates the caller's own name and email with optimistic locking. */
export async function updateOwnProfile(db: Db, admin: AdminRow, changes: ProfileChanges, ip: string | null, now: Date): Promise<AdminRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(admins).where(eq(admins.id, admin.id)).limit(1).for('update');
    if (!current) throw notFound('Admin not found');
    if (changes.version !== undefined && changes.version !== current.version) throw staleVersion();
    const [updated] = await tx
      .update(admins)
      .set({ name: changes.name, email: changes.email, version: current.version + 1, updatedAt: now })
      .where(eq(admins.id, admin.id))
      .returning();
    const diff: Record<string, { from: unknown; to: unknown }> = {};
    if (current.name !== changes.name) diff.name = { from: current.name, to: changes.name };
    if (current.email !== changes.email) diff.email = { from: current.email, to: changes.email };
    await recordAudit(tx, { actorId: admin.id, action: 'admin.update_profile', entity: 'admin', entityId: admin.id, changes: diff, at: now, ip });
    return updated!;
  });
}

/** The admin's own language: a preference, so no version check (the last choice wins). */
export async function setOwnLanguage(db: Db, admin: AdminRow, language: Language, ip: string | null, now: Date): Promise<AdminRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(admins).where(eq(admins.id, admin.id)).limit(1).for('update');
    if (!current) throw notFound('Admin not found');
    if (current.language === language) return current;
    const [updated] = await tx.update(admins).set({ language, updatedAt: now }).where(eq(admins.id, admin.id)).returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'admin.set_language',
      entity: 'admin',
      entityId: admin.id,
      changes: { language: { from: current.language, to: language } },
      at: now,
      ip,
    });
    return updated!;
  });
}
