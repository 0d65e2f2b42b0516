import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { FakeClock } from '../src/clock';
import type { Db } from '../src/db/client';
import { admins, auditEvents, societies, workshops } from '../src/db/schema';
import { seedIfEmpty } from '../src/seeds/seed';
import { MemorySmsTransport } from '../src/sms/sms-transport';
import type { TestContext } from './test-app';
import { createTestContext, makeWebDist, PHONES, signIn, testConfig } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
});

const patchMe = (access: string, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: { authorization: `Bearer ${access}` }, payload: payload as object });

describe('error conventions', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/admins/auth/admin/send-otp/',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": "90000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('answers a body with a __proto__ or constructor.prototype key with 400 saying which keys are refused', async () => {
    for (const payload of ['{"phone":"9000000001","__proto__":{"admin":true}}', '{"phone":"9000000001","constructor":{"prototype":{"admin":true}}}']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/admins/auth/admin/send-otp/', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'MALFORMED_JSON', message: 'The request body may not contain the keys "__proto__" or "constructor.prototype"' });
    }
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/admins/auth/admin/send-otp/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '9000000001', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an anonymous call to a protected endpoint with 401 whatever its body', async () => {
    const garbage = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(garbage.statusCode).toBe(401);
    const invalid = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { name: 1 } });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers unknown API routes with a JSON 404, never the console', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/nothing-here'],
      ['GET', '/admins/unknown'],
      ['GET', '/api'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers a bug with 500 "Internal server error" and no details', async () => {
    const app = await buildApp({ config: testConfig(), db: {} as Db, clock: new FakeClock(), sms: new MemorySmsTransport(), logger: false });
    app.get('/api/v1/test-only/boom', async () => {
      throw new Error('secret internals');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    await app.close();
  });
});

describe('health', () => {
  it('GET /healthz answers ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 503 when the database fails', async () => {
    const brokenDb = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const app = await buildApp({ config: testConfig(), db: brokenDb, clock: new FakeClock(), sms: new MemorySmsTransport(), logger: false });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    await app.close();
  });

  it('answers 503 with Retry-After, not 500, when the database is down or a timeout fires (wrapped by Drizzle or not)', async () => {
    const app = await buildApp({ config: testConfig(), db: {} as Db, clock: new FakeClock(), sms: new MemorySmsTransport(), logger: false });
    const failures: Record<string, () => Error> = {
      refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      shutdown: () => new Error('Failed query: insert …', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }),
      lock: () => new Error('Failed query: update …', { cause: Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }) }),
      statement: () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      pool: () => new Error('timeout exceeded when trying to connect'),
      frozen: () => new Error('Query read timeout'),
    };
    for (const [name, failure] of Object.entries(failures)) {
      app.get(`/api/v1/test-only/${name}`, async () => {
        throw failure();
      });
    }
    for (const name of Object.keys(failures)) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/test-only/${name}` });
      expect(response.statusCode, name).toBe(503);
      expect(response.headers['retry-after'], name).toBe('5');
      expect(response.json().code, name).toBe('UNAVAILABLE');
    }
    await app.close();
  });
});

describe('/api/v1/me', () => {
  it('PATCH changes own name and email, bumps the version and writes an audit event', async () => {
    const session = await signIn(ctx, PHONES.societyManager);
    const response = await patchMe(session.access, { name: 'Kavya R. Reddy', email: 'Kavya@Example.IN', version: session.admin.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Kavya R. Reddy', email: 'kavya@example.in', version: session.admin.version + 1 });
    const events = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'admin.update_profile'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: session.admin.id, entity: 'admin', entityId: session.admin.id });
    expect(events[0]?.changes).toMatchObject({ name: { from: 'Kavya Reddy', to: 'Kavya R. Reddy' } });
  });

  it('PATCH answers 409 STALE_VERSION for an outdated version', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await patchMe(session.access, { name: 'Aarav M', email: null, version: session.admin.version })).statusCode).toBe(200);
    const stale = await patchMe(session.access, { name: 'Aarav Mehta', email: null, version: session.admin.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('PATCH validates name and email with field details', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const response = await patchMe(session.access, { name: 'A', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['email', 'name']);
  });

  it('PATCH cannot change anything but name and email', async () => {
    const session = await signIn(ctx, PHONES.workshopAdmin);
    const response = await patchMe(session.access, { name: 'Rohit Sharma', email: null, user_type: 'super_admin', phone: '9999999999' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_type: 'workshop_admin', phone: PHONES.workshopAdmin });
  });
});

describe('console, headers and documentation', () => {
  it('serves index.html for client routes without caching it', async () => {
    for (const url of ['/', '/main/dashboard/default', '/workshop/service-details/12']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache and compresses them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the build’s own Brotli or gzip copy of a file to a browser that accepts it, and the file to one that does not', async () => {
    // Copies that differ from the file, so an answer compressed on the fly cannot pass for them.
    const webDist = makeWebDist();
    const script = path.join(webDist, 'assets', 'index-abc123.js');
    writeFileSync(`${script}.br`, brotliCompressSync('/* the .br copy */'));
    writeFileSync(`${script}.gz`, gzipSync('/* the .gz copy */'));
    writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync('<div id="root">the .br page</div>'));
    const app: FastifyInstance = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDist }), db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
    const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('/* the .br copy */');
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('/* the .gz copy */');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('xxxx');

    // A client route answers the page's copy too, still revalidated.
    const page = await get('/main/requests', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('the .br page');
    expect((await get('/assets/missing.js', 'br')).statusCode).toBe(404);
    await app.close();
  });

  it('answers a hashed file from memory once read, revalidates it by its ETag, and honours an encoding refused by q=0', async () => {
    const webDist = makeWebDist();
    const script = path.join(webDist, 'assets', 'index-abc123.js');
    writeFileSync(`${script}.br`, brotliCompressSync('/* the .br copy */'));
    writeFileSync(`${script}.gz`, gzipSync('/* the .gz copy */'));
    writeFileSync(path.join(webDist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app: FastifyInstance = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDist }), db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers });

    const first = await get({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(first.headers.etag).toBeDefined();
    // A hashed name never changes content: once read, the file is not read again.
    writeFileSync(`${script}.br`, brotliCompressSync('/* written after the first answer */'));
    expect(brotliDecompressSync((await get({ 'accept-encoding': 'br' })).rawPayload).toString()).toBe('/* the .br copy */');

    const revalidated = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': '"another"' })).statusCode).toBe(200);

    const brRefused = await get({ 'accept-encoding': 'br;q=0, gzip' });
    expect(brRefused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(brRefused.rawPayload).toString()).toBe('/* the .gz copy */');
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('javascript');
    // Another kind of file the build wrote is sent from disk, with the same long cache.
    const image = await app.inject({ method: 'GET', url: '/assets/logo-abc123.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A console rebuilt while the server runs: its new names are found (the folder listed again).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    writeFileSync(path.join(webDist, 'assets', 'index-def456.js'), '/* rebuilt */');
    const rebuilt = await app.inject({ method: 'GET', url: '/assets/index-def456.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('/* rebuilt */');
    // Only the build's own files: a name outside its listing, or a path out of the folder, is a 404.
    for (const url of ['/assets/index-abc123.js.map', '/assets/..%2Findex.html', '/assets/%2E%2E%2F%2E%2E%2Fpackage.json']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().code, url).toBe('NOT_FOUND');
    }
    await app.close();
  });

  it('sends security headers and no CORS headers when CORS_ORIGINS is empty', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('sends Strict-Transport-Security only on an HTTPS answer (here, through a trusted proxy)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    const app: FastifyInstance = await buildApp({ config: testConfig({ TRUST_PROXY: '127.0.0.1' }), db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
    const overHttps = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('allows only the configured CORS origins', async () => {
    const app: FastifyInstance = await buildApp({
      config: testConfig({ CORS_ORIGINS: 'https://console.example.in' }),
      db: ctx.database.db,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: false,
    });
    const allowed = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://console.example.in' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example.in');
    const other = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('publishes an OpenAPI document with the auth calls and serves Swagger UI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/admins/auth/admin/send-otp/', '/admins/auth/admin/verify-otp/', '/api/token/refresh/', '/admins/auth/admin/logout/', '/api/v1/me']),
    );
    expect(document.paths['/admins/auth/admin/send-otp/'].post.requestBody).toBeDefined();
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describe('demo data', () => {
  it('seeds workshops, societies and the three demo admins once', async () => {
    const db = ctx.database.db;
    expect(await db.$count(workshops)).toBe(5);
    expect(await db.$count(societies)).toBe(3);
    const rows = await db.select().from(admins);
    const byPhone = new Map(rows.map((row) => [row.phone, row]));
    expect(byPhone.get('9000000001')).toMatchObject({ userType: 'super_admin', workshopId: null, societyId: null });
    expect(byPhone.get('9000000002')).toMatchObject({ userType: 'workshop_admin', workshopId: 1 });
    expect(byPhone.get('9000000003')).toMatchObject({ userType: 'society_manager', societyId: 1 });
    expect(byPhone.get('9000000011')).toMatchObject({ userType: 'workshop_admin', workshopId: 2 });
    expect(rows).toHaveLength(9);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await db.$count(admins)).toBe(9);
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish when the server closes', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/api/v1/test-only/slow', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        return { finished: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const pending = fetch(`${address}/api/v1/test-only/slow`);
    await started;
    const closing = app.close();
    release();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
  });
});
