/** What other features may use of the leaves feature. */
export { LEAVE_TYPE_LABELS } from './leaveTexts';
