import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';

/**
 * Gives cash payments and refunds recorded without a worker the worker of their request: who did
 * the job took the cash and gave any cash refund back (DESIGN §8). Migration 0024 does the same for
 * the cash recorded before it; the demo seed, whose bulk load writes payments without workers, calls this.
 */
export async function attributeCashToWorkers(db: Executor): Promise<void> {
  await db.execute(sql`
    update transactions as t set worker_id = r.worker_id
    from service_requests as r
    where r.id = t.request_id and t.method = 'cash' and t.kind in ('payment', 'refund')
      and t.worker_id is null and r.worker_id is not null
  `);
}
