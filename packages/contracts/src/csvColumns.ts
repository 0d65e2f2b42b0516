import { z } from 'zod';
import { fieldCodeParams } from './fieldErrors';
import { CSV_COLUMN_KEYS, EXPORT_FORMATS, EXPORT_STATUSES, MAX_EXPORT_QUERY, type CsvColumnKey, type CsvList } from './plain/csvColumns';

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

/** `POST /api/v1/exports`: which list, which format, and the list's query (filters, sort, `columns`) as a URL query. */
export const createExportBodySchema = z.object({
  list: z.enum(Object.keys(CSV_COLUMN_KEYS) as [CsvList, ...CsvList[]], { error: `list is one of ${Object.keys(CSV_COLUMN_KEYS).join(', ')}` }),
  format: z.enum(EXPORT_FORMATS, { error: 'format is csv or xlsx' }),
  query: z.string().max(MAX_EXPORT_QUERY, { error: `query is at most ${MAX_EXPORT_QUERY} characters` }).default(''),
});
export type CreateExportBody = z.input<typeof createExportBodySchema>;

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
