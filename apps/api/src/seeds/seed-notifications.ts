import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { admins, notifications, serviceRequests, workers } from '../db/schema';
import type { Tx } from '../db/transaction';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A handful of notifications for each demo admin, some already read, so the bell and the
 * notifications page show something on a fresh demo. Seeded once (skipped when any exist).
 */
export async function seedNotifications(tx: Tx, now: Date, phones: { superAdmin: string; workshopAdmin: string; societyManager: string }): Promise<boolean> {
  const [existing] = await tx.select({ id: notifications.id }).from(notifications).limit(1);
  if (existing) return false;
  const people = await tx.select({ id: admins.id, phone: admins.phone, workshopId: admins.workshopId }).from(admins).where(inArray(admins.phone, Object.values(phones)));
  const idOf = (phone: string) => people.find((p) => p.phone === phone)?.id;
  const superId = idOf(phones.superAdmin);
  const workshopAdmin = people.find((p) => p.phone === phones.workshopAdmin);
  const managerId = idOf(phones.societyManager);
  if (!superId || !workshopAdmin?.workshopId || !managerId) return false;

  const ofWorkshop = (status: string, limit: number) =>
    tx
      .select({ id: serviceRequests.id, code: serviceRequests.code, customerName: serviceRequests.customerName })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.workshopId, workshopAdmin.workshopId!), eq(serviceRequests.status, status)))
      .orderBy(desc(serviceRequests.id))
      .limit(limit);
  const [pending, cancelled] = await Promise.all([ofWorkshop('pending', 2), ofWorkshop('cancelled', 1)]);
  const [worker] = await tx.select({ name: workers.name }).from(workers).where(eq(workers.workshopId, workshopAdmin.workshopId)).orderBy(asc(workers.id)).limit(1);
  const workerName = worker?.name ?? 'A worker';
  const at = (ago: number) => new Date(now.getTime() - ago);

  type Row = typeof notifications.$inferInsert;
  const rows: Row[] = [];
  const add = (adminId: number, kind: string, title: string, body: string, link: string | null, ago: number, read: boolean) =>
    rows.push({ adminId, kind, title, body, link, createdAt: at(ago), readAt: read ? at(ago - 5 * MINUTE) : null });

  for (const [index, request] of pending.entries()) {
    add(workshopAdmin.id, 'request_created', 'New service request', `${request.code} for ${request.customerName}, booked by phone.`, `/workshop/service-details/${request.id}`, index === 0 ? 12 * MINUTE : 3 * HOUR, false);
  }
  for (const request of cancelled) {
    const body = `${request.code} was cancelled by the customer.`;
    add(workshopAdmin.id, 'request_cancelled', 'Service request cancelled', body, `/workshop/service-details/${request.id}`, 2 * DAY, true);
    add(superId, 'request_cancelled', 'Service request cancelled', body, `/main/service-details/${request.id}`, 2 * DAY, true);
  }
  add(workshopAdmin.id, 'leave_recorded', 'Leave recorded', `${workerName}: casual leave (approved).`, '/workshop/listofleaves', 26 * HOUR, false);
  add(workshopAdmin.id, 'leave_recorded', 'Leave recorded', `${workerName}: sick leave (pending).`, '/workshop/listofleaves', 4 * DAY, true);
  add(superId, 'service_requested', 'New service requested', 'Shine & Drive Garage asked to add “Headlight Restoration” to the catalogue.', '/main/service', 40 * MINUTE, false);
  add(managerId, 'leave_recorded', 'Leave recorded', `${workerName}: casual leave (approved).`, '/society/listofleave', 26 * HOUR, false);
  add(managerId, 'leave_recorded', 'Leave recorded', `${workerName}: sick leave (pending).`, '/society/listofleave', 4 * DAY, true);
  add(managerId, 'leave_recorded', 'Leave recorded', `${workerName}: emergency leave (approved).`, '/society/listofleave', 2 * HOUR, false);
  await tx.insert(notifications).values(rows);
  return true;
}
