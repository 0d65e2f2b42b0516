import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorOf } from '../../api/baseApi';

/**
 * Puts a 400's field messages on the form's fields ("admin.phone" → that field) and returns the
 * message for anything that is not a field error (409, 403, network), or null when all was placed.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, knownFields: readonly string[], failureMessage = 'Something went wrong. Try again.'): string | null {
  const apiError = apiErrorOf(error);
  if (!apiError) return failureMessage;
  const details = apiError.data.details ?? [];
  let placed = 0;
  for (const detail of details) {
    if (knownFields.includes(detail.field)) {
      setError(detail.field as Path<T>, { type: 'server', message: detail.message });
      placed += 1;
    }
  }
  return placed > 0 && placed === details.length ? null : apiError.data.message;
}
