// The API's error codes and list shapes, without zod: the console's lists use them without loading any schema (plain/index.ts).

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  /** The access token is valid but its session was signed out, revoked or timed out. */
  'SESSION_ENDED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE_VERSION',
  'INVALID_TRANSITION',
  'LEAVE_OVERLAP',
  /** Approving the leave would leave the worker's assigned jobs on those days without anyone; details list them. */
  'LEAVE_HAS_JOBS',
  'IN_USE',
  'REFUND_TOO_LARGE',
  /** A deposit of more cash than the worker holds; names what they hold. */
  'DEPOSIT_TOO_LARGE',
  /** A weekly statement asked for before its week has ended. */
  'WEEK_NOT_ENDED',
  /** Paying a statement whose payable is zero or owed by the workshop. */
  'NOTHING_TO_PAY',
  'DUPLICATE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'INVALID_REFRESH',
  'REFRESH_REUSED',
  'UNAVAILABLE',
  /** The SMS provider did not take the one-time code; nothing was counted, the caller may ask again at once. */
  'SMS_FAILED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A list endpoint's query parameters as a client sends them: the keys of its query schema's type
 * (`WorkshopListQuery` and the like), each a URL value.
 */
export type ListParams<Q> = { [K in keyof Q]?: string | number };

export interface ListResponse<T> {
  data: T[];
  page: number;
  page_size: number;
  total: number;
  total_is_estimate?: boolean;
  next_cursor?: string;
  prev_cursor?: string;
}
