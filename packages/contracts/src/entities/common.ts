import { z } from 'zod';
import { emailOrEmptySchema, phoneSchema } from '../auth';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { fieldCodeParams } from '../fieldErrors';
import { GSTIN_PATTERN, isCalendarDate, PINCODE_PATTERN, trimInvisible } from '../plain/common';

export const recordStatusSchema = z.enum(['active', 'inactive']);
export type RecordStatus = z.infer<typeof recordStatusSchema>;

export const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(trimInvisible)
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const optionalEmailSchema = emailOrEmptySchema
  .nullable()
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const pincodeSchema = z
  .string({ error: 'Pincode is required' })
  .max(20, { error: 'Pincode must be 6 digits' })
  .trim()
  .regex(PINCODE_PATTERN, { error: 'Pincode must be 6 digits' });

export const gstinSchema = z
  .union([
    z
      .string()
      .max(30, { error: 'GSTIN must look like 27ABCDE1234F1Z5' })
      .trim()
      .toUpperCase()
      .regex(GSTIN_PATTERN, { error: 'GSTIN must look like 27ABCDE1234F1Z5' }),
    z.literal(''),
  ])
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** A calendar date (YYYY-MM-DD, a real day): `${label} must be a date (YYYY-MM-DD)` otherwise. */
export const dateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .max(10, { error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD)`, params: fieldCodeParams('invalid_date') });

/** An optional date of a list's query (from, to). */
export const dateQuerySchema = (label: string) => dateSchema(label).optional();

export const versionSchema = z.number({ error: 'version is required' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX);

/** A person in a list row (an admin, a manager): enough to show and link. */
export const personRefSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });
/** A workshop's admin or a society's manager as shown with it (email so an edit form keeps it). */
export const staffRefSchema = personRefSchema.extend({ email: z.string().nullable() });
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The login of a workshop's admin or a society's manager, created with it. */
export const staffLoginSchema = z.object({
  name: requiredText('Name', 80),
  phone: phoneSchema,
  email: optionalEmailSchema,
});

/** Body of activate/deactivate calls: the version the caller saw. */
export const statusChangeBodySchema = z.object({ version: versionSchema });

/** `?deleted=true`: a super admin's "Deleted" filter, the soft-deleted records only (restorable until the purge). */
export const deletedFilterSchema = z.enum(['true', 'false']).optional();
/** What a delete answers: the record's id and its version after the delete, which Undo sends back to restore it. */
export const deletedRecordSchema = z.object({ id: z.number().int(), version: z.number().int(), deleted_at: z.string() });
export type DeletedRecord = z.infer<typeof deletedRecordSchema>;
/** A DELETE's `?version=`: the version the caller saw, when it sends one (a stale one answers 409 STALE_VERSION). */
export const deleteQuerySchema = z.object({ version: z.coerce.number({ error: 'version must be a number' }).int({ error: 'version must be a whole number' }).min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional() });
/** Body of a restore (Undo): the version the delete answered; a change since answers 409 STALE_VERSION. */
export const restoreBodySchema = z.object({ version: versionSchema });

/** `{data:[{id,name}]}`: choices for a select (assigning societies, filtering by workshop). */
export const optionsResponseSchema = z.object({ data: z.array(namedRefSchema) });
export type OptionsResponse = z.infer<typeof optionsResponseSchema>;

/** `{data: string[]}`: distinct cities, the options of a city filter. */
export const citiesResponseSchema = z.object({ data: z.array(z.string()) });
