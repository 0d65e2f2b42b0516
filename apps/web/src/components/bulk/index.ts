export * from './bulkSelection';
export * from './bulkTexts';
export * from './useBulkSelection';
export * from './BulkActionBar';
export * from './BulkResultsDialog';
export * from './BulkConfirmDialog';
export * from './job';
export * from './BulkDecisionBar';
