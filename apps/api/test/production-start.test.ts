import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/paths';
import { emptyDatabases, spawnServer, stopServer, waitForOrigin } from './processes';

const serverUrl = process.env.DATABASE_URL;

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
});
