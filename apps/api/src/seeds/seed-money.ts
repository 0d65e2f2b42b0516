import { DB_INTEGER_MAX, mondayOf } from '@carcare/contracts';
import { asc } from 'drizzle-orm';
import { addDays, todayInIndia } from '../db/calendar';
import { cashDeposits, commissionRates, workshops } from '../db/schema';
import type { Tx } from '../db/transaction';
import { attributeCashToWorkers } from '../modules/cash/cash-backfill';
import { cashInHand } from '../modules/cash/cash-service';
import { findSettlement } from '../modules/settlements/settlement-queries';
import { createSettlementIn, paySettlementIn } from '../modules/settlements/settlement-service';

/**
 * The demo's money after its payments: cash held by the workers who took it, a commission history,
 * the statements of the two weeks before the last (the older one paid where it owes the workshop),
 * and one deposit. The last week that has ended is left to settle from the console.
 */
export async function seedMoney(tx: Tx, now: Date, superAdminId: number): Promise<void> {
  await attributeCashToWorkers(tx);
  if ((await tx.select({ id: commissionRates.id }).from(commissionRates).limit(1)).length > 0) return;
  const actor = { id: superAdminId, ip: null };
  const lastEnded = addDays(mondayOf(todayInIndia(now)), -7);
  const workshopRows = await tx.select({ id: workshops.id }).from(workshops).orderBy(asc(workshops.id));
  if (workshopRows.length === 0) return;
  await tx.insert(commissionRates).values([
    ...workshopRows.map(({ id }) => ({ workshopId: id, rateBasisPoints: 1250, effectiveFrom: '2025-04-01', note: 'Standard rate', createdBy: superAdminId, createdAt: now })),
    { workshopId: workshopRows[0]!.id, rateBasisPoints: 1000, effectiveFrom: addDays(lastEnded, -28), note: 'Lower rate agreed for a high-volume workshop', createdBy: superAdminId, createdAt: now },
  ]);
  for (const [index, { id }] of workshopRows.entries()) {
    const older = await createSettlementIn(tx, { workshop_id: id, week_start: addDays(lastEnded, -14) }, actor, now);
    await createSettlementIn(tx, { workshop_id: id, week_start: addDays(lastEnded, -7) }, actor, now);
    const statement = await findSettlement(tx, { kind: 'all' }, older.id);
    // A week too large for one payout (a benchmark's million requests) is left open, as the console would leave it.
    if (statement && statement.status === 'open' && statement.payable_paise > 0 && statement.payable_paise <= DB_INTEGER_MAX) {
      const utr = `HDFCN${addDays(lastEnded, -7).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`;
      await paySettlementIn(tx, older.id, { version: statement.version, utr }, actor, now);
    }
  }
  const [holder] = await cashInHand(tx, { kind: 'all' }, { workshop_id: workshopRows[0]!.id });
  if (holder && holder.outstanding_paise >= 20_000) {
    const amount = Math.floor(holder.outstanding_paise / 2 / 10_000) * 10_000;
    await tx.insert(cashDeposits).values({ workshopId: holder.workshop.id, workerId: holder.worker.id, amountPaise: amount, note: 'Handed in at the end of the shift', createdBy: superAdminId, createdAt: now, updatedAt: now });
  }
}
