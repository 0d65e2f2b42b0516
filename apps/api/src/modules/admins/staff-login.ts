import { and, asc, eq } from 'drizzle-orm';
import type { AdminRow } from '../../db/schema';
import { admins } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { conflict } from '../../http/http-error';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { auditChange, changedFields } from '../../db/audit-trail';
import { auditedUpdate } from '../../db/versioned-write';
import type { Actor } from './admin-service';
import { disableAdminWithin, enableAdminWithin } from './admin-service';

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
  await auditChange(tx, {
    actor,
    now,
    action: 'admin.create',
    entity: 'admin',
    entityId: created!.id,
    changes: { name: login.name, phone: login.phone, email: login.email, user_type: created!.userType },
  });
  return created!;
}

/** Edits the login's name, phone and email; no audit event when nothing changed. */
export async function updateStaffLogin(tx: Executor, current: AdminRow, login: StaffLogin, actor: Actor, now: Date): Promise<AdminRow> {
  const diff = changedFields({ name: current.name, phone: current.phone, email: current.email }, { ...login });
  if (Object.keys(diff).length === 0) return current;
  return auditedUpdate(tx, admins, { id: current.id }, { name: login.name, phone: login.phone, email: login.email }, { actor, now, action: 'admin.update', entity: 'admin', changes: diff });
}

/** Edits the place's login (its oldest staff login), or creates it when the place has none. */
export async function saveStaffLogin(tx: Executor, place: StaffPlace, login: StaffLogin, actor: Actor, now: Date): Promise<void> {
  const [admin] = await staffOf(tx, place);
  if (admin) await updateStaffLogin(tx, admin, login, actor, now);
  else await createStaffLogin(tx, login, place, actor, now);
}

/** A place's staff follow its status: deactivated, they cannot sign in and their sessions end; activated, they can sign in again. */
export async function followPlaceStatus(tx: Executor, place: StaffPlace, status: 'active' | 'inactive', actor: Actor, now: Date): Promise<void> {
  for (const admin of await staffOf(tx, place)) {
    if (status === 'inactive' && admin.status === 'active') await disableAdminWithin(tx, admin.id, actor, now);
    if (status === 'active' && admin.status === 'disabled') await enableAdminWithin(tx, admin.id, actor, now);
  }
}
