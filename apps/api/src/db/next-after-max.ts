import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction';

/**
 * The number after the largest `column` value of the rows matching `where`, `step` on (`step` when
 * there are none): the next place in an order, the next version number. The caller holds the lock
 * that keeps two writers from drawing the same one.
 */
export async function nextAfterMax(tx: Executor, column: PgColumn, step: number, where?: SQL): Promise<number> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${column})` })
    .from(column.table)
    .where(where);
  return Number(last?.max ?? 0) + step;
}
