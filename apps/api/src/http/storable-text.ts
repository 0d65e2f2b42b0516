import type { FastifyInstance } from 'fastify';
import { invalidField } from './http-error';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000)';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode (a lone surrogate such as \\ud800 is not)';

/** A UTF-16 surrogate without its other half: JSON can carry one, PostgreSQL's json and text cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL could not store a text, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * The dotted path of the first string PostgreSQL could not store within a parsed body or query, and
 * why, or null. Walked with a list rather than recursion: JSON nests as deep as 1 MB of brackets allows.
 */
export function unstorableTextOf(value: unknown, path: string): { field: string; message: string } | null {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, at] = next;
    if (typeof current === 'string') {
      const message = unstorable(current);
      if (message) return { field: at, message };
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      // Reversed, so the first field is looked at first.
      for (const [key, inner] of Object.entries(current).reverse()) pending.push([inner, at ? `${at}.${key}` : key]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, nor its json a lone UTF-16 surrogate: a body or
 * query string carrying one would fail in the database (a 500). Refused up front as a 400 naming
 * the field, for every route at once, after authentication (an anonymous caller still gets its
 * 401) and before the route's schema.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = unstorableTextOf(request.query, '') ?? unstorableTextOf(request.params, '') ?? unstorableTextOf(request.body, '');
    if (found) throw invalidField(found.field || 'body', found.message, 'unstorable_text');
  });
}
