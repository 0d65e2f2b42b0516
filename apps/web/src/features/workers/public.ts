/** What other features may use of the workers feature: the worker list query, assignment and status labels. */
export { useListWorkersQuery, useSetWorkerSocietiesMutation } from './workersApi';
export { DISPLAY_STATUS_LABELS } from './workerTexts';
