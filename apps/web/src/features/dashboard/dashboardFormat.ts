const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** A calendar date (YYYY-MM-DD) as "15 Jan"; it names a day, so no time zone shifts it. */
export function formatDay(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00.000Z`));
}

export function formatDayWithYear(date: string): string {
  return DAY_WITH_YEAR.format(new Date(`${date}T00:00:00.000Z`));
}

/** An instant's time of day in the browser's time zone: "2:30 pm". */
export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}
