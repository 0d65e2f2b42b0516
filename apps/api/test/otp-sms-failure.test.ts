import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { otpCodes, rateLimitCounters } from '../src/db/schema';
import { createMsg91Transport, SmsSendError } from '../src/sms/sms-transport';
import type { TestContext } from './test-app';
import { createTestContext, PHONES, sendOtp, testConfig, verifyOtp } from './test-app';

const SMS_FAILED = { code: 'SMS_FAILED', message: 'Could not send the OTP by SMS, please try again' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
});

const codesOf = (phone: string) => ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));

describe('send-otp when the SMS provider fails', () => {
  it('answers 502 SMS_FAILED with a message, keeps no code, and the admin may ask again at once', async () => {
    ctx.sms.failure = new SmsSendError('SMS provider answered 503', 3);
    const failed = await sendOtp(ctx.app, PHONES.superAdmin);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual(SMS_FAILED);
    expect(await codesOf(PHONES.superAdmin)).toHaveLength(0);
    expect(await ctx.database.db.select().from(rateLimitCounters)).toHaveLength(0);

    // No 30 s cooldown: the failed attempt was not counted.
    ctx.sms.failure = null;
    const again = await sendOtp(ctx.app, PHONES.superAdmin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'OTP sent successfully' });
    const verified = await verifyOtp(ctx.app, PHONES.superAdmin, ctx.sms.lastCodeFor(PHONES.superAdmin)!);
    expect(verified.statusCode).toBe(200);
  });

  it('a failed resend leaves the code sent before usable', async () => {
    await sendOtp(ctx.app, PHONES.workshopAdmin);
    const first = ctx.sms.lastCodeFor(PHONES.workshopAdmin)!;
    ctx.clock.advance(31);
    ctx.sms.failure = new Error('socket hang up');
    expect((await sendOtp(ctx.app, PHONES.workshopAdmin)).statusCode).toBe(502);
    expect(await codesOf(PHONES.workshopAdmin)).toHaveLength(1);
    expect((await verifyOtp(ctx.app, PHONES.workshopAdmin, first)).statusCode).toBe(200);
  });

  it('a successful resend replaces the older code', async () => {
    await sendOtp(ctx.app, PHONES.workshopAdmin);
    const first = ctx.sms.lastCodeFor(PHONES.workshopAdmin)!;
    ctx.clock.advance(31);
    await sendOtp(ctx.app, PHONES.workshopAdmin);
    const rows = await codesOf(PHONES.workshopAdmin);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdAt.toISOString()).toBe(ctx.clock.now().toISOString());
    expect(first).toMatch(/^\d{6}$/);
  });

  it('failures do not use up the hourly sends of the phone or of the address', async () => {
    ctx.sms.failure = new Error('down');
    for (let index = 0; index < 8; index += 1) expect((await sendOtp(ctx.app, PHONES.superAdmin, '203.0.113.9')).statusCode).toBe(502);
    ctx.sms.failure = null;
    for (let index = 0; index < 5; index += 1) {
      expect((await sendOtp(ctx.app, PHONES.superAdmin, '203.0.113.9')).statusCode).toBe(200);
      ctx.clock.advance(31);
    }
    expect((await sendOtp(ctx.app, PHONES.superAdmin, '203.0.113.9')).statusCode).toBe(429);
  });

  it('an unknown phone still answers the success message (nothing is sent, so nothing can fail)', async () => {
    ctx.sms.failure = new Error('down');
    const response = await sendOtp(ctx.app, PHONES.unknown);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent successfully' });
  });
});

describe('send-otp through the MSG91 transport (a local server plays MSG91)', () => {
  let server: Server;
  let app: FastifyInstance;
  let statuses: number[] = [];
  let calls: { mobiles: string; otp: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const body = JSON.parse(raw) as { recipients: { mobiles: string; otp: string }[] };
        calls.push(body.recipients[0]!);
        const status = statuses.shift() ?? 200;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(status === 200 ? { type: 'success', message: 'req' } : { type: 'error', message: 'nope' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
    const sms = createMsg91Transport(
      { url, authKey: 'key', templateId: 'tmpl', senderId: null, codeVariable: 'otp' },
      { timeoutMs: 1_000, maxAttempts: 3, backoffBaseMs: 10, totalTimeoutMs: 3_000 },
    );
    app = await buildApp({ config: testConfig(), db: ctx.database.db, clock: ctx.clock, sms, logger: false });
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    statuses = [];
    calls = [];
  });

  it('three 5xx answers: 502 SMS_FAILED after three calls; the next try goes out at once and signs in', async () => {
    statuses = [500, 503, 502];
    const failed = await sendOtp(app, PHONES.societyManager);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual(SMS_FAILED);
    expect(calls).toHaveLength(3);
    expect(calls[0]?.mobiles).toBe(`91${PHONES.societyManager}`);

    calls = [];
    const sent = await sendOtp(app, PHONES.societyManager);
    expect(sent.statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    expect((await verifyOtp(app, PHONES.societyManager, calls[0]!.otp)).statusCode).toBe(200);
  });

  it('a 5xx then a success: one send-otp, two calls, 200', async () => {
    statuses = [500, 200];
    expect((await sendOtp(app, PHONES.superAdmin)).statusCode).toBe(200);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.otp).toBe(calls[1]?.otp);
  });

  it('a 4xx answer is not retried: one call, 502', async () => {
    statuses = [401];
    expect((await sendOtp(app, PHONES.superAdmin)).statusCode).toBe(502);
    expect(calls).toHaveLength(1);
  });
});
