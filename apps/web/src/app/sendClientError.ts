import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_REPORTS_PER_PAGE, CLIENT_ERRORS_PATH, type ClientErrorKind } from '@carcare/contracts';
import { config } from '../config';

// A page's code that did not arrive: Chromium, Firefox and Safari word it differently.
const CHUNK_LOAD = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;
// The browser's own notices, not the console's failures.
const NOISE = /ResizeObserver loop|AbortError|The user aborted a request/i;

let sent = 0;

/**
 * POST /api/v1/client-errors: the failure's kind, message and stack, and the page's path (never its
 * query string, which may carry a phone). The API scrubs tokens and phones again before logging.
 */
export async function sendClientError(kind: ClientErrorKind, failure: Error, reference: string): Promise<void> {
  if (NOISE.test(`${failure.name} ${failure.message}`) || sent >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
  sent += 1;
  const body = {
    kind: kind === 'render' && CHUNK_LOAD.test(failure.message) ? 'chunk_load' : kind,
    reference,
    message: failure.message.slice(0, CLIENT_ERROR_LIMITS.message),
    stack: failure.stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    path: location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
    user_agent: navigator.userAgent.slice(0, CLIENT_ERROR_LIMITS.userAgent),
  };
  await fetch(`${config.apiBaseUrl}${CLIENT_ERRORS_PATH}`, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
