import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/paths';
import { bundled } from './api-bundles';
import { API_DIR, emptyDatabases, postJson, spawnServer, stopServer, waitForOrigin } from './processes';

const serverUrl = process.env.DATABASE_URL;

/** A local stand-in for MSG91's Flow API: records each call's headers and body, answers 200 {"type":"success"}. */
async function fakeMsg91(): Promise<{ url: string; calls: { authkey: string | undefined; body: Record<string, unknown> }[]; close: () => Promise<void> }> {
  const calls: { authkey: string | undefined; body: Record<string, unknown> }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      calls.push({ authkey: request.headers.authkey as string | undefined, body: JSON.parse(text) as Record<string, unknown> });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success","message":"3763646c3058373530393938"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/v5/flow`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function scalar(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number(Object.values((await client.query(query)).rows[0] as object)[0]);
  } finally {
    await client.end();
  }
}

// These need a PostgreSQL server of their own to create empty databases on: they run in the API
// suite's PostgreSQL pass (`npm run test:api:pg`).
describe.runIf(serverUrl)('production start on PostgreSQL', () => {
  const databases = emptyDatabases();
  afterAll(() => databases.dropAll());

  it('processes starting together migrate once: the migration lock makes the others wait, then find nothing to do', async () => {
    const url = await databases.create();
    const handles = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: url, pgliteDir: null })));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    const migrations = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length;
    expect(await scalar(url, 'select count(*) from drizzle.__drizzle_migrations')).toBe(migrations);
    expect(await scalar(url, 'select count(distinct hash) from drizzle.__drizzle_migrations')).toBe(migrations);
  });

  it('NODE_ENV=production on an empty database migrates and serves with no demo data', async () => {
    const url = await databases.create();
    const server = spawnServer({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      JWT_SECRET: 'p'.repeat(40),
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    });
    try {
      const origin = await waitForOrigin(server);
      const ready = await fetch(`${origin}/readyz`, { headers: { 'x-request-id': 'production-start-check' } });
      expect(ready.status).toBe(200);
      expect(ready.headers.get('x-request-id')).toBe('production-start-check');
      // Without METRICS_TOKEN a production server does not serve its metrics.
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
      expect(await scalar(url, 'select count(*) from admins')).toBe(0);
      expect(await scalar(url, 'select count(*) from workshops')).toBe(0);
      expect(await scalar(url, 'select count(*) from service_requests')).toBe(0);
      // One JSON access line per request, carrying the request's id.
      const accessLines = server.output().split('\n').filter((line) => line.includes('"reqId":"production-start-check"'));
      expect(accessLines).toHaveLength(1);
      expect(JSON.parse(accessLines[0]!)).toMatchObject({ msg: 'request completed', method: 'GET', url: '/readyz', statusCode: 200 });
    } finally {
      await stopServer(server);
    }
  }, 60_000);

  it('a new business goes live: production start, admin:create makes the first super admin, who signs in through MSG91; /metrics answers its token', async () => {
    const url = await databases.create();
    const provider = await fakeMsg91();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      JWT_SECRET: 'q'.repeat(40),
      SMS_TRANSPORT: 'msg91',
      MSG91_AUTH_KEY: 'test-auth-key',
      MSG91_TEMPLATE_ID: 'template-otp-1',
      MSG91_SENDER_ID: 'CARCRE',
      MSG91_URL: provider.url,
      METRICS_TOKEN: 'metrics-token-0123456789',
    };
    const server = spawnServer(env);
    try {
      const origin = await waitForOrigin(server);
      const created = spawnSync(process.execPath, [...bundled('admin-cli'), '--phone', '9812345670', '--name', 'Asha Rao', '--role', 'super_admin'], {
        cwd: API_DIR,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', ...env },
      });
      expect(created.status, created.stderr).toBe(0);
      expect(await scalar(url, `select count(*) from admins where phone = '+919812345670' and user_type = 'super_admin' and status = 'active'`)).toBe(1);

      expect((await postJson(origin, '/admins/auth/admin/send-otp/', { phone: '9812345670' })).status).toBe(200);
      expect(provider.calls).toHaveLength(1);
      const [call] = provider.calls;
      expect(call!.authkey).toBe('test-auth-key');
      expect(call!.body).toMatchObject({ template_id: 'template-otp-1', sender: 'CARCRE', recipients: [{ mobiles: '919812345670' }] });
      const code = String((call!.body.recipients as Record<string, unknown>[])[0]!.otp);
      expect(code).toMatch(/^\d{6}$/);

      const verified = await postJson(origin, '/admins/auth/admin/verify-otp/', { phone: '9812345670', otp: code });
      expect(verified.status).toBe(200);
      const { access } = ((await verified.json()) as { data: { access: string } }).data;
      const me = await fetch(`${origin}/api/v1/me`, { headers: { authorization: `Bearer ${access}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ name: 'Asha Rao', user_type: 'super_admin', phone: '9812345670' });

      expect((await fetch(`${origin}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/carcare_otp_sends_total\{[^}]*transport="msg91"[^}]*outcome="sent"[^}]*\} 1/);
      expect(text).toMatch(/carcare_sign_ins_total\{[^}]*outcome="success"[^}]*\} 1/);
    } finally {
      await stopServer(server);
      await provider.close();
    }
  }, 90_000);
});
