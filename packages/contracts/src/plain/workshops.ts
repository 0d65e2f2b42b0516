// The workshop list's sort keys, without zod: the console's lists use them without loading any schema (plain/index.ts).

/** Sort keys a workshop list accepts (prefix "-" for descending). */
export const WORKSHOP_SORTS = ['name', 'city', 'rating', 'worker_count', 'created_at', 'status'] as const;
