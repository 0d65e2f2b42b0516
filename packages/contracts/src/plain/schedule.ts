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

const DAY_WORDS: Record<string, number> = { mon: 0, tue: 1, tues: 1, wed: 2, thu: 3, thur: 3, thurs: 3, fri: 4, sat: 5, sun: 6 };
const EVERY_DAY = /^(daily|everyday|every day|all days|all week|mon\s*[-–—to]+\s*sun)$/i;
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const RANGE = new RegExp(String.raw`^(.*?)\s*${TIME}\s*(?:-|–|—|to)\s*${TIME}\s*$`, 'i');

function dayIndex(word: string): number | undefined {
  const key = word.toLowerCase().replace(/[^a-z]/g, '');
  return DAY_WORDS[key] ?? DAY_WORDS[key.slice(0, 3)];
}

/** The weekdays a text names: "Daily", "Mon–Sat", "Sat", "Mon, Wed"; empty text means every day. */
function daysOf(text: string): number[] | null {
  const trimmed = text.trim().replace(/[:,]$/, '').trim();
  if (trimmed === '' || EVERY_DAY.test(trimmed)) return [0, 1, 2, 3, 4, 5, 6];
  const days: number[] = [];
  for (const part of trimmed.split(/\s*(?:,|&|\band\b)\s*/i)) {
    const range = /^([a-z]+)\.?\s*(?:-|–|—|to)\s*([a-z]+)\.?$/i.exec(part);
    if (range) {
      const from = dayIndex(range[1]!);
      const to = dayIndex(range[2]!);
      if (from === undefined || to === undefined) return null;
      for (let day = from; ; day = (day + 1) % 7) {
        days.push(day);
        if (day === to) break;
      }
      continue;
    }
    const single = dayIndex(part);
    if (single === undefined || !/^[a-z]+\.?$/i.test(part)) return null;
    days.push(single);
  }
  return days;
}

function clockOf(hourText: string, minuteText: string | undefined, meridiem: string | undefined): number | null {
  let hours = Number(hourText);
  const minutes = minuteText === undefined ? 0 : Number(minuteText);
  if (minutes > 59) return null;
  const half = meridiem?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/**
 * Reads free-text opening hours ("Mon–Sat 08:00–20:00", "Daily 7:30am–9pm; Sun closed") into
 * weekly hours, Monday first. Days no segment names are closed. Null when any part cannot be read.
 */
export function parseOpeningHours(text: string): WeeklyHours | null {
  const segments = text.split(/\s*[;\n|]\s*|,\s*(?=[a-z]+\.?\s*(?:-|–|—|to)?\s*[a-z]*\.?\s*\d)/i).filter((segment) => segment.trim() !== '');
  if (segments.length === 0) return null;
  const weekly: WeeklyHours = [null, null, null, null, null, null, null];
  for (const segment of segments) {
    const closed = /^(.*?)\s*[:-]?\s*(closed|off|holiday)$/i.exec(segment.trim());
    if (closed) {
      const days = daysOf(closed[1]!);
      if (!days || closed[1]!.trim() === '') return null;
      for (const day of days) weekly[day] = null;
      continue;
    }
    const match = RANGE.exec(segment.trim());
    if (!match) return null;
    const days = daysOf(match[1]!);
    const open = clockOf(match[2]!, match[3], match[4]);
    let close = clockOf(match[5]!, match[6], match[7]);
    // Bare hours "9–7" read as 9 in the morning to 7 in the evening.
    if (open !== null && close !== null && !match[7] && !match[4] && match[3] === undefined && match[6] === undefined && close <= open && close + 720 > open && close < 720) close += 720;
    if (!days || open === null || close === null || close <= open || close > 24 * 60) return null;
    const hours = { open: clockOfMinutes(open), close: clockOfMinutes(Math.min(close, 24 * 60 - 1)) };
    for (const day of days) weekly[day] = hours;
  }
  return weekly;
}
