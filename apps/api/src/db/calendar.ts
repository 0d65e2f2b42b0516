/** The business runs on Indian time: "today" is the date in Asia/Kolkata (UTC+05:30, no DST). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The India date (YYYY-MM-DD) of an instant. */
export function indiaDateOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function todayInIndia(now: Date): string {
  return indiaDateOf(now);
}

/**
 * An instant's date and minute in India, `2026-01-15 17:30`, by arithmetic: India keeps one offset
 * all year. An export writes one for every date cell of a million rows, where Intl's formatToParts
 * is many times slower.
 */
export function indiaDateTimeOf(at: Date): string {
  const iso = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Midnight at the start of an India date, as an instant. */
export function startOfIndiaDate(date: string): Date {
  return new Date(`${date}T00:00:00.000+05:30`);
}

/** YYYY-MM-DD shifted by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Minutes since India midnight of an instant (0–1439). */
export function indiaMinutesOf(at: Date): number {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instant of an India date and clock time ("HH:MM"). */
export function indiaInstantOf(date: string, clock: string): Date {
  return new Date(`${date}T${clock}:00.000+05:30`);
}
