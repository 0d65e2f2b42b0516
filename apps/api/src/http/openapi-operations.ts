import type { OpenAPIV3_1 } from 'openapi-types';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalized).join('');

/**
 * A route's operationId, from its method and path alone, so it stays the same as long as the
 * route does: `GET /api/v1/workers/{id}/leaves` → `getWorkersByIdLeaves`. The `/api/v1` and `/api`
 * prefixes are left out; a parameter reads `By<Name>`; a trailing slash adds nothing.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(\/v1)?(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter === undefined ? camelWords(segment) : `By${camelWords(parameter)}`;
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * Completes the generated document in one place (@fastify/swagger's transformObject): every
 * operation gets its operationId, and an operation no sign-in guards says so with `security: []`
 * instead of leaving it unstated. Two routes that would share an id fail the document (and so its lint and the tests).
 */
export function completeOperations(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const id = operation.operationId ?? operationIdOf(method, path);
      const other = seen.get(id);
      if (other !== undefined) throw new Error(`operationId ${id} of ${method.toUpperCase()} ${path} is also ${other}'s: name one of them in its schema (operationId)`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
      operation.operationId = id;
      operation.security ??= [];
    }
  }
  return document;
}
