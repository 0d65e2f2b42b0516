import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSV_COLUMN_KEYS } from '@carcare/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { FakeClock } from '../src/clock';
import type { Db } from '../src/db/client';
import * as apiModules from '../src/modules/index';
import { MemorySmsTransport } from '../src/sms/sms-transport';
import { START_TIME, testConfig } from './test-app';

const MODULES_DIR = fileURLToPath(new URL('../src/modules/', import.meta.url));
const INDEX = readFileSync(path.join(MODULES_DIR, 'index.ts'), 'utf8');
const folders = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const camel = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('API modules are their folders', () => {
  it('gives every folder with routes or exports a module.ts', () => {
    const serving = folders.filter((folder) => readdirSync(path.join(MODULES_DIR, folder)).some((file) => /-(routes|export)\.ts$/.test(file)));
    expect(serving.filter((folder) => !existsSync(path.join(MODULES_DIR, folder, 'module.ts')))).toEqual([]);
  });

  it('registers every module.ts in modules/index.ts (one line each)', () => {
    const declared = folders.filter((folder) => existsSync(path.join(MODULES_DIR, folder, 'module.ts')));
    const missing = declared.filter((folder) => !INDEX.includes(`export { default as ${camel(folder)} } from './${folder}/module';`));
    expect(missing.map((folder) => `export { default as ${camel(folder)} } from './${folder}/module';`)).toEqual([]);
    expect(Object.keys(apiModules).sort()).toEqual(declared.map(camel).sort());
  });

  it('exports every list of the contracts once, from the module that owns it', () => {
    const lists = Object.values(apiModules).flatMap((module) => (module.exports ?? []).map((exporter) => exporter({} as Db).list));
    expect([...lists].sort()).toEqual(Object.keys(CSV_COLUMN_KEYS).sort());
  });

  it('declares each OpenAPI tag once, in one module', () => {
    const tags = new Set(Object.values(apiModules).flatMap((module) => module.tags.map((tag) => tag.name)));
    expect(tags.size).toBe(Object.values(apiModules).flatMap((module) => module.tags).length);
    expect([...tags].filter((tag) => !/^[a-z ]+$/.test(tag))).toEqual([]);
  });
});

describe('one auth hook per module', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Building the app touches no database; an anonymous call is refused before any query.
    app = await buildApp({ config: testConfig(), db: {} as Db, clock: new FakeClock(START_TIME), sms: new MemorySmsTransport(), logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 401 to an anonymous call of every route its docs mark as signed in, and leaves only the public ones open', async () => {
    const paths = (app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> }).paths;
    const open: string[] = [];
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // The public ones say so with an empty list.
        if (!operation.security?.length) {
          open.push(`${method.toUpperCase()} ${route}`);
          continue;
        }
        const url = route.replace(/\{[^}]+\}/g, '1');
        const response = await app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(response.statusCode, `${method.toUpperCase()} ${route}`).toBe(401);
      }
    }
    expect(open.sort()).toEqual(
      [
        'GET /api/v1/export-downloads/{ticket}',
        'GET /api/v1/public/banners',
        'GET /api/v1/public/policies/{kind}',
        'GET /healthz',
        'GET /readyz',
        // Signed by the payment gateway instead: a bad or missing signature is its 401 (payment-webhook.test.ts).
        'POST /api/v1/payments/webhook',
        'POST /admins/auth/admin/logout/',
        'POST /admins/auth/admin/send-otp/',
        'POST /admins/auth/admin/verify-otp/',
        'POST /api/token/refresh/',
        // The console reports its own failures, before sign-in too (client-errors.test.ts).
        'POST /api/v1/client-errors',
      ].sort(),
    );
  });
});
