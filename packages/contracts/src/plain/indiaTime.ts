// Every business time is India time (DESIGN §2), whatever zone the browser or the server runs in.
// India keeps one offset all year, so its wall clock is plain arithmetic on the instant.
export const INDIA_OFFSET_MS = 330 * 60_000;

/** An ISO date and time, "2026-11-24T10:30[:00[.000]]", and its zone when it names one ("Z", "+05:30"). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/;

/**
 * What was typed as an ISO instant: a date and time without a zone is India time
 * ("2026-11-24T16:30" → "2026-11-24T11:00:00.000Z"); one with a zone ("Z", "+05:30") keeps it.
 * '' when it is not an ISO date and time.
 */
export function isoOfIndiaInput(value: string): string {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return '';
  const ms = Date.parse(`${match[1]}${match[2] ?? '+05:30'}`);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

/** An instant as a date-time field's value in India time ("2026-11-24T10:30"), whatever the browser's zone; '' when invalid. */
export function indiaInputOf(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
