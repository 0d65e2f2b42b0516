import { z } from 'zod';
import { FIELD_ERROR_CODES, IMPORT_FIELD_CODES } from './fieldErrors';
import { IMPORT_LISTS, IMPORT_OUTCOMES } from './plain/imports';

/** One problem of one row: the row's number in the file (the header is row 1), the column, and the field error as a create call answers it. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
  code: z.enum([...FIELD_ERROR_CODES, ...IMPORT_FIELD_CODES]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** What a dry run found: each row's outcome counted, and the invalid rows' problems, field by field. */
export const importDryRunSchema = z.object({
  list: z.enum(IMPORT_LISTS),
  total: z.number().int(),
  counts: z.object(Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, z.number().int()])) as Record<(typeof IMPORT_OUTCOMES)[number], z.ZodNumber>),
  problems: z.array(importProblemSchema),
  /** More problems were found than the answer lists. */
  problems_truncated: z.boolean(),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;
