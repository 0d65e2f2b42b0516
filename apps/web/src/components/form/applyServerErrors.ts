import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorOf } from '../../api/baseApi';
import { translatorFor } from '../../i18n/catalogue';
import { formCatalogue } from './formTexts';

/** A failed call's own message as the caller shows it (the server's English, or its code's text in Hindi). */
export type ServerMessageOf = (failure: { code?: string | null; message: string }) => string;
const serverMessage: ServerMessageOf = (failure) => failure.message;

/**
 * Puts a 400's field messages on the form's fields ("admin.phone" → that field) and returns the
 * message for anything that is not a field error (409, 403, network), or null when all was placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  failureMessage?: string,
  messageOf: ServerMessageOf = serverMessage,
): string | null {
  const apiError = apiErrorOf(error);
  if (!apiError) return failureMessage ?? translatorFor(formCatalogue)('failed');
  const details = apiError.data.details ?? [];
  let placed = 0;
  for (const detail of details) {
    if (knownFields.includes(detail.field)) {
      setError(detail.field as Path<T>, { type: 'server', message: detail.message });
      placed += 1;
    }
  }
  return placed > 0 && placed === details.length ? null : messageOf(apiError.data);
}
