import type { createSopBodySchema, SopAction, SopStatus, updateSopBodySchema } from '@carcare/contracts';
import { nextSopStatus, SOP_EDITABLE_STATUS, SOP_NOT_DELETABLE_MESSAGE, SOP_NOT_EDITABLE_MESSAGE } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { services, sops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange, changedFields } from '../../db/audit-trail';
import { lockLiveRow, restoreRow, softDeleteRow } from '../../db/soft-delete';
import { auditedUpdate } from '../../db/versioned-write';
import { conflict, invalidField } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';

type CreateSop = z.output<typeof createSopBodySchema>;
type UpdateSop = z.output<typeof updateSopBodySchema>;
type SopRow = typeof sops.$inferSelect;

export const SOP_NOT_FOUND = 'SOP not found';

/** Why an action does not apply, in the words of the state machine (DESIGN §4). */
const ACTION_RULES: Record<SopAction, string> = {
  publish: 'only a draft can be published',
  archive: 'only a draft or a published SOP can be archived',
};

function columnsOf(body: CreateSop) {
  return { title: body.title, serviceId: body.service_id, steps: body.steps };
}

function snapshot(row: SopRow): ReturnType<typeof columnsOf> {
  return { title: row.title, serviceId: row.serviceId, steps: row.steps };
}

/** The linked service must exist (share-locked so it cannot vanish under the link). */
async function assertServiceExists(tx: Executor, serviceId: number | null): Promise<void> {
  if (serviceId === null) return;
  const [row] = await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for('share');
  if (!row) throw invalidField('service_id', 'Choose an existing service', 'service_unknown');
}

const lockSop = (tx: Executor, id: number, version: number | undefined): Promise<SopRow> => lockLiveRow(tx, sops, { id, version, notFound: SOP_NOT_FOUND });

/** A super admin writes a new SOP; it starts as a draft. */
export async function createSop(db: Db, body: CreateSop, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await assertServiceExists(tx, body.service_id);
    const values = columnsOf(body);
    const [created] = await tx
      .insert(sops)
      .values({ ...values, status: 'draft', createdAt: now, updatedAt: now })
      .returning({ id: sops.id });
    await auditChange(tx, { actor, now, action: 'sop.create', entity: 'sop', entityId: created!.id, changes: { ...values, status: 'draft' } });
    return created!.id;
  });
}

/** Replaces a draft's title, service and steps; published and archived SOPs are not edited. */
export async function updateSop(db: Db, id: number, body: UpdateSop, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSop(tx, id, body.version);
    if (current.status !== SOP_EDITABLE_STATUS) throw conflict('INVALID_TRANSITION', SOP_NOT_EDITABLE_MESSAGE);
    if (body.service_id !== current.serviceId) await assertServiceExists(tx, body.service_id);
    const values = columnsOf(body);
    await auditedUpdate(tx, sops, current, values, { actor, now, action: 'sop.update', entity: 'sop', changes: changedFields(snapshot(current), values) });
  });
}

/** Publish or archive, following the state machine with optimistic concurrency. */
export async function changeSopStatus(db: Db, id: number, action: SopAction, version: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const sop = await lockSop(tx, id, version);
    const current = sop.status as SopStatus;
    const next = nextSopStatus(current, action);
    if (next === null) throw conflict('INVALID_TRANSITION', `“${sop.title}” is ${current}; ${ACTION_RULES[action]}`);
    await auditedUpdate(tx, sops, sop, { status: next }, { actor, now, action: `sop.${action}`, entity: 'sop', changes: { status: { from: current, to: next } } });
  });
}

/** Deletes a draft (softly: Undo restores it); published and archived SOPs stay (archive instead). Answers it as written. */
export async function deleteSop(db: Db, id: number, version: number | undefined, actor: Actor, now: Date): Promise<SopRow> {
  return db.transaction(async (tx) => {
    const current = await lockSop(tx, id, version);
    if (current.status !== SOP_EDITABLE_STATUS) throw conflict('INVALID_TRANSITION', SOP_NOT_DELETABLE_MESSAGE);
    return softDeleteRow(tx, sops, current, { actor, now, action: 'sop.delete', entity: 'sop', changes: { ...snapshot(current), status: current.status } });
  });
}

/** Undoes a delete while the SOP is as the delete left it (`version`). */
export async function restoreSop(db: Db, id: number, version: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await restoreRow(tx, sops, { id, version, notFound: SOP_NOT_FOUND, notDeleted: 'This SOP is not deleted' }, { actor, now, action: 'sop.restore', entity: 'sop' });
  });
}
