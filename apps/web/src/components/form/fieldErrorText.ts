import { fieldCodeOfIssue, formatInr, type FieldErrorParams, type IssueLike, type Language } from '@carcare/contracts';
import { formatMessage, translatorFor, type MessageValues } from '../../i18n/catalogue';
import { currentLanguage } from '../../i18n/languageStore';
import { formatCalendarDate } from '../format/dates';
import { componentCatalogue, statusText } from '../componentTexts';
import { formCatalogue, type FormKey } from './formTexts';

/** A field's problem as the API names it: its English sentence, and the code and values a translation uses. */
export interface FieldProblem {
  message: string;
  code?: string | null;
  params?: FieldErrorParams;
}

/** The values of a field code's message, as a reader of the language shown writes them (a date, rupees, a status). */
function valuesOf(params: FieldErrorParams | undefined, language: Language): MessageValues {
  const values: Record<string, string | number> = { ...params };
  if (typeof params?.date === 'string') values.date = formatCalendarDate(params.date);
  if (typeof params?.amount_paise === 'number') values.amount = formatInr(params.amount_paise);
  if (typeof params?.status === 'string') values.status = statusText(translatorFor(componentCatalogue, language), params.status);
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
  const known = key in formCatalogue.english ? (key as FormKey) : 'field.invalid';
  return formatMessage(formCatalogue, language, known, valuesOf(problem.params, language));
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
