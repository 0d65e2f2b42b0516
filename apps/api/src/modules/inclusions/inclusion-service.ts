import type { createInclusionBodySchema, updateInclusionBodySchema } from '@carcare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { serviceInclusionLinks, serviceInclusions } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { auditChange, changedFields } from '../../db/audit-trail';
import { lockLiveRow, restoreRow, softDeleteRow } from '../../db/soft-delete';
import { auditedUpdate } from '../../db/versioned-write';
import { conflict } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';

type CreateInclusion = z.output<typeof createInclusionBodySchema>;
type UpdateInclusion = z.output<typeof updateInclusionBodySchema>;
type InclusionRow = typeof serviceInclusions.$inferSelect;

export const INCLUSION_NOT_FOUND = 'Inclusion not found';

function rethrowDuplicateName(error: unknown, name: string): never {
  if (uniqueViolationConstraint(error) !== null) throw conflict('DUPLICATE', `An inclusion named “${name}” already exists`);
  throw error;
}

function columnsOf(body: CreateInclusion) {
  return { name: body.name, description: body.description, active: body.active };
}

const lockInclusion = (tx: Executor, id: number, version?: number): Promise<InclusionRow> => lockLiveRow(tx, serviceInclusions, { id, version, notFound: INCLUSION_NOT_FOUND });

export async function createInclusion(db: Db, body: CreateInclusion, actor: Actor, now: Date): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const values = columnsOf(body);
      const [created] = await tx
        .insert(serviceInclusions)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning({ id: serviceInclusions.id });
      await auditChange(tx, { actor, now, action: 'service_inclusion.create', entity: 'service_inclusion', entityId: created!.id, changes: values });
      return created!.id;
    });
  } catch (error) {
    rethrowDuplicateName(error, body.name);
  }
}

export async function updateInclusion(db: Db, id: number, body: UpdateInclusion, actor: Actor, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockInclusion(tx, id, body.version);
      const values = columnsOf(body);
      await auditedUpdate(tx, serviceInclusions, current, values, { actor, now, action: 'service_inclusion.update', entity: 'service_inclusion', changes: changedFields(columnsOf(current), values) });
    });
  } catch (error) {
    rethrowDuplicateName(error, body.name);
  }
}

/**
 * Deletes an inclusion no service uses (softly: Undo restores it, and its name is free meanwhile).
 * One in use answers 409 IN_USE: deactivating keeps the services that include it intact. Service
 * writes share-lock the inclusions they link, so the lock taken here makes the count and the delete
 * agree. Answers it as written.
 */
export async function deleteInclusion(db: Db, id: number, version: number | undefined, actor: Actor, now: Date): Promise<InclusionRow> {
  return db.transaction(async (tx) => {
    const current = await lockInclusion(tx, id, version);
    const [usage] = await tx.select({ count: sql<number>`count(*)::int` }).from(serviceInclusionLinks).where(eq(serviceInclusionLinks.inclusionId, id));
    const serviceCount = Number(usage?.count ?? 0);
    if (serviceCount > 0) {
      throw conflict('IN_USE', `“${current.name}” is included in ${serviceCount} ${serviceCount === 1 ? 'service' : 'services'}; deactivate it instead`);
    }
    return softDeleteRow(tx, serviceInclusions, current, { actor, now, action: 'service_inclusion.delete', entity: 'service_inclusion', changes: columnsOf(current) });
  });
}

/** Undoes a delete while the inclusion is as the delete left it (`version`); a name taken meanwhile answers 409 DUPLICATE. */
export async function restoreInclusion(db: Db, id: number, version: number, actor: Actor, now: Date): Promise<void> {
  let name = '';
  try {
    await db.transaction(async (tx) => {
      const restored = await restoreRow(tx, serviceInclusions, { id, version, notFound: INCLUSION_NOT_FOUND, notDeleted: 'This inclusion is not deleted' }, { actor, now, action: 'service_inclusion.restore', entity: 'service_inclusion' });
      name = restored.name;
    });
  } catch (error) {
    rethrowDuplicateName(error, name);
  }
}
