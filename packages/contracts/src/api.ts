import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

/**
 * One field's problem in a 400: `message` is the API's English sentence; `code` (one of
 * FIELD_ERROR_CODES, always sent by this API) and `params` let a client say it in its own language.
 * `code` is optional here so that bodies from before it existed still parse.
 */
export const fieldErrorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A job a conflict names (409 LEAVE_HAS_JOBS): which one, and when. */
export const conflictJobDetailSchema = z.object({ id: z.number().int(), code: z.string(), scheduled_at: z.string() });
export type ConflictJobDetail = z.infer<typeof conflictJobDetailSchema>;

/** Error body of every failed API call (DESIGN §2). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(fieldErrorDetailSchema).optional(),
});

/** A 409 that names the jobs in the way (LEAVE_HAS_JOBS), or any other error body. */
export const jobConflictErrorSchema = apiErrorSchema.extend({
  details: z.array(z.union([fieldErrorDetailSchema, conflictJobDetailSchema])).optional(),
});
export type JobConflictError = z.infer<typeof jobConflictErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Query of every list endpoint: page, page_size, sort, q (DESIGN §2). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * Query of a list that can grow to millions of rows: besides its page number, a page may be asked
 * by `cursor`, the next_cursor or prev_cursor of the page beside it, which the server reads off its
 * index from there whatever the depth (keyset paging). `page` still says which page it is.
 */
export const cursorListQuerySchema = listQuerySchema.extend({
  cursor: z.string().max(400).optional(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_is_estimate: z.boolean().optional(),
    /** The next page by keyset (lists with `cursor`), when there may be one. */
    next_cursor: z.string().optional(),
    /** The previous page by keyset, when there is one and the sort allows it. */
    prev_cursor: z.string().optional(),
  });
}
