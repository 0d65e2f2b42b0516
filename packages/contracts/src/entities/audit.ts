import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { dateQuerySchema } from './common';
import { DB_INTEGER_MAX } from '../limits';

/** Who made a recorded change; null for the system (seeding, jobs). */
export const auditActorSchema = z.object({ id: z.number().int(), name: z.string(), user_type: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * One recorded change. `changes` holds the changed fields: `{field: {from, to}}` for an edit or a
 * state change, `{field: value}` for what a new record was created with.
 */
export const auditEventSchema = z.object({
  id: z.number().int(),
  actor: auditActorSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The audit log: newest first; from/to are India dates on `at` (inclusive). */
export const auditListQuerySchema = cursorListQuerySchema.omit({ sort: true, q: true }).extend({
  actor_id: z.coerce.number({ error: 'actor_id must be a number' }).int().positive().max(DB_INTEGER_MAX).optional(),
  entity: z.string().trim().max(64).optional(),
  entity_id: z.coerce.number({ error: 'entity_id must be a number' }).int().positive().max(DB_INTEGER_MAX).optional(),
  action: z.string().trim().max(64).optional(),
  from: dateQuerySchema('from'),
  to: dateQuerySchema('to'),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** The choices of the audit log's filters: the entity kinds and the admins that have recorded changes. */
export const auditFacetsSchema = z.object({
  entities: z.array(z.string()),
  actors: z.array(auditActorSchema),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

/** One record's history (its audit events), newest first: paged as the log, without its filters. */
export const recordHistoryQuerySchema = cursorListQuerySchema.omit({ sort: true, q: true });
export type RecordHistoryQuery = z.infer<typeof recordHistoryQuerySchema>;
