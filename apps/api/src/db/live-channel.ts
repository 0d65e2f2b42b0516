import type { LiveEvent } from '@carcare/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from './transaction';

/** The PostgreSQL channel every API process listens on for what another changed. */
export const LIVE_CHANNEL = 'carcare_live';

/**
 * Tells every API process (and through it every open console) what changed. NOTIFY is part of the
 * transaction: sent on commit, dropped on rollback, so a console never hears of a change that did not happen.
 */
export async function publishLive(db: Executor, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}
