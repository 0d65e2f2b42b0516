import type { createReasonBodySchema, moveReasonBodySchema, updateReasonBodySchema } from '@carcare/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cancellationReasons, serviceRequests } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange, changedFields } from '../../db/audit-trail';
import { nextAfterMax } from '../../db/next-after-max';
import { deletedWhere, lockLiveRow, restoreRow, softDeleteRow } from '../../db/soft-delete';
import { auditedUpdate, updateVersioned } from '../../db/versioned-write';
import { conflict } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';

type CreateReason = z.output<typeof createReasonBodySchema>;
type UpdateReason = z.output<typeof updateReasonBodySchema>;
type MoveReason = z.output<typeof moveReasonBodySchema>;
type ReasonRow = typeof cancellationReasons.$inferSelect;

export const REASON_NOT_FOUND = 'Cancellation reason not found';
/** Gap between neighbours, so the order reads 10, 20, 30… */
export const SORT_ORDER_STEP = 10;

/**
 * Adding and moving reasons read the order and then write it; this lock makes every write to the
 * table take turns (reads go on), so two new reasons never get the same place. Edits take it too:
 * a move waiting on an edit's row lock while the edit waits on the table would deadlock.
 */
async function lockOrder(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table ${cancellationReasons} in share row exclusive mode`);
}

const lockReason = (tx: Executor, id: number, version: number | undefined): Promise<ReasonRow> => lockLiveRow(tx, cancellationReasons, { id, version, notFound: REASON_NOT_FOUND });

function columnsOf(body: CreateReason) {
  return { text: body.text, audience: body.audience, active: body.active };
}

/** Adds a reason at the end of the order (after the deleted ones too, so a restored reason finds its place free). */
export async function createReason(db: Db, body: CreateReason, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOrder(tx);
    const sortOrder = await nextAfterMax(tx, cancellationReasons.sortOrder, SORT_ORDER_STEP);
    const values = columnsOf(body);
    const [created] = await tx
      .insert(cancellationReasons)
      .values({ ...values, sortOrder, createdAt: now, updatedAt: now })
      .returning({ id: cancellationReasons.id });
    await auditChange(tx, { actor, now, action: 'cancellation_reason.create', entity: 'cancellation_reason', entityId: created!.id, changes: { ...values, sortOrder } });
    return created!.id;
  });
}

export async function updateReason(db: Db, id: number, body: UpdateReason, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const current = await lockReason(tx, id, body.version);
    const values = columnsOf(body);
    await auditedUpdate(tx, cancellationReasons, current, values, {
      actor,
      now,
      action: 'cancellation_reason.update',
      entity: 'cancellation_reason',
      changes: changedFields({ text: current.text, audience: current.audience, active: current.active }, values),
    });
  });
}

/** Moves a reason one place up or down: it swaps places with its neighbour, both in one transaction. */
export async function moveReason(db: Db, id: number, body: MoveReason, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const moving = await lockReason(tx, id, body.version);
    const up = body.direction === 'up';
    // The neighbour in (sort_order, id) order, the list's own order.
    const beside = up
      ? sql`(${cancellationReasons.sortOrder}, ${cancellationReasons.id}) < (${moving.sortOrder}, ${moving.id})`
      : sql`(${cancellationReasons.sortOrder}, ${cancellationReasons.id}) > (${moving.sortOrder}, ${moving.id})`;
    const [neighbour] = await tx
      .select()
      .from(cancellationReasons)
      .where(and(deletedWhere(cancellationReasons), beside))
      .orderBy(...(up ? [desc(cancellationReasons.sortOrder), desc(cancellationReasons.id)] : [asc(cancellationReasons.sortOrder), asc(cancellationReasons.id)]))
      .limit(1)
      .for('update');
    if (!neighbour) throw conflict('INVALID_TRANSITION', `“${moving.text}” is already ${up ? 'first' : 'last'}`);
    // Equal places (never written by this API) would make a swap a no-op: step past the neighbour instead.
    const movedTo = neighbour.sortOrder !== moving.sortOrder ? neighbour.sortOrder : neighbour.sortOrder + (up ? -1 : 1);
    await auditedUpdate(tx, cancellationReasons, moving, { sortOrder: movedTo }, {
      actor,
      now,
      action: 'cancellation_reason.move',
      entity: 'cancellation_reason',
      changes: { direction: body.direction, sortOrder: { from: moving.sortOrder, to: movedTo }, swappedWith: { id: neighbour.id, sortOrder: { from: neighbour.sortOrder, to: moving.sortOrder } } },
    });
    await updateVersioned(tx, cancellationReasons, neighbour, { sortOrder: moving.sortOrder }, now);
  });
}

/**
 * Deletes a reason (softly: Undo restores it), which the cancel dialogs then no longer offer. One a
 * cancelled booking gives as its reason stays (switch it off instead): the booking's history names it.
 */
export async function deleteReason(db: Db, id: number, version: number | undefined, actor: Actor, now: Date): Promise<ReasonRow> {
  return db.transaction(async (tx) => {
    await lockOrder(tx);
    const current = await lockReason(tx, id, version);
    const [usage] = await tx.select({ count: sql<number>`count(*)::int` }).from(serviceRequests).where(eq(serviceRequests.cancellationReasonId, id));
    const bookings = Number(usage?.count ?? 0);
    if (bookings > 0) throw conflict('IN_USE', `“${current.text}” is the reason of ${bookings} cancelled ${bookings === 1 ? 'booking' : 'bookings'}; switch it off instead`);
    return softDeleteRow(tx, cancellationReasons, current, { actor, now, action: 'cancellation_reason.delete', entity: 'cancellation_reason', changes: { text: current.text, audience: current.audience, active: current.active, sortOrder: current.sortOrder } });
  });
}

/**
 * Undoes a delete while the reason is as the delete left it (`version`). It comes back in its old
 * place; should another reason hold that place by then, it goes last instead.
 */
export async function restoreReason(db: Db, id: number, version: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const restored = await restoreRow(tx, cancellationReasons, { id, version, notFound: REASON_NOT_FOUND, notDeleted: 'This cancellation reason is not deleted' }, { actor, now, action: 'cancellation_reason.restore', entity: 'cancellation_reason' });
    const [taken] = await tx
      .select({ id: cancellationReasons.id })
      .from(cancellationReasons)
      .where(and(deletedWhere(cancellationReasons), eq(cancellationReasons.sortOrder, restored.sortOrder), sql`${cancellationReasons.id} <> ${id}`))
      .limit(1);
    if (taken) await updateVersioned(tx, cancellationReasons, { id, version: restored.version + 1 }, { sortOrder: await nextAfterMax(tx, cancellationReasons.sortOrder, SORT_ORDER_STEP) }, now);
  });
}
