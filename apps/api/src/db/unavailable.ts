/**
 * Failures that mean "the database cannot answer now", not "this request is wrong": the server is
 * down or restarting, the network to it is cut, or one of our timeouts fired (pool acquire,
 * statement, lock, idle in transaction, client read). The API answers them 503 with Retry-After
 * (DESIGN §2) and the client tries again; every other error stays a 500 bug.
 */

export type Unavailability = 'timeout' | 'unreachable';

/** SQLSTATEs of PostgreSQL (Appendix A) that say the server, not the statement, failed. */
const TIMEOUT_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout fired
  '55P03', // lock_not_available: lock_timeout fired
  '25P03', // idle_in_transaction_session_timeout ended the session
]);
const UNREACHABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
const NETWORK_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and pg-pool report a lost or slow connection in messages, without a code. */
const TIMEOUT_MESSAGES = [/timeout exceeded when trying to connect/i, /Query read timeout/i, /connection timeout/i];
const UNREACHABLE_MESSAGES = [/Connection terminated/i, /is not queryable/i, /Client was closed/i];

function classifyOne(error: object): Unavailability | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (TIMEOUT_SQLSTATES.has(code)) return 'timeout';
    if (UNREACHABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_ERRNOS.has(code)) return 'unreachable';
  }
  if (typeof message === 'string') {
    if (TIMEOUT_MESSAGES.some((pattern) => pattern.test(message))) return 'timeout';
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unreachable';
  }
  return null;
}

/** Why the database could not answer, looking through Drizzle's wrapper (`cause`) and AggregateErrors; null when the error is something else. */
export function databaseUnavailability(error: unknown): Unavailability | null {
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const found = classifyOne(current);
    if (found) return found;
    queue.push((current as { cause?: unknown }).cause);
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}

/** Whether a node-postgres error is its client-side read timeout (the connection may still be busy). */
export function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && /Query read timeout/i.test(error.message);
}
