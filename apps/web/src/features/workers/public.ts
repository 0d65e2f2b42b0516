/** What other features may use of the workers feature: the worker list query, assignment and the catalogue (`displayStatus.<status>`). */
export { useListWorkersQuery, useSetWorkerSocietiesMutation } from './workersApi';
export { workerCatalogue } from './workerTexts';
