import type { SQL } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { reviews, workers, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** Average of the published reviews matching `where`, to 2 decimals; null when there are none. */
const publishedAverage = (where: SQL) =>
  sql`(select round(avg(${reviews.rating}), 2)::real from ${reviews} where ${reviews.status} = 'published' and ${where})`;

/**
 * Locks the workshop's (and worker's) row before a review of theirs changes status, so two
 * moderations of the same workshop run one after the other and the second averages what the
 * first committed. Call first in the transaction; always workshop, then worker.
 */
export async function lockRatedRows(tx: Executor, workshopId: number, workerId: number | null): Promise<void> {
  await tx.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, workshopId)).for('update');
  if (workerId !== null) await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId)).for('update');
}

/** workshops.rating and workers.rating of one review's workshop and worker: the average of their published reviews. */
export async function recomputeRatings(tx: Executor, workshopId: number, workerId: number | null): Promise<void> {
  await tx
    .update(workshops)
    .set({ rating: publishedAverage(sql`${reviews.workshopId} = ${workshopId}`) })
    .where(eq(workshops.id, workshopId));
  if (workerId !== null) {
    await tx
      .update(workers)
      .set({ rating: publishedAverage(sql`${reviews.workerId} = ${workerId}`) })
      .where(eq(workers.id, workerId));
  }
}

/** Every workshop's and worker's rating from scratch (after seeding): one aggregate pass each. */
export async function recomputeAllRatings(tx: Executor): Promise<void> {
  for (const [table, column] of [
    [workshops, reviews.workshopId],
    [workers, reviews.workerId],
  ] as const) {
    await tx.execute(sql`
      update ${table} set rating = averages.rating
      from (
        select rated.id, agg.rating
        from ${table} rated
        left join (
          select ${column} as id, round(avg(${reviews.rating}), 2)::real as rating
          from ${reviews}
          where ${reviews.status} = 'published' and ${column} is not null
          group by ${column}
        ) agg on agg.id = rated.id
      ) averages
      where ${table}.id = averages.id and ${table}.rating is distinct from averages.rating`);
  }
}
