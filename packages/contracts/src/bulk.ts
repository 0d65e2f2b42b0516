import { z } from 'zod';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from './limits';

/**
 * The most rows one bulk call acts on, by ids or by filter. It bounds the call's time (1000 leaves
 * took 2.7 s on PostgreSQL, each in its own transaction); a filter matching more asks to narrow it.
 */
export const BULK_MAX_ITEMS = 1000;

/** How a bulk call names its rows in messages: "Select at least one review". */
export interface BulkNoun {
  one: string;
  many: string;
}

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
    .refine((items) => new Set(items.map((one) => one.id)).size === items.length, { error: `Each ${noun.one} may be listed once` });
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
  if ((body.items === undefined) === (body.filter === undefined)) ctx.addIssue({ code: 'custom', message: 'Give either items or filter', path: ['items'] });
  if (body.filter !== undefined && body.expected_count === undefined) {
    ctx.addIssue({ code: 'custom', message: `Give the count of ${noun.many} you saw matching`, path: ['expected_count'] });
  }
}

/** What happened to one row: done, or refused with the code and message its single action answers. */
export const bulkResultSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(['done', 'refused']),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkResponseSchema = z.object({
  results: z.array(bulkResultSchema),
  done: z.number().int(),
  refused: z.number().int(),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

/** The fields of a list's query that are not filters: what a bulk `filter` leaves out. */
export const NOT_FILTERS = { page: true, page_size: true, sort: true } as const;
export const NOT_CURSOR_FILTERS = { ...NOT_FILTERS, cursor: true } as const;
