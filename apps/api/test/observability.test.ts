import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppMetrics, registerMetricsRoute } from '../src/observability/metrics';
import { admins } from '../src/db/schema';
import { finishBulkJob, insertBulkJob } from '../src/modules/bulk-jobs/bulk-job-queries';
import { insertExportJob } from '../src/modules/exports/export-job-queries';
import type { TestContext } from './test-app';
import { createTestContext, getMe, PHONES, sendOtp, signIn, verifyOtp, wrongCode } from './test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

const lines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);
const accessLinesOf = (reqId: string) => linesOf(reqId).filter((line) => line.msg === 'request completed');

/** The value of one sample of a Prometheus text exposition, matched by name and exact labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) return Number(match[3]);
  }
  return undefined;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      logger: { level: 'info', stream: logStream },
      beforeReady: (app) => {
        app.get('/test/database-down', async () => {
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        });
        app.get('/test/bug', async () => {
          throw new Error('a bug');
        });
        // A download with no end, as a long export is to a client that stops reading.
        app.get('/test/endless-download', async (_request, reply) => {
          const chunk = Buffer.alloc(16_384, 'x');
          return reply.type('text/csv').send(new Readable({ read() { this.push(chunk); } }));
        });
        // A live stream, as GET /api/v1/events answers: it ends only when its client closes it.
        app.get('/test/live-stream', async (_request, reply) => {
          reply.hijack();
          reply.raw.setHeader('content-type', 'text/event-stream; charset=utf-8');
          reply.raw.writeHead(200);
          reply.raw.write('retry: 3000\n\n');
        });
      },
    },
  );
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  lines.length = 0;
});

const scrape = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};


/** Asks for `path` and goes away once its first bytes arrive; resolves when the access line is written. */
async function goAwayAfterFirstBytes(port: number, path: string, requestId: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { 'x-request-id': requestId } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    request.end();
  });
  while (accessLinesOf(requestId).length === 0) await new Promise((resolve) => setImmediate(resolve));
}

describe('X-Request-Id', () => {
  it('is generated when the request has none, a new one for each request', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const second = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('echoes a safe incoming id (a proxy’s or a client’s)', async () => {
    for (const id of ['7b1c1f0e-4a7e-4c53-9c5e-1f1f3c7b2d10', 'Root=1-67891233-abcdef012345678912345678', 'req_01HZX.abc:1+2/3@edge']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an unsafe incoming id with a generated one', async () => {
    for (const id of ['x'.repeat(129), 'has space', 'quote"d', 'line\tbreak', 'a,b', '<script>', 'ünïcode']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id'], id).toMatch(UUID);
    }
    const longest = 'x'.repeat(128);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(longest);
  });

  it('is on every answer: errors, 401, 404, 503, a bad URL, static files and console pages', async () => {
    const cases = [
      { url: '/api/v1/nothing-here', status: 404 },
      { url: '/api/v1/me', status: 401 },
      { url: '/api/v1/workers/%E0%A4%A', status: 400 },
      { url: '/test/database-down', status: 503 },
      { url: '/test/bug', status: 500 },
      { url: '/assets/index-abc123.js', status: 200 },
      { url: '/workshop-list', status: 200 },
      { url: '/metrics', status: 200 },
    ];
    for (const [index, { url, status }] of cases.entries()) {
      const id = `case-${index}`;
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['x-request-id'], url).toBe(id);
    }
    const invalidBody = await ctx.app.inject({ method: 'POST', url: '/admins/auth/admin/send-otp/', payload: '{', headers: { 'content-type': 'application/json', 'x-request-id': 'bad-json' } });
    expect(invalidBody.statusCode).toBe(400);
    expect(invalidBody.headers['x-request-id']).toBe('bad-json');
  });
});

describe('logs', () => {
  it('write one access line per request, with method, path, route, status, duration and the id', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/v1/workers/123', headers: { 'x-request-id': 'one-line' } });
    const own = linesOf('one-line');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ msg: 'request completed', method: 'GET', url: '/api/v1/workers/123', route: '/api/v1/workers/:id', statusCode: 401, adminId: null, role: null });
    expect(own[0]?.durationMs).toEqual(expect.any(Number));
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('name the signed-in admin and role, and leave the query string (tokens, phone numbers) out', async () => {
    const { access, admin } = await signIn(ctx, PHONES.superAdmin);
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: `/api/v1/search?q=${PHONES.unknown}&token=secret-in-query`, headers: { authorization: `Bearer ${access}`, 'x-request-id': 'signed-in' } });
    const [line, ...more] = accessLinesOf('signed-in');
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({ url: '/api/v1/search', route: '/api/v1/search', statusCode: 200, adminId: admin.id, role: 'super_admin' });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(PHONES.unknown);
    expect(text).not.toContain('secret-in-query');
    expect(text).not.toContain(access);
  });

  it('carry the request id on every line of the request: the service’s, the error handler’s and the access line', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const sent = lines.find((line) => line.event === 'otp_sent');
    expect(sent?.reqId).toBeDefined();
    expect(linesOf(sent!.reqId!).map((line) => line.msg)).toEqual(['OTP sent', 'request completed']);

    await ctx.app.inject({ method: 'POST', url: '/admins/auth/admin/verify-otp/', payload: { phone: PHONES.superAdmin, otp: '000000' }, headers: { 'x-request-id': 'failed-sign-in' } });
    expect(linesOf('failed-sign-in').map((line) => line.msg)).toEqual(['Sign-in failed', 'request completed']);

    await ctx.app.inject({ method: 'GET', url: '/test/bug', headers: { 'x-request-id': 'a-bug' } });
    expect(linesOf('a-bug').map((line) => line.msg)).toEqual(['Unhandled error', 'request completed']);
    await ctx.app.inject({ method: 'GET', url: '/test/database-down', headers: { 'x-request-id': 'db-down' } });
    expect(linesOf('db-down').map((line) => line.msg)).toEqual(['Database unavailable: answered 503', 'request completed']);
    expect(accessLinesOf('db-down')[0]).toMatchObject({ statusCode: 503, route: '/test/database-down' });

    // Every line written while serving a request names it; only start-up lines do not.
    expect(lines.filter((line) => line.reqId === undefined)).toEqual([]);
  });

  it('log a bad URL, a 404 and a console page once each, with their own ids', async () => {
    for (const url of ['/api/v1/workers/%E0%A4%A', '/api/v1/nothing-here', '/workshop-list']) {
      lines.length = 0;
      const response = await ctx.app.inject({ method: 'GET', url });
      const id = response.headers['x-request-id'] as string;
      expect(accessLinesOf(id), url).toHaveLength(1);
      expect(accessLinesOf(id)[0]).toMatchObject({ statusCode: response.statusCode, route: null });
    }
  });
});

describe('a streamed answer the client abandons', () => {
  it('logs its access line at warn with the error and records its request metric', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const before = await scrape();
    const labels = { method: 'GET', route: '/test/endless-download', status_code: '200' };
    await goAwayAfterFirstBytes(port, '/test/endless-download', 'abandoned');

    const [line, ...more] = accessLinesOf('abandoned');
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({ level: 40, route: '/test/endless-download', statusCode: 200, err: { type: 'ConnectionClosedError' } });
    const after = await scrape();
    expect(sample(after, 'http_request_duration_seconds_count', labels)).toBe((sample(before, 'http_request_duration_seconds_count', labels) ?? 0) + 1);
  });

  it('logs a live stream its client closed as a normal end, at info and without an error', async () => {
    const address = ctx.app.server.address() as AddressInfo | null;
    const port = address ? address.port : ((await ctx.app.listen({ port: 0, host: '127.0.0.1' })), (ctx.app.server.address() as AddressInfo).port);
    await goAwayAfterFirstBytes(port, '/test/live-stream', 'stream-closed');
    const [line, ...more] = accessLinesOf('stream-closed');
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({ level: 30, route: '/test/live-stream', statusCode: 200 });
    expect(line).not.toHaveProperty('err');
  });
});

describe('GET /metrics', () => {
  it('answers the Prometheus text format with process metrics and the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'carcare_database_info', { kind: ctx.database.kind })).toBe(1);
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'carcare_db_pool_max_connections')).toBe(10);
      expect(sample(text, 'carcare_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'carcare_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'carcare_db_pool_waiting_clients')).toBe(0);
    } else {
      expect(sample(text, 'carcare_db_pool_max_connections')).toBe(1);
      expect(sample(text, 'carcare_db_pool_connections')).toBe(1);
      expect(sample(text, 'carcare_db_pool_waiting_clients')).toBeUndefined();
    }
  });

  it('counts the bulk actions and exports not finished, at 0 when there are none', async () => {
    const depth = (text: string, kind: string, status: string) => sample(text, 'carcare_job_queue_depth', { kind, status });
    const idle = await scrape();
    for (const [kind, status] of [['bulk', 'queued'], ['bulk', 'running'], ['export', 'ready'], ['export', 'streaming'], ['scheduled', 'queued'], ['scheduled', 'running']] as const) expect(depth(idle, kind, status)).toBe(0);
    const now = new Date();
    const [admin] = await ctx.database.db.select({ id: admins.id }).from(admins).limit(1);
    const job = await insertBulkJob(ctx.database.db, { adminId: admin!.id, list: 'workers', action: 'deactivate', total: 3 }, now);
    await insertExportJob(ctx.database.db, { adminId: admin!.id, list: 'workers', format: 'csv', query: '', fileName: 'workers.csv', total: 3, totalIsEstimate: false }, now);
    const busy = await scrape();
    expect(depth(busy, 'bulk', 'running')).toBe(1);
    expect(depth(busy, 'export', 'ready')).toBe(1);
    await finishBulkJob(ctx.database.db, job!.id, 'done', null, now);
    expect(depth(await scrape(), 'bulk', 'running')).toBe(0);
  });

  it.runIf(process.env.DATABASE_URL)('PostgreSQL: shows the pool filling up, and the queries waiting for a connection', async () => {
    // Twelve slow queries on a pool of ten: ten connections busy, two queries waiting.
    // (Drizzle's queries are lazy: the async function starts each one now.)
    const slow = Array.from({ length: 12 }, async () => ctx.database.db.execute(sql`select pg_sleep(3)`));
    // Connections open one by one: wait until the pool has all ten (at most the queries' 3 s).
    let busy = await scrape();
    for (let waited = 0; sample(busy, 'carcare_db_pool_connections') !== 10 && waited < 2500; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      busy = await scrape();
    }
    await Promise.all(slow);
    expect(sample(busy, 'carcare_db_pool_connections')).toBe(10);
    expect(sample(busy, 'carcare_db_pool_idle_connections')).toBe(0);
    expect(sample(busy, 'carcare_db_pool_waiting_clients')).toBe(2);
    const calm = await scrape();
    expect(sample(calm, 'carcare_db_pool_idle_connections')).toBe(10);
    expect(sample(calm, 'carcare_db_pool_waiting_clients')).toBe(0);
  });

  it('times requests by route pattern and status, never by raw URL, and leaves its own scrapes out', async () => {
    const before = await scrape();
    const labels401 = { method: 'GET', route: '/api/v1/workers/:id', status_code: '401' };
    const start = sample(before, 'http_request_duration_seconds_count', labels401) ?? 0;
    for (const id of [101, 102, 103]) await ctx.app.inject({ method: 'GET', url: `/api/v1/workers/${id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing/here-1' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing/here-2' });
    await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    await scrape();
    const text = await scrape();

    expect(sample(text, 'http_request_duration_seconds_count', labels401)).toBe(start + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels401, le: '+Inf' })).toBe(start + 3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels401)).toBeGreaterThan(0);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status_code: '404' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/assets/:name', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('index-abc123');
    expect(text).not.toMatch(/route="\/api\/v1\/workers\/10\d"/);
    expect(text).not.toContain('here-1');
    expect(text).not.toContain('route="/metrics"');
  });

  it('counts codes sent and codes the transport failed to send, by transport', async () => {
    const labels = (outcome: string) => ({ transport: 'console', outcome });
    const before = await scrape();
    const sent = sample(before, 'carcare_otp_sends_total', labels('sent'));
    const failed = sample(before, 'carcare_otp_sends_total', labels('failed'));
    expect(sent).toBeDefined();
    expect(failed).toBeDefined();

    expect((await sendOtp(ctx.app, PHONES.superAdmin)).statusCode).toBe(200);
    // An unknown phone gets no code: nothing is handed to the transport.
    expect((await sendOtp(ctx.app, PHONES.unknown)).statusCode).toBe(200);
    const spy = vi.spyOn(ctx.sms, 'send').mockRejectedValueOnce(new Error('provider down'));
    try {
      expect((await sendOtp(ctx.app, PHONES.workshopAdmin)).statusCode).toBe(502);
    } finally {
      spy.mockRestore();
    }
    const after = await scrape();
    expect(sample(after, 'carcare_otp_sends_total', labels('sent'))).toBe(sent! + 1);
    expect(sample(after, 'carcare_otp_sends_total', labels('failed'))).toBe(failed! + 1);
  });

  it('counts sign-ins that succeed and fail, with the reason of a failure', async () => {
    const success = { outcome: 'success' };
    const wrong = { outcome: 'failure', reason: 'wrong_code' };
    const unknown = { outcome: 'failure', reason: 'unknown_phone' };
    const before = await scrape();
    expect(sample(before, 'carcare_sign_ins_total', { outcome: 'failure', reason: 'locked' })).toBeDefined();

    await sendOtp(ctx.app, PHONES.superAdmin);
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    expect((await verifyOtp(ctx.app, PHONES.superAdmin, wrongCode(code))).statusCode).toBe(400);
    expect((await verifyOtp(ctx.app, PHONES.unknown, code)).statusCode).toBe(400);
    const verified = await verifyOtp(ctx.app, PHONES.superAdmin, code);
    expect(verified.statusCode).toBe(200);
    expect((await getMe(ctx.app, (verified.json() as { data: { access: string } }).data.access)).statusCode).toBe(200);

    const after = await scrape();
    for (const labels of [success, wrong, unknown]) {
      expect(sample(after, 'carcare_sign_ins_total', labels), JSON.stringify(labels)).toBe((sample(before, 'carcare_sign_ins_total', labels) ?? 0) + 1);
    }
  });
});

describe('GET /metrics access', () => {
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await createTestContext({ METRICS_TOKEN });
  });
  afterAll(async () => {
    await guarded.close();
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const get = (authorization?: string) => guarded.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const response = await get(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>', code: 'UNAUTHENTICATED' });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('process_cpu');
    }
    const allowed = await get(`Bearer ${METRICS_TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_request_duration_seconds');
  });

  it('is not served in production without a token', async () => {
    const app = Fastify();
    registerMetricsRoute(app, createAppMetrics({ db: ctx.database.db, smsTransport: 'http' }), { token: null, isProduction: true });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /metrics not found', code: 'NOT_FOUND' });
    await app.close();
  });
});
