import { businessToday } from '../../components/format/dates';

const DAY_MS = 86_400_000;

/** Whole India days from the day `since` fell on to today: cash taken yesterday evening is a day old this morning. */
export function daysHeld(since: string, now: Date = new Date()): number {
  const from = Date.parse(`${businessToday(new Date(since))}T00:00:00Z`);
  const to = Date.parse(`${businessToday(now)}T00:00:00Z`);
  return Math.max(0, Math.round((to - from) / DAY_MS));
}

