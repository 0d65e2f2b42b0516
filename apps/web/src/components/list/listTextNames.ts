import type { StatusCityListTexts } from './StatusCityListPage';

/** The words of a list panel's rows and filters (ListPanelTexts) but its search box, by their names in the feature's catalogue. */
const LIST_RESULTS_TEXT_NAMES = ['any', 'gridLabel', 'empty', 'none', 'clearFilters', 'listFailed', 'retry'] as const;

/** The words every list panel takes from its feature's catalogue (ListPanelTexts), by their names there. */
export const LIST_PANEL_TEXT_NAMES = ['searchLabel', ...LIST_RESULTS_TEXT_NAMES] as const;

/** The same, for a list filtered by a date range (its warning when the range ends before it starts). */
export const DATED_LIST_TEXT_NAMES = [...LIST_PANEL_TEXT_NAMES, 'rangeInvalid'] as const;

/** A list filtered by a date range that the server cannot search: no search box. */
export const DATED_RESULTS_TEXT_NAMES = [...LIST_RESULTS_TEXT_NAMES, 'rangeInvalid'] as const;

/** The words of a record page's loading states: back to the list, not found, failed, retry. */
export const RECORD_LOAD_TEXT_NAMES = ['backToList', 'notFound', 'retry', 'loadFailed'] as const;

/** The words of a list filtered by status and city (workshops, societies). */
export const STATUS_CITY_TEXT_NAMES = [
  'searchLabel',
  'statusFilter',
  'cityFilter',
  'any',
  'active',
  'inactive',
  'add',
  'retry',
  'listFailed',
  'empty',
  'clearFilters',
  'gridLabel',
  'none',
] as const satisfies readonly (keyof StatusCityListTexts)[];
