import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './processes';
import { emptyDatabases, postJson, signInThroughOutbox, spawnServer, stopServer, waitForOrigin } from './processes';
import { PHONES } from './test-app';

// A real 1×1 PNG and the start of a JPEG: the API checks magic bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PER_IP_LIMIT = 4;

/** One API process: its origin and its own SMS outbox (and DATA_DIR: nothing is shared but the database). */
interface Api {
  server: ServerProcess;
  origin: string;
  outbox: string;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<Response>;
  post(url: string, body: unknown, token?: string): Promise<Response>;
  sendOtp(phone: string, ip?: string): Promise<Response>;
}

// Two API processes on one PostgreSQL database, as a deployment behind a load balancer runs them.
// Needs a PostgreSQL server to make the database on: runs in the API suite's PostgreSQL pass.
describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  const databases = emptyDatabases();
  const dirs: string[] = [];
  let a: Api;
  let b: Api;

  async function start(url: string): Promise<Api> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'carcare-proc-'));
    dirs.push(dataDir);
    const outbox = path.join(dataDir, 'outbox.jsonl');
    const server = spawnServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      // Both sign and check the same tokens.
      JWT_SECRET: 'several-processes-secret-0123456789abcdef',
      SMS_TRANSPORT: 'file',
      SMS_OUTBOX_FILE: outbox,
      OTP_MAX_SENDS_PER_IP_PER_HOUR: String(PER_IP_LIMIT),
      // The rate-limit test's clients come "through a proxy" on loopback with addresses of their own.
      TRUST_PROXY: 'loopback',
    });
    const origin = await waitForOrigin(server);
    const headersOf = (token?: string, extra: Record<string, string> = {}) => ({ ...(token && { authorization: `Bearer ${token}` }), ...extra });
    return {
      server,
      origin,
      outbox,
      get: (url, token, headers) => fetch(`${origin}${url}`, { headers: headersOf(token, headers) }),
      post: (url, body, token) => postJson(origin, url, body, token),
      sendOtp: (phone, ip) =>
        fetch(`${origin}/admins/auth/admin/send-otp/`, { method: 'POST', headers: { 'content-type': 'application/json', ...(ip && { 'x-forwarded-for': ip }) }, body: JSON.stringify({ phone }) }),
    };
  }

  beforeAll(async () => {
    const url = await databases.create();
    // Started together: one migrates and seeds, the other waits on the locks and finds it done.
    [a, b] = await Promise.all([start(url), start(url)]);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map((api) => stopServer(api.server)));
    expect(codes.every((code) => code === 0)).toBe(true);
    await databases.dropAll();
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  }, 30_000);

  const superAdmin = { access: '', refresh: '' };
  const workshopAdmin = { access: '', refresh: '' };
  beforeAll(async () => {
    Object.assign(superAdmin, await signInThroughOutbox(a.origin, a.outbox, PHONES.superAdmin));
  });

  it('an image uploaded through one is served by the other; replaced through the other, the old one is gone from both', async () => {
    const service = (await (await b.get('/api/v1/services/1', superAdmin.access)).json()) as { version: number };
    const put = (api: Api, bytes: Buffer, type: string, version: number) =>
      fetch(`${api.origin}/api/v1/services/1/image?version=${version}`, { method: 'PUT', headers: { authorization: `Bearer ${superAdmin.access}`, 'content-type': type }, body: bytes });

    const uploaded = await put(a, PNG, 'image/png', service.version);
    expect(uploaded.status).toBe(200);
    const first = (await uploaded.json()) as { image_url: string; version: number };
    expect(first.image_url).toBe(`/uploads/${sha256(PNG)}.png`);
    const served = await b.get(first.image_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('etag')).toBe(`"${sha256(PNG)}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await b.get(first.image_url, undefined, { 'if-none-match': `"${sha256(PNG)}"` })).status).toBe(304);

    const replaced = await put(b, JPEG, 'image/jpeg', first.version);
    expect(replaced.status).toBe(200);
    const second = (await replaced.json()) as { image_url: string };
    expect((await a.get(second.image_url)).status).toBe(200);
    expect((await a.get(first.image_url)).status).toBe(404);
    expect((await b.get(first.image_url)).status).toBe(404);
  });

  it('an OTP resend cooldown started on one holds on the other', async () => {
    Object.assign(workshopAdmin, await signInThroughOutbox(a.origin, a.outbox, PHONES.workshopAdmin));
    const again = await b.sendOtp(PHONES.workshopAdmin);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await again.json()) as { message: string }).message).toMatch(/^Please wait \d+ seconds before requesting another OTP$/);
  });

  it('the per-address OTP limit counts sends to both: together they allow it once, not once each', async () => {
    const ip = '203.0.113.7';
    const answers: number[] = [];
    for (let n = 0; n < PER_IP_LIMIT * 2; n += 1) {
      const api = n % 2 === 0 ? a : b;
      answers.push((await api.sendOtp(`98765432${String(n).padStart(2, '0')}`, ip)).status);
    }
    expect(answers).toEqual([...Array<number>(PER_IP_LIMIT).fill(200), ...Array<number>(PER_IP_LIMIT).fill(429)]);
    const refused = await b.sendOtp('9876543299', ip);
    expect(((await refused.json()) as { message: string }).message).toBe('Too many OTP requests, try again later');
    // Another address is not affected.
    expect((await a.sendOtp('9876543298', '203.0.113.8')).status).toBe(200);
  });

  it('a notification raised by a write on one reaches an admin polling the other', async () => {
    const unread = async () => (await (await a.get('/api/v1/notifications/unread-count', superAdmin.access)).json()) as { count: number; latest_id: number | null };
    const before = await unread();
    // The workshop admin signed in through A (the cooldown test) and writes through B.
    const requested = await b.post(
      '/api/v1/services/requests',
      { name: 'Two-Process Test Service', category: 'detailing', duration_minutes: 120, prices: { hatchback: 899900, sedan: 999900, suv: 1099900, muv: 1099900, bike: 399900 } },
      workshopAdmin.access,
    );
    expect(requested.status, await requested.clone().text()).toBe(201);
    let after = await unread();
    for (let polls = 0; after.count === before.count && polls < 20; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await unread();
    }
    expect(after.count).toBe(before.count + 1);
    const list = (await (await a.get('/api/v1/notifications?page_size=1', superAdmin.access)).json()) as { data: { id: number; title: string; body: string }[] };
    expect(list.data[0]).toMatchObject({ id: after.latest_id, title: 'New service requested' });
    expect(list.data[0]!.body).toContain('Two-Process Test Service');
  });

  it('a session ended (logout) on one is refused on the other', async () => {
    expect((await a.get('/api/v1/me', superAdmin.access)).status).toBe(200);
    expect((await b.get('/api/v1/me', superAdmin.access)).status).toBe(200);
    expect((await b.post('/admins/auth/admin/logout/', { refresh: superAdmin.refresh }, superAdmin.access)).status).toBeLessThan(300);
    for (const api of [a, b]) {
      const refused = await api.get('/api/v1/me', superAdmin.access);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { code: string }).code).toBe('SESSION_ENDED');
    }
    const refreshed = await a.post('/api/token/refresh/', { refresh: superAdmin.refresh });
    expect(refreshed.status).toBe(401);
  });
});
