import { z } from 'zod';
import { fieldCodeParams } from './fieldErrors';
import { LIST_DENSITIES, MAX_LIST_VIEW_COLUMNS } from './plain/preferences';

/** `list.` and a list's name, e.g. `list.workers`: one list's view of one admin. */
export const preferenceKeySchema = z
  .string()
  .max(64)
  .regex(/^list\.[a-z0-9][a-z0-9-]*$/, 'A preference key is "list." followed by a list name of lowercase letters, digits and hyphens');
export const preferenceParamsSchema = z.object({ key: preferenceKeySchema });

const columnFieldSchema = z.string().max(64).regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'A column is named by its field: a letter, then letters, digits or _');
const distinctColumns = z
  .array(columnFieldSchema)
  .max(MAX_LIST_VIEW_COLUMNS)
  .refine((fields) => new Set(fields).size === fields.length, { error: 'A column is named at most once', params: fieldCodeParams('duplicate_item') });

/**
 * An admin's view of one list: the columns hidden, the order of the columns moved (fields not named
 * keep their place after them) and the row density. Fields the list no longer has are ignored.
 */
export const listViewSchema = z
  .object({
    hidden: distinctColumns,
    order: distinctColumns,
    density: z.enum(LIST_DENSITIES),
  })
  .strict();
export type ListView = z.infer<typeof listViewSchema>;

export const putPreferenceBodySchema = z.object({ value: listViewSchema }).strict();
export type PutPreferenceBody = z.infer<typeof putPreferenceBodySchema>;

/** A stored preference; `value` and `updated_at` are null while the admin has none (the list's defaults apply). */
export const preferenceSchema = z.object({
  key: z.string(),
  value: listViewSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type Preference = z.infer<typeof preferenceSchema>;
