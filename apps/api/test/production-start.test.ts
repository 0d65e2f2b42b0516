import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/paths';
import { makeWebDist } from './test-app';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;

/** A new, empty database on the test server (no template: nothing migrated), dropped after the file. */
const created: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `test_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
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
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('processes starting together migrate once: the migration lock makes the others wait, then find nothing to do', async () => {
    const url = await emptyDatabase();
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
    const url = await emptyDatabase();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATABASE_URL: url,
        JWT_SECRET: 'p'.repeat(40),
        SMS_TRANSPORT: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        HOST: '127.0.0.1',
        PORT: '0',
        WEB_DIST_DIR: makeWebDist(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += String(chunk)));
    server.stderr.on('data', (chunk) => (output += String(chunk)));
    try {
      let origin: string | undefined;
      for (let waited = 0; !origin && waited < 60_000; waited += 100) {
        origin = /ready at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
        if (server.exitCode !== null) throw new Error(`the server exited: ${output}`);
        if (!origin) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(origin, output).toBeDefined();
      const ready = await fetch(`${origin}/readyz`, { headers: { 'x-request-id': 'production-start-check' } });
      expect(ready.status).toBe(200);
      expect(ready.headers.get('x-request-id')).toBe('production-start-check');
      // Without METRICS_TOKEN a production server does not serve its metrics.
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
      expect(await scalar(url, 'select count(*) from admins')).toBe(0);
      expect(await scalar(url, 'select count(*) from workshops')).toBe(0);
      expect(await scalar(url, 'select count(*) from service_requests')).toBe(0);
      // One JSON access line per request, carrying the request's id.
      const accessLines = output.split('\n').filter((line) => line.includes('"reqId":"production-start-check"'));
      expect(accessLines).toHaveLength(1);
      expect(JSON.parse(accessLines[0]!)).toMatchObject({ msg: 'request completed', method: 'GET', url: '/readyz', statusCode: 200 });
    } finally {
      server.kill('SIGTERM');
    }
  }, 60_000);
});
