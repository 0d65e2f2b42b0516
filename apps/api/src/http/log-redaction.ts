import type { FastifyRequest } from 'fastify';

/** Fields of a driver's error that name where it happened, never what was written. */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;
const MAX_CAUSES = 5;

/** What pino's `err` serializer must give. */
interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** A PostgreSQL error: its SQLSTATE is five characters. */
const isDatabaseError = (error: Error) => /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code ?? ''));

/**
 * A message without the values it quotes: a failed query keeps its SQL (placeholders only) and
 * loses its parameters; a database's message loses every quoted value ('value "98…" is out of
 * range for type integer'; the constraint's name stays in its own field). Phone numbers, ID proof
 * numbers and addresses travel as parameters.
 */
export function redactedMessage(message: string, fromDatabase = false): string {
  if (message.startsWith('Failed query:')) {
    const params = message.indexOf('\nparams:');
    return `${params === -1 ? message : message.slice(0, params)}\nparams: [redacted]`;
  }
  return fromDatabase ? message.replace(/"[^"]*"/g, '"[redacted]"') : message;
}

/**
 * The logger's `err`: the error's kind, redacted message and stack, the safe fields of a driver's
 * error, and the same for its causes. Unlike the default serializer it copies no other property
 * (a query error's `params`, a database error's `detail` "Key (phone)=(98…) already exists").
 */
export function redactedError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[redacted]', stack: '' };
  const message = redactedMessage(error.message, isDatabaseError(error));
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) if (typeof fields[field] === 'string' || typeof fields[field] === 'number') serialized[field] = fields[field];
  if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = redactedError(error.cause, depth + 1);
  return serialized;
}

/** The logger's `req`: the path without its query string (searches carry phone numbers and names). */
export function redactedRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: request.url.split('?')[0], host: request.host, remoteAddress: request.ip };
}

export const LOG_SERIALIZERS = { err: redactedError, req: redactedRequest };
