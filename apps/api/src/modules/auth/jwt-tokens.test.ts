import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_AUDIENCE, JwtTokens, TOKEN_ISSUER, TokenError } from './jwt-tokens';

const claims = { adminId: 7, sessionId: 11, role: 'workshop_admin', workshopId: 3, societyId: null };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 15, 9, 0, seconds));

async function failureOf(check: Promise<unknown>): Promise<string> {
  try {
    await check;
    return 'accepted';
  } catch (error) {
    return error instanceof TokenError ? error.reason : 'other';
  }
}

describe('verifyAccess', () => {
  it('refuses a token without a session (sid), which nothing could revoke', async () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    const tokens = new JwtTokens(secret, 300);
    const withoutSid = await new SignJWT({ typ: 'access', role: 'super_admin', workshop_id: null, society_id: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setSubject('7')
      .setIssuedAt(Math.floor(at(0).getTime() / 1000))
      .setExpirationTime(Math.floor(at(0).getTime() / 1000) + 300)
      .sign(new TextEncoder().encode(secret));
    expect(await failureOf(tokens.verifyAccess(withoutSid, at(1)))).toBe('invalid');
  });
});

describe('verifyAccess of a token it has verified before', () => {
  it('still answers expired once the token’s time is up', async () => {
    const tokens = new JwtTokens('a-secret-of-at-least-thirty-two-characters', 300);
    const token = await tokens.signAccess(claims, at(0));
    expect(await tokens.verifyAccess(token, at(1))).toEqual(claims);
    expect(await tokens.verifyAccess(token, at(299))).toEqual(claims);
    expect(await failureOf(tokens.verifyAccess(token, at(300)))).toBe('expired');
  });

  it('does not accept a token that differs from the verified one, nor one signed with another key', async () => {
    const tokens = new JwtTokens('a-secret-of-at-least-thirty-two-characters', 300);
    const token = await tokens.signAccess(claims, at(0));
    await tokens.verifyAccess(token, at(1));
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await failureOf(tokens.verifyAccess(tampered, at(2)))).toBe('invalid');
    const foreign = await new JwtTokens('another-secret-of-at-least-thirty-two-chars', 300).signAccess(claims, at(0));
    expect(await failureOf(tokens.verifyAccess(foreign, at(2)))).toBe('invalid');
  });
});
