import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/transaction';
import { rowsOf } from './sql-rows';

/** The India date of a column, written out here rather than through the triggers' india_date(), so the two are checked against each other. */
export const indiaDate = (column: string): SQL => sql.raw(`((${column} at time zone 'UTC') + interval '330 minutes')::date`);

/** Successful payments count in, successful refunds out (payouts are not revenue). */
export const signedPaise = sql.raw(`case kind when 'payment' then amount_paise else -amount_paise end`);
export const countsAsRevenue = sql.raw(`kind in ('payment', 'refund') and status = 'success'`);

/** Requests per India day, workshop, society and status, counted from scratch. */
const countedRequests = (db: Executor) =>
  rowsOf(
    db,
    sql`select ${indiaDate('scheduled_at')}::text as day, workshop_id, coalesce(society_id, 0) as society_key, status, count(*)::int as count
      from service_requests group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );

export const rolledUpRequests = (db: Executor) =>
  rowsOf(db, sql`select day::text as day, workshop_id, society_key, status, count from request_day_counts where count <> 0 order by 1, 2, 3, 4`);

/** Revenue per India day and workshop, summed from scratch. */
const summedRevenue = (db: Executor) =>
  rowsOf(
    db,
    sql`select ${indiaDate('created_at')}::text as day, workshop_id, sum(${signedPaise})::bigint::text as paise
      from transactions where ${countsAsRevenue} group by 1, 2 having sum(${signedPaise}) <> 0 order by 1, 2`,
  );

const rolledUpRevenue = (db: Executor) => rowsOf(db, sql`select day::text as day, workshop_id, paise::text as paise from revenue_day_totals where paise <> 0 order by 1, 2`);

/** Reviews per workshop and status, their count and rating sum, from scratch. */
const summedReviews = (db: Executor) =>
  rowsOf(db, sql`select workshop_id, status, count(*)::int as count, sum(rating)::text as rating_sum from reviews group by 1, 2 order by 1, 2`);

const rolledUpReviews = (db: Executor) =>
  rowsOf(db, sql`select workshop_id, status, count, rating_sum::text as rating_sum from workshop_review_totals where count <> 0 order by 1, 2`);

/** The rollups hold exactly what the base tables add up to (rows left at 0 aside). */
export async function expectRollupsFromScratch(db: Executor): Promise<void> {
  expect(await rolledUpRequests(db)).toEqual(await countedRequests(db));
  expect(await rolledUpRevenue(db)).toEqual(await summedRevenue(db));
  expect(await rolledUpReviews(db)).toEqual(await summedReviews(db));
}
