import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id arrives in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: UUIDs, ULIDs, hex or base64 trace ids and the like. Anything
 * else (too long, spaces, quotes, control characters, two headers joined by a comma) is replaced,
 * so an id never breaks a log line or a response header.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:=+/@-]{1,128}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Fastify's genReqId: the caller's X-Request-Id when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(incoming) ? incoming : randomUUID();
}
