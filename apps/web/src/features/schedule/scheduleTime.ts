import { minutesOfClock, SCHEDULE_SNAP_MINUTES, snapMinutes } from '@carcare/contracts';

// India keeps one offset all year (no daylight saving), so a board date's clock times map to
// instants by arithmetic, whatever zone the browser is in.
const INDIA_OFFSET = '+05:30';
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The instant (ms) of midnight in India at the start of `date` (YYYY-MM-DD). */
function midnightOf(date: string): number {
  return Date.parse(`${date}T00:00:00${INDIA_OFFSET}`);
}

/** Minutes from India midnight of `date` to the instant `iso` (negative or past 1440 off that day). */
export function minutesIntoDay(date: string, iso: string): number {
  return Math.round((Date.parse(iso) - midnightOf(date)) / MINUTE_MS);
}

/** The instant `minutes` after India midnight of `date`, as an ISO string with India's offset. */
export function instantAt(date: string, minutes: number): string {
  const day = Math.floor(minutes / DAY_MINUTES);
  const within = minutes - day * DAY_MINUTES;
  const hours = String(Math.floor(within / 60)).padStart(2, '0');
  const mins = String(within % 60).padStart(2, '0');
  return `${addDays(date, day)}T${hours}:${mins}:00${INDIA_OFFSET}`;
}

/** A datetime-local value ("2026-12-01T10:30") read as India time; '' when it is not one. */
export function indiaLocalToIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  return match ? instantAt(match[1]!, Number(match[2]) * 60 + Number(match[3])) : '';
}

/** An instant as the datetime-local value of its India date and time ("2026-12-01T10:30"). */
export function isoToIndiaLocal(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 330 * MINUTE_MS).toISOString();
  return shifted.slice(0, 16);
}

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Monday to Sunday of the week holding `date`. */
export function weekOf(date: string): string[] {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = (new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, index) => addDays(date, index - weekday));
}

/** A date the address may hold: a real YYYY-MM-DD, else null. */
export function validDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return addDays(value, 0) === value ? value : null;
}

/** "HH:MM" of minutes since midnight, wrapping past midnight. */
export function clockText(minutes: number): string {
  const within = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}

/** The time axis of a day: whole hours from `start` to `end` (minutes since midnight). */
export interface TimeAxis {
  start: number;
  end: number;
}

const CLOSED_DAY_AXIS: TimeAxis = { start: 8 * 60, end: 20 * 60 };

/**
 * The board's axis: the day's hours, widened to whole hours and to any job that lies outside them
 * (a job booked before the hours changed still shows); a closed day shows 08:00–20:00 around its jobs.
 */
export function axisOf(hours: { open: string; close: string } | null, jobs: readonly { start: number; end: number }[]): TimeAxis {
  let start = hours ? minutesOfClock(hours.open) : CLOSED_DAY_AXIS.start;
  let end = hours ? minutesOfClock(hours.close) : CLOSED_DAY_AXIS.end;
  for (const job of jobs) {
    start = Math.min(start, job.start);
    end = Math.max(end, job.end);
  }
  start = Math.max(0, Math.floor(start / 60) * 60);
  end = Math.min(DAY_MINUTES, Math.ceil(end / 60) * 60);
  return { start, end: Math.max(end, start + 60) };
}

/** The hours to label on an axis. */
export function hourMarks(axis: TimeAxis): number[] {
  const marks: number[] = [];
  for (let minute = axis.start; minute <= axis.end; minute += 60) marks.push(minute);
  return marks;
}

/**
 * Where a job dropped with its left edge at `offsetPx` from the axis' start begins, snapped to the
 * board's step and kept on the axis (its whole duration inside).
 */
export function minutesAtOffset(offsetPx: number, pxPerMinute: number, axis: TimeAxis, duration: number): number {
  const snapped = snapMinutes(axis.start + offsetPx / pxPerMinute);
  const latest = Math.max(axis.start, Math.floor((axis.end - duration) / SCHEDULE_SNAP_MINUTES) * SCHEDULE_SNAP_MINUTES);
  return Math.min(Math.max(snapped, axis.start), latest);
}
