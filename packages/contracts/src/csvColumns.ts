import { z } from 'zod';

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
        ctx.addIssue({ code: 'custom', message: `Unknown column ${unknown.join(', ')}; use ${known.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(keys)] as CsvColumnKey<L>[];
    });
}
