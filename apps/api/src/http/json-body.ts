import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import { HttpError } from './http-error';

const PROTOTYPE_KEYS_MESSAGE = 'The request body may not contain the keys "__proto__" or "constructor.prototype"';

/** JSON.parse's reviver that refuses the keys that could reach an object's prototype when merged. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  const prototypeHolder = key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype');
  if (key === '__proto__' || prototypeHolder) throw new HttpError(400, 'MALFORMED_JSON', PROTOTYPE_KEYS_MESSAGE);
  return value;
}

/**
 * JSON bodies by fastify's rules (an empty body, bad JSON and prototype keys are refused), but a
 * body that is valid JSON carrying `__proto__` or `constructor.prototype` is told so, instead of
 * "not valid JSON". Only a body that mentions one of those words pays for the key check.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text === '') {
      done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
      return;
    }
    try {
      const suspect = text.includes('__proto__') || text.includes('constructor');
      done(null, suspect ? JSON.parse(text, refusePrototypeKeys) : JSON.parse(text));
    } catch (error) {
      done(error instanceof HttpError ? error : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
}

/** A JSON body read raw (a signed webhook's, whose bytes are checked first) by the same rules: 400 MALFORMED_JSON otherwise. */
export function parseJsonText(text: string): unknown {
  if (text === '') throw new HttpError(400, 'MALFORMED_JSON', 'The request body is empty; send a JSON object');
  try {
    return JSON.parse(text, refusePrototypeKeys);
  } catch (error) {
    throw error instanceof HttpError ? error : new HttpError(400, 'MALFORMED_JSON', 'The request body is not valid JSON');
  }
}
