import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { phoneSchema } from '../auth';
import { dateQuerySchema, namedRefSchema, requiredText, versionSchema } from './common';
import { requestStatusSchema } from './requests';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';

export const CONCERN_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const concernStatusSchema = z.enum(CONCERN_STATUSES);
export type ConcernStatus = z.infer<typeof concernStatusSchema>;

export const CONCERN_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const concernPrioritySchema = z.enum(CONCERN_PRIORITIES);
export type ConcernPriority = z.infer<typeof concernPrioritySchema>;

export const CONCERN_CATEGORIES = ['service_quality', 'payment', 'worker_behaviour', 'booking', 'damage', 'app', 'other'] as const;
export const concernCategorySchema = z.enum(CONCERN_CATEGORIES);
export type ConcernCategory = z.infer<typeof concernCategorySchema>;

/** How a concern reached us: the customer app, or staff logging a call. */
export const CONCERN_CHANNELS = ['app', 'phone'] as const;
export const concernChannelSchema = z.enum(CONCERN_CHANNELS);
export type ConcernChannel = z.infer<typeof concernChannelSchema>;

export const CONCERN_ACTIONS = ['start', 'resolve', 'close', 'reopen'] as const;
export type ConcernAction = (typeof CONCERN_ACTIONS)[number];

/** DESIGN §4: open → in_progress → resolved → closed; resolved → open (reopened). */
export const CONCERN_TRANSITIONS: Readonly<Record<ConcernAction, { from: readonly ConcernStatus[]; to: ConcernStatus }>> = {
  start: { from: ['open'], to: 'in_progress' },
  resolve: { from: ['in_progress'], to: 'resolved' },
  close: { from: ['resolved'], to: 'closed' },
  reopen: { from: ['resolved'], to: 'open' },
};

export function nextConcernStatus(current: ConcernStatus, action: ConcernAction): ConcernStatus | null {
  const rule = CONCERN_TRANSITIONS[action];
  return rule.from.includes(current) ? rule.to : null;
}

export function allowedConcernActions(current: ConcernStatus): ConcernAction[] {
  return CONCERN_ACTIONS.filter((action) => nextConcernStatus(current, action) !== null);
}

/** Human code of a concern, derived from its id: UC-000042. */
export function concernCode(id: number): string {
  return `UC-${String(id).padStart(6, '0')}`;
}

export const concernActionSchema = z.enum(CONCERN_ACTIONS);

/** The console's words for a concern action that the state does not allow (409 INVALID_TRANSITION). */
const STATUS_WORDS: Readonly<Record<ConcernStatus, string>> = { open: 'open', in_progress: 'in progress', resolved: 'resolved', closed: 'closed' };
const ACTION_PAST: Readonly<Record<ConcernAction, string>> = { start: 'started', resolve: 'resolved', close: 'closed', reopen: 'reopened' };

/** "This concern is closed; only in progress concerns can be resolved". */
export function invalidConcernTransitionMessage(current: ConcernStatus, action: ConcernAction): string {
  const allowed = CONCERN_TRANSITIONS[action].from.map((status) => STATUS_WORDS[status]).join(' or ');
  return `This concern is ${STATUS_WORDS[current]}; only ${allowed} concerns can be ${ACTION_PAST[action]}`;
}

/** A closed concern is final: no more replies or priority changes. */
export function concernIsFinal(status: ConcernStatus): boolean {
  return allowedConcernActions(status).length === 0;
}

export const CONCERN_SUBJECT_MAX = 120;
export const CONCERN_DESCRIPTION_MAX = 2000;
export const CONCERN_MESSAGE_MAX = 2000;

export const CONCERN_AUTHOR_KINDS = ['customer', 'staff'] as const;
export type ConcernAuthorKind = (typeof CONCERN_AUTHOR_KINDS)[number];

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
/** Sort keys of the concern list (prefix "-" for descending); `code` sorts by id. */
export const CONCERN_SORTS = ['created_at', 'code'] as const;
export const DEFAULT_CONCERN_SORT = '-created_at';

/** "SR-000123", "sr-123" or "123": the related request of a phone concern. */
export const REQUEST_CODE_INPUT = /^(?:SR-?)?(\d{1,9})$/i;

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
