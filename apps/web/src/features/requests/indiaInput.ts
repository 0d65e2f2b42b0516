// India keeps one offset all year, so its wall clock is plain arithmetic on the instant.
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** An instant as a date-time field's value in India time ("2026-11-24T10:30"), whatever the browser's zone; '' when invalid. */
export function indiaInputOf(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-time field's value read as India time ("2026-11-24T16:30" → "2026-11-24T11:00:00.000Z"); '' when empty or invalid. */
export function isoOfIndiaInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const ms = Date.parse(`${value}:00${INDIA_OFFSET}`);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}
