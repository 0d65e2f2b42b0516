// The day's rules both sides read without zod: weekdays, clock times and job windows (DESIGN §7).

/** Monday first, as the working-hours table and the week strip show them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A clock time "HH:MM" (24 h). */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Hours assumed where a workshop's free-text hours cannot be read. */
export const FALLBACK_OPEN = '08:00';
export const FALLBACK_CLOSE = '20:00';
export const DEFAULT_LATE_AFTER_MINUTES = 15;
export const MAX_TRAVEL_BUFFER_MINUTES = 240;
export const MAX_LATE_AFTER_MINUTES = 240;
export const MAX_HOLIDAYS = 60;
/** The board moves jobs in steps of this many minutes. */
export const SCHEDULE_SNAP_MINUTES = 15;
/** Statuses whose job holds its worker's time: a new job may not overlap one of these. */
export const ACTIVE_JOB_STATUSES = ['accepted', 'assigned', 'in_progress'] as const;
/** Statuses the board shows (a rejected or cancelled job leaves the day). */
export const BOARD_JOB_STATUSES = ['pending', 'accepted', 'assigned', 'in_progress', 'completed'] as const;
/** Statuses a job can be moved from (DESIGN §7). */
export const RESCHEDULABLE_STATUSES = ['pending', 'accepted', 'assigned'] as const;

export interface DayHours {
  open: string;
  close: string;
}

/** Minutes since midnight of "HH:MM". */
export function minutesOfClock(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** "HH:MM" of minutes since midnight (0–1439). */
export function clockOfMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Index into WEEKDAYS (Monday 0) of a calendar date "YYYY-MM-DD". */
export function weekdayIndexOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return (new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay() + 6) % 7;
}

/** Two half-open ranges [aStart, aEnd) and [bStart, bEnd) share at least a minute. */
export function rangesOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** Rounds minutes to the nearest step of SCHEDULE_SNAP_MINUTES. */
export function snapMinutes(minutes: number): number {
  return Math.round(minutes / SCHEDULE_SNAP_MINUTES) * SCHEDULE_SNAP_MINUTES;
}

export type WeeklyHours = (DayHours | null)[];
