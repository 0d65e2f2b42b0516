import type { ErrorCode } from '@carcare/contracts';

/** An expected failure with its status and machine code; the error handler answers it as {message, code}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = (message = 'Authentication required', code: ErrorCode = 'UNAUTHENTICATED') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const staleVersion = () =>
  new HttpError(409, 'STALE_VERSION', 'This record was changed by someone else; reload and try again');
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
