import type { updateWorkingHoursBodySchema, WorkingHours } from '@carcare/contracts';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { WorkshopRow } from '../../db/schema';
import { workshops } from '../../db/schema';
import { changedFields } from '../../db/audit-trail';
import { auditedUpdate, lockRow } from '../../db/versioned-write';
import { notFound } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import type { AccessScope } from '../scope/access-scope';
import { workshopScope } from '../scope/access-scope';
import { weeklyHoursOf } from './working-hours';

type SaveWorkingHours = z.output<typeof updateWorkingHoursBodySchema>;

const NOT_FOUND = 'Workshop not found';

/** The hours as the API shows them; a workshop whose text was never read shows the fallback. */
export function workingHoursOf(row: WorkshopRow): WorkingHours {
  return {
    weekly: weeklyHoursOf(row),
    holidays: row.holidays,
    travel_buffer_minutes: row.travelBufferMinutes,
    late_after_minutes: row.lateAfterMinutes,
    needs_review: row.hoursNeedReview,
    version: row.version,
  };
}

function snapshot(row: Pick<WorkshopRow, 'workingHours' | 'holidays' | 'travelBufferMinutes' | 'lateAfterMinutes'>): Record<string, unknown> {
  return { workingHours: row.workingHours, holidays: row.holidays, travelBufferMinutes: row.travelBufferMinutes, lateAfterMinutes: row.lateAfterMinutes };
}

/** One workshop's hours within the caller's scope (another workshop's looks missing: 404). */
export async function readWorkingHours(db: Db, scope: AccessScope, id: number): Promise<WorkingHours> {
  const [row] = await db.select().from(workshops).where(and(workshopScope(scope), eq(workshops.id, id))).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return workingHoursOf(row);
}

/**
 * Replaces the hours through the write kernel (locked row, version check, audit). Saving them is
 * someone checking them, so a guessed week stops asking for review.
 */
export async function saveWorkingHours(db: Db, scope: AccessScope, id: number, body: SaveWorkingHours, actor: Actor, now: Date): Promise<WorkingHours> {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, workshops, { id, version: body.version, where: workshopScope(scope), notFound: NOT_FOUND });
    const values = {
      workingHours: body.weekly,
      // Sorted so the console and the schedule read them in calendar order.
      holidays: [...body.holidays].sort((a, b) => a.date.localeCompare(b.date)),
      travelBufferMinutes: body.travel_buffer_minutes,
      lateAfterMinutes: body.late_after_minutes,
      hoursNeedReview: false,
    };
    const changes = { ...changedFields(snapshot(current), snapshot(values)), ...(current.hoursNeedReview ? { hoursNeedReview: { from: true, to: false } } : {}) };
    const updated = await auditedUpdate(tx, workshops, current, values, { actor, now, action: 'workshop.hours', entity: 'workshop', changes });
    return workingHoursOf(updated);
  });
}
