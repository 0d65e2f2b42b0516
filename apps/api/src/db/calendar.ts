/** The business runs on Indian time: "today" is the date in Asia/Kolkata (UTC+05:30, no DST). */
const IST_OFFSET_MS = 330 * 60 * 1000;

export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD shifted by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
