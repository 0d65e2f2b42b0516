import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { addDays, indiaDateOf } from '../../db/calendar';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../db/job-queue';
import { settlements } from '../../db/schema';
import { createSettlement } from './settlement-service';

/** The queue's kind of the weekly settlement run. */
export const SETTLEMENT_RUN_QUEUE_KIND = 'settlement-run';
/** The run looks every hour, so a week's statements follow its end within the hour, whichever replica runs it. */
const EVERY_MS = 60 * 60 * 1000;
/** A run after a long stop catches up at most this many weeks of one workshop; the next run goes on. */
const MAX_WEEKS_PER_RUN = 52;
/** Statements the run makes are the system's: the audit trail names no admin. */
const SYSTEM = { id: null };

/** The Monday (India time) of the last Monday–Sunday week that has ended at `now`. */
export function lastEndedWeekStart(now: Date): string {
  const today = indiaDateOf(now);
  const daysSinceMonday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  return addDays(today, -daysSinceMonday - 7);
}

/**
 * Makes the statements of the weeks that have ended since each workshop's latest statement, oldest
 * first. Only workshops already settled take part: a workshop's first statement, which sets the week
 * the platform starts settling it from, stays an admin's act. Making a statement is idempotent and
 * locks its workshop (createSettlement), so two runs at once, or a run beside an admin's click, make
 * each statement once. Answers how many it made.
 */
export async function runWeeklySettlements(db: Db, now: Date): Promise<number> {
  const lastWeek = lastEndedWeekStart(now);
  const latest = await db
    .select({ workshopId: settlements.workshopId, weekStart: sql<string>`max(${settlements.weekStart})::text` })
    .from(settlements)
    .groupBy(settlements.workshopId)
    .orderBy(settlements.workshopId);
  let made = 0;
  for (const { workshopId, weekStart } of latest) {
    for (let week = addDays(weekStart, 7), weeks = 0; week <= lastWeek && weeks < MAX_WEEKS_PER_RUN; week = addDays(week, 7), weeks += 1) {
      const { created } = await createSettlement(db, { workshop_id: workshopId, week_start: week }, SYSTEM, now);
      if (created) made += 1;
    }
  }
  return made;
}

/**
 * Makes each week's statements once the week has ended (SETTLEMENT_RUNS=true), looking every hour
 * in one process of all (a scheduled job of the queue).
 */
export function scheduleSettlementRuns(queue: JobQueue, db: Db, clock: Clock, log: { info(object: object, message: string): void }): void {
  queue.work(SETTLEMENT_RUN_QUEUE_KIND, async () => {
    const made = await runWeeklySettlements(db, clock.now());
    if (made > 0) log.info({ statements_made: made }, 'Made the weekly statements');
  });
  queue.schedule(SETTLEMENT_RUN_QUEUE_KIND, EVERY_MS);
}
