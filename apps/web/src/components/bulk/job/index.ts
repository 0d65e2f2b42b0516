export * from './bulkJobTexts';
export * from './useBulkJob';
export * from './BulkJobPanel';
export * from './BulkJobNote';
