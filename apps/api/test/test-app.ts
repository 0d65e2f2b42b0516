import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { FIELD_ERROR_CODES, IMPORT_FIELD_CODES } from '@carcare/contracts';
import { buildApp } from '../src/app';
import { FakeClock } from '../src/clock';
import type { Config, Env } from '../src/config';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { blobs } from '../src/db/schema';
import { MemorySmsTransport } from '../src/sms/sms-transport';
import { keepSessionsInSeedSnapshot, restoreSeedSnapshot, START_TIME } from './seed-snapshot';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
export { START_TIME };

/** A tiny built console: index.html plus one hashed asset. */
export function makeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'carcare-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root">console</div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  return dir;
}

export function testConfig(env: Env = {}): Config {
  return loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', WEB_DIST_DIR: makeWebDist(), ...env });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  clock: FakeClock;
  sms: MemorySmsTransport;
  config: Config;
  /** Empty tables, demo seed, fresh clock and SMS sink: call in beforeEach. */
  reset(): Promise<void>;
  /** Lets the sessions open now survive later resets (after a reset; for admins signed in once per file). */
  keepSignedInSessions(): Promise<void>;
  close(): Promise<void>;
}

/** The field details of a 400 body that carry no known field code (empty when all do, or when it is not a 400). */
export function detailsWithoutFieldCode(statusCode: number, payload: unknown): unknown[] {
  if (statusCode !== 400 || typeof payload !== 'string') return [];
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return [];
  }
  const details = (body as { details?: unknown }).details;
  if (!Array.isArray(details)) return [];
  return details.filter((detail: { code?: unknown }) => ![...FIELD_ERROR_CODES, ...IMPORT_FIELD_CODES].includes(detail?.code as never));
}

/**
 * Every 400 the API tests provoke must give each field detail a known field code (so the console can
 * say it in Hindi): one without answers 500 in tests, failing the test that expected the 400.
 */
function requireFieldCodes(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const uncoded = detailsWithoutFieldCode(reply.statusCode, payload);
    if (uncoded.length === 0) return payload;
    void reply.code(500);
    return JSON.stringify({ message: `Test check: a 400 of ${request.method} ${request.url} gave field details without a field code: ${JSON.stringify(uncoded)}`, code: 'INTERNAL' });
  });
}

export async function createTestContext(
  env: Env = {},
  options: { logger?: Parameters<typeof buildApp>[0]['logger']; beforeReady?: (app: FastifyInstance) => void; bulkJobBatchSize?: number } = {},
): Promise<TestContext> {
  const database = await openTestDatabase({ seedSnapshot: true });
  const clock = new FakeClock(START_TIME);
  const sms = new MemorySmsTransport();
  const config = testConfig(env);
  const app = await buildApp({ config, db: database.db, clock, sms, listen: database.listen, logger: options.logger ?? false, bulkJobBatchSize: options.bulkJobBatchSize });
  let resetOnce = false;
  requireFieldCodes(app);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    sms,
    config,
    async reset() {
      clock.set(START_TIME);
      // The copy came with the seed's snapshot (openTestDatabase): every reset puts it back.
      await restoreSeedSnapshot(database.db);
      resetOnce = true;
      sms.sent.length = 0;
      sms.failure = null;
    },
    async keepSignedInSessions() {
      if (!resetOnce) throw new Error('keepSignedInSessions() needs a reset() first');
      await keepSessionsInSeedSnapshot(database.db);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const PHONES = { superAdmin: '9000000001', workshopAdmin: '9000000002', societyManager: '9000000003', unknown: '9876543210' };

export function post(app: FastifyInstance, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
}

export const sendOtp = (app: FastifyInstance, phone: string, ip = '127.0.0.1') =>
  post(app, '/admins/auth/admin/send-otp/', { phone }, { remoteAddress: ip });

export const verifyOtp = (app: FastifyInstance, phone: string, otp: string) => post(app, '/admins/auth/admin/verify-otp/', { phone, otp });

export const refresh = (app: FastifyInstance, token: string) => post(app, '/api/token/refresh/', { refresh: token });

export const getMe = (app: FastifyInstance, access: string) =>
  app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${access}` } });

/** Full sign-in through the API; returns the tokens and admin of the response. */
export async function signIn(ctx: Pick<TestContext, 'app' | 'sms'>, phone: string) {
  const sent = await sendOtp(ctx.app, phone);
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const code = ctx.sms.lastCodeFor(phone);
  if (!code) throw new Error(`no code sent to ${phone}`);
  const verified = await verifyOtp(ctx.app, phone, code);
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return verified.json().data as { admin: { id: number; version: number }; access: string; refresh: string };
}

/** The hashes of the stored upload blobs, sorted. */
export async function blobHashes(db: Db): Promise<string[]> {
  return (await db.select({ hash: blobs.hash }).from(blobs).orderBy(blobs.hash)).map((row) => row.hash);
}

/** The hash in an upload URL (/uploads/<hash>.<ext>). */
export const hashOfUpload = (url: string) => /^\/uploads\/([0-9a-f]{64})\.[a-z]+$/.exec(url)?.[1] ?? null;

/** A code of the same length that is certainly not `code`. */
export function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}
