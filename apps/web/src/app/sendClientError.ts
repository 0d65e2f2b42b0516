import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_REPORTS_PER_PAGE, CLIENT_ERRORS_PATH, type ClientErrorKind } from '@carcare/contracts';
import { config } from '../config';

// A page's code that did not arrive: Chromium, Firefox and Safari word it differently.
const CHUNK_LOAD = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;
// The browser's own notices, not the console's failures.
const NOISE = /ResizeObserver loop|AbortError|The user aborted a request/i;

const references = new Map<string, string>();
let sent = 0;

const newReference = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/**
 * Sends one failure to POST /api/v1/client-errors and answers its reference. The same failure is
 * reported once; a page load sends a few reports at most, so an error in a loop cannot flood the
 * API. The report holds the page's path (never its query string, which may carry a phone) and the
 * error's message and stack; the API scrubs tokens and phones again before logging.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): string {
  const failure = error instanceof Error ? error : new Error(String(error));
  // React renders a failed tree once more before giving up, which throws a second error object of
  // the same failure: the same message thrown from the same place (their deeper frames differ).
  const key = `${failure.message}\n${(failure.stack ?? '').split('\n', 2).join('\n')}`;
  const known = references.get(key);
  if (known) return known;
  const reference = newReference();
  references.set(key, reference);
  if (NOISE.test(`${failure.name} ${failure.message}`) || sent >= CLIENT_ERROR_REPORTS_PER_PAGE) return reference;
  sent += 1;
  const body = {
    kind: kind === 'render' && CHUNK_LOAD.test(failure.message) ? 'chunk_load' : kind,
    reference,
    message: failure.message.slice(0, CLIENT_ERROR_LIMITS.message),
    stack: failure.stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    path: location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
    user_agent: navigator.userAgent.slice(0, CLIENT_ERROR_LIMITS.userAgent),
  };
  fetch(`${config.apiBaseUrl}${CLIENT_ERRORS_PATH}`, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined);
  return reference;
}
