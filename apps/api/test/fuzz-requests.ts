import fc from 'fast-check';
import { LIVE_EVENTS_PATH } from '@carcare/contracts';

/** The part of JSON Schema the API's OpenAPI document uses (fastify-type-provider-zod's output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document, as the fuzzer needs it. */
export interface Operation {
  /** "POST /api/v1/workers/{id}/deactivate" */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The JSON body's schema, if the operation takes one. */
  jsonBody: JsonSchema | null;
  /** The body is a raw file (image upload) rather than JSON. */
  rawBody: boolean;
  /** Needs a bearer token (anonymous callers must get 401). */
  secured: boolean;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    // The live stream answers until its caller leaves: live-events.test.ts covers it.
    if (path === LIVE_EVENTS_PATH) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        name: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema ?? null,
        // The image routes document no body: their body is the file itself.
        rawBody: upper === 'PUT' && path.endsWith('/image'),
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** A request as app.inject takes it, plus what the report needs. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** True when the URL's path parameters are ones the router matches to this operation. */
  routable: boolean;
}

// Values kept once: generating a 100,000-character string per run would cost more than the request.
const HUGE_STRING = 'x'.repeat(100_000);
const HUGE_ARRAY = Array.from({ length: 5_000 }, () => 'tyres');
const HUGE_NUMBER_ARRAY = Array.from({ length: 5_000 }, (_, index) => index + 1);
/** A body over the 1 MB limit (413). */
const OVERSIZED_BODY = JSON.stringify({ name: 'y'.repeat(1_100_000) });
const DEEP_BODY = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

const SQL_PAYLOAD = "'; drop table x; --";
const FORMULA_PAYLOAD = "=cmd|' /C calc'!A0";

/** Strings that have broken parsers, databases, CSV readers and date handling elsewhere. */
const NASTY_STRINGS = [
  SQL_PAYLOAD,
  FORMULA_PAYLOAD,
  '+SUM(1,1)',
  '@SUM(1)',
  '-1+1',
  "1' or '1'='1",
  '%',
  '_',
  '\\',
  '%_\\',
  '2026-02-30',
  '2026-99-99',
  '2026-04-31',
  '0000-01-01',
  '2026-02-29',
  '9999-12-31',
  '2026-1-1',
  '2026-01-01T25:61:00Z',
  '-2026-01-01',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '٣٤٥',
  '🚗🚗',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '%s%n%x',
  'SR-',
  'SR-0001',
  '9000000001',
  '+919000000001',
];

const NASTY_NUMBERS = [0, -1, -0, 1.5, 0.1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324];

/** Any JSON value of the wrong kind for a field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS, null, true, false, [], {}, [null], { a: 1 }, [[]], ['x', 1]) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(HUGE_STRING, HUGE_ARRAY, HUGE_NUMBER_ARRAY) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const validDate = fc
  .date({ min: new Date('2025-06-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const invalidDate = fc.constantFrom('2026-02-30', '2026-99-99', '2026-04-31', '0000-01-01', '2026-00-10', '2026-13-01', '20260101', '2026/01/01', 'tomorrow', '-001-01-01');

const looksLikeDate = (name: string) => /(^|_)(from|to|date|on|day)$/.test(name);
const looksLikeId = (name: string) => name === 'id' || name.endsWith('_id') || name.endsWith('_ids');

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A schema's pattern as a RegExp, or null for one JavaScript cannot read. */
function regExpOf(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** A value the schema probably accepts (a pattern may still miss, ids may not exist). */
export function validishValue(schema: JsonSchema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const parts = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (parts && parts.length > 0) return fc.oneof(...parts.map((part) => validishValue(part, name, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validishValue({ ...schema, type }, name, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1, -1_000_000);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1, 1_000_000);
      if (min > max) return fc.constant(schema.minimum ?? 0);
      // Ids and versions mostly name seeded rows, so the request reaches the database.
      const small = fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 30), Math.max(min, 1)) });
      const anywhere = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      // The schema's own bounds, unclamped: a bound the database cannot hold shows up here.
      const edges = fc.constantFrom(schema.minimum ?? Math.ceil(min), schema.maximum ?? Math.floor(max));
      // Most rows are at version 1 or 2: a version that matches lets a write get past its 409.
      if (name === 'version') return fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) }, small, anywhere, edges);
      return looksLikeId(name) ? fc.oneof({ weight: 8, arbitrary: small }, anywhere, edges) : fc.oneof(small, anywhere, edges);
    }
    case 'string': {
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      const minLength = Math.min(schema.minLength ?? 0, maxLength);
      if (schema.pattern) {
        const pattern = regExpOf(schema.pattern);
        if (pattern) return fc.stringMatching(pattern).filter((value) => value.length <= (schema.maxLength ?? 200));
      }
      if (looksLikeDate(name) || schema.maxLength === 10) return fc.oneof({ weight: 4, arbitrary: validDate }, invalidDate);
      if (/phone/.test(name)) return fc.stringMatching(/^[6-9]\d{9}$/);
      if (/email/.test(name)) return fc.constantFrom('asha@example.com', 'a@b.co', '', 'not-an-email');
      if (/_at$/.test(name)) return fc.constantFrom('2026-01-20T10:00:00.000Z', '2026-02-30T10:00:00Z', '2025-12-31T23:59:59+05:30');
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, 1) }) },
        { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
      );
    }
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      return fc.array(validishValue(schema.items, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = validishValue(property, key, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return nastyValue;
  }
}

/** The path of every value inside a JSON value (object keys and array indexes), outermost first. */
function innerPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, inner]) => [[...prefix, key], ...innerPaths(inner, [...prefix, key])]);
}

/** A copy of a JSON value with the value at one of its inner paths (the n-th, wrapping) replaced. */
function replacedInside(value: unknown, n: number, replacement: unknown): unknown {
  const paths = innerPaths(value);
  if (paths.length === 0) return replacement;
  const path = paths[n % paths.length]!;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  holder[path[path.length - 1]!] = replacement;
  return copy;
}

/** A valid-looking object with one thing wrong: a field of the wrong kind, a required one missing, keys it does not know. */
function mutatedObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = validishValue(schema, 'body');
  const anyKey = keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(base, anyKey, nastyValue).map(([value, key, nasty]) => ({ ...(value as object), [key]: nasty })) },
    // Deeper: a nested field (a manager's name, one price, one SOP step) of the wrong kind.
    { weight: 3, arbitrary: fc.tuple(base, fc.nat(), nastyValue).map(([value, n, nasty]) => replacedInside(value, n, nasty)) },
    { weight: 1, arbitrary: fc.tuple(base, anyKey).map(([value, key]) => Object.fromEntries(Object.entries(value as object).filter(([name]) => name !== key))) },
    { weight: 1, arbitrary: fc.tuple(base, fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 })).map(([value, extra]) => ({ ...extra, ...(value as object), unexpected_key: 1 })) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Bodies that are not a JSON object at all, or not JSON. */
const RAW_BODIES = ['', 'not json', '{', '{"a":', '[]', 'null', '1', '"x"', 'true', '{"a":1}{"b":2}', '\u0000', DEEP_BODY, OVERSIZED_BODY];

/** Adds `__proto__` or `constructor.prototype` to a JSON object's text (an object literal cannot carry them). */
function withPrototypeKey(json: string, which: 0 | 1): string {
  const key = which === 0 ? '"__proto__":{"user_type":"super_admin"}' : '"constructor":{"prototype":{"isAdmin":true}}';
  if (!json.startsWith('{')) return `{${key}}`;
  return json === '{}' ? `{${key}}` : `{${key},${json.slice(1)}`;
}

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz', 'application/xml', 'application/json; charset=utf-16', 'application/jsonx', 'image/png'];

/** A JSON body and its content type: mostly good-looking, often broken. */
function jsonBodyOf(schema: JsonSchema): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = 'application/json';
  return fc.oneof(
    { weight: 6, arbitrary: validishValue(schema, 'body').map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: json })) },
    { weight: 6, arbitrary: mutatedObject(schema).map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: json })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({ payload, contentType: json })) },
    {
      weight: 1,
      arbitrary: fc.tuple(validishValue(schema, 'body'), fc.constantFrom<0 | 1>(0, 1)).map(([value, which]) => ({ payload: withPrototypeKey(JSON.stringify(value) ?? '{}', which), contentType: json })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(validishValue(schema, 'body'), fc.constantFrom(...CONTENT_TYPES)).map(([value, contentType]) => ({
        payload: contentType.startsWith('multipart') ? `--fuzz\r\nContent-Disposition: form-data; name="body"\r\n\r\n${JSON.stringify(value)}\r\n--fuzz--\r\n` : JSON.stringify(value) ?? '',
        contentType,
      })),
    },
  );
}

/** The smallest PNG signature the upload's type check accepts as a PNG header. */
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);

/** An upload's raw body: never a real image (the fuzzer stores no blobs), often mislabelled. */
const rawBodyOf: fc.Arbitrary<{ payload: Buffer | string; contentType: string | null }> = fc.oneof(
  fc.record({ payload: fc.constantFrom<Buffer | string>(Buffer.alloc(0), Buffer.from('GIF89a'), PNG_HEADER.subarray(0, 4), Buffer.from('<svg/>'), '{"image":"x"}'), contentType: fc.constantFrom<string | null>('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/json', 'text/plain', 'multipart/form-data; boundary=x', null) }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'image/png' })),
);

/** Percent-encodes text byte by byte, lone surrogates included (encodeURIComponent throws on those). */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: encoded as the replacement character's UTF-8 bytes, as Buffer writes it.
  }
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Path parameter text: mostly an id or enum value that routes, sometimes garbage that must still answer 4xx. */
function pathValueOf(parameter: OpenApiParameter): fc.Arbitrary<{ text: string; routable: boolean }> {
  const good = validishValue(parameter.schema, parameter.name).map((value) => ({ text: percentEncode(String(value)), routable: true }));
  const garbage = fc.constantFrom('0', '-1', '1.5', '1e3', '0x1f', 'abc', '%20', '%00', '99999999999999999999', '9007199254740993', '2147483648', "1'%3B%20drop%20table%20x%3B--", 'NaN', '%E2%80%AE', '%D9%A3', 'x'.repeat(90)).map((text) => ({ text, routable: true }));
  // Longer than fastify's maxParamLength (100), or percent-encoding that does not decode: the
  // router refuses these before any route (400 for everyone, anonymous callers included).
  const unroutable = fc.constantFrom('1'.repeat(150), '%', '%zz', '%E0%A4%A', '1%').map((text) => ({ text, routable: false }));
  return fc.oneof({ weight: 8, arbitrary: good }, { weight: 3, arbitrary: garbage }, { weight: 1, arbitrary: unroutable });
}

function queryValueOf(parameter: OpenApiParameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: validishValue(parameter.schema, parameter.name).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS, '1e999', '-9007199254740993', '2147483648', '-2147483649', '9007199254740991', '00001', 'ascending', '-', '--id') },
    { weight: 1, arbitrary: fc.constantFrom(HUGE_STRING.slice(0, 5_000), HUGE_STRING) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
}

/** The query string: some of the documented parameters (repeated now and then), maybe unknown ones. */
function queryOf(operation: Operation): fc.Arbitrary<string> {
  const entries = operation.queryParams.map((parameter) =>
    fc.option(fc.tuple(fc.constant(parameter.name), fc.array(queryValueOf(parameter), { minLength: 1, maxLength: 3 }).chain((values) => fc.constantFrom(values.slice(0, 1), values))), {
      // Required parameters are left out only now and then.
      freq: parameter.required ? 8 : 2,
      nil: null,
    }),
  );
  const unknown = fc.option(fc.tuple(fc.constantFrom('unknown', '__proto__', 'constructor', 'page[size]', 'sort[]', 'q'), fc.constantFrom('1', SQL_PAYLOAD, '')), { freq: 6, nil: null });
  return fc.tuple(fc.tuple(...entries), unknown).map(([chosen, extra]) => {
    const parts: string[] = [];
    for (const entry of chosen) {
      if (!entry) continue;
      const [name, values] = entry;
      for (const value of values) parts.push(`${percentEncode(name)}=${percentEncode(value)}`);
    }
    if (extra) parts.push(`${percentEncode(extra[0])}=${percentEncode(extra[1])}`);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}

/** Authorization headers an anonymous caller might send: none, or tokens that are not valid. */
export const anonymousAuthorization: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6InN1cGVyX2FkbWluIn0.',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      `Bearer ${'a'.repeat(5_000)}`,
    ),
  },
);

/** Every request the fuzzer may send to one operation, with `authorization` the caller's header. */
export function requestOf(operation: Operation, authorization: fc.Arbitrary<string | null>): fc.Arbitrary<FuzzRequest> {
  const pathParts = fc.tuple(...operation.pathParams.map(pathValueOf));
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType: string | null }> = operation.rawBody
    ? rawBodyOf
    : operation.jsonBody
      ? jsonBodyOf(operation.jsonBody)
      : // No documented body: usually none, sometimes one anyway.
        fc.oneof(
          { weight: 8, arbitrary: fc.constant({ contentType: null }) },
          { weight: 1, arbitrary: fc.constantFrom('{}', '{"a":1}', 'not json', '').map((payload) => ({ payload, contentType: 'application/json' })) },
          { weight: 1, arbitrary: fc.constant({ payload: 'x=1', contentType: 'text/plain' }) },
        );
  return fc.record({ pathParts, query: queryOf(operation), body, authorization }).map(({ pathParts: values, query, body: { payload, contentType }, authorization: header }) => {
    let path = operation.path;
    operation.pathParams.forEach((parameter, index) => {
      path = path.replace(`{${parameter.name}}`, values[index]!.text);
    });
    const headers: Record<string, string> = {};
    if (header) headers.authorization = header;
    if (contentType) headers['content-type'] = contentType;
    return {
      method: operation.method,
      url: `${path}${query}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
      routable: values.every((value) => value.routable),
    };
  });
}
