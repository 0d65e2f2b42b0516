import type { ConcernAction, ConcernPriority, ConcernStatus, createConcernBodySchema } from '@carcare/contracts';
import { CONCERN_PRIORITIES, concernCode, concernIsFinal, invalidConcernTransitionMessage, nextConcernStatus, REQUEST_CODE_INPUT, requestCode } from '@carcare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { admins, concernMessages, serviceRequests, userConcerns, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange } from '../../db/audit-trail';
import { auditedUpdate, lockRow } from '../../db/versioned-write';
import { conflict, invalidField } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { notifyAdmins, superAdminIds, workshopAdminIds } from '../notifications/notify';
import type { AccessScope } from '../scope/access-scope';
import { concernScope, requestScope, whereAll } from '../scope/access-scope';

type CreateConcern = z.output<typeof createConcernBodySchema>;

export const CONCERN_NOT_FOUND = 'Concern not found';
/** The same words for a request that does not exist and one outside the caller's scope. */
const NO_SUCH_REQUEST = 'No request with this code in your scope';

const PRIORITY_WORDS: Readonly<Record<ConcernPriority, string>> = { low: 'low', medium: 'medium', high: 'high', urgent: 'urgent' };

/** The request a phone concern is about: by code or id, within the caller's scope (else 400 naming the field). */
async function relatedRequest(tx: Executor, scope: AccessScope, body: CreateConcern): Promise<{ id: number; workshopId: number } | null> {
  const byCode = body.request_code ? Number(REQUEST_CODE_INPUT.exec(body.request_code)![1]) : null;
  const byId = body.request_id ?? null;
  if (byCode !== null && byId !== null && byCode !== byId) throw invalidField('request_id', 'Give the request’s code or its id, not two different requests', 'request_mismatch');
  const id = byCode ?? byId;
  if (id === null) return null;
  const field = byCode !== null ? 'request_code' : 'request_id';
  const [found] = await tx
    .select({ id: serviceRequests.id, workshopId: serviceRequests.workshopId })
    .from(serviceRequests)
    .where(whereAll(requestScope(scope), eq(serviceRequests.code, requestCode(id))));
  if (!found) throw invalidField(field, NO_SUCH_REQUEST, 'request_unknown');
  return found;
}

/**
 * The workshop a concern is about: its request's; else the workshop admin's own; else the super
 * admin's choice (or none: a concern about the app itself).
 */
async function concernWorkshop(tx: Executor, scope: AccessScope, body: CreateConcern, request: { workshopId: number } | null): Promise<number | null> {
  const asked = body.workshop_id ?? null;
  if (scope.kind === 'workshop' && asked !== null && asked !== scope.workshopId) throw invalidField('workshop_id', 'You can log concerns about your own workshop only', 'own_workshop_only');
  if (request) {
    if (asked !== null && asked !== request.workshopId) throw invalidField('workshop_id', 'The request belongs to another workshop', 'request_of_other_workshop');
    return request.workshopId;
  }
  if (scope.kind === 'workshop') return scope.workshopId;
  if (asked === null) return null;
  const [found] = await tx.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, asked));
  if (!found) throw invalidField('workshop_id', 'Choose an existing workshop', 'workshop_unknown');
  return found.id;
}

/** Draws the next concern id from the table's identity sequence (the code derives from it). */
async function nextConcernId(tx: Executor): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('user_concerns', 'id')) as id`);
  return Number((result as unknown as { rows: { id: string | number }[] }).rows[0]!.id);
}

/**
 * Logs a concern received by phone: open, channel phone, created by the caller. The workshop's
 * admins and the super admins hear of it (all but the admin who logged it), in the same transaction.
 */
export async function createConcern(db: Db, scope: AccessScope, body: CreateConcern, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const request = await relatedRequest(tx, scope, body);
    const workshopId = await concernWorkshop(tx, scope, body, request);
    const id = await nextConcernId(tx);
    const code = concernCode(id);
    await tx
      .insert(userConcerns)
      .overridingSystemValue()
      .values({
        id,
        code,
        customerName: body.customer_name,
        customerPhone: body.customer_phone,
        requestId: request?.id ?? null,
        workshopId,
        category: body.category,
        subject: body.subject,
        description: body.description,
        priority: body.priority,
        status: 'open',
        channel: 'phone',
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      });
    await auditChange(tx, {
      actor,
      now,
      action: 'concern.create',
      entity: 'user_concern',
      entityId: id,
      changes: { code, workshopId, requestId: request?.id ?? null, category: body.category, priority: body.priority, status: 'open', channel: 'phone' },
    });
    const notification = { kind: 'concern_created' as const, title: `New concern ${code}`, body: `${body.subject} (${body.customer_name}, ${PRIORITY_WORDS[body.priority]} priority)` };
    const notMe = (ids: number[]) => ids.filter((adminId) => adminId !== actor.id);
    if (workshopId !== null) await notifyAdmins(tx, notMe(await workshopAdminIds(tx, workshopId)), { ...notification, link: `/workshop/userconcerns/${id}` }, now);
    await notifyAdmins(tx, notMe(await superAdminIds(tx)), { ...notification, link: `/main/userconcerns/${id}` }, now);
    return id;
  });
}

/** The concern row in scope, locked for the change; 404 outside scope, 409 on a stale version. */
const loadForChange = (tx: Executor, scope: AccessScope, id: number, version: number) => lockRow(tx, userConcerns, { id, version, where: concernScope(scope), notFound: CONCERN_NOT_FOUND });

/**
 * A staff reply on the thread. It does not change the status by itself: staff often answer to ask
 * for details before taking a concern up, and every status change stays a deliberate, audited step
 * of the state machine. A closed concern takes no more replies (409).
 */
export async function replyToConcern(db: Db, scope: AccessScope, id: number, version: number, text: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const concern = await loadForChange(tx, scope, id, version);
    if (concernIsFinal(concern.status as ConcernStatus)) throw conflict('INVALID_TRANSITION', 'This concern is closed; it takes no more replies');
    const [author] = actor.id !== null ? await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, actor.id)) : [];
    const [message] = await tx
      .insert(concernMessages)
      .values({ concernId: id, authorKind: 'staff', authorAdminId: actor.id, authorName: author?.name ?? 'Staff', body: text, at: now })
      .returning({ id: concernMessages.id });
    await auditedUpdate(tx, userConcerns, concern, {}, { actor, now, action: 'concern.reply', entity: 'user_concern', changes: { messageId: message!.id, body: text } });
  });
}

/** A new priority; the same one again is a 400 naming priority, a closed concern a 409. */
export async function changeConcernPriority(db: Db, scope: AccessScope, id: number, version: number, priority: ConcernPriority, actor: Actor, now: Date): Promise<void> {
  if (!CONCERN_PRIORITIES.includes(priority)) throw invalidField('priority', 'Choose a priority', 'invalid_choice');
  await db.transaction(async (tx) => {
    const concern = await loadForChange(tx, scope, id, version);
    if (concernIsFinal(concern.status as ConcernStatus)) throw conflict('INVALID_TRANSITION', 'This concern is closed; its priority can no longer change');
    if (concern.priority === priority) throw invalidField('priority', `The priority is already ${PRIORITY_WORDS[priority]}`, 'priority_unchanged', { priority });
    await auditedUpdate(tx, userConcerns, concern, { priority }, { actor, now, action: 'concern.priority', entity: 'user_concern', changes: { priority: { from: concern.priority, to: priority } } });
  });
}

/**
 * One step of the concern state machine (DESIGN §4): the version must be current and the action
 * allowed from the current status (409 INVALID_TRANSITION otherwise). Resolving stamps resolved_at,
 * closing closed_at; reopening clears resolved_at.
 */
export async function transitionConcern(db: Db, scope: AccessScope, id: number, version: number, action: ConcernAction, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const concern = await loadForChange(tx, scope, id, version);
    const current = concern.status as ConcernStatus;
    const next = nextConcernStatus(current, action);
    if (next === null) throw conflict('INVALID_TRANSITION', invalidConcernTransitionMessage(current, action));
    const stamps = action === 'resolve' ? { resolvedAt: now } : action === 'close' ? { closedAt: now } : action === 'reopen' ? { resolvedAt: null } : {};
    await auditedUpdate(tx, userConcerns, concern, { ...stamps, status: next }, { actor, now, action: `concern.${action}`, entity: 'user_concern', changes: { status: { from: current, to: next } } });
  });
}
