import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload, JWTHeaderParameters } from 'jose';
import type { JwtKey } from '../../config';
import { jwtKeyId } from '../../config';

export const TOKEN_ISSUER = 'carcare-api';
export const ACCESS_AUDIENCE = 'carcare-console';
// The refresh endpoint is the only consumer of refresh tokens, so they carry their own audience.
export const REFRESH_AUDIENCE = 'carcare-api';
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  adminId: number;
  /** The session (refresh family) the token was issued for: the `sid` claim, checked on every request. */
  sessionId: number;
  role: string;
  workshopId: number | null;
  societyId: number | null;
}

export interface RefreshClaims {
  adminId: number;
  familyId: number;
  jti: string;
  /** When the token stops being accepted (its `exp`), in ms; absent on a token being signed. */
  expiresAtMs?: number;
}

export type TokenFailure = 'expired' | 'invalid';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason === 'expired' ? 'Token expired' : 'Invalid token');
  }
}

export const newJti = () => randomBytes(32).toString('base64url');
/** Refresh jtis carry 256 random bits, so a plain SHA-256 is enough to store them. */
export const hashJti = (jti: string) => createHash('sha256').update(jti).digest('hex');

/** Verified access tokens remembered at most; the oldest is forgotten first. */
const MAX_VERIFIED_ACCESS_TOKENS = 10_000;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function subjectId(payload: JWTPayload): number {
  const id = Number(payload.sub);
  if (!payload.sub || !Number.isSafeInteger(id) || id <= 0) throw new TokenError('invalid');
  return id;
}

/**
 * Signs and checks the console's JWTs: HS256 only, issuer, audience and `typ` always checked.
 * Tokens are signed with the first key and name it in their `kid`; any of the keys verifies the
 * token naming it, so a token signed before a key rotation stays valid until it expires.
 */
export class JwtTokens {
  private readonly signingKey: { kid: string; key: Uint8Array };
  private readonly keys: Map<string, Uint8Array>;
  /**
   * Access tokens whose signature and claims were verified, with their expiry: a console sends the
   * same token on every call for its lifetime, and checking an HMAC again proves nothing new. The
   * admin and the session behind it are still looked up on every request (AuthService.authenticate).
   */
  private readonly verifiedAccess = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  /** `keys`: one secret, or the current key first and then the previous ones still accepted. */
  constructor(
    keys: string | readonly JwtKey[],
    private readonly accessTtlSeconds: number,
  ) {
    const list = typeof keys === 'string' ? [{ kid: jwtKeyId(keys), secret: keys }] : keys;
    const encoded = list.map(({ kid, secret }) => ({ kid, key: new TextEncoder().encode(secret) }));
    if (!encoded[0]) throw new Error('JwtTokens needs a key');
    this.signingKey = encoded[0];
    this.keys = new Map(encoded.map(({ kid, key }) => [kid, key]));
  }

  /** The key a token names; a token from before keys had ids was signed with the current key. */
  private readonly keyFor = (header: JWTHeaderParameters): Uint8Array => {
    if (header.kid === undefined) return this.signingKey.key;
    const key = this.keys.get(header.kid);
    if (!key) throw new TokenError('invalid');
    return key;
  };

  signAccess(claims: AccessClaims, now: Date): Promise<string> {
    return new SignJWT({ typ: 'access', sid: claims.sessionId, role: claims.role, workshop_id: claims.workshopId, society_id: claims.societyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: this.signingKey.kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setSubject(String(claims.adminId))
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(now) + this.accessTtlSeconds)
      .sign(this.signingKey.key);
  }

  signRefresh(claims: RefreshClaims, now: Date, expiresAt: Date): Promise<string> {
    return new SignJWT({ typ: 'refresh', fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: this.signingKey.kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(REFRESH_AUDIENCE)
      .setSubject(String(claims.adminId))
      .setJti(claims.jti)
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(expiresAt))
      .sign(this.signingKey.key);
  }

  async verifyAccess(token: string, now: Date): Promise<AccessClaims> {
    const verified = this.verifiedAccess.get(token);
    if (verified) {
      // The signature, issuer, audience and type of this very token were checked; only time moves.
      if (verified.expiresAt <= seconds(now)) throw new TokenError('expired');
      return verified.claims;
    }
    const payload = await this.verify(token, ACCESS_AUDIENCE, 'access', now);
    // A token without a session cannot be revoked, so it is not accepted (older tokens carried none).
    const sessionId = Number(payload.sid);
    if (typeof payload.sid !== 'number' || !Number.isSafeInteger(sessionId) || sessionId <= 0) throw new TokenError('invalid');
    const claims: AccessClaims = {
      adminId: subjectId(payload),
      sessionId,
      role: String(payload.role),
      workshopId: typeof payload.workshop_id === 'number' ? payload.workshop_id : null,
      societyId: typeof payload.society_id === 'number' ? payload.society_id : null,
    };
    if (typeof payload.exp === 'number') {
      if (this.verifiedAccess.size >= MAX_VERIFIED_ACCESS_TOKENS) this.verifiedAccess.delete(this.verifiedAccess.keys().next().value!);
      this.verifiedAccess.set(token, { claims, expiresAt: payload.exp });
    }
    return claims;
  }

  /**
   * `ignoreExpiry` serves logout (a signed but expired refresh token may still end its session) and
   * refresh (an expired one is told that its session timed out, not that it is invalid).
   */
  async verifyRefresh(token: string, now: Date, options: { ignoreExpiry?: boolean } = {}): Promise<RefreshClaims> {
    const payload = await this.verify(token, REFRESH_AUDIENCE, 'refresh', options.ignoreExpiry ? new Date(0) : now);
    const familyId = Number(payload.fam);
    if (!payload.jti || !Number.isSafeInteger(familyId)) throw new TokenError('invalid');
    return { adminId: subjectId(payload), familyId, jti: payload.jti, ...(payload.exp !== undefined ? { expiresAtMs: payload.exp * 1000 } : {}) };
  }

  private async verify(token: string, audience: string, typ: string, now: Date): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keyFor, {
        algorithms: ALGORITHMS,
        issuer: TOKEN_ISSUER,
        audience,
        currentDate: now,
      });
      if (payload.typ !== typ) throw new TokenError('invalid');
      return payload;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }
}
