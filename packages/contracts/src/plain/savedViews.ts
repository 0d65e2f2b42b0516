// The saved views' bounds, query rules and paths, without zod: the console's lists use them without loading any schema (plain/index.ts).

/** How many views one admin keeps of one list; a new one past it is refused (409) until one is deleted. */
export const MAX_SAVED_VIEWS_PER_LIST = 50;
export const MAX_SAVED_VIEW_NAME = 60;
/** A bound on a view's query: far more than any list's filters and sort take. */
export const MAX_SAVED_VIEW_QUERY = 1000;
/** Where a list's rows start: never part of a view, which always opens on the first page. */
export const SAVED_VIEW_DROPPED_PARAMS = ['page', 'cursor'] as const;

/** The query a view keeps of a list's URL: its filters and sort, without the page it was on. */
export function savedViewQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SAVED_VIEW_DROPPED_PARAMS) params.delete(name);
  return params.toString();
}

export const SAVED_VIEWS_PATH = '/api/v1/me/views';
export function savedViewPath(id: number): string {
  return `${SAVED_VIEWS_PATH}/${id}`;
}
