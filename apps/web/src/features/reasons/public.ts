/** What other features may use of the cancellation reasons feature: the reasons to offer. */
export { useListReasonsQuery } from './reasonsApi';
