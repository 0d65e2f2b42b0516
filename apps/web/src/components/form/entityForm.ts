import { get, type FieldError, type FieldValues, type FormState, type Path, type RegisterOptions, type UseFormRegister, type UseFormSetError } from 'react-hook-form';
import { apiErrorOf } from '../../api/baseApi';
import { applyServerErrors, type ServerMessageOf } from './applyServerErrors';
import type { FieldProblem } from './fieldErrorText';

/** Props binding an MUI TextField to a react-hook-form field, with its message (or a hint) below. */
export function fieldProps<T extends FieldValues>(form: { register: UseFormRegister<T>; formState: FormState<NoInfer<T>> }, name: Path<T>, hint?: string, options?: RegisterOptions<T, Path<T>>) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return {
    ...form.register(name, options),
    id: `field-${name.replace(/\./g, '-')}`,
    error: Boolean(error),
    helperText: error?.message ?? hint,
    fullWidth: true,
  };
}

/** An empty box becomes null, anything else a number (NaN fails the schema with a field message). */
export function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}

/** A required whole number; an empty box is NaN so the schema names the field. */
export function requiredNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
}

/** What a failed save means for the page: a stale copy (offer Reload) or a message to show; null when all went onto fields. */
export type SaveProblem = { kind: 'stale'; message: string } | { kind: 'message'; message: string } | null;

export interface PlaceSaveErrorOptions<T extends FieldValues> {
  /** Where a 409 duplicate (phone, name) is shown; without it the server's message is. */
  duplicateField?: Path<T>;
  /** The form field a server field lands on, when the names differ. */
  fieldOf?: (serverField: string) => Path<T>;
  failureMessage?: string;
  /** The text of a failed call's message (its code's text in Hindi); the server's message without it. */
  messageOf?: ServerMessageOf;
  /** The text of a 400's field detail; `fieldErrorText` (the server's English, its code's text in Hindi) without it. */
  detailText?: (detail: FieldProblem) => string;
}

/**
 * Puts a failed save on the form: 400 details onto their fields, a 409 duplicate onto its field,
 * a 409 stale version back to the page so it can offer a reload.
 */
export function placeSaveError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, knownFields: readonly string[], { duplicateField, fieldOf, failureMessage, messageOf = (failure) => failure.message, detailText }: PlaceSaveErrorOptions<T> = {}): SaveProblem {
  const apiError = apiErrorOf(error);
  if (apiError?.status === 409 && apiError.data.code === 'STALE_VERSION') return { kind: 'stale', message: messageOf(apiError.data) };
  if (apiError?.status === 409 && apiError.data.code === 'DUPLICATE' && duplicateField) {
    setError(duplicateField, { type: 'server', message: messageOf(apiError.data) }, { shouldFocus: true });
    return null;
  }
  const placeOnForm: UseFormSetError<T> = fieldOf ? (field, fieldError, options) => setError(fieldOf(field), fieldError, options) : setError;
  const message = applyServerErrors(error, placeOnForm, knownFields, failureMessage, messageOf, detailText);
  return message === null ? null : { kind: 'message', message };
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An edit form's values from the server copy: the fields of the blank form, each from the record
 * (a missing text as '', a group such as `manager` field by field), with the version it was read at.
 */
export function formValuesOf<V extends object>(record: object & { version: number }, blank: V): V & { version: number } {
  const fill = (source: unknown, shape: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(shape).map(([key, empty]) => {
        const value = isGroup(source) ? source[key] : undefined;
        if (isGroup(empty)) return [key, fill(value, empty)];
        return [key, value === null || value === undefined ? empty : value];
      }),
    );
  return { ...(fill(record, blank as Record<string, unknown>) as V), version: record.version };
}

/** The paths of a form's fields (`manager.phone`), where a 400 may name an error. */
export function fieldPathsOf(blank: object, prefix = ''): string[] {
  return Object.entries(blank).flatMap(([key, empty]) => (isGroup(empty) ? fieldPathsOf(empty, `${prefix}${key}.`) : [`${prefix}${key}`]));
}
