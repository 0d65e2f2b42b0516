import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServiceRequestDetails } from '@carcare/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from './booking-body';
import { openEventStream, type EventStream, type LiveEventSeen } from './live-stream';
import type { ServerProcess } from './processes';
import { emptyDatabases, postJson, signInThroughOutbox, spawnServer, stopServer, waitForOrigin } from './processes';
import { PHONES } from './test-app';

// A real 1×1 PNG and the start of a JPEG: the API checks magic bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PER_IP_LIMIT = 4;
const SWEEP_INTERVAL_MS = 200;
/** How long to wait for something another process does: generous, since a loaded machine answers late, never wrongly. */
const PATIENCE_MS = 20_000;
/** A test that waits on the other process a few times: each wait may run out and still leave its expectation to say what was missing. */
const WAITING_TEST_TIMEOUT_MS = 4 * PATIENCE_MS;

/** The India date (YYYY-MM-DD) of an instant. */
const indiaDateOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Polls `check` until it holds or PATIENCE_MS pass; the caller's expectations then say what was missing. */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** The late-job sweeper's "Looked for late jobs" lines in a stretch of a server's JSON log (a partial line at either end left out). */
function sweepsIn(log: string): { level: number; late_jobs_alerted: number }[] {
  return log.split('\n').flatMap((line) => {
    if (!line.includes('"Looked for late jobs"')) return [];
    try {
      return [JSON.parse(line) as { level: number; late_jobs_alerted: number }];
    } catch {
      return [];
    }
  });
}

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
  // Every process spawned, kept from the start: one that started while the other failed is stopped too.
  const servers: ServerProcess[] = [];
  let url: string;
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
      // Both look for late jobs several times a second, and log each look (at debug), so the
      // late-job test sees each of them sweep.
      LATE_JOB_SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
      LOG_LEVEL: 'debug',
    });
    servers.push(server);
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
    url = await databases.create();
    // Started together: one migrates and seeds, the other waits on the locks and finds it done.
    [a, b] = await Promise.all([start(url), start(url)]);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all(servers.map((server) => stopServer(server)));
    await databases.dropAll();
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    // Each stopped gracefully (checked once everything is cleaned up).
    expect(codes.every((code) => code === 0)).toBe(true);
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

  describe('live changes and late jobs', () => {
    let sql: pg.Client;
    /** The active admins of workshop 1, by id: the seed's one and a second added here. */
    let workshopAdmins: number[];
    let freeWorker: number;
    const streams: EventStream[] = [];
    const stream = async (api: Api, token: string) => {
      const opened = await openEventStream(api.origin, token);
      streams.push(opened);
      expect(opened.status).toBe(200);
      expect(opened.contentType).toBe('text/event-stream; charset=utf-8');
      return opened;
    };
    const sortedIds = (event: LiveEventSeen) => [...(event.admin_ids ?? [])].sort((x, y) => x - y);

    /** The next `count` days (from tomorrow, India time) workshop 1 is open, each as an instant an hour after it opens. */
    async function openSlots(count: number): Promise<string[]> {
      const slots: string[] = [];
      for (let days = 1; slots.length < count && days <= 14; days += 1) {
        const date = indiaDateOf(new Date(Date.now() + days * 86_400_000));
        const board = (await (await b.get(`/api/v1/schedule?date=${date}&workshop_id=1`, superAdmin.access)).json()) as { hours: { open: string } | null };
        if (!board.hours) continue;
        const [hour, minute] = board.hours.open.split(':').map(Number);
        slots.push(`${date}T${String(hour! + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:30`);
      }
      expect(slots).toHaveLength(count);
      return slots;
    }

    beforeAll(async () => {
      sql = new pg.Client({ connectionString: url });
      await sql.connect();
      // A second admin of the workshop, so "each of its admins" is more than one.
      await sql.query(`insert into admins (name, phone, user_type, workshop_id) values ('Meera Iyer', '+919000000098', 'workshop_admin', 1)`);
      workshopAdmins = (await sql.query<{ id: number }>(`select id from admins where user_type = 'workshop_admin' and workshop_id = 1 and status = 'active' order by id`)).rows.map((row) => row.id);
      expect(workshopAdmins).toHaveLength(2);
      // A worker with an empty calendar: the demo data may keep every other worker busy or on leave at any one slot.
      freeWorker = (await sql.query<{ id: number }>(
        `insert into workers (name, phone, workshop_id, id_proof_type, id_proof_number, joined_on) values ('Imran Qureshi', '+919000000097', 1, 'aadhaar', '999988887777', current_date) returning id`,
      )).rows[0]!.id;
    });

    afterAll(async () => {
      streams.forEach((opened) => opened.close());
      await sql?.end();
    });

    it('a job booked and moved through one reaches a console streaming from the other: its workshop and dates, and the notification it raised', async () => {
      const onB = await stream(b, workshopAdmin.access);
      const [slot, laterSlot] = await openSlots(2);
      const [day, laterDay] = [slot!.slice(0, 10), laterSlot!.slice(0, 10)];

      // The super admin's booking notifies the workshop's admins.
      const booked = await a.post('/api/v1/requests', bookingBody({ workshop_id: 1, scheduled_at: slot, customer_name: 'Kavya Live' }), superAdmin.access);
      expect(booked.status, await booked.clone().text()).toBe(201);
      const job = (await booked.json()) as ServiceRequestDetails;
      await waitFor(() => onB.events.some((event) => event.type === 'schedule') && onB.events.some((event) => event.type === 'notifications'));
      expect(onB.events).toContainEqual({ type: 'schedule', workshop_id: 1, dates: [day] });
      expect(onB.events.filter((event) => event.type === 'notifications').map(sortedIds)).toEqual([workshopAdmins]);

      // Moved to another day through A: B's console hears of both days.
      const moved = await a.post(`/api/v1/requests/${job.id}/reschedule`, { version: job.version, scheduled_at: laterSlot }, workshopAdmin.access);
      expect(moved.status, await moved.clone().text()).toBe(200);
      await waitFor(() => onB.events.some((event) => event.dates?.length === 2));
      expect(onB.events).toContainEqual({ type: 'schedule', workshop_id: 1, dates: [day, laterDay] });
    }, WAITING_TEST_TIMEOUT_MS);

    it('a late job, with both sweeping, is marked once and alerts each admin of its workshop once, whichever process takes it', async () => {
      const onB = await stream(b, workshopAdmin.access);
      const [slot] = await openSlots(1);
      const booked = await a.post('/api/v1/requests', bookingBody({ scheduled_at: slot, customer_name: 'Rohan Late' }), workshopAdmin.access);
      expect(booked.status, await booked.clone().text()).toBe(201);
      const pending = (await booked.json()) as ServiceRequestDetails;
      const accepted = (await (await b.post(`/api/v1/requests/${pending.id}/accept`, { version: pending.version }, workshopAdmin.access)).json()) as ServiceRequestDetails;
      const assigned = await a.post(`/api/v1/requests/${pending.id}/assign`, { version: accepted.version, worker_id: freeWorker }, workshopAdmin.access);
      expect(assigned.status, await assigned.clone().text()).toBe(200);
      const notificationsBefore = onB.events.filter((event) => event.type === 'notifications').length;

      // Its time passes without a start: now further back than the workshop's late_after_minutes.
      const logFrom = { a: a.server.output().length, b: b.server.output().length };
      const { rows } = await sql.query<{ scheduled_at: Date }>(
        `update service_requests as r set scheduled_at = now() - make_interval(mins => w.late_after_minutes + 5)
         from workshops as w where w.id = r.workshop_id and r.id = $1 returning r.scheduled_at`,
        [pending.id],
      );
      const markOf = async () => (await sql.query<{ late_alerted_at: Date | null }>('select late_alerted_at from service_requests where id = $1', [pending.id])).rows[0]!.late_alerted_at;
      await waitFor(async () => (await markOf()) !== null);
      const marked = await markOf();
      expect(marked).not.toBeNull();

      // Each process looks again several times after the mark.
      const markedFrom = { a: a.server.output().length, b: b.server.output().length };
      const looksSinceMark = () => [sweepsIn(a.server.output().slice(markedFrom.a)).length, sweepsIn(b.server.output().slice(markedFrom.b)).length];
      await waitFor(() => looksSinceMark().every((looks) => looks >= 3));
      expect(looksSinceMark().every((looks) => looks >= 3), `looks since the mark (A, B): ${looksSinceMark().join(', ')}`).toBe(true);

      expect(await markOf()).toEqual(marked);
      const alerts = await sql.query<{ admin_id: number }>(`select admin_id from notifications where kind = 'job_late' and body like $1 order by admin_id`, [`${pending.code} %`]);
      expect(alerts.rows.map((row) => row.admin_id)).toEqual(workshopAdmins);
      // Of every look both made since the job turned late, one alerted it.
      const looks = [...sweepsIn(a.server.output().slice(logFrom.a)), ...sweepsIn(b.server.output().slice(logFrom.b))];
      expect(looks.reduce((sum, look) => sum + look.late_jobs_alerted, 0)).toBe(1);

      // B's console hears of the alert (whichever process raised it), and B's board marks the job late.
      await waitFor(() => onB.events.filter((event) => event.type === 'notifications').length > notificationsBefore);
      expect(onB.events.filter((event) => event.type === 'notifications').slice(notificationsBefore).map(sortedIds)).toEqual([workshopAdmins]);
      const board = (await (await b.get(`/api/v1/schedule?date=${indiaDateOf(rows[0]!.scheduled_at)}`, workshopAdmin.access)).json()) as { jobs: { id: number; status: string; late: boolean }[] };
      expect(board.jobs.find((row) => row.id === pending.id)).toMatchObject({ status: 'assigned', late: true });
    }, WAITING_TEST_TIMEOUT_MS);
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
