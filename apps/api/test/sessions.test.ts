import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { base64url, decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, refreshFamilies } from '../src/db/schema';
import { disableAdmin } from '../src/modules/admins/admin-service';
import type { TestContext } from './test-app';
import { createTestContext, getMe, PHONES, post, refresh, sendOtp, signIn, TEST_JWT_SECRET, verifyOtp } from './test-app';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      logger: { level: 'info', stream: logStream },
      beforeReady: (app) => {
        // A route only super admins may call, to prove role checks answer 403.
        app.get('/api/v1/test-only/super', { onRequest: app.requireAuth(['super_admin']) }, async () => ({ ok: true }));
      },
    },
  );
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  logLines.length = 0;
});

const logout = (token: string) => post(ctx.app, '/admins/auth/admin/logout/', { refresh: token });
/** A refresh the console makes without user input since its last one (background polling). */
const backgroundRefresh = (token: string) => post(ctx.app, '/api/token/refresh/', { refresh: token, user_active: false });
const bearer = (access: string) => ({ headers: { authorization: `Bearer ${access}` } });
const expectSessionEnded = async (access: string) => {
  const response = await getMe(ctx.app, access);
  expect(response.statusCode).toBe(401);
  expect(response.json().code).toBe('SESSION_ENDED');
};
const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);

describe('access tokens', () => {
  it('carry typ, iss, aud, sub, role, scope ids and a 5-minute expiry, and open /api/v1/me', async () => {
    const session = await signIn(ctx, PHONES.workshopAdmin);
    const claims = decodeJwt(session.access);
    const [family] = await ctx.database.db.select().from(refreshFamilies);
    expect(claims).toMatchObject({ typ: 'access', iss: 'carcare-api', aud: 'carcare-console', sub: String(session.admin.id), sid: family!.id, role: 'workshop_admin', workshop_id: 1, society_id: null });
    expect(claims.exp! - claims.iat!).toBe(300);
    const me = await getMe(ctx.app, session.access);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ phone: PHONES.workshopAdmin, user_type: 'workshop_admin' });
  });

  it('expire after 5 minutes', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(299);
    expect((await getMe(ctx.app, session.access)).statusCode).toBe(200);
    ctx.clock.advance(1);
    const expired = await getMe(ctx.app, session.access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });

  it('are required: no header, a non-Bearer header or a token in the URL answer 401', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Token ${session.access}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/me?access_token=${session.access}` })).statusCode).toBe(401);
  });

  it('refuse alg "none"', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const [, payload] = session.access.split('.');
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const response = await getMe(ctx.app, `${header}.${payload}.`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuse a token signed with another secret', async () => {
    const forged = await new SignJWT({ typ: 'access', role: 'super_admin', workshop_id: null, society_id: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('carcare-api')
      .setAudience('carcare-console')
      .setSubject('1')
      .setIssuedAt(Math.floor(ctx.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(ctx.clock.now().getTime() / 1000) + 300)
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await getMe(ctx.app, forged)).statusCode).toBe(401);
  });

  it('refuse a tampered payload', async () => {
    const session = await signIn(ctx, PHONES.workshopAdmin);
    const [header, payload, signature] = session.access.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
    const tampered = base64url.encode(JSON.stringify({ ...claims, sub: '1', role: 'super_admin' }));
    expect((await getMe(ctx.app, `${header}.${tampered}.${signature}`)).statusCode).toBe(401);
  });

  it('refuse a token with the wrong issuer or audience even when correctly signed', async () => {
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const otherAudience = await new SignJWT({ typ: 'access', role: 'super_admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('carcare-api')
      .setAudience('someone-else')
      .setSubject('1')
      .setExpirationTime(now + 300)
      .sign(secretKey);
    expect((await getMe(ctx.app, otherAudience)).statusCode).toBe(401);
  });

  it('are refused as refresh tokens', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const response = await refresh(ctx.app, session.access);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_REFRESH');
  });

  it('answer 403 for a role the route does not allow', async () => {
    const workshop = await signIn(ctx, PHONES.workshopAdmin);
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/v1/test-only/super', headers: { authorization: `Bearer ${workshop.access}` } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const sup = await signIn(ctx, PHONES.superAdmin);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/test-only/super', headers: { authorization: `Bearer ${sup.access}` } })).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('are refused as access tokens', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await getMe(ctx.app, session.refresh)).statusCode).toBe(401);
  });

  it('rotate on every refresh: a new pair whose access token works', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect(decodeJwt(session.refresh)).toMatchObject({ typ: 'refresh', iss: 'carcare-api' });
    ctx.clock.advance(60);
    const response = await refresh(ctx.app, session.refresh);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh']);
    expect(body.refresh).not.toBe(session.refresh);
    expect((await getMe(ctx.app, body.access_token)).statusCode).toBe(200);
    expect((await refresh(ctx.app, body.refresh)).statusCode).toBe(200);
  });

  it('detect reuse of a rotated token and revoke the whole family, including its newest token', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const rotated = (await refresh(ctx.app, session.refresh)).json();
    const reuse = await refresh(ctx.app, session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_REUSED');
    const newest = await refresh(ctx.app, rotated.refresh);
    expect(newest.statusCode).toBe(401);
    const [family] = await ctx.database.db.select().from(refreshFamilies);
    expect(family?.revokedReason).toBe('reuse');
    const audit = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.refresh_reused'));
    expect(audit).toHaveLength(1);
    expect(logLines.some((line) => line.includes('refresh_token_reused'))).toBe(true);
  });

  it('leave other sessions of the same admin alone when one family is revoked', async () => {
    const first = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(31);
    const second = await signIn(ctx, PHONES.superAdmin);
    await refresh(ctx.app, first.refresh);
    await refresh(ctx.app, first.refresh);
    expect((await refresh(ctx.app, second.refresh)).statusCode).toBe(200);
  });

  it('end after 24 h unused', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(86_400);
    const response = await refresh(ctx.app, session.refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_REFRESH');
  });

  it('say that the session expired when refreshed past its idle end, and record it as ended', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(86_400);
    const response = await refresh(ctx.app, session.refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'INVALID_REFRESH', message: 'Session expired, please sign in again' });
    const [family] = await ctx.database.db.select().from(refreshFamilies).where(eq(refreshFamilies.id, decodeJwt(session.refresh).fam as number));
    expect(family).toMatchObject({ revokedAt: ctx.clock.now(), revokedReason: 'expired' });
  });

  it('answer an old, rotated and expired token as invalid, leaving the session that moved on alone', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(3_600);
    const rotated = await refresh(ctx.app, session.refresh);
    expect(rotated.statusCode).toBe(200);
    // Used since, the session lives on past the first token's expiry.
    ctx.clock.advance(86_400 - 1_800);
    const stale = await refresh(ctx.app, session.refresh);
    expect(stale.json()).toEqual({ code: 'INVALID_REFRESH', message: 'Invalid or expired refresh token' });
    expect((await refresh(ctx.app, rotated.json().refresh)).statusCode).toBe(200);
  });

  it('end 7 days after sign-in even when used every day', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    let token = session.refresh;
    for (let day = 1; day <= 6; day += 1) {
      ctx.clock.advance(86_000);
      const response = await refresh(ctx.app, token);
      expect(response.statusCode).toBe(200);
      token = response.json().refresh;
    }
    ctx.clock.advance(604_800 - 6 * 86_000);
    expect((await refresh(ctx.app, token)).statusCode).toBe(401);
  });

  it('answer 401 for garbage', async () => {
    const response = await refresh(ctx.app, 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid or expired refresh token', code: 'INVALID_REFRESH' });
  });
});

describe('logout', () => {
  it('revokes the family: its refresh token stops working', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const response = await logout(session.refresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    const refused = await refresh(ctx.app, session.refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'INVALID_REFRESH', message: 'Your session has ended, please sign in again' });
    expect((await logout(session.refresh)).statusCode).toBe(200);
  });

  it('refuses an access token in place of the refresh token', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await logout(session.access)).statusCode).toBe(401);
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(200);
  });
});

describe('access tokens of an ended session', () => {
  it('stop working right after logout', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    expect((await getMe(ctx.app, session.access)).statusCode).toBe(200);
    expect((await logout(session.refresh)).statusCode).toBe(200);
    await expectSessionEnded(session.access);
  });

  it('stop working right after refresh-token reuse, the rotated pair’s access token too', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const rotated = (await refresh(ctx.app, session.refresh)).json();
    expect((await getMe(ctx.app, rotated.access_token)).statusCode).toBe(200);
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(401);
    await expectSessionEnded(session.access);
    await expectSessionEnded(rotated.access_token);
  });

  it('leave the admin’s other sessions working', async () => {
    const first = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(31);
    const second = await signIn(ctx, PHONES.superAdmin);
    await logout(first.refresh);
    await expectSessionEnded(first.access);
    expect((await getMe(ctx.app, second.access)).statusCode).toBe(200);
  });

  it('stop working right after a deactivation and stay dead after the reactivation', async () => {
    const sup = await signIn(ctx, PHONES.superAdmin);
    const workshop = await signIn(ctx, PHONES.workshopAdmin);
    const deactivate = await ctx.app.inject({ method: 'POST', url: '/api/v1/workshops/1/deactivate', payload: { version: 1 }, ...bearer(sup.access) });
    expect(deactivate.statusCode).toBe(200);
    const denied = await getMe(ctx.app, workshop.access);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toBe('Account disabled');

    const activate = await ctx.app.inject({ method: 'POST', url: '/api/v1/workshops/1/activate', payload: { version: 2 }, ...bearer(sup.access) });
    expect(activate.statusCode).toBe(200);
    await expectSessionEnded(workshop.access);
    expect((await refresh(ctx.app, workshop.refresh)).statusCode).toBe(401);
    // A new sign-in works as before.
    ctx.clock.advance(31);
    const again = await signIn(ctx, PHONES.workshopAdmin);
    expect((await getMe(ctx.app, again.access)).statusCode).toBe(200);
  });

  it('are refused once the session has been idle for 24 h, though the token itself has not expired', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(86_400 - 100);
    const background = await backgroundRefresh(session.refresh);
    expect(background.statusCode).toBe(200);
    const { access_token: access } = background.json();
    expect((await getMe(ctx.app, access)).statusCode).toBe(200);
    ctx.clock.advance(100);
    const refused = await getMe(ctx.app, access);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'SESSION_ENDED', message: 'Session expired, please sign in again' });
  });

  it('are refused past the session’s absolute end', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    await ctx.database.db.update(refreshFamilies).set({ expiresAt: new Date(ctx.clock.now().getTime() + 1000) });
    expect((await getMe(ctx.app, session.access)).statusCode).toBe(200);
    ctx.clock.advance(1);
    await expectSessionEnded(session.access);
  });
});

describe('background refreshes (user_active: false)', () => {
  it('rotate the tokens without moving the idle clock, so an unattended console is signed out after 24 h', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const [before] = await ctx.database.db.select().from(refreshFamilies);
    let token = session.refresh;
    let access = session.access;
    // A console polling all day with nobody at it: a background refresh every hour, the last a minute before the idle end.
    for (const step of [...Array<number>(23).fill(3_600), 3_600 - 60]) {
      ctx.clock.advance(step);
      const response = await backgroundRefresh(token);
      expect(response.statusCode).toBe(200);
      ({ refresh: token, access_token: access } = response.json());
      expect((await getMe(ctx.app, access)).statusCode).toBe(200);
    }
    const [during] = await ctx.database.db.select().from(refreshFamilies);
    expect(during!.lastUsedAt).toEqual(before!.lastUsedAt);
    // The rotated refresh token expires with the session's idle end, not 24 h after its issue.
    expect(decodeJwt(token).exp).toBe(Math.floor(before!.lastUsedAt.getTime() / 1000) + 86_400);

    ctx.clock.advance(60);
    await expectSessionEnded(access);
    const refused = await backgroundRefresh(token);
    expect(refused.statusCode).toBe(401);
    expect((await refresh(ctx.app, token)).statusCode).toBe(401);
  });

  it('leave the idle clock to refreshes with user activity (the default)', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    ctx.clock.advance(80_000);
    const active = await post(ctx.app, '/api/token/refresh/', { refresh: session.refresh, user_active: true });
    expect(active.statusCode).toBe(200);
    ctx.clock.advance(80_000);
    const background = await backgroundRefresh(active.json().refresh);
    expect(background.statusCode).toBe(200);
    expect((await getMe(ctx.app, background.json().access_token)).statusCode).toBe(200);
  });

  it('refuse a user_active that is not a boolean', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    const response = await post(ctx.app, '/api/token/refresh/', { refresh: session.refresh, user_active: 'no' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('a disabled admin', () => {
  it('can no longer call the API, refresh, or get a code', async () => {
    const session = await signIn(ctx, PHONES.workshopAdmin);
    await disableAdmin(ctx.database.db, session.admin.id, { id: null }, ctx.clock.now());
    expect((await getMe(ctx.app, session.access)).statusCode).toBe(401);
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(401);
    const families = await ctx.database.db.select().from(refreshFamilies);
    expect(families.every((family) => family.revokedReason === 'admin_disabled')).toBe(true);

    ctx.clock.advance(31);
    ctx.sms.sent.length = 0;
    expect((await sendOtp(ctx.app, PHONES.workshopAdmin)).statusCode).toBe(200);
    expect(ctx.sms.sent).toHaveLength(0);
    expect((await verifyOtp(ctx.app, PHONES.workshopAdmin, '000000')).statusCode).toBe(400);
  });
});

describe('sign-in logging', () => {
  it('logs successes and failures without codes or tokens', async () => {
    await sendOtp(ctx.app, PHONES.superAdmin);
    const code = ctx.sms.lastCodeFor(PHONES.superAdmin)!;
    await verifyOtp(ctx.app, PHONES.superAdmin, code === '000000' ? '111111' : '000000');
    const ok = await verifyOtp(ctx.app, PHONES.superAdmin, code);
    const { access, refresh: refreshToken } = ok.json().data;
    const logs = logLines.join('');
    expect(logs).toContain('sign_in_failed');
    expect(logs).toContain('sign_in_succeeded');
    // Word boundaries: the digits may occur inside timestamps by chance, never on their own.
    expect(logs).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(logs).not.toContain(access);
    expect(logs).not.toContain(refreshToken);
    expect(logs).not.toContain(PHONES.superAdmin);
  });
});
