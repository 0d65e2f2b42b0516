import { and, eq } from 'drizzle-orm';
import type { NotificationKind } from '@carcare/contracts';
import { admins, notifications } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { publishLive } from '../../db/live-channel';

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A console path without the role prefix's host, e.g. "/workshop/service-details/12". */
  link?: string | null;
}

/**
 * Stores one notification for each recipient; call it inside the transaction of the event and
 * leave out the admin who caused it (see notification-events.ts).
 */
export async function notifyAdmins(db: Executor, adminIds: readonly number[], n: NewNotification, at: Date): Promise<void> {
  const unique = [...new Set(adminIds)];
  if (unique.length === 0) return;
  await db.insert(notifications).values(
    unique.map((adminId) => ({ adminId, kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null, createdAt: at })),
  );
  await publishLive(db, { type: 'notifications', admin_ids: unique });
}

/** The active super admins. */
export async function superAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.userType, 'super_admin'), eq(admins.status, 'active')));
  return rows.map((row) => row.id);
}

/** The active admins of one workshop. */
export async function workshopAdminIds(db: Executor, workshopId: number): Promise<number[]> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.userType, 'workshop_admin'), eq(admins.workshopId, workshopId), eq(admins.status, 'active')));
  return rows.map((row) => row.id);
}
