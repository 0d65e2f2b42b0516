import type { ListResponse, ModerateReviewBody, ReplyReviewBody, RequestReview, Review, ReviewAction } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const REVIEWS_PATH = '/api/v1/reviews';

type ListArgs = Record<string, string | number>;

// Reviews hang off requests: they share the 'Request' tag type (the shared tag list stays as it is).
const REVIEWS = { type: 'Request', id: 'REVIEWS' } as const;

/** Customer reviews: the moderation list, the review of one request, hide/publish and the workshop's reply. */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReviews: build.query<ListResponse<Review>, ListArgs>({
      query: (params) => ({ url: REVIEWS_PATH, params }),
      providesTags: [REVIEWS],
    }),
    /** The review of a request: `{ review: null }` while it has none. */
    requestReview: build.query<RequestReview, number>({
      query: (requestId) => ({ url: `/api/v1/requests/${requestId}/review` }),
      providesTags: (_result, _error, requestId) => [REVIEWS, { type: 'Request', id: `review-${requestId}` }],
    }),
    /** Hide or publish with a reason; the workshop's and worker's ratings change with it. */
    moderateReview: build.mutation<Review, { review: Review; action: ReviewAction; body: ModerateReviewBody }>({
      query: ({ review, action, body }) => ({ url: `${REVIEWS_PATH}/${review.id}/${action}`, method: 'POST', data: body }),
      invalidatesTags: (_result, _error, { review }) => [
        REVIEWS,
        { type: 'Workshop', id: 'LIST' },
        { type: 'Workshop', id: review.workshop.id },
        { type: 'Worker', id: 'LIST' },
        ...(review.worker ? [{ type: 'Worker' as const, id: review.worker.id }] : []),
      ],
    }),
    replyToReview: build.mutation<Review, { review: Review; body: ReplyReviewBody }>({
      query: ({ review, body }) => ({ url: `${REVIEWS_PATH}/${review.id}/reply`, method: 'POST', data: body }),
      async onQueryStarted({ review }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the review as it now is: show the reply at once.
          dispatch(reviewsApi.util.upsertQueryData('requestReview', review.request.id, { review: data }));
        } catch {
          // The caller shows the failure; the tags below refetch the current state.
        }
      },
      invalidatesTags: (_result, error, { review }) => (error ? [REVIEWS, { type: 'Request', id: `review-${review.request.id}` }] : [REVIEWS]),
    }),
  }),
});

export const { useListReviewsQuery, useRequestReviewQuery, useModerateReviewMutation, useReplyToReviewMutation } = reviewsApi;
