import { describe, expect, it } from 'vitest';
import { JwtTokens, TokenError } from './jwt-tokens';

const claims = { adminId: 7, role: 'workshop_admin', workshopId: 3, societyId: null };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 15, 9, 0, seconds));

async function failureOf(check: Promise<unknown>): Promise<string> {
  try {
    await check;
    return 'accepted';
  } catch (error) {
    return error instanceof TokenError ? error.reason : 'other';
  }
}

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
