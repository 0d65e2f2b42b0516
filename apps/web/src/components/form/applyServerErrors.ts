import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorOf } from '../../api/baseApi';
import { translatorFor } from '../../i18n/catalogue';
import { fieldErrorText, type FieldProblem } from './fieldErrorText';
import { formCatalogue } from './formTexts';

/** A failed call's own message as the caller shows it (the server's English, or its code's text in Hindi). */
export type ServerMessageOf = (failure: { code?: string | null; message: string }) => string;
const serverMessage: ServerMessageOf = (failure) => failure.message;

/**
 * Puts a 400's field messages on the form's fields ("admin.phone" → that field), each in the
 * language shown (`fieldErrorText`), and returns the message for anything that is not placed (a
 * detail of a field the form does not show, 409, 403, network), or null when all was placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  failureMessage?: string,
  messageOf: ServerMessageOf = serverMessage,
  detailText: (detail: FieldProblem) => string = (detail) => fieldErrorText(detail),
): string | null {
  const apiError = apiErrorOf(error);
  if (!apiError) return failureMessage ?? translatorFor(formCatalogue)('failed');
  const details = apiError.data.details ?? [];
  const unplaced = details.filter((detail) => !knownFields.includes(detail.field));
  for (const detail of details) {
    if (!unplaced.includes(detail)) setError(detail.field as Path<T>, { type: 'server', message: detailText(detail) });
  }
  if (details.length > 0 && unplaced.length === 0) return null;
  // A field the form does not show: its own text (the server's message is that detail's in English).
  const first = unplaced[0];
  return first && first.message === apiError.data.message ? detailText(first) : messageOf(apiError.data);
}
