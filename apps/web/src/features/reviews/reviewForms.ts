import { lazyNamed, loadOnce } from '../../app/lazyPage';

/**
 * The reviews' forms, loaded when first shown: reading a review needs neither react-hook-form nor
 * the schemas. Render each inside a Suspense boundary of its own (lazyNamed).
 */
const loadReplyForm = loadOnce(() => import('./ReviewReplyForm'));

export const ReviewReplyForm = lazyNamed(loadReplyForm, 'ReviewReplyForm');

/** Asks for the reply form's code while the review itself is still on its way. */
export function preloadReplyForm(): void {
  loadReplyForm().catch(() => undefined);
}

export const ModerateReviewDialog = lazyNamed(() => import('./ModerateReviewDialog'), 'ModerateReviewDialog');
