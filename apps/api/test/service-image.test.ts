import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { PHONES, signIn } from './test-app';

// Uploads go to a DATA_DIR of this file's own.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'carcare-data-'));
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite(
  (context, clients) => {
    ctx = context;
    as = clients;
  },
  { DATA_DIR },
);

// The database is reseeded before each test; the stored files are emptied with it.
beforeEach(() => rmSync(path.join(DATA_DIR, 'uploads'), { recursive: true, force: true }));

const tokens = { superAdmin: '', workshopAdmin: '' };
beforeAll(async () => {
  // The suite signed these admins in already; a reset clears the OTP resend wait (the kept sessions outlive it).
  await ctx.reset();
  tokens.superAdmin = (await signIn(ctx, PHONES.superAdmin)).access;
  tokens.workshopAdmin = (await signIn(ctx, PHONES.workshopAdmin)).access;
  await ctx.keepSignedInSessions();
});

// A real 1×1 PNG, and the starts of a JPEG (JFIF) and a WebP (RIFF….WEBPVP8L): the API checks magic bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00])]);
const TEXT = Buffer.from('just some text, not an image\n');

const SERVICE = 1; // Express Exterior Wash, active, version 1 after the seed
const MB = 1024 * 1024;

function upload(token: string | null, body: Buffer | string, contentType: string | null, url = `/api/v1/services/${SERVICE}/image?version=1`) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  return ctx.app.inject({ method: 'PUT', url, headers, payload: body });
}

const removeImage = (token: string | null, version: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/services/${SERVICE}/image?version=${version}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

const fileOf = (imageUrl: string) => path.join(DATA_DIR, imageUrl.replace(/^\//, ''));
const storedFiles = () => (existsSync(path.join(DATA_DIR, 'uploads', 'services')) ? readdirSync(path.join(DATA_DIR, 'uploads', 'services')) : []);
const serviceNow = async () => (await as.superAdmin.get(`/api/v1/services/${SERVICE}`)).json() as { image_url: string | null; version: number };

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code, message: expect.any(String) });
}

describe('service image: roles', () => {
  it('answers 401 without a token and 403 to a workshop admin, whatever the body', async () => {
    expectError(await upload(null, PNG, 'image/png'), 401, 'UNAUTHENTICATED');
    expectError(await upload(null, Buffer.alloc(3 * MB), 'image/png'), 401, 'UNAUTHENTICATED');
    expectError(await upload(null, TEXT, 'text/plain'), 401, 'UNAUTHENTICATED');
    expectError(await upload(tokens.workshopAdmin, PNG, 'image/png'), 403, 'FORBIDDEN');
    expectError(await upload(tokens.workshopAdmin, Buffer.alloc(3 * MB), 'image/png'), 403, 'FORBIDDEN');
    expectError(await removeImage(null, 1), 401, 'UNAUTHENTICATED');
    expectError(await removeImage(tokens.workshopAdmin, 1), 403, 'FORBIDDEN');
    expect((await serviceNow()).image_url).toBeNull();
    expect(storedFiles()).toEqual([]);
  });
});

describe('service image: upload', () => {
  it('stores a PNG, answers the service with image_url and serves the file', async () => {
    const response = await upload(tokens.superAdmin, PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const service = response.json();
    expect(service).toMatchObject({ id: SERVICE, name: 'Express Exterior Wash', version: 2 });
    expect(service.image_url).toMatch(/^\/uploads\/services\/[a-f0-9]{32}\.png$/);
    // Same shape as GET /api/v1/services/:id.
    expect(service).toEqual((await as.superAdmin.get(`/api/v1/services/${SERVICE}`)).json());

    const served = await ctx.app.inject({ method: 'GET', url: service.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Served without a token: <img> tags send none.
    const head = await ctx.app.inject({ method: 'HEAD', url: service.image_url });
    expect(head.statusCode).toBe(200);
  });

  it('accepts JPEG and WebP and serves each with its content type', async () => {
    const jpeg = await upload(tokens.superAdmin, JPEG, 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.json().image_url).toMatch(/\.jpg$/);
    expect((await ctx.app.inject({ method: 'GET', url: jpeg.json().image_url })).headers['content-type']).toBe('image/jpeg');

    const webp = await upload(tokens.superAdmin, WEBP, 'image/webp', `/api/v1/services/${SERVICE}/image?version=2`);
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.json().image_url).toMatch(/\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url: webp.json().image_url })).headers['content-type']).toBe('image/webp');
  });

  it('checks the content, not the label: the stored type follows the bytes', async () => {
    const response = await upload(tokens.superAdmin, PNG, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().image_url).toMatch(/\.png$/);
  });

  it('answers 400 for a text file labelled image/png, an empty body and other types; nothing is stored', async () => {
    for (const [body, type] of [
      [TEXT, 'image/png'],
      [TEXT, 'text/plain'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
      [JSON.stringify({ image: 'x' }), 'application/json'],
      [Buffer.alloc(0), 'image/png'],
      [PNG.subarray(0, 4), 'image/png'],
    ] as const) {
      const response = await upload(tokens.superAdmin, body, type);
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.json().message, type).toBe('Upload a PNG, JPEG or WebP image');
    }
    expect(storedFiles()).toEqual([]);
    expect(await serviceNow()).toMatchObject({ image_url: null, version: 1 });
  });

  it('answers 413 for a body over 2 MB, in the project’s error shape', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * MB)]);
    const response = await upload(tokens.superAdmin, big, 'image/png');
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(response.json().message).toBe('Images must be at most 2 MB');
    // Exactly 2 MB is allowed.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(2 * MB - PNG.length)]);
    expect((await upload(tokens.superAdmin, atLimit, 'image/png')).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(1);
  });

  it('answers 409 STALE_VERSION for a stale version (and stores nothing), 400 without one, 404 for an unknown service', async () => {
    const first = await upload(tokens.superAdmin, PNG, 'image/png');
    expect(first.statusCode).toBe(200);
    const stale = await upload(tokens.superAdmin, JPEG, 'image/jpeg');
    expectError(stale, 409, 'STALE_VERSION');
    expect(storedFiles()).toEqual([path.basename(first.json().image_url)]);
    expect((await serviceNow()).image_url).toBe(first.json().image_url);

    const missing = await upload(tokens.superAdmin, PNG, 'image/png', `/api/v1/services/${SERVICE}/image`);
    expectError(missing, 400, 'VALIDATION_ERROR');
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'version' })]);
    expectError(await upload(tokens.superAdmin, PNG, 'image/png', '/api/v1/services/9999/image?version=1'), 404, 'NOT_FOUND');
    expect(storedFiles()).toHaveLength(1);
  });

  it('replacing the image deletes the old file; the old URL then answers 404', async () => {
    const first = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    expect(existsSync(fileOf(first.image_url))).toBe(true);
    const second = await upload(tokens.superAdmin, WEBP, 'image/webp', `/api/v1/services/${SERVICE}/image?version=${first.version}`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ version: first.version + 1 });
    expect(existsSync(fileOf(first.image_url))).toBe(false);
    expect(existsSync(fileOf(second.json().image_url))).toBe(true);
    expect(storedFiles()).toHaveLength(1);
    expectError(await ctx.app.inject({ method: 'GET', url: first.image_url }), 404, 'NOT_FOUND');
  });

  it('writes a service.image audit event with the old and new URL', async () => {
    const first = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    await removeImage(tokens.superAdmin, first.version);
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'service.image'), eq(auditEvents.entityId, SERVICE)))
      .orderBy(auditEvents.id);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ entity: 'service', actorId: 1, changes: { imageUrl: { from: null, to: first.image_url } } });
    expect(events[1]).toMatchObject({ entity: 'service', changes: { imageUrl: { from: first.image_url, to: null } } });
  });
});

describe('service image: remove', () => {
  it('DELETE clears image_url, bumps the version and deletes the file', async () => {
    const uploaded = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    expectError(await removeImage(tokens.superAdmin, 1), 409, 'STALE_VERSION');
    expect(existsSync(fileOf(uploaded.image_url))).toBe(true);

    const removed = await removeImage(tokens.superAdmin, uploaded.version);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: SERVICE, image_url: null, version: uploaded.version + 1 });
    expect(existsSync(fileOf(uploaded.image_url))).toBe(false);
    expect(storedFiles()).toEqual([]);
    expectError(await ctx.app.inject({ method: 'GET', url: uploaded.image_url }), 404, 'NOT_FOUND');
  });
});

describe('service image: documentation', () => {
  it('lists PUT and DELETE /api/v1/services/{id}/image with their error answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>;
    };
    const image = document.paths['/api/v1/services/{id}/image'];
    expect(image?.put?.tags).toEqual(['services']);
    expect(Object.keys(image?.put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413']));
    expect(image?.put?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'version', in: 'query' })]));
    expect(Object.keys(image?.delete?.responses ?? {})).toEqual(expect.arrayContaining(['200', '409']));
  });
});

describe('serving /uploads', () => {
  it('answers a JSON 404 (never the console, never a file outside) for unknown names, listings and traversal', async () => {
    writeFileSync(path.join(DATA_DIR, 'secret.txt'), 'do not serve me');
    await upload(tokens.superAdmin, PNG, 'image/png');
    for (const url of [
      '/uploads/',
      '/uploads',
      '/uploads/services',
      '/uploads/services/',
      '/uploads/..%2Fsecret.txt',
      '/uploads/services/..%2F..%2Fsecret.txt',
      '/uploads/services/%2e%2e%2f%2e%2e%2fsecret.txt',
      `/uploads/services/${'0'.repeat(32)}.png`,
      '/uploads/services/notes.txt',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(response.body, url).not.toContain('do not serve me');
    }
  });

  it('answers 404 to a raw /uploads/../ path sent as is over HTTP (no normalising client in between)', async () => {
    writeFileSync(path.join(DATA_DIR, 'secret.txt'), 'do not serve me');
    writeFileSync(path.join(DATA_DIR, 'uploads.png'), PNG);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    // fetch and inject resolve "..": a raw request line is what an attacker sends.
    const rawGet = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const target of ['/uploads/../secret.txt', '/uploads/services/../../secret.txt', '/uploads/../uploads.png', '/uploads/..%2Fsecret.txt', '/uploads/services/..%5C..%5Csecret.txt', '/uploads/%2e%2e/%2e%2e/secret.txt']) {
      const answer = await rawGet(target);
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 404 Not Found');
      expect(answer, target).toMatch(/content-type: application\/json/i);
      expect(answer, target).not.toContain('do not serve me');
    }
  });

  it('is read-only: other methods do not reach the files', async () => {
    const uploaded = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: uploaded.image_url, headers: { authorization: `Bearer ${tokens.superAdmin}`, 'content-type': 'image/png' }, payload: PNG });
      expect(response.statusCode, method).toBe(404);
    }
    expect(existsSync(fileOf(uploaded.image_url))).toBe(true);
  });
});
