// The reviews' states, actions and bounds, without zod: the console's lists use them without loading any schema (plain/index.ts).
import { nextStatusBy, type Transitions } from './transitions';

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_ACTIONS = ['hide', 'publish'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** DESIGN §4: published ↔ hidden. */
export const REVIEW_TRANSITIONS: Transitions<ReviewStatus, ReviewAction> = {
  hide: { from: ['published'], to: 'hidden' },
  publish: { from: ['hidden'], to: 'published' },
};

export function nextReviewStatus(current: ReviewStatus, action: ReviewAction): ReviewStatus | null {
  return nextStatusBy(REVIEW_TRANSITIONS, current, action);
}

/** The one moderation action a review's state allows (a published review can be hidden, a hidden one published). */
export function reviewModerationAction(current: ReviewStatus): ReviewAction {
  return REVIEW_ACTIONS.find((action) => nextReviewStatus(current, action) !== null)!;
}

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MODERATION_REASON_MAX = 300;
export const REVIEW_REPLY_MAX = 1000;

/** Sort keys of the review list (prefix "-" for descending). */
export const REVIEW_SORTS = ['created_at', 'rating'] as const;
export const DEFAULT_REVIEW_SORT = '-created_at';

/** 409 CONFLICT text of a second reply. */
export const REVIEW_ALREADY_REPLIED_MESSAGE = 'This review already has a reply';
