/** Business constants of spec §9 shared by browser and server. */
export const PHONE_MAX_DIGITS = 10;
export const OTP_LENGTH = 6;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
/** The longest email address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Far above a refresh token's length (a signed JWT of a few hundred characters). */
export const REFRESH_TOKEN_MAX_LENGTH = 2048;
/**
 * The deepest row a page number reaches (page × page_size): deeper pages of a large list open from
 * the page next to them, by its cursor, so no page costs the database a long OFFSET.
 */
export const MAX_OFFSET_ROWS = 100_000;

/**
 * The range of a PostgreSQL `integer` column, which every id and version is. A caller's number
 * outside it is refused as a 400 on its field; let through, the database fails on it (a 500).
 */
export const DB_INTEGER_MIN = -2_147_483_648;
export const DB_INTEGER_MAX = 2_147_483_647;

/** Phone field: digits only, non-digits stripped, at most 10 digits (spec §5). */
export function sanitizePhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** One OTP box: digits only, keeps one character (the last typed digit). */
export function sanitizeOtpDigit(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.slice(-1);
}

/** A pasted code: the first 6 digits found in the text. */
export function sanitizeOtpCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
