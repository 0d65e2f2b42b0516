import { and, asc, eq } from 'drizzle-orm';
import type { AdminRow } from '../../db/schema';
import { admins } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { conflict } from '../../http/http-error';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import type { Actor } from './admin-service';
import { changedFields, recordAudit } from '../audit/audit-log';

/** The sign-in of a workshop's admin or a society's manager. */
export interface StaffLogin {
  name: string;
  phone: string;
  email: string | null;
}

export type StaffPlace = { workshopId: number } | { societyId: number };

function placeCondition(place: StaffPlace) {
  return 'workshopId' in place
    ? and(eq(admins.workshopId, place.workshopId), eq(admins.userType, 'workshop_admin'))
    : and(eq(admins.societyId, place.societyId), eq(admins.userType, 'society_manager'));
}

/** The admins of a workshop or the managers of a society, oldest first (the first is "its admin"). */
export async function staffOf(db: Executor, place: StaffPlace): Promise<AdminRow[]> {
  return db.select().from(admins).where(placeCondition(place)).orderBy(asc(admins.id));
}

export const duplicateAdminPhone = (phone: string) => conflict('DUPLICATE', `An admin with phone ${phone} already exists`);

/** Rethrows a unique violation as 409 DUPLICATE with `message`; other errors pass through. */
export function rethrowDuplicate(error: unknown, message: () => Error): never {
  if (uniqueViolationConstraint(error) !== null) throw message();
  throw error;
}

export async function createStaffLogin(tx: Executor, login: StaffLogin, place: StaffPlace, actor: Actor, now: Date): Promise<AdminRow> {
  const [created] = await tx
    .insert(admins)
    .values({
      name: login.name,
      phone: login.phone,
      email: login.email,
      userType: 'workshopId' in place ? 'workshop_admin' : 'society_manager',
      workshopId: 'workshopId' in place ? place.workshopId : null,
      societyId: 'societyId' in place ? place.societyId : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'admin.create',
    entity: 'admin',
    entityId: created!.id,
    changes: { name: login.name, phone: login.phone, email: login.email, user_type: created!.userType },
    at: now,
    ip: actor.ip ?? null,
  });
  return created!;
}

/** Edits the login's name, phone and email; no audit event when nothing changed. */
export async function updateStaffLogin(tx: Executor, current: AdminRow, login: StaffLogin, actor: Actor, now: Date): Promise<AdminRow> {
  const diff = changedFields({ name: current.name, phone: current.phone, email: current.email }, { ...login });
  if (Object.keys(diff).length === 0) return current;
  const [updated] = await tx
    .update(admins)
    .set({ name: login.name, phone: login.phone, email: login.email, version: current.version + 1, updatedAt: now })
    .where(eq(admins.id, current.id))
    .returning();
  await recordAudit(tx, { actorId: actor.id, action: 'admin.update', entity: 'admin', entityId: current.id, changes: diff, at: now, ip: actor.ip ?? null });
  return updated!;
}
