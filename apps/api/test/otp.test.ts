import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { admins, otpCodes } from '../src/db/schema';
import type { TestContext } from './test-app';
import { createTestContext, PHONES, sendOtp, testConfig, verifyOtp, wrongCode } from './test-app';

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

async function disable(phone: string) {
  await ctx.database.db.update(admins).set({ status: 'disabled' }).where(eq(admins.phone, phone));
}

describe('send-otp', () => {
  it('sends a 6-digit code to an active admin and answers the spec message', async () => {
    const response = await sendOtp(ctx.app, PHONES.superAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent successfully' });
    expect(ctx.sms.sent).toHaveLength(1);
    expect(ctx.sms.sent[0]?.to).toBe(`+91${PHONES.superAdmin}`);
    expect(ctx.sms.sent[0]?.code).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phone, PHONES.superAdmin));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers the same for an unknown phone and sends nothing (no enumeration)', async () => {
    const known = await sendOtp(ctx.app, PHONES.superAdmin);
    const unknown = await sendOtp(ctx.app, PHONES.unknown);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(ctx.sms.sent.map((message) => message.to)).toEqual([`+91${PHONES.superAdmin}`]);
  });

  it('answers the same for a disabled admin and sends nothing', async () => {
    await disable(PHONES.workshopAdmin);
    const response = await sendOtp(ctx.app, PHONES.workshopAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent successfully' });
    expect(ctx.sms.sent).toHaveLength(0);
  });

  it('applies the resend cooldown to unknown phones too, so limits do not reveal registration', async () => {
    expect((await sendOtp(ctx.app, PHONES.unknown)).statusCode).toBe(200);
    const again = await sendOtp(ctx.app, PHONES.unknown);
    expect(again.statusCode).toBe(429);
  });

  it('refuses a resend within 30 s with 429 and Retry-After, then allows it', async () => {
    expect((await sendOtp(ctx.app, PHONES.superAdmin)).statusCode).toBe(200);
    const tooSoon = await sendOtp(ctx.app, PHONES.superAdmin);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('30');
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED' });
    ctx.clock.advance(29);
    const stillTooSoon = await sendOtp(ctx.app, PHONES.superAdmin);
    expect(stillTooSoon.statusCode).toBe(429);
    expect(stillTooSoon.headers['retry-after']).toBe('1');
    ctx.clock.advance(1);
    expect((await sendOtp(ctx.app, PHONES.superAdmin)).statusCode).toBe(200);
    expect(ctx.sms.sent).toHaveLength(2);
  });

  it('allows at most 5 sends per phone per hour', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await sendOtp(ctx.app, PHONES.superAdmin)).statusCode).toBe(200);
      ctx.clock.advance(31);
    }
    const sixth = await sendOtp(ctx.app, PHONES.superAdmin);
    expect(sixth.statusCode).toBe(429);
    // The first send (5 × 31 s ago) leaves the hour window 3600 − 155 s from now.
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 5 * 31);
    expect(ctx.sms.sent).toHaveLength(5);
    ctx.clock.advance(3600 - 5 * 31);
    expect((await sendOtp(ctx.app, PHONES.superAdmin)).statusCode).toBe(200);
  });

  it('limits sends per IP address across phones, and other addresses are unaffected', async () => {
    for (let index = 0; index < 30; index += 1) {
      const phone = `98${String(index).padStart(8, '0')}`;
      expect((await sendOtp(ctx.app, phone, '203.0.113.7')).statusCode).toBe(200);
    }
    const blocked = await sendOtp(ctx.app, PHONES.superAdmin, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(ctx.sms.sent).toHaveLength(0);
    expect((await sendOtp(ctx.app, PHONES.superAdmin, '198.51.100.1')).statusCode).toBe(200);
  });

  it('keeps its limits in the database, so two API processes agree on them', async () => {
    const second = await buildApp({ config: testConfig(), db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
    const answers = await Promise.all([sendOtp(ctx.app, PHONES.superAdmin), sendOtp(second, PHONES.superAdmin), sendOtp(ctx.app, PHONES.superAdmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    expect(ctx.sms.sent).toHaveLength(1);
    await second.close();
  });

  it('rejects a malformed phone with a field-level validation error', async () => {
    const response = await sendOtp(ctx.app, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'phone' }] });
  });
});

describe('verify-otp', () => {
  it('signs in with the right code: spec response, admin object, last_login_at set', async () => {
    await sendOtp(ctx.app, PHONES.workshopAdmin);
    const response = await verifyOtp(ctx.app, PHONES.workshopAdmin, ctx.sms.lastCodeFor(PHONES.workshopAdmin)!);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.admin).toMatchObject({ phone: PHONES.workshopAdmin, user_type: 'workshop_admin', workshop_id: 1, society_id: null });
    expect(body.data.admin.last_login_at).toBe(ctx.clock.now().toISOString());
    expect(typeof body.data.access).toBe('string');
    expect(typeof body.data.refresh).toBe('string');
  });

  it('accepts a code just before its 5-minute TTL and refuses it after', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    ctx.clock.advance(300);
    const expired = await verifyOtp(ctx.app, PHONES.superAdmin, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: 'OTP has expired, request a new one', code: 'OTP_EXPIRED' });

    ctx.clock.advance(31);
    await sendOtp(ctx.app, PHONES.superAdmin);
    ctx.clock.advance(299);
    expect((await verifyOtp(ctx.app, PHONES.superAdmin, ctx.sms.lastCodeFor(PHONES.superAdmin)!)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    expect((await verifyOtp(ctx.app, PHONES.superAdmin, code)).statusCode).toBe(200);
    const second = await verifyOtp(ctx.app, PHONES.superAdmin, code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: 'Invalid OTP', code: 'INVALID_OTP' });
  });

  it('counts only the latest code', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const first = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    ctx.clock.advance(31);
    await sendOtp(ctx.app, PHONES.superAdmin);
    const latest = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    if (first !== latest) {
      expect((await verifyOtp(ctx.app, PHONES.superAdmin, first)).statusCode).toBe(400);
    }
    expect((await verifyOtp(ctx.app, PHONES.superAdmin, latest)).statusCode).toBe(200);
    const [newest] = await ctx.database.db.select().from(otpCodes).orderBy(desc(otpCodes.id)).limit(1);
    expect(newest?.consumedAt).not.toBeNull();
  });

  it('burns a code after 5 wrong tries, even for the right code afterwards', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await verifyOtp(ctx.app, PHONES.superAdmin, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('INVALID_OTP');
    }
    const locked = await verifyOtp(ctx.app, PHONES.superAdmin, code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ message: 'Too many wrong attempts, request a new OTP', code: 'OTP_LOCKED' });
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    for (let attempt = 0; attempt < 4; attempt += 1) await verifyOtp(ctx.app, PHONES.superAdmin, wrongCode(code));
    expect((await verifyOtp(ctx.app, PHONES.superAdmin, code)).statusCode).toBe(200);
  });

  it('answers an unknown phone like a wrong code', async () => {
    const response = await verifyOtp(ctx.app, PHONES.unknown, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid OTP', code: 'INVALID_OTP' });
  });

  it('does not sign in an admin disabled after the code was sent', async () => {
    await sendOtp(ctx.app, PHONES.societyManager);
    await disable(PHONES.societyManager);
    const response = await verifyOtp(ctx.app, PHONES.societyManager, ctx.sms.lastCodeFor(PHONES.societyManager)!);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_OTP');
  });

  it('rejects an OTP that is not 6 digits before looking it up', async () => {
    const response = await verifyOtp(ctx.app, PHONES.superAdmin, '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'otp' }] });
  });
});
