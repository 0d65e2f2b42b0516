import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { namedRefSchema, requiredText, versionSchema } from './common';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { bulkSelectionShape, checkBulkSelection } from '../bulk';
import { NOT_CURSOR_FILTERS } from '../plain/bulk';
import { MAX_RATING, MIN_RATING, MODERATION_REASON_MAX, REVIEW_ACTIONS, REVIEW_REPLY_MAX, REVIEW_STATUSES } from '../plain/reviews';

export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export const reviewActionSchema = z.enum(REVIEW_ACTIONS);

export const reviewSchema = z.object({
  id: z.number().int(),
  request: z.object({ id: z.number().int(), code: z.string() }),
  workshop: namedRefSchema,
  worker: namedRefSchema.nullable(),
  customer_name: z.string(),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  status: reviewStatusSchema,
  /** Why it was last hidden or published again; null until moderated. */
  moderation_reason: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The review of one request: null until the customer writes one (not an error, so not a 404). */
export const requestReviewSchema = z.object({ review: reviewSchema.nullable() });
export type RequestReview = z.infer<typeof requestReviewSchema>;

export const reviewListQuerySchema = cursorListQuerySchema.extend({
  rating: z.coerce.number().int().min(MIN_RATING, { error: 'Rating must be from 1 to 5' }).max(MAX_RATING, { error: 'Rating must be from 1 to 5' }).optional(),
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  status: reviewStatusSchema.optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** Hide or publish: the version the caller saw and why (shown to whoever looks at it later). */
export const moderateReviewBodySchema = z.object({
  version: versionSchema,
  reason: requiredText('Reason', MODERATION_REASON_MAX),
});
export type ModerateReviewBody = z.input<typeof moderateReviewBodySchema>;

/** The workshop's one public answer to a review. */
export const replyReviewBodySchema = z.object({
  version: versionSchema,
  reply: requiredText('Reply', REVIEW_REPLY_MAX),
});
export type ReplyReviewBody = z.input<typeof replyReviewBodySchema>;

/** The review list's filters, as a bulk moderation names "every review matching". */
export const reviewFilterSchema = reviewListQuerySchema.omit(NOT_CURSOR_FILTERS);
export type ReviewFilter = z.infer<typeof reviewFilterSchema>;
const REVIEW_NOUN = { one: 'review', many: 'reviews' };

/** Hide or publish many reviews at once, with one reason for all (the single action requires one). */
export const bulkReviewBodySchema = z
  .object({
    action: reviewActionSchema,
    reason: requiredText('Reason', MODERATION_REASON_MAX),
    ...bulkSelectionShape(REVIEW_NOUN, reviewFilterSchema),
  })
  .superRefine((body, ctx) => checkBulkSelection(body, ctx, REVIEW_NOUN));
export type BulkReviewBody = z.input<typeof bulkReviewBodySchema>;
