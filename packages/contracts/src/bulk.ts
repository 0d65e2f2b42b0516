import { z } from 'zod';
import { fieldCodeParams } from './fieldErrors';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from './limits';
import { BULK_JOB_STATUSES, BULK_LISTS, BULK_MAX_ITEMS, BULK_REFUSALS_PAGE_MAX, type BulkJob, type BulkNoun, type BulkResponse, type BulkResult } from './plain/bulk';

const idSchema = z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX);
/** A row the caller ticked, at the version it saw (the single action's optimistic check). */
export const bulkVersionedItemSchema = z.object({ id: idSchema, version: z.number().int() });
/** A row of a table without versions (notifications): its id alone. */
export const bulkIdItemSchema = z.object({ id: idSchema });
export type BulkItem = z.infer<typeof bulkIdItemSchema> & { version?: number };

function itemsSchema<I extends z.ZodType<{ id: number }>>(item: I, noun: BulkNoun) {
  return z
    .array(item)
    .min(1, { error: `Select at least one ${noun.one}` })
    .max(BULK_MAX_ITEMS, { error: `Select at most ${BULK_MAX_ITEMS} ${noun.many} at once` })
    .refine((items) => new Set(items.map((one) => one.id)).size === items.length, { error: `Each ${noun.one} may be listed once`, params: fieldCodeParams('duplicate_item') });
}

/**
 * The fields by which every bulk body says what it acts on: either `items` (ids, with the versions
 * the caller saw where the table has versions) or `filter` (the list's own filters) with the
 * `expected_count` the caller saw matching. Spread into the action's z.object, then check it with
 * `checkBulkSelection`.
 */
export function bulkSelectionShape<F extends z.ZodType>(noun: BulkNoun, filter: F) {
  return {
    items: itemsSchema(bulkVersionedItemSchema, noun).optional(),
    filter: filter.optional(),
    expected_count: z.number().int().min(1).max(DB_INTEGER_MAX).optional(),
  };
}

/** The same, for a table without versions: items are ids only. */
export function bulkIdSelectionShape<F extends z.ZodType>(noun: BulkNoun, filter: F) {
  return {
    items: itemsSchema(bulkIdItemSchema, noun).optional(),
    filter: filter.optional(),
    expected_count: z.number().int().min(1).max(DB_INTEGER_MAX).optional(),
  };
}

/** Either items or a filter, and a filter comes with the count the caller saw. */
export function checkBulkSelection(body: { items?: unknown; filter?: unknown; expected_count?: number }, ctx: z.RefinementCtx, noun: BulkNoun): void {
  if ((body.items === undefined) === (body.filter === undefined)) ctx.addIssue({ code: 'custom', message: 'Give either items or filter', path: ['items'], params: fieldCodeParams('items_or_filter') });
  if (body.filter !== undefined && body.expected_count === undefined) {
    ctx.addIssue({ code: 'custom', message: `Give the count of ${noun.many} you saw matching`, path: ['expected_count'], params: fieldCodeParams('required') });
  }
}

// What these three parse to is written out in plain/bulk.ts, where isBulkJob needs it without zod:
// `satisfies` has the compiler check that the two stay the same.
/** What happened to one row: done, or refused with the code and message its single action answers. */
export const bulkResultSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(['done', 'refused']),
  code: z.string().optional(),
  message: z.string().optional(),
}) satisfies z.ZodType<BulkResult>;

export const bulkResponseSchema = z.object({
  results: z.array(bulkResultSchema),
  done: z.number().int(),
  refused: z.number().int(),
}) satisfies z.ZodType<BulkResponse>;

/** A bulk action by filter over more than BULK_MAX_ITEMS rows, worked through on the server: how far it got. */
export const bulkJobSchema = z.object({
  id: z.number().int(),
  list: z.enum(BULK_LISTS),
  /** The list's bulk action: hide, publish, deactivate, reactivate, assign, read, approve, reject. */
  action: z.string(),
  status: z.enum(BULK_JOB_STATUSES),
  /** The rows the filter matched when the job was asked for. */
  total: z.number().int(),
  processed: z.number().int(),
  done: z.number().int(),
  refused: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Why a failed job stopped (the server stopped, an unexpected error); null otherwise. */
  error: z.string().nullable(),
}) satisfies z.ZodType<BulkJob>;

/**
 * The caller's latest bulk job while it runs or shortly after it ended (an admin runs one at a
 * time): a page reloaded meanwhile follows it again, or shows how it ended.
 */
export const latestBulkJobSchema = z.object({ job: bulkJobSchema.nullable() });
export type LatestBulkJob = z.infer<typeof latestBulkJobSchema>;

/** A row a bulk job refused: its id, and the code and message its single action answered. */
export const bulkJobRefusalSchema = z.object({ id: z.number().int(), code: z.string(), message: z.string() });
export type BulkJobRefusal = z.infer<typeof bulkJobRefusalSchema>;

export const bulkJobRefusalsQuerySchema = z.object({
  /** The id of the last refused row of the previous page (rows come in id order). */
  after: z.coerce.number().int().min(0).max(DB_INTEGER_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(BULK_REFUSALS_PAGE_MAX).default(BULK_REFUSALS_PAGE_MAX),
});
export const bulkJobRefusalsSchema = z.object({
  data: z.array(bulkJobRefusalSchema),
  /** The `after` of the next page; null on the last one. */
  next_after: z.number().int().nullable(),
});
export type BulkJobRefusals = z.infer<typeof bulkJobRefusalsSchema>;
