import { auditEvents } from './schema';
import type { Executor } from './transaction';

/** Who makes a change: an admin (null: the command line or the system), and from where. */
export interface AuditActor {
  id: number | null;
  ip?: string | null;
}

/**
 * One event of the audit trail: who (`actor`) did what (`action`) to which row (`entity`,
 * `entityId`), when (`now`), and what changed. Never holds codes or tokens.
 */
export interface AuditedChange {
  actor: AuditActor;
  now: Date;
  action: string;
  entity: string;
  entityId: number | null;
  changes?: Record<string, unknown> | null;
}

/**
 * Appends one audit event. Called inside the transaction that makes the change, so the change and
 * its event are written together or not at all.
 */
export async function auditChange(db: Executor, change: AuditedChange): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: change.actor.id,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    changes: change.changes ?? null,
    at: change.now,
    ip: change.actor.ip ?? null,
  });
}

/** The fields whose value differs, as {field: {from, to}} (arrays and dates compared by value). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) diff[field] = { from: from ?? null, to: to ?? null };
  }
  return diff;
}
