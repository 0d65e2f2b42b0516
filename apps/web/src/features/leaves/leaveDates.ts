// The business runs on Indian time, as the server does: "today" is the date in Asia/Kolkata.
export { businessToday } from '../../components/format/dates';

function toUtcDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
}

export function addDays(day: string, days: number): string {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface DateRange {
  from: string;
  to: string;
}

/** The quick ranges of the Absent List (named by the catalogue's `quick.<id>`); weeks run Monday to Sunday (the Indian working week). */
export const QUICK_RANGES = [
  { id: 'today', range: (today: string): DateRange => ({ from: today, to: today }) },
  {
    id: 'week',
    range: (today: string): DateRange => {
      const weekday = (toUtcDate(today).getUTCDay() + 6) % 7; // Monday = 0
      const from = addDays(today, -weekday);
      return { from, to: addDays(from, 6) };
    },
  },
  { id: 'next7', range: (today: string): DateRange => ({ from: today, to: addDays(today, 6) }) },
] as const;

/** The ids of the quick ranges equal to [from, to]: on a Monday "This week" and "Next 7 days" both are. */
export function activeQuickRanges(today: string, from: string, to: string): string[] {
  return QUICK_RANGES.filter((quick) => {
    const range = quick.range(today);
    return range.from === from && range.to === to;
  }).map((quick) => quick.id);
}
