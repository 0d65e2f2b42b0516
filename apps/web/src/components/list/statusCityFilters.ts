/** The URL filters of the status-and-city entity lists (see StatusCityListPage). */
export const STATUS_CITY_FILTERS = ['status', 'city'] as const;
export type StatusCityFilter = (typeof STATUS_CITY_FILTERS)[number];
