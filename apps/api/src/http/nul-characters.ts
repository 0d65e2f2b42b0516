import type { FastifyInstance } from 'fastify';
import { invalidField } from './http-error';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/**
 * The dotted path of the first string holding a NUL character within a parsed body or query, or
 * null. Walked with a list rather than recursion: JSON nests as deep as 1 MB of brackets allows.
 */
export function nulCharacterPath(value: unknown, path: string): string | null {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, at] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return at;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      // Reversed, so the first field is looked at first.
      for (const [key, inner] of Object.entries(current).reverse()) pending.push([inner, at ? `${at}.${key}` : key]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character: a body or query string carrying one would fail in
 * the database (a 500). Refused up front as a 400 naming the field, for every route at once, after
 * authentication (an anonymous caller still gets its 401) and before the route's schema.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulCharacterPath(request.query, '') ?? nulCharacterPath(request.params, '') ?? nulCharacterPath(request.body, '');
    if (field !== null) throw invalidField(field || 'body', NUL_CHARACTER_MESSAGE);
  });
}
