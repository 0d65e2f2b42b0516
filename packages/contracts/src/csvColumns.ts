import { z } from 'zod';
import { fieldCodeParams } from './fieldErrors';

/**
 * The columns each CSV export can write, by key. A key is the field of the list's grid column
 * showing the same thing, so the console sends its visible columns as they are; a key may write
 * more than one CSV column (`customer`: the name and the phone, as the grid's two-line cell). The
 * first key is the row's identity: the console always asks for it.
 */
export const CSV_COLUMN_KEYS = {
  workers: ['id', 'name', 'status', 'phone', 'workshop', 'skills', 'id_proof', 'societies', 'joined_on', 'rating'],
  workshops: ['id', 'name', 'contact', 'admin_name', 'admin_phone', 'address', 'city', 'gstin', 'worker_count', 'rating', 'status', 'created_at'],
  societies: ['id', 'name', 'manager_name', 'manager_phone', 'contact_phone', 'address', 'city', 'blocks', 'flats', 'worker_count', 'status', 'created_at'],
  requests: ['code', 'status', 'scheduled_at', 'customer', 'vehicle', 'service', 'workshop', 'society', 'worker', 'amount_paise', 'payment_status'],
  transactions: ['code', 'created_at', 'kind', 'method', 'amount_paise', 'status', 'workshop', 'request', 'gateway_ref', 'refund_of', 'refunded_paise', 'note', 'created_by'],
  leaves: ['id', 'worker_name', 'workshop', 'start_date', 'end_date', 'days', 'type', 'status', 'reason'],
  reviews: ['id', 'created_at', 'request', 'workshop', 'customer_name', 'rating', 'comment', 'reply', 'status'],
  services: ['id', 'name', 'status', 'category', 'price_hatchback', 'price_sedan', 'price_suv', 'price_muv', 'price_bike', 'duration_minutes', 'requested_by', 'created_at'],
  sops: ['id', 'title', 'status', 'service', 'steps', 'updated_at'],
  'workshop-services': ['id', 'name', 'active', 'category', 'price_hatchback', 'price_sedan', 'price_suv', 'price_muv', 'price_bike'],
  'service-inclusions': ['id', 'name', 'status', 'service_count', 'description'],
  notifications: ['id', 'created_at', 'kind', 'title', 'body', 'read_at'],
  'cancellation-reasons': ['id', 'sort_order', 'text', 'active', 'audience'],
  banners: ['id', 'sort_order', 'title', 'status', 'starts_at', 'ends_at', 'link_url', 'image_url', 'alt_text'],
  'audit-events': ['id', 'at', 'actor', 'action', 'entity', 'changes', 'ip'],
  concerns: ['code', 'status', 'priority', 'subject', 'customer', 'workshop', 'request', 'created_at'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type CsvList = keyof typeof CSV_COLUMN_KEYS;
export type CsvColumnKey<L extends CsvList> = (typeof CSV_COLUMN_KEYS)[L][number];

/**
 * The `columns` parameter of a CSV export: keys of the list's columns, comma-separated, in the
 * order to write them; absent, every column. An unknown key is a 400 naming it and the known ones.
 */
export function csvColumnsParamSchema<L extends CsvList>(list: L) {
  const known: readonly string[] = CSV_COLUMN_KEYS[list];
  return z
    .string()
    .max(1000, { error: `columns are some of ${known.join(', ')}, separated by commas` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const keys = value.split(',').map((key) => key.trim());
      const unknown = keys.filter((key) => !known.includes(key));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown column ${unknown.join(', ')}; use ${known.join(', ')}`, params: fieldCodeParams('invalid_choice') });
        return z.NEVER;
      }
      return [...new Set(keys)] as CsvColumnKey<L>[];
    });
}

/** The file formats a list exports to: CSV (UTF-8 with a BOM) or an Excel workbook of one sheet. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_LISTS = Object.keys(CSV_COLUMN_KEYS) as CsvList[];
/** A bound on an export's query: the list's filters, sort and columns, as its URL writes them. */
export const MAX_EXPORT_QUERY = 2000;

/** `POST /api/v1/exports`: which list, which format, and the list's query (filters, sort, `columns`) as a URL query. */
export const createExportBodySchema = z.object({
  list: z.enum(Object.keys(CSV_COLUMN_KEYS) as [CsvList, ...CsvList[]], { error: `list is one of ${Object.keys(CSV_COLUMN_KEYS).join(', ')}` }),
  format: z.enum(EXPORT_FORMATS, { error: 'format is csv or xlsx' }),
  query: z.string().max(MAX_EXPORT_QUERY, { error: `query is at most ${MAX_EXPORT_QUERY} characters` }).default(''),
});
export type CreateExportBody = z.input<typeof createExportBodySchema>;

export const EXPORT_STATUSES = ['ready', 'streaming', 'done', 'cancelled', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Where an export stands: what the console's progress shows. */
export const exportJobSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  format: z.enum(EXPORT_FORMATS),
  file_name: z.string(),
  status: z.enum(EXPORT_STATUSES),
  rows_written: z.number().int(),
  bytes_written: z.number().int(),
  total: z.number().int(),
  total_is_estimate: z.boolean(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** The answer to `POST /api/v1/exports`: the job, and the one-use address that downloads it. */
export const createdExportSchema = exportJobSchema.extend({ download_url: z.string() });
export type CreatedExport = z.infer<typeof createdExportSchema>;
