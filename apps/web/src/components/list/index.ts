export * from './useUrlListState';
export * from './ServerDataGrid';
export * from './ListToolbar';
export * from './CsvExportButton';
export * from './FilterSelect';
export * from './StatusCityListPage';
export * from './statusCityFilters';
export * from './ListResults';
