import type { ConflictJobDetail, ErrorCode, FieldErrorCode, FieldErrorDetail, FieldErrorParams } from '@carcare/contracts';
import { STALE_VERSION_MESSAGE } from '@carcare/contracts';

export type AnyErrorCode = ErrorCode;

/** An expected failure with its status and machine code; the error handler answers it as {message, code}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AnyErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: FieldErrorDetail[],
    /** The jobs a 409 names (LEAVE_HAS_JOBS), sent as its details. */
    readonly jobs?: ConflictJobDetail[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = (message = 'Authentication required', code: ErrorCode = 'UNAUTHENTICATED') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);

/** What `found` finds, or a 404 with `message` where it finds nothing. */
export async function orNotFound<T>(found: Promise<T | null | undefined>, message: string): Promise<T> {
  const value = await found;
  if (!value) throw notFound(message);
  return value;
}

export const staleVersion = () => new HttpError(409, 'STALE_VERSION', STALE_VERSION_MESSAGE);
export const conflict = (code: AnyErrorCode, message: string) => new HttpError(409, code, message);
/** A 409 whose details list the jobs that stand in the way. */
export const jobsConflict = (code: AnyErrorCode, message: string, jobs: ConflictJobDetail[]) => new HttpError(409, code, message, {}, undefined, jobs);
/**
 * A 400 naming one field, shaped like the schema validation errors: the English `message`, and the
 * rule's `code` (with the `params` its message names) by which a client says it in its own language.
 */
export const invalidField = (field: string, message: string, code: FieldErrorCode, params?: FieldErrorParams) =>
  new HttpError(400, 'VALIDATION_ERROR', message, {}, [fieldDetail(field, message, code, params)]);
export const fieldDetail = (field: string, message: string, code: FieldErrorCode, params?: FieldErrorParams): FieldErrorDetail =>
  params ? { field, message, code, params } : { field, message, code };
/**
 * Refuses a date range whose end comes before its start (YYYY-MM-DD compares as text), naming the
 * end's field; a range open at either end passes.
 */
export function refuseEndBeforeStart(range: { from?: string | undefined; to?: string | undefined }, field = 'to'): void {
  if (range.from && range.to && range.to < range.from) throw invalidField(field, 'End date cannot be before start date', 'end_before_start');
}
/** A 400 naming several fields at once; the message is the first one's. */
export const invalidFields = (details: FieldErrorDetail[]) => new HttpError(400, 'VALIDATION_ERROR', details[0]!.message, {}, details);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
