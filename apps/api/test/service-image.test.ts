import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, blobs, services } from '../src/db/schema';
import { releaseBlob, storeBlob, sweepOrphanBlobs } from '../src/uploads/blob-store';
import type { DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { blobHashes, hashOfUpload, PHONES, signIn } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

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

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storedBlobs = () => blobHashes(ctx.database.db);
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
    expect(await storedBlobs()).toEqual([]);
  });
});

describe('service image: upload', () => {
  it('stores a PNG as a blob named by its SHA-256, answers the service with image_url and serves it', async () => {
    const response = await upload(tokens.superAdmin, PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const service = response.json();
    expect(service).toMatchObject({ id: SERVICE, name: 'Express Exterior Wash', version: 2 });
    expect(service.image_url).toBe(`/uploads/${sha256(PNG)}.png`);
    // Same shape as GET /api/v1/services/:id.
    expect(service).toEqual((await as.superAdmin.get(`/api/v1/services/${SERVICE}`)).json());
    const [row] = await ctx.database.db.select().from(blobs);
    expect(row).toMatchObject({ hash: sha256(PNG), contentType: 'image/png', byteSize: PNG.length });
    expect(row!.bytes.equals(PNG)).toBe(true);

    // Served without a token: <img> tags send none.
    const served = await ctx.app.inject({ method: 'GET', url: service.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${sha256(PNG)}"`);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const head = await ctx.app.inject({ method: 'HEAD', url: service.image_url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(`"${sha256(PNG)}"`);
  });

  it('answers 304 with no body to If-None-Match naming its ETag (weakly, in a list, or *), 200 to another tag', async () => {
    const { image_url: url } = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    const etag = `"${sha256(PNG)}"`;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': header } });
      expect(response.statusCode, header).toBe(304);
      expect(response.rawPayload.length, header).toBe(0);
      expect(response.headers.etag, header).toBe(etag);
      expect(response.headers['cache-control'], header).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options'], header).toBe('nosniff');
    }
    const other = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${'0'.repeat(64)}"` } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(PNG)).toBe(true);
    // An unknown blob is a 404 even when the client believes it has it.
    const unknown = `/uploads/${'0'.repeat(64)}.png`;
    expectError(await ctx.app.inject({ method: 'GET', url: unknown, headers: { 'if-none-match': `"${'0'.repeat(64)}"` } }), 404, 'NOT_FOUND');
  });

  it('accepts JPEG and WebP and serves each with its content type', async () => {
    const jpeg = await upload(tokens.superAdmin, JPEG, 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.json().image_url).toBe(`/uploads/${sha256(JPEG)}.jpg`);
    expect((await ctx.app.inject({ method: 'GET', url: jpeg.json().image_url })).headers['content-type']).toBe('image/jpeg');

    const webp = await upload(tokens.superAdmin, WEBP, 'image/webp', `/api/v1/services/${SERVICE}/image?version=2`);
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.json().image_url).toBe(`/uploads/${sha256(WEBP)}.webp`);
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
    expect(await storedBlobs()).toEqual([]);
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
    expect(await storedBlobs()).toHaveLength(1);
  });

  it('answers 409 STALE_VERSION for a stale version (and stores nothing), 400 without one, 404 for an unknown service', async () => {
    const first = await upload(tokens.superAdmin, PNG, 'image/png');
    expect(first.statusCode).toBe(200);
    const stale = await upload(tokens.superAdmin, JPEG, 'image/jpeg');
    expectError(stale, 409, 'STALE_VERSION');
    expect(await storedBlobs()).toEqual([hashOfUpload(first.json().image_url)]);
    expect((await serviceNow()).image_url).toBe(first.json().image_url);

    const missing = await upload(tokens.superAdmin, PNG, 'image/png', `/api/v1/services/${SERVICE}/image`);
    expectError(missing, 400, 'VALIDATION_ERROR');
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'version' })]);
    expectError(await upload(tokens.superAdmin, PNG, 'image/png', '/api/v1/services/9999/image?version=1'), 404, 'NOT_FOUND');
    expect(await storedBlobs()).toHaveLength(1);
  });

  it('replacing the image deletes the old blob; the old URL then answers 404', async () => {
    const first = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    expect(await storedBlobs()).toEqual([sha256(PNG)]);
    const second = await upload(tokens.superAdmin, WEBP, 'image/webp', `/api/v1/services/${SERVICE}/image?version=${first.version}`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ version: first.version + 1 });
    expect(await storedBlobs()).toEqual([sha256(WEBP)]);
    expectError(await ctx.app.inject({ method: 'GET', url: first.image_url }), 404, 'NOT_FOUND');
    expect((await ctx.app.inject({ method: 'GET', url: second.json().image_url })).statusCode).toBe(200);
  });

  it('one blob for the same bytes on two records: it stays while either names it', async () => {
    const mine = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    const theirs = (await upload(tokens.superAdmin, PNG, 'image/png', '/api/v1/services/2/image?version=1')).json();
    expect(theirs.image_url).toBe(mine.image_url);
    expect(await storedBlobs()).toEqual([sha256(PNG)]);
    // Uploading the same bytes again changes nothing and keeps the blob.
    const again = await upload(tokens.superAdmin, PNG, 'image/png', `/api/v1/services/${SERVICE}/image?version=${mine.version}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedBlobs()).toEqual([sha256(PNG)]);

    expect((await removeImage(tokens.superAdmin, mine.version)).statusCode).toBe(200);
    expect(await storedBlobs()).toEqual([sha256(PNG)]);
    expect((await ctx.app.inject({ method: 'GET', url: theirs.image_url })).statusCode).toBe(200);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/services/2/image?version=${theirs.version}`, headers: { authorization: `Bearer ${tokens.superAdmin}` } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storedBlobs()).toEqual([]);
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
  it('DELETE clears image_url, bumps the version and deletes the blob', async () => {
    const uploaded = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    expectError(await removeImage(tokens.superAdmin, 1), 409, 'STALE_VERSION');
    expect(await storedBlobs()).toEqual([sha256(PNG)]);

    const removed = await removeImage(tokens.superAdmin, uploaded.version);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: SERVICE, image_url: null, version: uploaded.version + 1 });
    expect(await storedBlobs()).toEqual([]);
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
  it('answers a JSON 404 (never the console) for unknown blobs, names of another shape, a wrong extension and listings', async () => {
    const { image_url: url } = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    const hash = hashOfUpload(url)!;
    for (const bad of [
      '/uploads/',
      '/uploads',
      `/uploads/${'0'.repeat(64)}.png`,
      `/uploads/${hash}.jpg`,
      `/uploads/${hash}.svg`,
      `/uploads/${hash}`,
      `/uploads/${hash.toUpperCase()}.png`,
      `/uploads/${hash.slice(1)}.png`,
      `/uploads/services/${hash}.png`,
      `/uploads/services/${'a'.repeat(32)}.png`,
      '/uploads/..%2Fjwt-secret',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(404);
      expect(response.headers['content-type'], bad).toMatch(/application\/json/);
    }
  });

  it('answers 404 to a raw /uploads/../ path sent as is over HTTP (no normalising client in between)', async () => {
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
    for (const target of ['/uploads/../api/openapi.json', '/uploads/../index.html', '/uploads/..%2Fjwt-secret', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const answer = await rawGet(target);
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 404 Not Found');
      expect(answer, target).toMatch(/content-type: application\/json/i);
    }
  });

  it('is read-only: other methods do not reach the blobs', async () => {
    const uploaded = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: uploaded.image_url, headers: { authorization: `Bearer ${tokens.superAdmin}`, 'content-type': 'image/png' }, payload: JPEG });
      expect(response.statusCode, method).toBe(404);
    }
    expect(await storedBlobs()).toEqual([sha256(PNG)]);
  });
});

describe('unused blobs', () => {
  const age = (hash: string, seconds: number) =>
    ctx.database.db
      .update(blobs)
      .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(blobs.hash, hash));

  it('the sweep deletes blobs no row names once older than the grace period, and keeps the others', async () => {
    const used = (await upload(tokens.superAdmin, PNG, 'image/png')).json();
    const db = ctx.database.db;
    const oldOrphan = await storeBlob(db, JPEG, 'jpeg');
    const newOrphan = await storeBlob(db, WEBP, 'webp');
    await age(sha256(PNG), 7200);
    await age(sha256(JPEG), 7200);
    expect(await sweepOrphanBlobs(db, 3600)).toBe(1);
    expect(await storedBlobs()).toEqual([sha256(PNG), sha256(WEBP)].sort());
    expect(hashOfUpload(oldOrphan)).toBe(sha256(JPEG));
    expect(hashOfUpload(newOrphan)).toBe(sha256(WEBP));
    // Storing the same bytes again restarts the grace period.
    await age(sha256(WEBP), 7200);
    await storeBlob(db, WEBP, 'webp');
    expect(await sweepOrphanBlobs(db, 3600)).toBe(0);
    await age(sha256(WEBP), 7200);
    expect(await sweepOrphanBlobs(db, 3600)).toBe(1);
    expect(await storedBlobs()).toEqual([sha256(PNG)]);
    expect((await ctx.app.inject({ method: 'GET', url: used.image_url })).statusCode).toBe(200);
  });

  it('releasing a blob waits for a transaction attaching the same bytes, then keeps it', async () => {
    const db = ctx.database.db;
    const url = await storeBlob(db, PNG, 'png');
    let attached = false;
    let release: Promise<boolean> | undefined;
    await db.transaction(async (tx) => {
      await storeBlob(tx, PNG, 'png');
      // On PostgreSQL the release blocks on the blob's row lock until this commits; PGlite runs one transaction at a time.
      release = releaseBlob(db, url);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.update(services).set({ imageUrl: url }).where(eq(services.id, SERVICE));
      attached = true;
    });
    expect(attached).toBe(true);
    expect(await release).toBe(false);
    expect(await storedBlobs()).toEqual([sha256(PNG)]);
    await db.update(services).set({ imageUrl: null }).where(eq(services.id, SERVICE));
    expect(await releaseBlob(db, url)).toBe(true);
    expect(await releaseBlob(db, url)).toBe(false);
    expect(await releaseBlob(db, 'https://cdn.example.com/x.png')).toBe(false);
    expect(await releaseBlob(db, null)).toBe(false);
  });
});
