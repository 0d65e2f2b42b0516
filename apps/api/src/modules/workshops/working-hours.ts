import type { DayHours, WeeklyHours } from '@carcare/contracts';
import { FALLBACK_CLOSE, FALLBACK_OPEN, parseOpeningHours, weekdayIndexOf } from '@carcare/contracts';
import { eq, isNull } from 'drizzle-orm';
import { workshops } from '../../db/schema';
import type { WorkshopRow } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type WorkshopHoursFields = Pick<WorkshopRow, 'workingHours' | 'holidays' | 'travelBufferMinutes' | 'lateAfterMinutes' | 'hoursNeedReview'>;

const FALLBACK_DAY: DayHours = { open: FALLBACK_OPEN, close: FALLBACK_CLOSE };
export const FALLBACK_WEEK: WeeklyHours = Array.from({ length: 7 }, () => FALLBACK_DAY);

/** The weekly hours a workshop keeps; until they are read from its free text, the fallback's. */
export function weeklyHoursOf(workshop: Pick<WorkshopRow, 'workingHours'>): WeeklyHours {
  return workshop.workingHours ?? FALLBACK_WEEK;
}

/** A workshop's hours on an India date: null hours when the weekday is closed or the date a holiday. */
export function hoursOnDate(workshop: Pick<WorkshopRow, 'workingHours' | 'holidays'>, date: string): { hours: DayHours | null; holiday: { date: string; note: string } | null } {
  const holiday = workshop.holidays.find((day) => day.date === date) ?? null;
  if (holiday) return { hours: null, holiday };
  return { hours: weeklyHoursOf(workshop)[weekdayIndexOf(date)] ?? null, holiday: null };
}

/** Structured hours from a workshop's free text, or the fallback flagged for someone to check. */
export function hoursFromText(text: string): { workingHours: WeeklyHours; hoursNeedReview: boolean } {
  const parsed = parseOpeningHours(text);
  return parsed ? { workingHours: parsed, hoursNeedReview: false } : { workingHours: FALLBACK_WEEK, hoursNeedReview: true };
}

/**
 * Gives every workshop still without structured hours the ones its free text states (run after
 * the migrations, so databases from before structured hours get them once). Returns how many.
 */
export async function fillWorkingHours(db: Executor): Promise<number> {
  const pending = await db.select({ id: workshops.id, openingHours: workshops.openingHours }).from(workshops).where(isNull(workshops.workingHours));
  for (const workshop of pending) {
    await db.update(workshops).set(hoursFromText(workshop.openingHours)).where(eq(workshops.id, workshop.id));
  }
  return pending.length;
}
