import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { phoneSchema } from '../auth';
import { dateQuerySchema, namedRefSchema, requiredText, versionSchema } from './common';
import { requestStatusSchema } from './requests';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { CONCERN_ACTIONS, CONCERN_AUTHOR_KINDS, CONCERN_CATEGORIES, CONCERN_CHANNELS, CONCERN_DESCRIPTION_MAX, CONCERN_MESSAGE_MAX, CONCERN_PRIORITIES, CONCERN_STATUSES, CONCERN_SUBJECT_MAX, REQUEST_CODE_INPUT } from '../plain/concerns';

export const concernStatusSchema = z.enum(CONCERN_STATUSES);
export const concernPrioritySchema = z.enum(CONCERN_PRIORITIES);
export const concernCategorySchema = z.enum(CONCERN_CATEGORIES);
export const concernChannelSchema = z.enum(CONCERN_CHANNELS);
export const concernActionSchema = z.enum(CONCERN_ACTIONS);

/** One list row. */
export const userConcernSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  category: concernCategorySchema,
  subject: z.string(),
  priority: concernPrioritySchema,
  status: concernStatusSchema,
  channel: concernChannelSchema,
  workshop: namedRefSchema.nullable(),
  request: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserConcern = z.infer<typeof userConcernSchema>;

export const concernMessageSchema = z.object({
  id: z.number().int(),
  author_kind: z.enum(CONCERN_AUTHOR_KINDS),
  /** The staff member who wrote it; null for the customer. */
  author_admin_id: z.number().int().nullable(),
  author_name: z.string(),
  body: z.string(),
  at: z.string(),
});
export type ConcernMessage = z.infer<typeof concernMessageSchema>;

/** GET /api/v1/concerns/:id: the concern, its thread (oldest first) and what it is about. */
export const userConcernDetailsSchema = userConcernSchema.extend({
  description: z.string(),
  request: z.object({ id: z.number().int(), code: z.string(), status: requestStatusSchema }).nullable(),
  created_by: namedRefSchema.nullable(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  messages: z.array(concernMessageSchema),
});
export type UserConcernDetails = z.infer<typeof userConcernDetailsSchema>;

export const concernListQuerySchema = cursorListQuerySchema.extend({
  status: concernStatusSchema.optional(),
  priority: concernPrioritySchema.optional(),
  category: concernCategorySchema.optional(),
  /** Created on or after this India date. */
  from: dateQuerySchema('From'),
  /** Created on or before this India date. */
  to: dateQuerySchema('To'),
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
});
export type ConcernListQuery = z.infer<typeof concernListQuerySchema>;
/**
 * A concern received by phone, logged by staff. The related request is optional (its code or id);
 * when given, its workshop is the concern's. workshop_id: a super admin's choice when no request
 * is named (a workshop admin's concern is always its own workshop's).
 */
export const createConcernBodySchema = z.object({
  customer_name: requiredText('Customer name', 80),
  customer_phone: phoneSchema,
  category: concernCategorySchema,
  subject: requiredText('Subject', CONCERN_SUBJECT_MAX),
  description: requiredText('Description', CONCERN_DESCRIPTION_MAX),
  priority: concernPrioritySchema.default('medium'),
  request_code: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().regex(REQUEST_CODE_INPUT, { error: 'Request code must look like SR-000123' }).optional())
    .nullable()
    .optional(),
  request_id: z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).nullable().optional(),
  workshop_id: z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).nullable().optional(),
});
export type CreateConcernBody = z.input<typeof createConcernBodySchema>;

/** A staff reply added to the thread. */
export const replyConcernBodySchema = z.object({
  version: versionSchema,
  body: requiredText('Reply', CONCERN_MESSAGE_MAX),
});
export type ReplyConcernBody = z.input<typeof replyConcernBodySchema>;

export const concernPriorityBodySchema = z.object({
  version: versionSchema,
  priority: concernPrioritySchema,
});
export type ConcernPriorityBody = z.input<typeof concernPriorityBodySchema>;

/** start, resolve, close, reopen: the version the caller saw. */
export const concernTransitionBodySchema = z.object({ version: versionSchema });
export type ConcernTransitionBody = z.input<typeof concernTransitionBodySchema>;
