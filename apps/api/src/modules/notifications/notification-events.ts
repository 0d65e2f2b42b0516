import { ROLE_HOME } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import { admins, services, workerSocieties, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { Actor } from '../admins/admin-service';
import type { NewNotification } from './notify';
import { notifyAdmins, superAdminIds, workshopAdminIds } from './notify';

/**
 * The events that raise notifications and who receives each. Every function runs inside the
 * transaction of its event, and the admin who caused the event is never among the recipients.
 */

const withoutActor = (ids: readonly number[], actor: Actor) => ids.filter((id) => id !== actor.id);

const SCHEDULE_FORMAT = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });

export interface RequestFacts {
  id: number;
  code: string;
  workshopId: number;
  customerName: string;
  scheduledAt: Date;
}

/** A new request (a phone booking) → the admins of its workshop. */
export async function notifyRequestCreated(db: Executor, request: RequestFacts, actor: Actor, at: Date): Promise<void> {
  const recipients = withoutActor(await workshopAdminIds(db, request.workshopId), actor);
  await notifyAdmins(
    db,
    recipients,
    {
      kind: 'request_created',
      title: 'New service request',
      body: `${request.code} for ${request.customerName}, scheduled ${SCHEDULE_FORMAT.format(request.scheduledAt)}.`,
      link: `${ROLE_HOME.workshop_admin}/service-details/${request.id}`,
    },
    at,
  );
}

/** A cancelled request → the admins of its workshop and the super admins. */
export async function notifyRequestCancelled(db: Executor, request: Omit<RequestFacts, 'scheduledAt' | 'customerName'>, reason: string, actor: Actor, at: Date): Promise<void> {
  const base: Omit<NewNotification, 'link'> = { kind: 'request_cancelled', title: 'Service request cancelled', body: `${request.code} was cancelled: ${reason}.` };
  await notifyAdmins(db, withoutActor(await workshopAdminIds(db, request.workshopId), actor), { ...base, link: `${ROLE_HOME.workshop_admin}/service-details/${request.id}` }, at);
  await notifyAdmins(db, withoutActor(await superAdminIds(db), actor), { ...base, link: `${ROLE_HOME.super_admin}/service-details/${request.id}` }, at);
}

export interface LeaveFacts {
  workerId: number;
  workerName: string;
  workshopId: number;
  type: string;
  startDate: string;
  endDate: string;
  status: string;
}

/** The active managers of the societies a worker serves. */
async function managerIdsOfWorker(db: Executor, workerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(workerSocieties, eq(workerSocieties.societyId, admins.societyId))
    .where(and(eq(workerSocieties.workerId, workerId), eq(admins.userType, 'society_manager'), eq(admins.status, 'active')));
  return rows.map((row) => row.id);
}

/** A leave recorded → the admins of the worker's workshop and the managers of the societies it serves; each link opens the role's absent list. */
export async function notifyLeaveRecorded(db: Executor, leave: LeaveFacts, actor: Actor, at: Date): Promise<void> {
  const dates = leave.startDate === leave.endDate ? `on ${leave.startDate}` : `from ${leave.startDate} to ${leave.endDate}`;
  const base: Omit<NewNotification, 'link'> = {
    kind: 'leave_recorded',
    title: 'Leave recorded',
    body: `${leave.workerName}: ${leave.type} leave ${dates} (${leave.status}).`,
  };
  await notifyAdmins(db, withoutActor(await workshopAdminIds(db, leave.workshopId), actor), { ...base, link: `${ROLE_HOME.workshop_admin}/listofleaves` }, at);
  await notifyAdmins(db, withoutActor(await managerIdsOfWorker(db, leave.workerId), actor), { ...base, link: `${ROLE_HOME.society_manager}/listofleave` }, at);
}

/** A workshop's new-service request → the super admins (the service list shows it pending approval). */
export async function notifyServiceRequested(db: Executor, serviceId: number, workshopId: number, actor: Actor, at: Date): Promise<void> {
  const [row] = await db
    .select({ service: services.name, workshop: workshops.name })
    .from(services)
    .innerJoin(workshops, eq(workshops.id, workshopId))
    .where(eq(services.id, serviceId));
  await notifyAdmins(
    db,
    withoutActor(await superAdminIds(db), actor),
    {
      kind: 'service_requested',
      title: 'New service requested',
      body: row ? `${row.workshop} asked to add “${row.service}” to the catalogue.` : 'A workshop asked for a new service.',
      link: `${ROLE_HOME.super_admin}/service`,
    },
    at,
  );
}

/** A job not started on time (the late-job sweep) → the admins of its workshop, once per job. */
export async function notifyJobLate(db: Executor, job: RequestFacts & { workerName: string | null }, at: Date): Promise<void> {
  await notifyAdmins(
    db,
    await workshopAdminIds(db, job.workshopId),
    {
      kind: 'job_late',
      title: 'Job not started on time',
      body: `${job.code} for ${job.customerName} was due at ${SCHEDULE_FORMAT.format(job.scheduledAt)}${job.workerName ? ` (${job.workerName})` : ' and has no worker'}.`,
      link: `${ROLE_HOME.workshop_admin}/schedule?date=${new Date(job.scheduledAt.getTime() + 330 * 60_000).toISOString().slice(0, 10)}`,
    },
    at,
  );
}
