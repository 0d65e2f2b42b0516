import type { Review, ReviewListQuery } from '@carcare/contracts';
import { DEFAULT_REVIEW_SORT } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { reviews, serviceRequests, workers, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { containsPattern, lookup, renderedColumns } from '../../http/list-page';
import { namedListReads } from '../../http/list-reads';
import type { AccessScope } from '../scope/access-scope';
import { reviewScope, whereAll } from '../scope/access-scope';

const SORTS = {
  created_at: reviews.createdAt,
  rating: reviews.rating,
};
const ORDER = { id: reviews.id, sorts: SORTS, defaultSort: DEFAULT_REVIEW_SORT };

export type ReviewListFilters = Omit<ReviewListQuery, 'page' | 'page_size' | 'sort'>;

/**
 * The request code and names beside a review are read by scalar subqueries (one primary-key lookup
 * each per row of the page) rather than joins: the answer is the same (the request and workshop
 * are required foreign keys), but PostgreSQL plans two relations instead of five.
 */
const selection = {
  review: renderedColumns(reviews),
  requestCode: lookup<string>(serviceRequests.code, serviceRequests.id, reviews.requestId),
  workshopName: lookup<string>(workshops.name, workshops.id, reviews.workshopId),
  workerName: lookup<string | null>(workers.name, workers.id, reviews.workerId),
};

interface ReviewSelection {
  review: typeof reviews.$inferSelect;
  requestCode: string;
  workshopName: string;
  workerName: string | null;
}

function toReview(row: ReviewSelection): Review {
  const r = row.review;
  return {
    id: r.id,
    request: { id: r.requestId, code: row.requestCode },
    workshop: { id: r.workshopId, name: row.workshopName },
    worker: r.workerId !== null ? { id: r.workerId, name: row.workerName ?? '' } : null,
    customer_name: r.customerName,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    replied_at: r.repliedAt ? r.repliedAt.toISOString() : null,
    status: r.status as Review['status'],
    moderation_reason: r.moderationReason,
    version: r.version,
    created_at: r.createdAt.toISOString(),
  };
}

/** Filters of the list within the caller's scope; only reviews columns, so counts need no join. */
export function reviewListWhere(scope: AccessScope, query: ReviewListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [reviewScope(scope)];
  if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
  if (query.workshop_id !== undefined) conditions.push(eq(reviews.workshopId, query.workshop_id));
  if (query.status) conditions.push(eq(reviews.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(reviews.customerName, pattern), ilike(reviews.comment, pattern)));
  }
  return whereAll(...conditions);
}

/** `cursorKey` selects a cursor page's sort value beside each row (cursorPage); other reads leave it null. */
function withNames(db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) {
  return db.select({ ...selection, cursorKey }).from(reviews).$dynamic();
}

/** Its page query (for the plan tests), pages, cursor source, an export's positions and the rows of given ids. */
export const { pageQuery: reviewPageQuery, select: selectReviews, cursorSource: reviewCursorSource, positions: selectReviewPositions, byIds: selectReviewsByIds } = namedListReads({ name: 'reviews', ...ORDER, withNames, toRow: toReview });

export async function findReview(db: Executor, scope: AccessScope, id: number): Promise<Review | null> {
  const [row] = await withNames(db).where(whereAll(reviewScope(scope), eq(reviews.id, id))).limit(1);
  return row ? toReview(row) : null;
}

/** The review of a request (one at most). Its workshop is the request's, so the review scope is the request's scope. */
export async function findReviewOfRequest(db: Executor, scope: AccessScope, requestId: number): Promise<Review | null> {
  const [row] = await withNames(db).where(whereAll(reviewScope(scope), eq(reviews.requestId, requestId))).limit(1);
  return row ? toReview(row) : null;
}

/** Ids and versions of the reviews a filter matches, in id order: what a bulk moderation by filter acts on. */
export async function selectReviewVersions(db: Executor, where: SQL | undefined, limit: number): Promise<{ id: number; version: number }[]> {
  return db.select({ id: reviews.id, version: reviews.version }).from(reviews).where(where).orderBy(reviews.id).limit(limit);
}
