import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/** At most `limit` events per `windowSeconds` for `key`. Several rules may share a key. */
export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** Why the caller is refused, shown to them. */
  message: string;
}

export interface RateDecision {
  allowed: boolean;
  rule?: RateRule;
  retryAfterSeconds?: number;
}

const SECOND = 1000;
/** Counters are kept this long; no rule may look further back. */
export const MAX_WINDOW_SECONDS = 86_400;

/**
 * Checks every rule and, only if all pass, records one event per distinct key.
 * Per-key advisory locks inside one transaction make the check-and-count atomic
 * across API processes; a refused attempt is not counted.
 */
export async function hitRateLimits(db: Db, now: Date, rules: RateRule[]): Promise<RateDecision> {
  const keys = [...new Set(rules.map((rule) => rule.key))].sort();
  if (rules.some((rule) => rule.windowSeconds > MAX_WINDOW_SECONDS)) throw new Error('Rate-limit window longer than the counters are kept');
  const bucket = new Date(Math.floor(now.getTime() / SECOND) * SECOND);

  return db.transaction(async (tx) => {
    for (const key of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    for (const rule of rules) {
      const since = new Date(now.getTime() - rule.windowSeconds * SECOND);
      const rows = await tx
        .select({ windowStart: rateLimitCounters.windowStart, count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, rule.key), gt(rateLimitCounters.windowStart, since)))
        .orderBy(asc(rateLimitCounters.windowStart));
      const total = rows.reduce((sum, row) => sum + row.count, 0);
      if (total < rule.limit) continue;
      // The window frees a slot once enough of its oldest events have aged out.
      let toDrop = total - rule.limit + 1;
      let freedAt = now.getTime() + rule.windowSeconds * SECOND;
      for (const row of rows) {
        toDrop -= row.count;
        if (toDrop <= 0) {
          freedAt = row.windowStart.getTime() + rule.windowSeconds * SECOND;
          break;
        }
      }
      return { allowed: false, rule, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / SECOND)) };
    }
    // Counters older than any window are dead weight (keys such as IPs may never come back).
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - MAX_WINDOW_SECONDS * SECOND)));
    for (const key of keys) {
      await tx
        .insert(rateLimitCounters)
        .values({ key, windowStart: bucket, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        });
    }
    return { allowed: true };
  });
}

/**
 * Takes back the event `hitRateLimits` counted at `now` for `rules`: an attempt that failed on our
 * side (the SMS provider did not take the code) is not counted against the caller.
 */
export async function releaseRateLimits(db: Db, now: Date, rules: RateRule[]): Promise<void> {
  const keys = [...new Set(rules.map((rule) => rule.key))].sort();
  const bucket = new Date(Math.floor(now.getTime() / SECOND) * SECOND);
  await db.transaction(async (tx) => {
    for (const key of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const where = and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, bucket));
      await tx.update(rateLimitCounters).set({ count: sql`${rateLimitCounters.count} - 1` }).where(where);
      await tx.delete(rateLimitCounters).where(and(where, lte(rateLimitCounters.count, 0)));
    }
  });
}
