import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './test-app';
import { createTestContext } from './test-app';
import { logLines } from './log-lines';

const { lines, stream: logStream } = logLines();

const PHONE = '9876543210';
const ID_PROOF = 'ABCDE1234F';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      logger: { level: 'info', stream: logStream },
      beforeReady: (app) => {
        // Two bugs as they happen: a query that fails with personal values among its parameters,
        // and a database error that quotes the value it refused.
        app.get('/test/failing-query', async () => ctx.database.db.execute(sql`select ${PHONE}::text as phone, ${ID_PROOF}::int as proof`));
        app.get('/test/out-of-range', async () => ctx.database.db.execute(sql`select ${PHONE}::int as phone`));
      },
    },
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('logs carry no personal data', () => {
  it('a failed query is logged with its SQL and error code, without its parameters or the values the database quotes', async () => {
    for (const url of ['/test/failing-query', '/test/out-of-range']) {
      lines.length = 0;
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      const logged = lines.map((line) => JSON.parse(line) as { msg?: string; err?: { message: string; code?: string; cause?: { code?: string } } });
      const error = logged.find((line) => line.msg === 'Unhandled error')?.err;
      expect(error, url).toBeDefined();
      const text = lines.join('\n');
      expect(text).not.toContain(PHONE);
      expect(text).not.toContain(ID_PROOF);
      expect(JSON.stringify(error)).toMatch(/"code":"22\w{3}"/);
    }
    const failedQuery = lines.join('\n');
    expect(failedQuery).toContain('::int');
  });

  it('a request is logged by its path, without the query string a search or filter sent', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: `/api/v1/search?q=${PHONE}` });
    expect(lines.join('\n')).toContain('/api/v1/search');
    expect(lines.join('\n')).not.toContain(PHONE);
  });
});
