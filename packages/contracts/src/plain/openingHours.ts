// Reading the free-text opening hours workshops kept before structured hours (the API's start-up
// step). Apart from schedule.ts so the console, which never reads such text, loads none of it.
import type { WeeklyHours } from './schedule';
import { clockOfMinutes } from './schedule';

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
