// The bulk actions' limits, lists and job states, without zod: the console's lists use them without loading any schema (plain/index.ts).

/**
 * The most rows one bulk call acts on, by ids or by filter. It bounds the call's time (each row
 * runs in its own transaction, one after another); a filter matching more asks to narrow it.
 */
export const BULK_MAX_ITEMS = 1000;

/**
 * The most rows one bulk call by filter acts on as a job (a job with progress, since the
 * call would outlast any client's patience): above BULK_MAX_ITEMS the call answers 202 with a job the server works
 * through in batches; above this a filter is refused with 400 asking to narrow it.
 */
export const BULK_JOB_MAX_ITEMS = 100_000;

/** How a bulk call names its rows in messages: "Select at least one review". */
export interface BulkNoun {
  one: string;
  many: string;
}

// What bulkResultSchema, bulkResponseSchema and bulkJobSchema (bulk.ts) parse to, written out so
// that isBulkJob needs no zod; bulk.ts has the compiler check that the schemas agree.
export interface BulkResult {
  id: number;
  outcome: 'done' | 'refused';
  code?: string;
  message?: string;
}

export interface BulkResponse {
  results: BulkResult[];
  done: number;
  refused: number;
}

/** The fields of a list's query that are not filters: what a bulk `filter` leaves out. */
export const NOT_FILTERS = { page: true, page_size: true, sort: true } as const;
export const NOT_CURSOR_FILTERS = { ...NOT_FILTERS, cursor: true } as const;

/** The lists with bulk actions or spreadsheet imports: what a bulk job names as its rows (an import's are the file's row numbers). */
export const BULK_LISTS = ['reviews', 'workers', 'requests', 'notifications', 'leaves', 'workshops', 'societies', 'cancellation-reasons'] as const;
export type BulkList = (typeof BULK_LISTS)[number];

export const BULK_JOB_STATUSES = ['queued', 'running', 'done', 'cancelled', 'failed'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

export interface BulkJob {
  id: number;
  list: BulkList;
  action: string;
  status: BulkJobStatus;
  total: number;
  processed: number;
  done: number;
  refused: number;
  created_at: string;
  finished_at: string | null;
  error: string | null;
}

/** How long after its end a bulk job is still the latest one to show: a reload's time, with room to spare. */
export const BULK_JOB_RECENT_MS = 2 * 60 * 1000;

export const BULK_REFUSALS_PAGE_MAX = 1000;

/** What a bulk call answers: the per-row results (200), or a job to follow (202) for a filter above BULK_MAX_ITEMS. */
export type BulkAnswer = BulkResponse | BulkJob;
export const isBulkJob = (answer: BulkAnswer): answer is BulkJob => 'status' in answer;
