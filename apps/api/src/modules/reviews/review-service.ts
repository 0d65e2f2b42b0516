import type { ReviewAction, ReviewStatus } from '@carcare/contracts';
import { nextReviewStatus, REVIEW_ALREADY_REPLIED_MESSAGE, REVIEW_TRANSITIONS } from '@carcare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { conflict, notFound, staleVersion } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { recordAudit } from '../audit/audit-log';
import type { AccessScope } from '../scope/access-scope';
import { reviewScope, whereAll } from '../scope/access-scope';
import { lockRatedRows, recomputeRatings } from './review-ratings';

export const REVIEW_NOT_FOUND = 'Review not found';

async function loadRow(tx: Executor, scope: AccessScope, id: number) {
  const [review] = await tx
    .select()
    .from(reviews)
    .where(whereAll(reviewScope(scope), eq(reviews.id, id)));
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/**
 * Hide or publish, following the state machine (DESIGN §4) with optimistic concurrency; the
 * workshop's and worker's ratings (averages of published reviews) move in the same transaction.
 */
export async function moderateReview(db: Db, scope: AccessScope, id: number, action: ReviewAction, version: number, reason: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await loadRow(tx, scope, id);
    if (review.version !== version) throw staleVersion();
    const current = review.status as ReviewStatus;
    const next = nextReviewStatus(current, action);
    if (next === null) {
      const allowed = REVIEW_TRANSITIONS[action].from.join(' or ');
      throw conflict('INVALID_TRANSITION', `This review is ${current}; only ${allowed} reviews can be ${action === 'hide' ? 'hidden' : 'published'}`);
    }
    await lockRatedRows(tx, review.workshopId, review.workerId);
    const updated = await tx
      .update(reviews)
      .set({ status: next, moderationReason: reason, version: version + 1, updatedAt: now })
      .where(and(eq(reviews.id, id), eq(reviews.version, version), eq(reviews.status, current)))
      .returning({ id: reviews.id });
    if (updated.length === 0) throw staleVersion();
    await recomputeRatings(tx, review.workshopId, review.workerId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `review.${action}`,
      entity: 'review',
      entityId: id,
      changes: { status: { from: current, to: next }, reason },
      at: now,
      ip: actor.ip,
    });
  });
}

/** The workshop's one reply: a second one answers 409 CONFLICT, whatever version it sends. */
export async function replyToReview(db: Db, scope: AccessScope, id: number, version: number, reply: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await loadRow(tx, scope, id);
    if (review.reply !== null) throw conflict('CONFLICT', REVIEW_ALREADY_REPLIED_MESSAGE);
    if (review.version !== version) throw staleVersion();
    const updated = await tx
      .update(reviews)
      .set({ reply, repliedAt: now, repliedBy: actor.id, version: version + 1, updatedAt: now })
      .where(and(eq(reviews.id, id), eq(reviews.version, version), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (updated.length === 0) {
      // Someone else replied (or changed it) since we read it.
      const [latest] = await tx.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id));
      throw latest?.reply !== null && latest?.reply !== undefined ? conflict('CONFLICT', REVIEW_ALREADY_REPLIED_MESSAGE) : staleVersion();
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'review.reply',
      entity: 'review',
      entityId: id,
      changes: { reply: { from: null, to: reply } },
      at: now,
      ip: actor.ip,
    });
  });
}
