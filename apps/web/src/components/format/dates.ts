import { LOCALE_OF_LANGUAGE } from '@carcare/contracts';
import { perLanguage } from './perLanguage';

/**
 * Every date and time the console shows, in India time (Asia/Kolkata) whatever the browser's zone:
 * the business runs on Indian time, as the server does, and staff compare what they see with
 * what the customer was told. The API speaks ISO-8601 UTC instants and YYYY-MM-DD calendar dates.
 * Month names and the like follow the language shown (en-IN or hi-IN); digits stay Latin in both.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
const EMPTY = '—';

/** The formats the console writes, in the locale of the language shown: en-IN ("24 Nov 2026, 2:58 pm") or hi-IN ("24 नव॰ 2026, 2:58 pm"). */
const FORMAT_OPTIONS = {
  dateTime: { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short' },
  time: { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' },
  // A calendar date names a day, not an instant: formatted at UTC midnight in UTC it never shifts.
  calendarDate: { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' },
  calendarDay: { timeZone: 'UTC', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type FormatName = keyof typeof FORMAT_OPTIONS;
/**
 * The formats of the language shown, each built on its first use: building a DateTimeFormat costs
 * about a millisecond of a phone's CPU, and a page uses two or three of the six.
 */
const FORMATS = Object.fromEntries(
  Object.entries(FORMAT_OPTIONS).map(([name, options]) => [name, perLanguage((language) => new Intl.DateTimeFormat(LOCALE_OF_LANGUAGE[language], options))]),
) as Record<FormatName, () => Intl.DateTimeFormat>;
const format = (name: FormatName): Intl.DateTimeFormat => FORMATS[name]();
/**
 * Builds the calendar-date formats of the language shown (the dashboards' and most lists' dates).
 * The first DateTimeFormat of a page loads the locale's data: a noticeable stretch of a phone's CPU, which
 * the console spends in a task of its own before a page renders (shell/router.tsx), not in the page's.
 */
export function prepareDateFormats(): void {
  format('calendarDate');
  format('calendarDay');
}
let isoDate: Intl.DateTimeFormat | undefined;
// en-CA writes YYYY-MM-DD.
const isoDateFormat = () => (isoDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

function instant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function calendar(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** An instant as "24 Nov 2026, 2:58 pm"; `empty` when there is none, the text itself when it is not a date. */
export function formatDateTime(iso: string | null | undefined, empty = EMPTY): string {
  if (!iso) return empty;
  const date = instant(iso);
  return date ? format('dateTime').format(date) : iso;
}

/** The day of an instant in India: "24 Nov 2026". */
export function formatDate(iso: string | null | undefined, empty = EMPTY): string {
  const date = instant(iso);
  return date ? format('date').format(date) : empty;
}

/** The day and month of an instant in India, "24 Nov" (the year added when it is not this year's). */
export function formatDayMonth(iso: string, now: Date = new Date()): string {
  const date = instant(iso);
  if (!date) return iso;
  return businessYear(date) === businessYear(now) ? format('dayMonth').format(date) : format('date').format(date);
}

/** The time of day of an instant in India: "2:58 pm". */
export function formatTime(iso: string | null | undefined, empty = EMPTY): string {
  const date = instant(iso);
  return date ? format('time').format(date) : empty;
}

/** A calendar date (YYYY-MM-DD) as "22 Nov 2026". */
export function formatCalendarDate(value: string | null | undefined, empty = EMPTY): string {
  if (!value) return empty;
  const date = calendar(value);
  return date ? format('calendarDate').format(date) : value;
}

/** A calendar date (YYYY-MM-DD) as "22 Nov" (charts and short lists). */
export function formatCalendarDay(value: string): string {
  const date = calendar(value);
  return date ? format('calendarDay').format(date) : value;
}

/** The date in India (YYYY-MM-DD) at `now`: what "today" means to the business. */
export function businessToday(now: Date = new Date()): string {
  return isoDateFormat().format(now);
}

function businessYear(date: Date): string {
  return isoDateFormat().format(date).slice(0, 4);
}

/** A YYYY-MM-DD date as a date field shows it: "24/11/2026"; '' when empty or not a date. */
export function isoDateToInput(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** What was typed in a date field ("24/11/2026", also "4/1/2026" or "24-11-2026") as YYYY-MM-DD; null unless it is a real date. */
export function inputToIsoDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over to March: a real date reads back the same.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Typed text kept to dd/mm/yyyy as the user goes: digits only, a slash once a part is full and more follows. */
export function maskDateInput(text: string): string {
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(text.trim())) {
    const [day, month, year] = text.trim().split(/[/.-]/);
    return `${day!.padStart(2, '0')}/${month!.padStart(2, '0')}/${year}`;
  }
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}
