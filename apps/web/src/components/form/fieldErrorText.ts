import { fieldCodeOfIssue, formatInr, type FieldErrorParams, type IssueLike, type Language } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { formatMessage, translatorFor, type MessageValues } from '../../i18n/catalogue';
import { currentLanguage } from '../../i18n/languageStore';
import { formatCalendarDate } from '../format/dates';
import { componentCatalogue, sharedServerMessage, statusText } from '../componentTexts';
import { fieldCatalogue, type FieldKey } from './fieldTexts';

/** A field's problem as the API names it: its English sentence, and the code and values a translation uses. */
export interface FieldProblem {
  message: string;
  code?: string | null;
  params?: FieldErrorParams;
}

/** A flag as JSON may carry it (true, "true", 1): FieldErrorParams types values as text or numbers. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

/** The values of a field code's message, as a reader of the language shown writes them (a date, rupees, a status). */
function valuesOf(params: FieldErrorParams | undefined, language: Language): MessageValues {
  const values: Record<string, string | number> = { ...params };
  if (typeof params?.date === 'string') values.date = formatCalendarDate(params.date);
  if (typeof params?.amount_paise === 'number') values.amount = formatInr(params.amount_paise);
  if (typeof params?.status === 'string') values.status = statusText(translatorFor(componentCatalogue, language), params.status);
  // outside_hours says one of two sentences (closed that day, or outside its hours): its select always has a value.
  values.closed = isTrue(params?.closed) ? 'yes' : 'no';
  return values;
}

/**
 * What the console says about one field of a 400 (schema checks and business rules alike): in
 * English the server's own sentence, word for word; in Hindi the `field.<code>` text of the shared
 * form catalogue, with the values the English names. A detail without a known code (an older
 * server) says the generic `field.invalid` in Hindi rather than show English.
 */
export function fieldErrorText(problem: FieldProblem, language: Language = currentLanguage()): string {
  if (language === 'en') return problem.message;
  const key = `field.${problem.code ?? 'invalid'}`;
  const known = key in fieldCatalogue.english ? (key as FieldKey) : 'field.invalid';
  return formatMessage(fieldCatalogue, language, known, valuesOf(problem.params, language));
}

/** An empty box: absent, null, '' or the NaN an empty number box becomes (entityForm's requiredNumber). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * A shared schema's refusal of `value`, checked in the browser, in the language shown: the schema's
 * English in English; in Hindi the text of the field code the API would send for the same problem.
 */
export function schemaIssueText(issue: IssueLike & { message: string }, value: unknown, language: Language = currentLanguage()): string {
  if (language === 'en') return issue.message;
  return fieldErrorText({ message: issue.message, ...fieldCodeOfIssue(issue, isEmptyValue(value)) }, language);
}

/**
 * What the console says about any failed call, in the language shown: the server's own message in
 * English; in Hindi, a 400's first field detail by its code (the server's message is that detail's),
 * else the shared text of the answer's code (`sharedServerMessage`).
 */
export function serverFailureText(failure: { message: string; code?: string | null; details?: readonly FieldProblem[] }, language: Language = currentLanguage()): string {
  if (language === 'en') return failure.message;
  const detail = failure.details?.[0];
  return detail ? fieldErrorText(detail, language) : sharedServerMessage(language, failure);
}

/** `serverFailureText` of a failed RTK Query call's error, or undefined when it got no answer from the server. */
export function serverFailureTextOf(error: unknown, language: Language = currentLanguage()): string | undefined {
  const apiError = apiErrorOf(error);
  return apiError ? serverFailureText(apiError.data, language) : undefined;
}
