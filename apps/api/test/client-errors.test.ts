import { CLIENT_ERROR_LIMITS } from '@carcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_RATE } from '../src/modules/client-errors/client-error-routes';
import { scrubClientText } from '../src/modules/client-errors/scrub';
import type { TestContext } from './test-app';
import { createTestContext } from './test-app';
import { logLines } from './log-lines';

const { lines, stream: logStream } = logLines();

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6InN1cGVyX2FkbWluIn0.c2lnbmF0dXJlLWhlcmU';
const PHONE = '9876543210';

let ctx: TestContext;
let nextIp = 1;
/** Each test reports from its own address, so one test's reports never count against another's limit. */
const freshIp = () => `10.9.0.${nextIp++}`;

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'render',
  reference: 'AB12CD34',
  message: 'Cannot read properties of undefined (reading "name")',
  stack: 'TypeError: Cannot read properties of undefined\n    at WorkerCard (/assets/WorkersPage-1a2b.js:1:200)',
  path: '/main/workers',
  user_agent: 'Mozilla/5.0 Chrome/140',
  release: 'test',
  ...overrides,
});

const post = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: body as object, remoteAddress: ip, headers });

beforeAll(async () => {
  ctx = await createTestContext({}, { logger: { level: 'info', stream: logStream } });
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/v1/client-errors', () => {
  it('accepts a report without a session, answers its reference, and logs it with the request id', async () => {
    lines.length = 0;
    const response = await post(report(), freshIp(), { 'x-request-id': 'req-client-error-1' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ reference: 'AB12CD34' });
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; event?: string; clientError?: Record<string, string> }).find((line) => line.event === 'client_error');
    expect(logged?.reqId).toBe('req-client-error-1');
    expect(logged?.clientError).toMatchObject({ kind: 'render', reference: 'AB12CD34', path: '/main/workers', message: 'Cannot read properties of undefined (reading "name")' });
  });

  it('scrubs tokens and phone numbers from every text before logging', async () => {
    lines.length = 0;
    const response = await post(
      report({
        message: `Request failed for ${PHONE} with Bearer ${JWT}`,
        stack: `at fetch (/api/v1/search?q=+91 ${PHONE}&token=${JWT})`,
        path: `/main/requests/${PHONE}?q=${PHONE}`,
      }),
    );
    expect(response.statusCode).toBe(202);
    const text = lines.join('\n');
    expect(text).toContain('client_error');
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(JWT);
    expect(text).not.toContain('c2lnbmF0dXJl');
  });

  it('counts reports by kind in /metrics', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    const count = (text: string) => Number(/carcare_client_errors_total\{kind="unhandled_rejection"\} (\d+)/.exec(text)?.[1]);
    const was = count(before.body);
    expect((await post(report({ kind: 'unhandled_rejection' }))).statusCode).toBe(202);
    const after = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(count(after.body)).toBe(was + 1);
  });

  it('refuses a bad report with a 400 naming the field', async () => {
    const badKind = await post(report({ kind: 'oops' }));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().details?.[0]?.field).toBe('kind');
    const badReference = await post(report({ reference: 'no spaces allowed' }));
    expect(badReference.statusCode).toBe(400);
    expect(badReference.json().details?.[0]?.field).toBe('reference');
    const longMessage = await post(report({ message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }));
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().details?.[0]?.field).toBe('message');
  });

  it('refuses a body over its size bound with 413', async () => {
    const response = await post({ ...report(), padding: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) });
    expect(response.statusCode).toBe(413);
  });

  it('rate-limits one address, answers 429 with Retry-After, and counts what it dropped', async () => {
    const ip = freshIp();
    for (let i = 0; i < CLIENT_ERROR_RATE.limit; i++) expect((await post(report(), ip)).statusCode).toBe(202);
    const refused = await post(report(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(report(), freshIp())).statusCode).toBe(202);
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/carcare_client_errors_dropped_total\{reason="rate_limited"\} [1-9]/);
  });
});

describe('scrubClientText', () => {
  it('keeps what helps find the bug: ids, line numbers, ports', () => {
    expect(scrubClientText('at Page (/assets/index-abc.js:12:3400) for request 1234 on :8080')).toBe('at Page (/assets/index-abc.js:12:3400) for request 1234 on :8080');
  });

  it('hides phones as people write them', () => {
    for (const phone of ['9876543210', '+91 9876543210', '+919876543210', '98765 43210', '09876543210']) {
      expect(scrubClientText(`call ${phone} now`), phone).toBe('call [phone] now');
    }
  });

  it('hides tokens in messages, headers and addresses', () => {
    expect(scrubClientText(`token ${JWT}`)).toBe('token [token]');
    expect(scrubClientText('Authorization: Bearer abcdefgh12345678')).toBe('Authorization: Bearer [token]');
    expect(scrubClientText('/x?refresh_token=abc.def&page=2')).toBe('/x?refresh_token=[redacted]&page=2');
  });
});
