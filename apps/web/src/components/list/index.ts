export * from './useUrlListState';
export * from './ServerDataGrid';
export * from './ListToolbar';
export * from './CsvExportButton';
