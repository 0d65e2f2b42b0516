// The society list's sort keys, without zod: the console's lists use them without loading any schema (plain/index.ts).

export const SOCIETY_SORTS = ['name', 'city', 'flats', 'worker_count', 'created_at', 'status'] as const;
