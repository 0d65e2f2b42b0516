// The rule of a saved view's query, apart from the lists' plain saved-view constants: only the
// schema of a view's body checks it, so a list's code does not carry it.
import { SAVED_VIEW_DROPPED_PARAMS } from './savedViews';

const MAX_SAVED_VIEW_PARAMS = 30;

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
