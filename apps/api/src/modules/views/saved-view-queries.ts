import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { SavedView, UserType } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { admins, savedViews, type SavedViewRow } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/http-error';

/** Who asks: its id and role (the role picks the views shared with it). */
export interface ViewReader {
  id: number;
  userType: UserType;
}

export const viewNotFound = () => notFound('No such saved view of yours');
export const duplicateViewName = (name: string) => conflict('DUPLICATE', `You already have a view named “${name}” on this list`);

const columns = {
  id: savedViews.id,
  adminId: savedViews.adminId,
  listKey: savedViews.listKey,
  name: savedViews.name,
  query: savedViews.query,
  sharedRole: savedViews.sharedRole,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerName: admins.name,
};
type ViewRecord = SavedViewRow & { ownerName: string };

function toView(row: ViewRecord, readerId: number): SavedView {
  return {
    id: row.id,
    list: row.listKey,
    name: row.name,
    query: row.query,
    shared_role: row.sharedRole as UserType | null,
    owner_name: row.ownerName,
    mine: row.adminId === readerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The reader's own views of a list, then those others shared with its role; each group by name. */
export async function listSavedViews(db: Db, reader: ViewReader, listKey: string): Promise<SavedView[]> {
  const rows = await db
    .select(columns)
    .from(savedViews)
    .innerJoin(admins, eq(admins.id, savedViews.adminId))
    .where(and(eq(savedViews.listKey, listKey), or(eq(savedViews.adminId, reader.id), eq(savedViews.sharedRole, reader.userType))))
    .orderBy(sql`${savedViews.adminId} <> ${reader.id}`, sql`lower(${savedViews.name})`, asc(savedViews.id));
  return rows.map((row) => toView(row, reader.id));
}

async function ownView(db: Pick<Db, 'select'>, readerId: number, id: number): Promise<SavedView> {
  const [row] = await db.select(columns).from(savedViews).innerJoin(admins, eq(admins.id, savedViews.adminId)).where(and(eq(savedViews.id, id), eq(savedViews.adminId, readerId)));
  if (!row) throw viewNotFound();
  return toView(row, readerId);
}

function rethrowDuplicate(error: unknown, name: string): never {
  if (uniqueViolationConstraint(error) !== null) throw duplicateViewName(name);
  throw error;
}

export interface NewView {
  listKey: string;
  name: string;
  query: string;
  sharedRole: UserType | null;
}

/**
 * Adds a view while the admin keeps fewer than `limit` of that list. The admin's row is locked first
 * (FOR NO KEY UPDATE), so two views saved at once are counted one after the other. Null when the
 * limit refused it.
 */
export async function createSavedView(db: Db, reader: ViewReader, view: NewView, limit: number, now: Date): Promise<SavedView | null> {
  let id: number;
  try {
    const created = await db.transaction(async (tx) => {
      await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, reader.id)).for('no key update');
      const [{ kept } = { kept: 0 }] = await tx.select({ kept: count() }).from(savedViews).where(and(eq(savedViews.adminId, reader.id), eq(savedViews.listKey, view.listKey)));
      if (kept >= limit) return null;
      const [row] = await tx
        .insert(savedViews)
        .values({ adminId: reader.id, listKey: view.listKey, name: view.name, query: view.query, sharedRole: view.sharedRole, createdAt: now, updatedAt: now })
        .returning({ id: savedViews.id });
      return row!.id;
    });
    if (created === null) return null;
    id = created;
  } catch (error) {
    rethrowDuplicate(error, view.name);
  }
  return ownView(db, reader.id, id);
}

export interface ViewChanges {
  name?: string;
  query?: string;
  sharedRole?: UserType | null;
}

/** Renames, re-points or (un)shares one of the reader's own views; another's is "not found". */
export async function updateSavedView(db: Db, reader: ViewReader, id: number, changes: ViewChanges, now: Date): Promise<SavedView> {
  try {
    const updated = await db
      .update(savedViews)
      .set({ name: changes.name, query: changes.query, sharedRole: changes.sharedRole, updatedAt: now })
      .where(and(eq(savedViews.id, id), eq(savedViews.adminId, reader.id)))
      .returning({ id: savedViews.id });
    if (updated.length === 0) throw viewNotFound();
  } catch (error) {
    rethrowDuplicate(error, changes.name ?? '');
  }
  return ownView(db, reader.id, id);
}

/** Deletes one of the reader's own views; false if it has none by that id. */
export async function deleteSavedView(db: Db, readerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.adminId, readerId)))
    .returning({ id: savedViews.id });
  return deleted.length > 0;
}
