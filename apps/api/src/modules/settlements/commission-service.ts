import type { CommissionRate, CreateCommissionRateBody } from '@carcare/contracts';
import { basisPointsOfPercent, createCommissionRateBodySchema, percentOfBasisPoints, weekEndOf } from '@carcare/contracts';
import { and, desc, eq, gte } from 'drizzle-orm';
import { auditChange } from '../../db/audit-trail';
import { addDays } from '../../db/calendar';
import type { Db } from '../../db/client';
import { admins, commissionRates, settlements, workshops } from '../../db/schema';
import type { CommissionRateRow } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { conflict, notFound } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import type { AccessScope } from '../scope/access-scope';
import { mayReadWorkshop } from '../scope/access-scope';

const WORKSHOP_NOT_FOUND = 'Workshop not found';

function toRate(row: CommissionRateRow, creatorName: string | null): CommissionRate {
  return {
    id: row.id,
    workshop_id: row.workshopId,
    rate_percent: percentOfBasisPoints(row.rateBasisPoints),
    effective_from: row.effectiveFrom,
    note: row.note,
    created_by: row.createdBy !== null ? { id: row.createdBy, name: creatorName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A workshop's rate history, newest first; another workshop's is not found for a workshop admin. */
export async function commissionRatesOf(db: Executor, scope: AccessScope, workshopId: number): Promise<CommissionRate[]> {
  const [workshop] = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, workshopId));
  if (!workshop || !mayReadWorkshop(scope, workshopId)) throw notFound(WORKSHOP_NOT_FOUND);
  const rows = await db
    .select({ rate: commissionRates, creatorName: admins.name })
    .from(commissionRates)
    .leftJoin(admins, eq(admins.id, commissionRates.createdBy))
    .where(eq(commissionRates.workshopId, workshopId))
    .orderBy(desc(commissionRates.effectiveFrom));
  return rows.map((row) => toRate(row.rate, row.creatorName));
}

/**
 * Adds a rate from a date. A settled week's statement charged the rates of its days, so a rate may
 * not start on or before the last day a statement covers: it would change what was settled.
 */
export async function addCommissionRate(db: Db, workshopId: number, input: CreateCommissionRateBody, actor: Actor, now: Date): Promise<CommissionRate> {
  const body = createCommissionRateBodySchema.parse(input);
  return db.transaction(async (tx) => {
    const [workshop] = await tx.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, workshopId)).for('update');
    if (!workshop) throw notFound(WORKSHOP_NOT_FOUND);
    // Any settled week that ends on or after the date starts at most six days before it.
    const [settled] = await tx
      .select({ weekStart: settlements.weekStart })
      .from(settlements)
      .where(and(eq(settlements.workshopId, workshopId), gte(settlements.weekStart, addDays(body.effective_from, -6))))
      .orderBy(desc(settlements.weekStart))
      .limit(1);
    if (settled && weekEndOf(settled.weekStart) >= body.effective_from) {
      throw conflict('CONFLICT', `The week up to ${weekEndOf(settled.weekStart)} is already settled; a new rate can start on ${addDays(weekEndOf(settled.weekStart), 1)} at the earliest`);
    }
    const [same] = await tx.select({ id: commissionRates.id }).from(commissionRates).where(and(eq(commissionRates.workshopId, workshopId), eq(commissionRates.effectiveFrom, body.effective_from)));
    if (same) throw conflict('DUPLICATE', `A rate already starts on ${body.effective_from}`);
    const [created] = await tx
      .insert(commissionRates)
      .values({ workshopId, rateBasisPoints: basisPointsOfPercent(body.rate_percent), effectiveFrom: body.effective_from, note: body.note, createdBy: actor.id, createdAt: now })
      .returning();
    await auditChange(tx, { actor, now, action: 'commission_rate.create', entity: 'workshop', entityId: workshopId, changes: { ratePercent: body.rate_percent, effectiveFrom: body.effective_from } });
    const [creator] = actor.id !== null ? await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, actor.id)) : [];
    return toRate(created!, creator?.name ?? null);
  });
}
