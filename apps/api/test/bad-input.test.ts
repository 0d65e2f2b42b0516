import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';

let as: DemoClients;
let app: FastifyInstance;
setUpDemoAdminSuite((context, clients) => {
  as = clients;
  app = context.app;
});

/** The field a 400 names first. */
async function refusedField(url: string): Promise<string> {
  const response = await as.superAdmin.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const body = response.json();
  expect(body.code).toBeTypeOf('string');
  expect(body.message).toBeTypeOf('string');
  return body.details[0].field as string;
}

describe('dates that match YYYY-MM-DD but are not days of the calendar', () => {
  const lists = ['/api/v1/requests', '/api/v1/leaves', '/api/v1/transactions', '/api/v1/audit-events', '/api/v1/concerns', '/api/v1/dashboard'];

  it.each(lists)('%s answers 400 on from and to for a month 99, 30 February, 31 April and year 0000 (never a 500, never read as another day)', async (list) => {
    for (const date of ['2026-99-99', '2026-02-30', '2026-04-31', '0000-01-01', '2026-00-10']) {
      expect(await refusedField(`${list}?from=${date}`)).toBe('from');
      expect(await refusedField(`${list}?to=${date}`)).toBe('to');
    }
  });

  it('29 February counts in a leap year only', async () => {
    expect((await as.superAdmin.get('/api/v1/requests?from=2028-02-29')).statusCode).toBe(200);
    expect(await refusedField('/api/v1/requests?from=2026-02-29')).toBe('from');
  });

  it('a leave of 30 February is refused with a message on its start date', async () => {
    const response = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: 10, start_date: '2026-02-30', end_date: '2026-03-02', type: 'casual', reason: 'Travel' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field: 'start_date', message: 'Start date must be a date (YYYY-MM-DD)' }));
  });
});

describe('CSV exports with a sort that is not one of theirs', () => {
  it.each(['/api/v1/workshops.csv', '/api/v1/societies.csv', '/api/v1/workers.csv', '/api/v1/requests.csv', '/api/v1/transactions.csv'])(
    '%s answers 400 on sort, as its list does, before any of the file is sent',
    async (url) => {
      expect(await refusedField(`${url}?sort=${encodeURIComponent(';drop table x')}`)).toBe('sort');
    },
  );
});

type JsonSchema = { type?: string; enum?: unknown[]; const?: unknown; maxLength?: number; maxItems?: number; maximum?: number; exclusiveMaximum?: number; items?: JsonSchema; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/** Every string without a longest length, array without a most items, number without a maximum, in a schema. */
function unbounded(schema: JsonSchema | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const found = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((part) => unbounded(part, path));
  if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum && schema.const === undefined) found.push(`${path}: a string of any length`);
  if (schema.type === 'array') {
    if (schema.maxItems === undefined) found.push(`${path}: an array of any size`);
    found.push(...unbounded(schema.items, `${path}[]`));
  }
  if ((schema.type === 'integer' || schema.type === 'number') && schema.maximum === undefined && schema.exclusiveMaximum === undefined) found.push(`${path}: a number of any size`);
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...unbounded(property, `${path}.${name}`));
  return found;
}

describe('every value a caller sends has a bound', () => {
  it('each query parameter and body field of every operation in the OpenAPI document: strings a longest length, arrays a most items, numbers a maximum', async () => {
    const doc = (await as.anonymous.get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
    };
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) found.push(...unbounded(parameter.schema, `${name} ?${parameter.name}`));
        found.push(...unbounded(operation.requestBody?.content?.['application/json']?.schema, `${name} body`));
      }
    }
    expect(found).toEqual([]);
  });

  const worker = (overrides: Record<string, unknown>) => ({
    name: 'Harish Chandra',
    phone: '9812345678',
    skills: ['exterior_wash'],
    id_proof_type: 'aadhaar',
    id_proof_number: '123456789012',
    joined_on: '2025-12-01',
    ...overrides,
  });

  it('a worker’s skills are a set: 5,000 of them answer 400, a skill sent twice is kept once', async () => {
    const flood = await as.superAdmin.post('/api/v1/workers', worker({ workshop_id: 1, skills: Array.from({ length: 5000 }, () => 'tyres') }));
    expect(flood.statusCode).toBe(400);
    expect(flood.json().details[0].field).toBe('skills');
    const created = await as.workshopAdmin.post('/api/v1/workers', worker({ skills: ['tyres', 'polishing', 'tyres'] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().skills).toEqual(['tyres', 'polishing']);
  });

  it('an email of 100,000 characters answers 400 on the email, not a stored row', async () => {
    const response = await as.superAdmin.patch('/api/v1/me', { name: 'Asha Verma', email: `${'a'.repeat(100_000)}@example.com` });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('a name of zero-width characters is refused as blank, and one padded with them is stored without them', async () => {
    const blank = await as.workshopAdmin.post('/api/v1/workers', worker({ name: '\u200B\u200B' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([expect.objectContaining({ field: 'name', message: 'Name is required' })]);
    const profile = await as.superAdmin.patch('/api/v1/me', { name: '\uFEFF\u200B ', email: '' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().details).toEqual([expect.objectContaining({ field: 'name' })]);
    const padded = await as.workshopAdmin.post('/api/v1/workers', worker({ name: '\u200BMeena Pillai\u2060' }));
    expect(padded.statusCode, padded.body).toBe(201);
    expect(padded.json().name).toBe('Meena Pillai');
  });
});

/** Found by the OpenAPI fuzzer (fuzz.test.ts): each of these answered a 500 or fastify's own error shape. */
describe('inputs the fuzzer found', () => {
  it.each([`/api/v1/workers/${'1'.repeat(150)}/activate`, '/api/v1/workers/%zz/activate', '/api/v1/requests/%E0%A4%A/accept'])(
    '%s (a path part over 100 characters, or percent-encoding that does not decode) answers 400 in the API error shape, to anyone',
    async (url) => {
      for (const client of [as.superAdmin, as.anonymous]) {
        const response = await client.post(url, { version: 1 });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_ERROR', details: [{ field: 'path', message: expect.any(String), code: 'invalid_path' }] });
      }
    },
  );

  it('ids and versions beyond a database integer (2,147,483,647) answer 400 on their field, not a 500', async () => {
    expect(await refusedField('/api/v1/requests/2147483648')).toBe('id');
    expect(await refusedField('/api/v1/requests?workshop_id=2147483648')).toBe('workshop_id');
    expect(await refusedField('/api/v1/leaves?worker_id=-2147483649')).toBe('worker_id');
    expect(await refusedField('/api/v1/policies/privacy_policy/versions/2147483648')).toBe('version_no');
    const cancel = await as.superAdmin.post('/api/v1/requests/1/cancel', { version: 2 ** 53 - 1, reason_id: 1 });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().details[0].field).toBe('version');
    const assign = await as.workshopAdmin.post('/api/v1/societies/1/workers', { worker_id: 2147483648 });
    expect([400, 403]).toContain(assign.statusCode);
    const leave = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: 2147483648, start_date: '2026-02-01', end_date: '2026-02-02', type: 'casual', reason: 'Travel' });
    expect(leave.statusCode).toBe(400);
    expect(leave.json().details[0].field).toBe('worker_id');
    // The largest integer is still an id: one that does not exist.
    expect((await as.superAdmin.get('/api/v1/requests/2147483647')).statusCode).toBe(404);
  });

  it('a NUL character or a lone surrogate in a body or query string answers 400 naming the field (PostgreSQL cannot store either)', async () => {
    const worker = await as.workshopAdmin.post('/api/v1/workers', {
      name: 'Harish\u0000Chandra',
      phone: '9812345670',
      skills: ['tyres'],
      id_proof_type: 'aadhaar',
      id_proof_number: '123456789012',
      joined_on: '2025-12-01',
    });
    expect(worker.statusCode).toBe(400);
    expect(worker.json().details).toEqual([{ field: 'name', message: 'Text may not contain the NUL character (\\u0000)', code: 'unstorable_text' }]);
    expect(await refusedField('/api/v1/reviews?q=a%00b')).toBe('q');
    const nested = await as.superAdmin.patch('/api/v1/societies/1', { manager: { name: 'a\u0000b' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details[0].field).toBe('manager.name');
    // A lone UTF-16 surrogate is valid JSON but not storable: PostgreSQL's json refuses it (audit details, SOP steps).
    const sop = await as.superAdmin.post('/api/v1/sops', { title: 'Wash \ud800', service_id: 1, steps: ['Rinse'] });
    expect(sop.statusCode).toBe(400);
    expect(sop.json().details).toEqual([{ field: 'title', message: 'Text must be valid Unicode (a lone surrogate such as \\ud800 is not)', code: 'unstorable_text' }]);
    // A surrogate pair (an emoji) is fine.
    expect((await as.superAdmin.get(`/api/v1/workers?q=${encodeURIComponent('🚗')}`)).statusCode).toBe(200);
    // Authentication still comes first.
    expect((await as.anonymous.get('/api/v1/reviews?q=a%00b')).statusCode).toBe(401);
  });

  it('a body nested 100,000 brackets deep answers 400, not a stack overflow', async () => {
    const payload = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await app.inject({ method: 'POST', url: '/admins/auth/admin/send-otp/', payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });
});
