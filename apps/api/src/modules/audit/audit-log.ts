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
