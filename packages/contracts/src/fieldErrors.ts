/**
 * The machine codes of a 400's field details (`details[].code`). `message` stays the API's English
 * sentence, word for word; a client that shows another language picks its own text by `code`,
 * filling in `params` (the limits and names the English sentence names).
 *
 * The first group is what a schema check finds (mapped from zod's issues by `fieldCodeOfIssue`);
 * the rest are business rules the server checks against stored data, one code each.
 */
export const SCHEMA_FIELD_CODES = [
  /** Missing, null or empty. */
  'required',
  /** A text shorter than `min` characters. */
  'too_short',
  /** A text longer than `max` characters. */
  'too_long',
  /** A text of exactly `length` characters was expected. */
  'wrong_length',
  /** A number below `min`. */
  'number_too_small',
  /** A number that must be greater than `min`. */
  'number_not_above',
  /** A number above `max`. */
  'number_too_large',
  /** A number that must be less than `max`. */
  'number_not_below',
  'not_a_number',
  'not_whole_number',
  /** Fewer than `min` items in a list. */
  'too_few',
  /** More than `max` items in a list. */
  'too_many',
  /** Not the expected shape (a pattern, an email address, a URL, a phone number, the wrong type). */
  'invalid_format',
  /** Not one of the allowed values. */
  'invalid_choice',
  /** Not a real calendar date, or not a date and time. */
  'invalid_date',
  /** A key the endpoint does not take. */
  'unknown_field',
  /** The same item given twice in a list (an import file's row naming the record of an earlier `row`). */
  'duplicate_item',
  /** Any other schema refusal. */
  'invalid',
] as const;

export const RULE_FIELD_CODES = [
  /** A range whose end comes before its start. */
  'end_before_start',
  /** A dashboard range longer than `days` days. */
  'range_too_long',
  /** A link that is not https. */
  'link_not_https',
  /** An update naming nothing to change. */
  'nothing_to_change',
  /** A bulk call must give either items or a filter. */
  'items_or_filter',
  /** A bulk filter matching more than `max` rows. */
  'too_many_match',
  /** A list's sort key it does not know. */
  'unknown_sort',
  /** A cursor that is not one this API gave. */
  'bad_cursor',
  /** A page past row `max` asked by number. */
  'page_too_deep',
  /** Text PostgreSQL cannot store (NUL, a lone surrogate). */
  'unstorable_text',
  /** A URL path the router refuses. */
  'invalid_path',
  /** An upload that is not a PNG, JPEG or WebP image. */
  'unsupported_image',
  'workshop_required',
  'workshop_unknown',
  /** The workshop is inactive and takes no bookings. */
  'workshop_inactive',
  'service_unknown',
  /** A catalogue service that is not active (`name`, `status`: its status code) cannot be offered. */
  'service_not_active',
  /** The workshop does not offer that service. */
  'service_not_offered',
  /** A booking's time on a day already gone. */
  'scheduled_past_day',
  /** A booking's time more than `days` days ahead. */
  'scheduled_too_far',
  'society_not_active',
  'societies_not_active',
  'inclusion_unknown',
  'inclusion_inactive',
  /** The worker is not one of the request's workshop. */
  'worker_not_in_workshop',
  /** `name` is inactive. */
  'worker_inactive',
  /** `name` is on approved leave on `date` (YYYY-MM-DD). */
  'worker_on_leave',
  /** `name` is already assigned to the request. */
  'worker_already_assigned',
  /** `name` has job `code` from `from` to `to` (India times, HH:MM) that overlaps this one. */
  'worker_busy',
  /** `name` does not serve the job's society (`society`). */
  'worker_not_in_society',
  /** The job's window (`from`–`to`) is outside the workshop's hours on `date` (`open`–`close`, or closed: `closed` true). */
  'outside_hours',
  /** A closing time not after its opening time. */
  'close_before_open',
  /** Cash received must be the full `amount_paise`. */
  'cash_not_full_amount',
  'reason_not_active',
  /** A request's code and id that name two different requests. */
  'request_mismatch',
  'request_unknown',
  /** A workshop admin logging a concern about another workshop. */
  'own_workshop_only',
  /** The request belongs to another workshop than the one named. */
  'request_of_other_workshop',
  /** The priority is already `priority` (its code). */
  'priority_unchanged',
  /** A policy published without text. */
  'policy_body_empty',
] as const;

/** The codes every client says in its shared form texts. */
export const FIELD_ERROR_CODES = [...SCHEMA_FIELD_CODES, ...RULE_FIELD_CODES] as const;

/**
 * The spreadsheet import's own codes (a bad file, a row out of the caller's reach): only the
 * import answers them, so a client says them in the import's texts rather than its shared ones.
 */
export const IMPORT_FIELD_CODES = [
  /** An import file that is neither CSV nor XLSX. */
  'unsupported_file',
  /** An import file without a header row. */
  'no_header',
  /** Header names the import does not take (`columns`, comma-separated; `expected`: the ones it takes). */
  'unknown_columns',
  /** Required columns the header lacks (`columns`). */
  'missing_columns',
  /** An import file with a header and no rows. */
  'no_rows',
  /** An import file of more than `max` rows. */
  'too_many_rows',
  /** The record a row matches is outside the caller's scope (another workshop's worker). */
  'out_of_scope',
  /** A workshop's admin or society's manager phone (`phone`) that another admin already signs in with, whatever their role. */
  'admin_phone_taken',
  /** A workshop's admin or society's manager phone an earlier `row` of the file gives its own admin. */
  'admin_phone_repeated',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number] | (typeof IMPORT_FIELD_CODES)[number];

/** Values a field message names (limits, a worker's name, a date): what a translation fills in. */
export type FieldErrorParams = Readonly<Record<string, string | number>>;

/** One field's problem in a 400's `details`, as the API sends it. */
export interface FieldErrorDetail {
  field: string;
  message: string;
  code: FieldErrorCode;
  params?: FieldErrorParams;
}

/**
 * The `params` of a zod refinement (`refine(check, { error, params: fieldCodeParams('invalid_date') })`
 * or `ctx.addIssue({ code: 'custom', params: … })`): says which field code its refusal is.
 */
export function fieldCodeParams(code: FieldErrorCode, params?: FieldErrorParams): { field_code: FieldErrorCode; field_params?: FieldErrorParams } {
  return params ? { field_code: code, field_params: params } : { field_code: code };
}

/** The parts of a zod issue the mapping reads (a zod 4 issue, or fastify-type-provider-zod's `keyword` + `params`). */
export interface IssueLike {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  expected?: string;
  params?: Record<string, unknown>;
}

// A schema's refinement names a shared code only: the import's codes come from its file checks, never from a schema.
const isFieldCode = (value: unknown): value is FieldErrorCode => typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);

/**
 * The field code of a zod issue, with its parameters. `missing` says whether the value at the
 * issue's path was absent, null or empty: any check such a value fails means the field is
 * `required` (zod's "expected string, received undefined", a pattern an empty phone does not match).
 */
export function fieldCodeOfIssue(issue: IssueLike, missing: boolean): { code: FieldErrorCode; params?: FieldErrorParams } {
  if (missing && issue.code !== 'unrecognized_keys') return { code: 'required' };
  const min = issue.minimum === undefined ? undefined : Number(issue.minimum);
  const max = issue.maximum === undefined ? undefined : Number(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { code: 'not_whole_number' };
      if (issue.expected === 'number' || issue.expected === 'bigint') return { code: 'not_a_number' };
      return { code: 'invalid_format' };
    case 'too_small':
      if (min === undefined) return { code: 'invalid' };
      if (issue.origin === 'string') {
        if (issue.exact) return { code: 'wrong_length', params: { length: min } };
        return min <= 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? { code: 'required' } : { code: 'too_few', params: { min } };
      if (issue.origin === 'date') return { code: 'invalid_date' };
      return issue.inclusive === false ? { code: 'number_not_above', params: { min } } : { code: 'number_too_small', params: { min } };
    case 'too_big':
      if (max === undefined) return { code: 'invalid' };
      if (issue.origin === 'string') return issue.exact ? { code: 'wrong_length', params: { length: max } } : { code: 'too_long', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_many', params: { max } };
      if (issue.origin === 'date') return { code: 'invalid_date' };
      return issue.inclusive === false ? { code: 'number_not_below', params: { max } } : { code: 'number_too_large', params: { max } };
    case 'invalid_format':
    case 'invalid_union':
    case 'not_multiple_of':
      return { code: 'invalid_format' };
    case 'invalid_value':
    case 'invalid_key':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'custom': {
      const code = issue.params?.field_code;
      if (!isFieldCode(code)) return { code: 'invalid' };
      const params = issue.params?.field_params as FieldErrorParams | undefined;
      return params ? { code, params } : { code };
    }
    default:
      return { code: 'invalid' };
  }
}
