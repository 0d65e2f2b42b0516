// The patterns, dates and messages every entity shares, without zod: the console's lists use them without loading any schema (plain/index.ts).

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, "Z", checksum. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Calendar dates travel as YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The years a date of the console can fall in: the database's date arithmetic never overflows within them. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** Whether a YYYY-MM-DD text names a day of the calendar (no 30 February) within DATE_YEARS. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 409 STALE_VERSION text, the same from every API route and in the console. */
export const STALE_VERSION_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';

/**
 * Space and the characters that print as nothing (zero-width space and joiners, the soft hyphen,
 * direction marks, the byte-order mark, Hangul fillers): a text made only of these looks blank.
 */
const INVISIBLE = '\\s\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0';
const INVISIBLE_EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');

/** A text without the space and invisible characters at its ends, so one that only looks blank is empty. */
export function trimInvisible(text: string): string {
  return text.replace(INVISIBLE_EDGES, '');
}
