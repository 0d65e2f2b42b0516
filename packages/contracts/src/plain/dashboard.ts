// The dashboards' ranges and limits, without zod: the console uses them without loading any schema (plain/index.ts).

/** The default range of a dashboard: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The widest range a dashboard answers (a leap year, both ends included). */
export const DASHBOARD_MAX_DAYS = 366;

/** The most schedule rows a dashboard lists; `todays_schedule_total` tells when there are more. */
export const DASHBOARD_SCHEDULE_LIMIT = 50;
