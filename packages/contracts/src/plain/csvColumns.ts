// The lists' export columns, formats and states, without zod: the console's lists use them without loading any schema (plain/index.ts).

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
  invoices: ['number', 'kind', 'issued_at', 'request', 'workshop', 'customer_name', 'place_of_supply', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise', 'refers_to'],
  concerns: ['code', 'status', 'priority', 'subject', 'customer', 'workshop', 'request', 'created_at'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type CsvList = keyof typeof CSV_COLUMN_KEYS;
export type CsvColumnKey<L extends CsvList> = (typeof CSV_COLUMN_KEYS)[L][number];

/** The file formats a list exports to: CSV (UTF-8 with a BOM) or an Excel workbook of one sheet. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_LISTS = Object.keys(CSV_COLUMN_KEYS) as CsvList[];
/** A bound on an export's query: the list's filters, sort and columns, as its URL writes them. */
export const MAX_EXPORT_QUERY = 2000;

export const EXPORT_STATUSES = ['ready', 'streaming', 'done', 'cancelled', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
