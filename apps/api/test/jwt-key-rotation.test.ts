import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { jwtKeyId } from '../src/config';
import { JwtTokens } from '../src/modules/auth/jwt-tokens';
import type { TestContext } from './test-app';
import { createTestContext, getMe, PHONES, refresh, signIn, TEST_JWT_SECRET, testConfig } from './test-app';

const NEW_SECRET = 'the-new-key-of-at-least-thirty-two-characters';
const UNKNOWN_SECRET = 'a-key-this-server-never-had-thirty-two-chars';

let ctx: TestContext;
const apps: FastifyInstance[] = [];

/** Another server on the same database, as a replica restarted with other keys. */
async function serverWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
});

describe('a JWT key rotation', () => {
  it('signs tokens with the current key and names it in their kid', async () => {
    await ctx.reset();
    const { access, refresh: refreshToken } = await signIn(ctx, PHONES.superAdmin);
    expect(decodeProtectedHeader(access).kid).toBe(jwtKeyId(TEST_JWT_SECRET));
    expect(decodeProtectedHeader(refreshToken).kid).toBe(jwtKeyId(TEST_JWT_SECRET));
  });

  it('signs no one out: tokens of the previous key still verify and refresh into tokens of the new key', async () => {
    await ctx.reset();
    const before = await signIn(ctx, PHONES.superAdmin);
    const rotated = await serverWith({ JWT_SECRET: NEW_SECRET, JWT_PREVIOUS_SECRET: TEST_JWT_SECRET });

    expect((await getMe(rotated, before.access)).statusCode).toBe(200);
    const refreshed = await refresh(rotated, before.refresh);
    expect(refreshed.statusCode).toBe(200);
    const { access_token: access, refresh: nextRefresh } = refreshed.json() as { access_token: string; refresh: string };
    expect(decodeProtectedHeader(access).kid).toBe(jwtKeyId(NEW_SECRET));
    expect(decodeProtectedHeader(nextRefresh).kid).toBe(jwtKeyId(NEW_SECRET));
    expect((await getMe(rotated, access)).statusCode).toBe(200);
  });

  it('answers 401 to a token signed with a key it does not have, and to the old key once the rotation is over', async () => {
    await ctx.reset();
    const before = await signIn(ctx, PHONES.superAdmin);
    const payload = decodeJwt(before.access);
    const claims = { adminId: Number(payload.sub), sessionId: Number(payload.sid), role: String(payload.role), workshopId: null, societyId: null };
    const foreign = await new JwtTokens(UNKNOWN_SECRET, 300).signAccess(claims, ctx.clock.now());
    const rotated = await serverWith({ JWT_SECRET: NEW_SECRET, JWT_PREVIOUS_SECRET: TEST_JWT_SECRET });
    expect((await getMe(rotated, foreign)).statusCode).toBe(401);

    const finished = await serverWith({ JWT_SECRET: NEW_SECRET });
    expect((await getMe(finished, before.access)).statusCode).toBe(401);
  });
});
