// The lists' densities and the preferences' bounds and path, without zod: the console's lists use them without loading any schema (plain/index.ts).

/** Row spacing of a list's grid, as the DataGrid names it. */
export const LIST_DENSITIES = ['compact', 'standard', 'comfortable'] as const;
export type ListDensity = (typeof LIST_DENSITIES)[number];

/** How many preferences one admin keeps; a new key past it is refused (409) until one is reset. */
export const MAX_PREFERENCES_PER_ADMIN = 100;
/** More columns than any list has: a bound on a preference's size, not a layout rule. */
export const MAX_LIST_VIEW_COLUMNS = 40;

/** The path of one preference of the signed-in admin. */
export function preferencePath(key: string): string {
  return `/api/v1/me/preferences/${encodeURIComponent(key)}`;
}
