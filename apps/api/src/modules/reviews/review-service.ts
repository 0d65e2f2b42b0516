import type { ReviewAction, ReviewStatus } from '@carcare/contracts';
import { nextReviewStatus, REVIEW_ALREADY_REPLIED_MESSAGE, REVIEW_TRANSITIONS } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditedUpdate, expectVersion, lockRow } from '../../db/versioned-write';
import { conflict } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import type { AccessScope } from '../scope/access-scope';
import { reviewScope } from '../scope/access-scope';
import { lockRatedRows, recomputeRatings } from './review-ratings';

export const REVIEW_NOT_FOUND = 'Review not found';

/** The review in scope, locked: two moderations or replies of one review run one after the other. */
const lockReview = (tx: Executor, scope: AccessScope, id: number, version?: number) => lockRow(tx, reviews, { id, version, where: reviewScope(scope), notFound: REVIEW_NOT_FOUND });

/**
 * Hide or publish, following the state machine (DESIGN §4) with optimistic concurrency; the
 * workshop's and worker's ratings (averages of published reviews) move in the same transaction.
 */
export async function moderateReview(db: Db, scope: AccessScope, id: number, action: ReviewAction, version: number, reason: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, scope, id, version);
    const current = review.status as ReviewStatus;
    const next = nextReviewStatus(current, action);
    if (next === null) {
      const allowed = REVIEW_TRANSITIONS[action].from.join(' or ');
      throw conflict('INVALID_TRANSITION', `This review is ${current}; only ${allowed} reviews can be ${action === 'hide' ? 'hidden' : 'published'}`);
    }
    await lockRatedRows(tx, review.workshopId, review.workerId);
    await auditedUpdate(tx, reviews, review, { status: next, moderationReason: reason }, { actor, now, action: `review.${action}`, entity: 'review', changes: { status: { from: current, to: next }, reason } });
    await recomputeRatings(tx, review.workshopId, review.workerId);
  });
}

/** The workshop's one reply: a second one answers 409 CONFLICT, whatever version it sends. */
export async function replyToReview(db: Db, scope: AccessScope, id: number, version: number, reply: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so a reply written meanwhile is seen here: the second reply answers CONFLICT, not STALE_VERSION.
    const review = await lockReview(tx, scope, id);
    if (review.reply !== null) throw conflict('CONFLICT', REVIEW_ALREADY_REPLIED_MESSAGE);
    expectVersion(review.version, version);
    await auditedUpdate(tx, reviews, review, { reply, repliedAt: now, repliedBy: actor.id }, { actor, now, action: 'review.reply', entity: 'review', changes: { reply: { from: null, to: reply } } });
  });
}
