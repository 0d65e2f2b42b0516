import { z } from 'zod';
import { fieldCodeParams } from '../fieldErrors';
import { listQuerySchema } from '../api';
import { deletedFilterSchema, namedRefSchema, requiredText, versionSchema } from './common';
import { DB_INTEGER_MAX } from '../limits';
import { SOP_MAX_STEPS, SOP_STATUSES, SOP_STEP_MAX, SOP_TITLE_MAX } from '../plain/sops';

export const sopStatusSchema = z.enum(SOP_STATUSES);

export const sopSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  service: namedRefSchema.nullable(),
  /** In the order they are followed. */
  steps: z.array(z.string()),
  status: sopStatusSchema,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Sop = z.infer<typeof sopSchema>;

/**
 * The ordered steps: 1 to 50, each non-empty text of at most 300 characters once trimmed. Each
 * problem names its step ("Step 2 is empty") on the path of that step (`steps.1`).
 */
export const sopStepsSchema = z
  .array(z.string({ error: 'Each step must be text' }).max(SOP_STEP_MAX * 4, { error: `Each step must be at most ${SOP_STEP_MAX} characters` }), { error: 'Add at least one step' })
  .min(1, { error: 'Add at least one step' })
  .max(SOP_MAX_STEPS, { error: `An SOP can have at most ${SOP_MAX_STEPS} steps` })
  .superRefine((steps, ctx) => {
    steps.forEach((step, index) => {
      const text = step.trim();
      if (text === '') ctx.addIssue({ code: 'custom', path: [index], message: `Step ${index + 1} is empty`, params: fieldCodeParams('required', { step: index + 1 }) });
      else if (text.length > SOP_STEP_MAX) ctx.addIssue({ code: 'custom', path: [index], message: `Step ${index + 1} must be at most ${SOP_STEP_MAX} characters`, params: fieldCodeParams('too_long', { step: index + 1, max: SOP_STEP_MAX }) });
    });
  })
  .transform((steps) => steps.map((step) => step.trim()));

const sopFields = {
  title: requiredText('Title', SOP_TITLE_MAX),
  /** The catalogue service it is for, or null for a general procedure. */
  service_id: z.number({ error: 'Choose a service' }).int({ error: 'Choose a service' }).positive({ error: 'Choose a service' }).max(DB_INTEGER_MAX).nullable().default(null),
  steps: sopStepsSchema,
};

/** A new SOP always starts as a draft. */
export const createSopBodySchema = z.object(sopFields);
export type CreateSopBody = z.input<typeof createSopBodySchema>;
/** Replaces title, service and steps of a draft (any other status answers 409 INVALID_TRANSITION). */
export const updateSopBodySchema = z.object({ ...sopFields, version: versionSchema });
export type UpdateSopBody = z.input<typeof updateSopBodySchema>;

/** publish / archive: the version the caller saw. */
export const sopActionBodySchema = z.object({ version: versionSchema });

export const sopListQuerySchema = listQuerySchema.extend({
  status: sopStatusSchema.optional(),
  service_id: z.coerce.number().int().positive().max(DB_INTEGER_MAX).optional(),
  deleted: deletedFilterSchema,
});
export type SopListQuery = z.infer<typeof sopListQuerySchema>;
