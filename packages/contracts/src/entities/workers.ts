import { z } from 'zod';
import { phoneSchema } from '../auth';
import { listQuerySchema } from '../api';
import { dateSchema, namedRefSchema, recordStatusSchema, requiredText, versionSchema } from './common';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { bulkSelectionShape, checkBulkSelection } from '../bulk';
import { NOT_FILTERS } from '../plain/bulk';
import { BULK_WORKER_ACTIONS, ID_PROOF_TYPES, WORKER_SKILLS } from '../plain/workers';

export const workerSkillSchema = z.enum(WORKER_SKILLS);
export const idProofTypeSchema = z.enum(ID_PROOF_TYPES);

/** Worker status as shown: on_leave is derived from an approved leave covering today. */
export const workerDisplayStatusSchema = z.enum(['active', 'on_leave', 'inactive']);

export const workerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  photo_url: z.string().nullable(),
  workshop: namedRefSchema,
  skills: z.array(workerSkillSchema),
  id_proof_type: idProofTypeSchema,
  /** Masked ("XXXXXXXX1234") in lists; whole only on the profile for super and workshop admins; null for society managers. */
  id_proof_number: z.string().nullable(),
  joined_on: z.string(),
  status: recordStatusSchema,
  display_status: workerDisplayStatusSchema,
  rating: z.number().nullable(),
  societies: z.array(namedRefSchema),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Worker = z.infer<typeof workerSchema>;

const workerFields = {
  name: requiredText('Name', 80),
  phone: phoneSchema,
  /** A set: each skill once, however often it was sent. */
  skills: z
    .array(workerSkillSchema)
    .min(1, { error: 'Choose at least one skill' })
    .max(WORKER_SKILLS.length * 2, { error: `A worker has at most ${WORKER_SKILLS.length} skills` })
    .transform((skills) => [...new Set(skills)]),
  id_proof_type: idProofTypeSchema,
  id_proof_number: z
    .string({ error: 'ID proof number is required' })
    .max(40, { error: 'ID proof number: 6 to 20 letters or digits' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,20}$/, { error: 'ID proof number: 6 to 20 letters or digits' }),
  joined_on: dateSchema('Joined on'),
};

/** workshop_id: required from a super admin; a workshop admin's own workshop is used otherwise. */
export const createWorkerBodySchema = z.object({ ...workerFields, workshop_id: z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional() });
export type CreateWorkerBody = z.input<typeof createWorkerBodySchema>;

export const updateWorkerBodySchema = z.object({ ...workerFields, version: versionSchema });
export type UpdateWorkerBody = z.input<typeof updateWorkerBodySchema>;

export const setWorkerSocietiesBodySchema = z.object({ society_ids: z.array(z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX)).max(50), version: versionSchema });

export const workerListQuerySchema = listQuerySchema.extend({
  status: workerDisplayStatusSchema.optional(),
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  society_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  skill: workerSkillSchema.optional(),
});
export type WorkerListQuery = z.infer<typeof workerListQuerySchema>;

/** The worker list's filters, as a bulk status change names "every worker matching". */
export const workerFilterSchema = workerListQuerySchema.omit(NOT_FILTERS);
export type WorkerFilter = z.infer<typeof workerFilterSchema>;
const WORKER_NOUN = { one: 'worker', many: 'workers' };

/** Deactivate or reactivate many workers at once. */
export const bulkWorkerBodySchema = z
  .object({ action: z.enum(BULK_WORKER_ACTIONS), ...bulkSelectionShape(WORKER_NOUN, workerFilterSchema) })
  .superRefine((body, ctx) => checkBulkSelection(body, ctx, WORKER_NOUN));
export type BulkWorkerBody = z.input<typeof bulkWorkerBodySchema>;
