import { mondayOf } from '@carcare/contracts';
import { businessToday } from '../../components/format/dates';

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A week the "Make statement" dialog offers: its Monday, and whether it has ended in India. */
export interface WeekChoice {
  weekStart: string;
  ended: boolean;
}

/**
 * The weeks the dialog offers, newest first: the week under way (not ended, so not to be chosen) and
 * the `count` weeks before it. Weeks run Monday to Sunday in India, whatever the browser's zone.
 */
export function weekChoices(now: Date = new Date(), count = 12): WeekChoice[] {
  const current = mondayOf(businessToday(now));
  return [{ weekStart: current, ended: false }, ...Array.from({ length: count }, (_, index) => ({ weekStart: addDays(current, -7 * (index + 1)), ended: true }))];
}

/** The Monday of the last week that has ended in India. */
export function lastEndedWeek(now: Date = new Date()): string {
  return addDays(mondayOf(businessToday(now)), -7);
}
