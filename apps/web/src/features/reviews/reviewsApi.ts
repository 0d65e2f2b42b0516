import type { DEFAULT_REVIEW_SORT } from '@carcare/contracts';
import type { ListDefinition } from '../../components/list/prefetchList';
import type { BulkAnswer, BulkReviewBody, ModerateReviewBody, ReplyReviewBody, RequestReview, Review, ReviewAction, ReviewListQuery } from '@carcare/contracts';
import { API_V1, defineResource, injectResource } from '../../api/resource';

/** Customer reviews: the moderation list, hide/publish and the workshop's reply. */
export const reviews = defineResource<{ item: Review; query: ReviewListQuery }>({ path: 'reviews', tag: 'Review' });

/** The cache of one request's review (by request id). */
const ofRequest = (requestId: number) => ({ type: 'Review' as const, id: `request-${requestId}` });

export const reviewsApi = injectResource(reviews, ['Review', 'Reviews', 'list'], (_crud, build) => ({
  /** The review of a request: `{ review: null }` while it has none. */
  requestReview: build.query<RequestReview, number>({
    query: (requestId) => ({ url: `${API_V1}/requests/${requestId}/review` }),
    providesTags: (_result, _error, requestId) => [reviews.listTag, ofRequest(requestId)],
  }),
  /** Hide or publish with a reason; the workshop's and worker's ratings change with it. */
  moderateReview: build.mutation<Review, { review: Review; action: ReviewAction; body: ModerateReviewBody }>({
    query: ({ review, action, body }) => ({ url: reviews.url(review.id, action), method: 'POST', data: body }),
    invalidatesTags: (_result, _error, { review }) => [
      reviews.listTag,
      { type: 'Workshop', id: 'LIST' },
      { type: 'Workshop', id: review.workshop.id },
      { type: 'Worker', id: 'LIST' },
      ...(review.worker ? [{ type: 'Worker' as const, id: review.worker.id }] : []),
    ],
  }),
  /** Hide or publish many (by ids or by the list's filter): the answer says what happened to each. */
  bulkModerateReviews: build.mutation<BulkAnswer, BulkReviewBody>({
    query: (body) => ({ url: reviews.url('bulk'), method: 'POST', data: body }),
    // Ratings of any workshop or worker may have moved with them.
    invalidatesTags: ['Review', 'Workshop', 'Worker'],
  }),
  replyToReview: build.mutation<Review, { review: Review; body: ReplyReviewBody }>({
    query: ({ review, body }) => ({ url: reviews.url(review.id, 'reply'), method: 'POST', data: body }),
    async onQueryStarted({ review }, { dispatch, queryFulfilled }) {
      try {
        const { data } = await queryFulfilled;
        // The answer is the review as it now is: show the reply at once.
        dispatch(reviewsApi.util.upsertQueryData('requestReview', review.request.id, { review: data }));
      } catch {
        // The caller shows the failure; the tags below refetch the current state.
      }
    },
    invalidatesTags: (_result, error, { review }) => (error ? [reviews.listTag, ofRequest(review.request.id)] : [reviews.listTag]),
  }),
}));

export const { useListReviewsQuery, useRequestReviewQuery, useModerateReviewMutation, useBulkModerateReviewsMutation, useReplyToReviewMutation } = reviewsApi;

// The contract's default sort as a literal (checked against it): importing its value would bring the
// contract module's zod schemas into the route table, which every console page loads.
/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const REVIEW_LIST = { filters: ['rating', 'workshop_id', 'status'] as const, sort: '-created_at' satisfies typeof DEFAULT_REVIEW_SORT, viewKey: 'list.reviews' } satisfies ListDefinition<string>;
