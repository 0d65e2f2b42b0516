import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { FakeClock } from '../src/clock';
import type { OpenDb } from '../src/db/client';
import { openDb, openPglite } from '../src/db/client';
import { dataDirLockFile, DataDirLockedError, releaseDataDirLock, takeDataDirLock } from '../src/db/data-dir-lock';
import { seedIfEmpty } from '../src/seeds/seed';
import { MemorySmsTransport } from '../src/sms/sms-transport';
import type { ApiClient } from './api-client';
import { apiAs } from './api-client';
import { postJson, signInThroughOutbox, spawnServer, waitForOrigin } from './processes';
import { PHONES, signIn, START_TIME, testConfig } from './test-app';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

describe('one process per embedded database (DATA_DIR lock)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'carcare-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second open of the same folder while it is held, and frees it on release', async () => {
    const dir = path.join(tempDir(), 'pglite');
    takeDataDirLock(dir);
    expect(readFileSync(dataDirLockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await expect(openPglite(dir)).rejects.toThrow(new DataDirLockedError(dir, process.pid));
    releaseDataDirLock(dir);
    expect(existsSync(dataDirLockFile(dir))).toBe(false);
    takeDataDirLock(dir);
    releaseDataDirLock(dir);
  });

  it('takes over a stale lock whose process is gone (a crash or kill -9)', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(dataDirLockFile(dir), `${gone.pid}\n2026-01-01T00:00:00.000Z\n`);
    takeDataDirLock(dir);
    expect(readFileSync(dataDirLockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    releaseDataDirLock(dir);
  });

  it('a second server on the same DATA_DIR exits with one clear line', async () => {
    const dataDir = tempDir();
    takeDataDirLock(path.join(dataDir, 'pglite'));
    try {
      const second = spawnServer({ DATA_DIR: dataDir, SMS_TRANSPORT: 'console' });
      expect(await second.exited).toBe(1);
      const lines = second.output().trim().split('\n');
      expect(lines).toEqual([`The embedded database in ${path.join(dataDir, 'pglite')} is in use by another process (pid ${process.pid}): stop it first, or give this server another DATA_DIR.`]);
    } finally {
      releaseDataDirLock(path.join(dataDir, 'pglite'));
    }
  });

  // Two real server starts on a fresh folder (migrations and the demo seed) take long, so this
  // runs in the API suite's PostgreSQL pass (`npm run test:api:pg` in CI), which has the time to spare;
  // the servers it starts use the embedded database all the same.
  it.runIf(process.env.DATABASE_URL)('a server killed (-9) under writes loses no acknowledged write, and the restarted server takes over its lock', async () => {
    const dataDir = tempDir();
    const outbox = path.join(dataDir, 'outbox.jsonl');
    const env = { DATA_DIR: dataDir, SMS_TRANSPORT: 'file', SMS_OUTBOX_FILE: outbox, OTP_RESEND_SECONDS: '0', JWT_SECRET: 'x'.repeat(40) };
    const server = spawnServer(env);
    const origin = await waitForOrigin(server);
    const token = (await signInThroughOutbox(origin, outbox, PHONES.superAdmin)).access;

    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let n = 0; !killed; n += 1) {
        const text = `Crash test ${lane}-${n}`;
        try {
          const response = await postJson(origin, '/api/v1/cancellation-reasons', { text, audience: 'workshop' }, token);
          if (response.status === 201) acknowledged.push(text);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(writers);

    const restarted = spawnServer(env);
    const restartedOrigin = await waitForOrigin(restarted);
    try {
      const listed = await fetch(`${restartedOrigin}/api/v1/cancellation-reasons?q=Crash%20test&page_size=100`, { headers: { authorization: `Bearer ${token}` } });
      expect(listed.status).toBe(200);
      const stored = new Set(((await listed.json()) as { data: { text: string }[] }).data.map((row) => row.text));
      expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    } finally {
      restarted.child.kill('SIGTERM');
    }
    expect(await restarted.exited).toBe(0);
  }, 90_000);
});

/**
 * A TCP proxy between the API and PostgreSQL that fails the way networks and servers do: `freeze`
 * forwards nothing (a hung server or a partition), `cut` drops every connection and refuses new
 * ones (a server stopped), `heal` restores service.
 */
class FaultyProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly held: [net.Socket, Buffer][] = [];
  private state: 'up' | 'frozen' | 'down' = 'up';

  constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.accept(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket): void {
    if (this.state === 'down') {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.target.port, this.target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.on('data', (chunk: Buffer) => (this.state === 'frozen' ? this.held.push([to, chunk]) : to.write(chunk)));
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => {});
    }
  }

  freeze(): void {
    this.state = 'frozen';
  }

  cut(): void {
    this.state = 'down';
    this.held.length = 0;
    for (const socket of this.sockets) socket.destroy();
  }

  heal(): void {
    this.state = 'up';
    for (const [to, chunk] of this.held.splice(0)) if (!to.destroyed) to.write(chunk);
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const TIMEOUTS = { acquireMs: 1000, statementMs: 1500, lockMs: 400, idleInTransactionMs: 3000 };
/** The longest any request may wait with these timeouts: acquire, then one statement and the client's grace. */
const BOUND_MS = TIMEOUTS.acquireMs + TIMEOUTS.statementMs + 1000 + 1500;

describe.runIf(process.env.DATABASE_URL)('PostgreSQL faults answer 503 with Retry-After, then recover', () => {
  let direct: TestDatabase;
  let proxy: FaultyProxy;
  let proxied: OpenDb;
  let app: FastifyInstance;
  let superAdmin: ApiClient;

  beforeAll(async () => {
    direct = await openTestDatabase();
    await seedIfEmpty(direct.db, { now: new Date(START_TIME) });
    const url = new URL(direct.url!);
    proxy = new FaultyProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(await proxy.listen());
    proxied = await openDb({ databaseUrl: url.toString(), pgliteDir: null, timeouts: TIMEOUTS });
    const sms = new MemorySmsTransport();
    app = await buildApp({ config: testConfig(), db: proxied.db, clock: new FakeClock(START_TIME), sms, logger: false });
    await app.ready();
    superAdmin = apiAs(app, (await signIn({ app, sms }, PHONES.superAdmin)).access);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  const reasonCount = async (text: string) =>
    Number((await direct.db.execute<{ n: string }>(sql`select count(*) as n from cancellation_reasons where text = ${text}`) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const expect503 = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/Try again in a few seconds/) });
  };
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    const result = await work();
    return [result, Date.now() - started];
  };

  it('a lock held by another client: the write waits a bounded time, answers 503, and never commits later; reads still answer', async () => {
    const locker = new pg.Client({ connectionString: direct.url! });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table audit_events in access exclusive mode');
      const [write, waited] = await timed(() => superAdmin.post('/api/v1/cancellation-reasons', { text: 'Blocked by a lock', audience: 'workshop' }));
      expect503(write);
      expect(waited).toBeLessThan(BOUND_MS);
      expect((await superAdmin.get('/api/v1/me')).statusCode).toBe(200);
      expect((await superAdmin.get('/api/v1/workshops')).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await locker.query('commit');
      await locker.end();
    }
    expect(await reasonCount('Blocked by a lock')).toBe(0);
    expect((await superAdmin.post('/api/v1/cancellation-reasons', { text: 'After the lock', audience: 'workshop' })).statusCode).toBe(201);
  });

  it('a frozen database: requests answer 503 within the bound instead of hanging, and a frozen write is not committed after the thaw', async () => {
    proxy.freeze();
    try {
      const [[write, list, ready], waited] = await timed(() =>
        Promise.all([
          superAdmin.post('/api/v1/cancellation-reasons', { text: 'Written while frozen', audience: 'workshop' }),
          superAdmin.get('/api/v1/workshops'),
          app.inject({ method: 'GET', url: '/readyz' }),
        ]),
      );
      expect503(write);
      expect503(list);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(waited).toBeLessThan(BOUND_MS);
    } finally {
      proxy.heal();
    }
    expect((await superAdmin.get('/api/v1/workshops')).statusCode).toBe(200);
    expect(await reasonCount('Written while frozen')).toBe(0);
  });

  it('transactions whose BEGIN fails (the database froze just then) give their connections back: service resumes after more such failures than the pool holds', async () => {
    // Ten open connections in the pool (DB_POOL_MAX's default), idle, so each transaction below sends its BEGIN on one.
    await Promise.all(Array.from({ length: 10 }, () => proxied.db.execute(sql`select pg_sleep(0.05)`)));
    proxy.freeze();
    let outcomes: PromiseSettledResult<unknown>[];
    try {
      outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => proxied.db.transaction(async (tx) => tx.execute(sql`select 1`))));
    } finally {
      proxy.heal();
    }
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('rejected'));
    // Had the ten checkouts been kept, every request would now wait for a connection and answer 503.
    expect((await superAdmin.post('/api/v1/cancellation-reasons', { text: 'After failed BEGINs', audience: 'workshop' })).statusCode).toBe(201);
  });

  it('a database stopped and started again under load: 503 while it is down, every acknowledged write kept, service back without a restart', async () => {
    const outcomes: { text: string; status: number; retryAfter: unknown; code: unknown }[] = [];
    let next = 0;
    const lane = async () => {
      while (next < 60) {
        const text = `Outage ${(next += 1)}`;
        if (next === 15) proxy.cut();
        if (next === 40) proxy.heal();
        const response = await superAdmin.post('/api/v1/cancellation-reasons', { text, audience: 'workshop' });
        outcomes.push({ text, status: response.statusCode, retryAfter: response.headers['retry-after'], code: response.json().code });
      }
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
    const record = async (text: string) => {
      const response = await superAdmin.post('/api/v1/cancellation-reasons', { text, audience: 'workshop' });
      outcomes.push({ text, status: response.statusCode, retryAfter: response.headers['retry-after'], code: response.json().code });
      return response.statusCode;
    };
    // Back up before the last lane requests: the pool opened new connections once the server answered.
    expect(outcomes.at(-1)!.status).toBe(201);
    // Then the server ends every open connection itself (what a fast shutdown sends: pg_terminate_backend).
    // A request on a connection that has not yet heard of it answers 503; the pool replaces them all.
    await direct.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    let status = 0;
    for (let attempt = 1; status !== 201 && attempt <= 12; attempt += 1) status = await record(`Outage after terminate ${attempt}`);
    expect(status).toBe(201);

    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503 && (o.retryAfter !== '5' || o.code !== 'UNAVAILABLE'))).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    const { rows } = (await direct.db.execute(sql`select text from cancellation_reasons where text like 'Outage %'`)) as unknown as { rows: { text: string }[] };
    const stored = new Set(rows.map((row) => row.text));
    expect(outcomes.filter((o) => o.status === 201 && !stored.has(o.text)).map((o) => o.text)).toEqual([]);
  });
});
