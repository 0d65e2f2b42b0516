import type { ReviewAction } from '@carcare/contracts';
import { bulkReviewBodySchema, moderateReviewBodySchema, replyReviewBodySchema, requestReviewSchema, reviewListQuerySchema, reviewSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { runBulkAction } from '../../http/bulk-action';
import type { BulkJobRunner } from '../bulk-jobs/bulk-job-runner';
import { notFound, orNotFound } from '../../http/http-error';
import { reviews } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { countLargeList, listPage } from '../../http/list-page';
import { bearerSecurity as security, bulkRoute, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import { findRequest } from '../requests/request-queries';
import { REQUEST_NOT_FOUND } from '../requests/request-service';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { findReview, findReviewOfRequest, reviewCursorSource, reviewListWhere, selectReviewVersions } from './review-queries';
import { moderateReview, replyToReview, REVIEW_NOT_FOUND } from './review-service';

const REVIEW_NOUN = { one: 'review', many: 'reviews' };

/**
 * Customer reviews of completed requests: the super admin reads and moderates all of them; a
 * workshop admin reads its own workshop's (published and hidden) and replies once to each.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; bulkJobs: BulkJobRunner }> = async (app, { db, clock, bulkJobs }) => {
  const bulkModerate = bulkJobs.define('reviews.moderate', (caller, { action, reason }: { action: ReviewAction; reason: string }) => ({ id, version }: { id: number; version: number }, at, tx) => moderateReview(tx, caller.scope, id, action, version, reason, caller.actor, at));
  const tags = ['reviews'];
  const load = (scope: AccessScope, id: number) => orNotFound(findReview(db, scope, id), REVIEW_NOT_FOUND);

  app.get(
    '/api/v1/reviews',
    listRoute({ tags, summary: 'List reviews in scope', description: `Filters: rating (1–5), workshop_id, status. q matches the customer name or the comment. Sort: created_at or rating (default -created_at). ${CURSOR_PAGING_DOC}`, querystring: reviewListQuerySchema, item: reviewSchema }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = request.query;
      const where = reviewListWhere(scope, query);
      return listPage(query, () => cursorPage(reviewCursorSource(db), where, query), countLargeList(db, reviews, where));
    },
  );

  app.get(
    '/api/v1/reviews/:id',
    { schema: { tags, summary: 'One review', security, params: idParamsSchema, response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(callerOf(request).scope, request.params.id),
  );

  app.get(
    '/api/v1/requests/:id/review',
    recordRoute({ tags, summary: 'The review of a request', description: '`{ review: null }` while the request has no review (most have none: not an error); 404 when the request does not exist or is outside the caller’s scope.', record: requestReviewSchema, errors: [400, 401, 403, 404] }),
    async (request) => {
      const { scope } = callerOf(request);
      const review = await findReviewOfRequest(db, scope, request.params.id);
      if (review) return { review };
      if (!(await findRequest(db, scope, request.params.id))) throw notFound(REQUEST_NOT_FOUND);
      return { review: null };
    },
  );

  app.post(
    '/api/v1/reviews/bulk',
    // The single hide/publish's permission: a workshop admin may not moderate, in bulk or not.
    bulkRoute({ tags, summary: 'Hide or publish many reviews with one reason: listed by id and version, or every review matching a filter', noun: REVIEW_NOUN, refusals: 'NOT_FOUND out of scope, STALE_VERSION, INVALID_TRANSITION', body: bulkReviewBodySchema, access: 'reviews.moderate' }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { scope } = caller;
      const { action, reason } = request.body;
      return runBulkAction(
        request.body,
        {
          noun: REVIEW_NOUN,
          list: 'reviews',
          action,
          matching: (filter, limit) => selectReviewVersions(db, reviewListWhere(scope, filter), limit),
          ...bulkModerate.for(caller, { action, reason }, db),
        },
        { adminId: callerOf(request).admin.id, clock, jobs: bulkJobs, reply },
      );
    },
  );

  const moderations: { action: ReviewAction; summary: string }[] = [
    { action: 'hide', summary: 'Hide a published review (a reason is required); ratings are recomputed' },
    { action: 'publish', summary: 'Publish a hidden review again (a reason is required); ratings are recomputed' },
  ];
  for (const { action, summary } of moderations) {
    app.post(
      `/api/v1/reviews/:id/${action}`,
      recordRoute({ tags, summary, description: 'Illegal transitions answer 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.', body: moderateReviewBodySchema, record: reviewSchema, access: 'reviews.moderate' }),
      async (request) => {
        const { scope, actor } = callerOf(request);
        await moderateReview(db, scope, request.params.id, action, request.body.version, request.body.reason, actor, clock.now());
        return load(scope, request.params.id);
      },
    );
  }

  app.post(
    '/api/v1/reviews/:id/reply',
    recordRoute({ tags, summary: 'Reply to a review of the caller’s workshop (once)', description: 'A second reply answers 409 CONFLICT; a stale version 409 STALE_VERSION.', body: replyReviewBodySchema, record: reviewSchema, access: 'reviews.reply' }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await replyToReview(db, scope, request.params.id, request.body.version, request.body.reply, actor, clock.now());
      return load(scope, request.params.id);
    },
  );
};
