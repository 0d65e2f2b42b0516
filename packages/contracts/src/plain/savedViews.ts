// The saved views' bounds, query rules and paths, without zod: the console's lists use them without loading any schema (plain/index.ts).

/** How many views one admin keeps of one list; a new one past it is refused (409) until one is deleted. */
export const MAX_SAVED_VIEWS_PER_LIST = 50;
export const MAX_SAVED_VIEW_NAME = 60;
/** A bound on a view's query: far more than any list's filters and sort take. */
export const MAX_SAVED_VIEW_QUERY = 1000;
const MAX_SAVED_VIEW_PARAMS = 30;
/** Where a list's rows start: never part of a view, which always opens on the first page. */
export const SAVED_VIEW_DROPPED_PARAMS = ['page', 'cursor'] as const;

/** The characters a URL query may hold as written (RFC 3986), without `?` in front or a `#` fragment. */
const QUERY_CHARACTERS = /^[A-Za-z0-9\-._~%!$'()*+,;=:@/?&]*$/;

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** Why a query cannot be saved as a view, or null when it can. */
export function savedViewQueryProblem(query: string): string | null {
  if (query.startsWith('?')) return 'A view’s query is written without the leading ?';
  if (!QUERY_CHARACTERS.test(query)) return 'A view’s query holds characters a URL query cannot';
  const pairs = query === '' ? [] : query.split('&');
  if (pairs.length > MAX_SAVED_VIEW_PARAMS) return `A view’s query has at most ${MAX_SAVED_VIEW_PARAMS} parameters`;
  for (const pair of pairs) {
    const name = pair.split('=')[0] ?? '';
    if (!name || !decodes(pair)) return 'A view’s query must be a query string: name=value pairs joined by &';
    if ((SAVED_VIEW_DROPPED_PARAMS as readonly string[]).includes(decodeURIComponent(name))) return `A view’s query holds no ${decodeURIComponent(name)}: a view opens on the first page`;
  }
  return null;
}

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
