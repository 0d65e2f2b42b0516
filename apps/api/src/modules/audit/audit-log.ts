import type { Executor } from '../../db/transaction';
import { auditEvents } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  changes?: Record<string, unknown> | null;
  at: Date;
  ip?: string | null;
}

/** Appends one audit event. Never records codes or tokens. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: entry.changes ?? null,
    at: entry.at,
    ip: entry.ip ?? null,
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
