/** What other features may use of the requests feature: status labels and chips, a request list card. */
export { PAYMENT_METHOD_LABELS, REQUEST_STATUS_LABELS } from './requestTexts';
export { RequestStatusChip } from './RequestStatusChip';
export { REQUEST_STATUS_TONES } from './requestStatusTones';
export { RecentRequestsList } from './RecentRequestsList';
export { requestCatalogue } from './requestTexts';
