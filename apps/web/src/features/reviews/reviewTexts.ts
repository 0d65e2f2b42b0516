import type { ReviewAction, ReviewStatus } from '@carcare/contracts';

/** Texts of the reviews pages (the spec does not show them; these are the console's own). */
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  published: 'Published',
  hidden: 'Hidden',
};

/** Per moderation action: the row button, the dialog and the snackbar. */
export const MODERATION_TEXTS: Readonly<Record<ReviewAction, { button: string; title: string; text: string; confirm: string; done: string }>> = {
  hide: {
    button: 'Hide',
    title: 'Hide review',
    text: 'Customers will no longer see it, and it stops counting towards the workshop’s and worker’s ratings.',
    confirm: 'Hide review',
    done: 'Review hidden',
  },
  publish: {
    button: 'Publish',
    title: 'Publish review',
    text: 'Customers will see it again, and it counts towards the workshop’s and worker’s ratings.',
    confirm: 'Publish review',
    done: 'Review published',
  },
};

export const REVIEW_TEXTS = {
  gridLabel: 'Reviews',
  searchLabel: 'Search customer or comment',
  rating: 'Rating',
  workshop: 'Workshop',
  status: 'Status',
  any: 'Any',
  allWorkshops: 'All workshops',
  date: 'Date',
  request: 'Request',
  customer: 'Customer',
  comment: 'Comment',
  reply: 'Reply',
  actions: 'Actions',
  reason: 'Reason',
  reasonHint: 'Kept with the review and in the audit log.',
  cancel: 'Cancel',
  none: 'No reviews yet.',
  empty: 'No reviews match these filters.',
  clearFilters: 'Clear filters',
  listFailed: 'Could not load the reviews.',
  retry: 'Try again',
  actionFailed: 'Could not change the review.',
  noComment: 'No comment',
  // The review card of a request.
  cardTitle: 'Customer review',
  noReview: 'No review yet',
  cardFailed: 'Could not load the review.',
  workshopReply: 'Workshop reply',
  yourReply: 'Your reply',
  replyHint: 'Shown under the review. You can reply once.',
  sendReply: 'Send reply',
  replySent: 'Reply sent',
  replyFailed: 'Could not send the reply.',
  hiddenBecause: 'Hidden:',
  worker: 'Worker',
} as const;

/** "4 out of 5": the accessible name of a star rating. */
export function ratingLabel(rating: number): string {
  return `${rating} out of 5`;
}

/** "5 stars", "1 star": the rating filter's options. */
export function starsLabel(rating: number): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}`;
}

const count = (n: number) => n.toLocaleString('en-IN');
const reviewsNoun = (n: number) => `${count(n)} ${n === 1 ? 'review' : 'reviews'}`;

/** Hide or publish many reviews at once (the bar's shared words are in components/bulk). */
export const BULK_REVIEW_TEXTS = {
  nouns: {
    region: 'Selected reviews',
    refusedList: 'Refused reviews',
    allDone: 'Every review was changed.',
    unknownRow: (id: number) => `Review #${id}`,
  },
  title: (action: ReviewAction, n: number) => `${MODERATION_TEXTS[action].button} ${reviewsNoun(n)}?`,
  text: (action: ReviewAction, allMatching: boolean) =>
    `${MODERATION_TEXTS[action].text} Each ${allMatching ? 'review matching the list’s filter' : 'selected review'} is changed on its own; those that cannot be are listed afterwards with the reason.`,
  confirm: (action: ReviewAction, n: number) => `${MODERATION_TEXTS[action].button} ${count(n)}`,
  reasonLabel: 'Reason (kept with each review)',
  done: 'Reviews changed',
  failed: 'Could not change the reviews.',
  keep: 'Keep',
};
