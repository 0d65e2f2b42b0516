/**
 * `npm run openapi:document` (the first step of `lint:openapi` and `client:check`): writes the
 * API's OpenAPI document, as GET /api/openapi.json answers it, to the file named by its argument.
 * The app is built without a database or a port: its routes and schemas are all the document needs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { createSmsTransport } from '../sms/sms-transport';

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: openapi-cli <file.json>\n');
  process.exit(2);
}
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'openapi-document-only-no-token-is-signed', SMS_TRANSPORT: 'console' });
const app = await buildApp({ config, db: {} as Db, clock: systemClock, sms: createSmsTransport(config.sms), logger: false });
await app.ready();
const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
await app.close();
if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeFileSync(target, `${JSON.stringify(response.json(), null, 2)}\n`);
