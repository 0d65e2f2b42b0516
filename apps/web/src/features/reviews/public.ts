/** What other features may use of the reviews feature: a request's review card. */
export { RequestReviewCard } from './RequestReviewCard';
