import type { Notification, NotificationFilter, NotificationKind } from '@carcare/contracts';
import { NEW_NOTIFICATION_HOURS } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { selectPageRows } from '../../db/select-rows';
import type { Executor } from '../../db/transaction';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn, keysetOrder } from '../../http/keyset';
import { countRows } from '../../http/list-page';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One admin's notifications narrowed by a filter; every condition starts with admin_id, so the admin's indexes serve it. */
export function notificationListWhere(adminId: number, filter: NotificationFilter, now: Date): SQL {
  const own = eq(notifications.adminId, adminId);
  switch (filter) {
    case 'all':
      return own;
    case 'new':
      return and(own, gte(notifications.createdAt, new Date(now.getTime() - NEW_NOTIFICATION_HOURS * 3_600_000)))!;
    case 'unread':
      return and(own, isNull(notifications.readAt))!;
    case 'other':
      return and(own, isNotNull(notifications.readAt))!;
  }
}

/** Newest first, read straight off notifications_admin_created_idx (no joins). The query itself, for the plan test. */
export function notificationPageQuery(db: Executor, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset);
}

export async function selectNotifications(db: Executor, where: SQL, limit: number, offset: number): Promise<Notification[]> {
  // Built once per condition (selectPageRows).
  const rows = await selectPageRows(db, 'notifications', where, { limit, offset }, (pageWhere, values) => notificationPageQuery(db, pageWhere, values.limit, values.offset));
  return rows.map(toNotification);
}

/** The list's one order, newest first, as a sort: the export walks it a page at a time. */
const NOTIFICATION_SORTS = { created_at: notifications.createdAt };
const NOTIFICATION_ORDER = '-created_at';

/** Positions of the notifications matching `where`, newest first as the list, after `after`: an export's pages. */
export async function selectNotificationPositions(db: Executor, where: SQL, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  const order = keysetOrder(undefined, NOTIFICATION_SORTS, NOTIFICATION_ORDER, notifications.id);
  return db
    .select({ id: notifications.id, key: order.key })
    .from(notifications)
    .where(and(where, order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

/** The rows of some ids, within `where` (an admin's own): another admin's id is simply missing. */
export async function selectNotificationsByIds(db: Executor, where: SQL, ids: number[]): Promise<Notification[]> {
  return selectNotifications(db, and(where, idsIn(notifications.id, ids))!, ids.length, 0);
}

export async function countNotifications(db: Executor, where: SQL): Promise<number> {
  return countRows(db, notifications, where);
}

/** The badge: served by the partial index on unread rows. */
export async function countUnread(db: Executor, adminId: number): Promise<number> {
  return countNotifications(db, and(eq(notifications.adminId, adminId), isNull(notifications.readAt))!);
}

/** The id of the admin's newest notification (the admin/created_at index gives it at once). */
export async function latestNotificationId(db: Executor, adminId: number): Promise<number | null> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.adminId, adminId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(1);
  return row?.id ?? null;
}

/** Marks one of the admin's notifications read (the first reading time is kept); null when it is not the admin's. */
export async function markRead(db: Executor, adminId: number, id: number, now: Date): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.adminId, adminId)))
    .returning();
  return row ? toNotification(row) : null;
}

/** Marks every unread notification of the admin read; answers how many changed. */
export async function markAllRead(db: Executor, adminId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.adminId, adminId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Ids of the admin's notifications a filter matches, in id order: what "mark every one matching read" acts on. */
export async function selectNotificationIds(db: Executor, where: SQL, limit: number): Promise<{ id: number }[]> {
  return db.select({ id: notifications.id }).from(notifications).where(where).orderBy(notifications.id).limit(limit);
}
