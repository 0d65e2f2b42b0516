import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, toE164 } from '@carcare/contracts';
import type { Language, LoginData } from '@carcare/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AdminRow } from '../../db/schema';
import { admins, otpCodes, refreshFamilies, refreshTokens } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { HttpError, rateLimited } from '../../http/http-error';
import type { AuthMetrics } from '../../observability/metrics';
import type { SmsTransport } from '../../sms/sms-transport';
import { toAdminDto } from '../admins/admin-dto';
import { auditChange } from '../../db/audit-trail';
import { AUTH_MESSAGES, maskPhone } from './auth-messages';
import type { AccessClaims } from './jwt-tokens';
import { hashJti, JwtTokens, newJti, TokenError } from './jwt-tokens';
import { otpSmsText } from './otp-sms-text';
import { hitRateLimits, releaseRateLimits } from './rate-limiter';

/** The slice of a logger the service uses (pino and Fastify's logger fit). */
export interface AuthLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Who asks: the address the rate limits and the audit count, and the request's logger (its lines carry the request's `reqId`). */
export interface AuthCaller {
  ip: string;
  log: AuthLogger;
}

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    | 'jwtSecret'
    | 'jwtKeys'
    | 'accessTokenTtlSeconds'
    | 'sessionIdleTtlSeconds'
    | 'sessionMaxTtlSeconds'
    | 'otpTtlSeconds'
    | 'otpResendSeconds'
    | 'otpMaxSendsPerHour'
    | 'otpMaxSendsPerIpPerHour'
    | 'otpMaxAttempts'
  >;
  sms: SmsTransport;
  /** Counts code sends and sign-ins for GET /metrics. */
  metrics?: AuthMetrics;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** What decides whether a session (refresh family) is still open. */
export interface SessionTimes {
  lastUsedAt: Date;
  expiresAt: Date;
}

/**
 * The moment a session ends unless someone uses it: `idleTtlSeconds` after its last user activity,
 * never past its absolute end. Only user activity moves `lastUsedAt` (see AuthService.refresh).
 */
export function sessionEndsAt(session: SessionTimes, idleTtlSeconds: number): Date {
  return minDate(addSeconds(session.lastUsedAt, idleTtlSeconds), session.expiresAt);
}

export interface RefreshOptions {
  /** False for a background refresh (no user input since the last one): the idle clock keeps running. */
  userActive?: boolean;
}

/** Phone + OTP sign-in and the refresh-token sessions of DESIGN §5. No HTTP here. */
/**
 * The session of an access token with its admin, read on every authenticated request. Prepared once:
 * drizzle builds its SQL here instead of on each request, and on PostgreSQL each
 * connection parses it once and soon reuses its plan instead of planning the join every time.
 */
function prepareSessionRead(db: Db) {
  return db
    .select({ admin: admins, lastUsedAt: refreshFamilies.lastUsedAt, expiresAt: refreshFamilies.expiresAt, revokedAt: refreshFamilies.revokedAt })
    .from(admins)
    .innerJoin(refreshFamilies, and(eq(refreshFamilies.id, sql.placeholder('sessionId')), eq(refreshFamilies.adminId, admins.id)))
    .where(eq(admins.id, sql.placeholder('adminId')))
    .limit(1)
    .prepare('auth_session_admin');
}

export class AuthService {
  readonly tokens: JwtTokens;
  private readonly otpKey: Buffer;
  /** Prepared on first use, so an app built on a database that is not there yet still starts (and answers 503). */
  private sessionRead: ReturnType<typeof prepareSessionRead> | null = null;
  private readonly lastAdmins = new LastAdmins();

  constructor(private readonly deps: AuthServiceDeps) {
    this.tokens = new JwtTokens(deps.config.jwtKeys, deps.config.accessTokenTtlSeconds);
    // A key of its own for code hashes, derived so one secret configures the server.
    this.otpKey = createHmac('sha256', deps.config.jwtSecret).update('carcare-otp-hash-v1').digest();
  }

  private hashCode(phone: string, code: string): string {
    return createHmac('sha256', this.otpKey).update(`${phone}:${code}`).digest('hex');
  }

  /**
   * Sends a code to a registered active admin. Unknown and disabled phones get the same
   * answer and the same rate limits, but no code.
   */
  async sendOtp(phone: string, { ip, log }: AuthCaller): Promise<void> {
    const { db, clock, config, sms, metrics } = this.deps;
    const now = clock.now();
    const rules = [
      { key: `otp-send:ip:${ip}`, limit: config.otpMaxSendsPerIpPerHour, windowSeconds: 3600, message: AUTH_MESSAGES.tooManyOtpRequests },
      ...(config.otpResendSeconds > 0
        ? [{ key: `otp-send:phone:${phone}`, limit: 1, windowSeconds: config.otpResendSeconds, message: 'cooldown' }]
        : []),
      { key: `otp-send:phone:${phone}`, limit: config.otpMaxSendsPerHour, windowSeconds: 3600, message: AUTH_MESSAGES.tooManyOtpRequests },
    ];
    const decision = await hitRateLimits(db, now, rules);
    if (!decision.allowed) {
      const retryAfter = decision.retryAfterSeconds ?? 1;
      log.warn({ event: 'otp_send_limited', phone: maskPhone(phone), ip, retryAfter }, 'OTP send rate limited');
      const message = decision.rule?.message === 'cooldown' ? AUTH_MESSAGES.resendTooSoon(retryAfter) : AUTH_MESSAGES.tooManyOtpRequests;
      throw rateLimited(message, retryAfter);
    }

    const [admin] = await db.select().from(admins).where(eq(admins.phone, phone)).limit(1);
    if (!admin || admin.status !== 'active') {
      log.info({ event: 'otp_send_ignored', phone: maskPhone(phone), ip, reason: admin ? 'disabled' : 'unknown' }, 'OTP requested for a phone that cannot sign in');
      return;
    }

    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    // The new code becomes the phone's newest; the older ones go only once the SMS is out, so a
    // failed send leaves the previous code (if any) usable.
    const [created] = await db
      .insert(otpCodes)
      .values({ phone, codeHash: this.hashCode(phone, code), expiresAt: addSeconds(now, config.otpTtlSeconds), createdAt: now })
      .returning({ id: otpCodes.id });
    const minutes = Math.round(config.otpTtlSeconds / 60);
    try {
      await sms.send({
        to: toE164(phone),
        code,
        text: otpSmsText(admin.language as Language, code, minutes),
        at: now.toISOString(),
      });
      metrics?.otpSend('sent');
    } catch (error) {
      metrics?.otpSend('failed');
      // Not the caller's fault: the code never reached them, so neither it nor the attempt counts.
      await db.delete(otpCodes).where(eq(otpCodes.id, created!.id));
      await releaseRateLimits(db, now, rules);
      log.error({ event: 'otp_sms_failed', adminId: admin.id, phone: maskPhone(phone), ip, err: error }, 'SMS transport failed');
      throw new HttpError(502, 'SMS_FAILED', AUTH_MESSAGES.smsFailed);
    }
    await db.delete(otpCodes).where(and(eq(otpCodes.phone, phone), lt(otpCodes.id, created!.id)));
    log.info({ event: 'otp_sent', adminId: admin.id, phone: maskPhone(phone), ip }, 'OTP sent');
  }

  /** Checks the latest code of the phone and opens a session. Every attempt is logged. */
  async verifyOtp(phone: string, code: string, { ip, log }: AuthCaller): Promise<LoginData> {
    const { db, clock, config, metrics } = this.deps;
    const now = clock.now();

    const outcome = await db.transaction(async (tx) => {
      const [admin] = await tx.select().from(admins).where(eq(admins.phone, phone)).limit(1);
      // Only the newest code of the phone counts; lock it so parallel tries are counted one by one.
      const [otp] = await tx.select().from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(desc(otpCodes.id)).limit(1).for('update');

      if (!admin || admin.status !== 'active' || !otp || otp.consumedAt) {
        return { ok: false as const, reason: !admin ? 'unknown_phone' : admin.status !== 'active' ? 'disabled' : 'no_code', admin };
      }
      if (otp.attempts >= config.otpMaxAttempts) return { ok: false as const, reason: 'locked', admin };
      if (otp.expiresAt.getTime() <= now.getTime()) return { ok: false as const, reason: 'expired', admin };

      const expected = Buffer.from(otp.codeHash, 'hex');
      const actual = Buffer.from(this.hashCode(phone, code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await tx
          .update(otpCodes)
          .set({ attempts: otp.attempts + 1 })
          .where(eq(otpCodes.id, otp.id));
        return { ok: false as const, reason: 'wrong_code', admin };
      }

      await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, otp.id));
      const [signedIn] = await tx
        .update(admins)
        .set({ lastLoginAt: now })
        .where(eq(admins.id, admin.id))
        .returning();
      const pair = await this.startSession(tx, signedIn!, now);
      await auditChange(tx, { actor: { id: admin.id, ip }, now, action: 'auth.sign_in', entity: 'admin', entityId: admin.id });
      return { ok: true as const, admin: signedIn!, pair };
    });

    if (!outcome.ok) {
      metrics?.signIn('failure', outcome.reason);
      log.warn({ event: 'sign_in_failed', reason: outcome.reason, adminId: outcome.admin?.id ?? null, phone: maskPhone(phone), ip }, 'Sign-in failed');
      if (outcome.admin) {
        await auditChange(db, { actor: { id: outcome.admin.id, ip }, now, action: 'auth.sign_in_failed', entity: 'admin', entityId: outcome.admin.id, changes: { reason: outcome.reason } });
      }
      if (outcome.reason === 'expired') throw new HttpError(400, 'OTP_EXPIRED', AUTH_MESSAGES.otpExpired);
      if (outcome.reason === 'locked') throw new HttpError(400, 'OTP_LOCKED', AUTH_MESSAGES.otpLocked);
      throw new HttpError(400, 'INVALID_OTP', AUTH_MESSAGES.invalidOtp);
    }

    metrics?.signIn('success');
    log.info({ event: 'sign_in_succeeded', adminId: outcome.admin.id, phone: maskPhone(phone), ip }, 'Sign-in succeeded');
    return { admin: toAdminDto(outcome.admin), access: outcome.pair.access, refresh: outcome.pair.refresh };
  }

  private async startSession(tx: Executor, admin: AdminRow, now: Date): Promise<TokenPair> {
    const { config } = this.deps;
    const expiresAt = addSeconds(now, config.sessionMaxTtlSeconds);
    const [family] = await tx
      .insert(refreshFamilies)
      .values({ adminId: admin.id, createdAt: now, lastUsedAt: now, expiresAt })
      .returning({ id: refreshFamilies.id });
    const refresh = await this.issueRefresh(tx, admin.id, family!.id, now, { lastUsedAt: now, expiresAt });
    const access = await this.issueAccess(admin, family!.id, now);
    return { access, refresh };
  }

  private issueAccess(admin: AdminRow, sessionId: number, now: Date): Promise<string> {
    return this.tokens.signAccess({ adminId: admin.id, sessionId, role: admin.userType, workshopId: admin.workshopId, societyId: admin.societyId }, now);
  }

  private async issueRefresh(tx: Executor, adminId: number, familyId: number, now: Date, session: SessionTimes): Promise<string> {
    const jti = newJti();
    await tx.insert(refreshTokens).values({ jtiHash: hashJti(jti), familyId, createdAt: now });
    // A token lives no longer than its session may stay unused, never past the session's absolute end.
    return this.tokens.signRefresh({ adminId, familyId, jti }, now, sessionEndsAt(session, this.deps.config.sessionIdleTtlSeconds));
  }

  /**
   * Rotates a refresh token. Presenting a token that was already rotated revokes its whole
   * family (reuse detection, RFC 9700 §4.14.2). Only a refresh with user activity moves the
   * session's idle clock: a console that just polls in the background still times out.
   */
  async refresh(token: string, { ip, log }: AuthCaller, options: RefreshOptions = {}): Promise<{ access_token: string; refresh: string }> {
    const userActive = options.userActive ?? true;
    const { db, clock, config } = this.deps;
    const now = clock.now();
    let claims;
    try {
      // A refresh token expires when its session would (idle or absolute), so an expired one that
      // is genuine is a session that timed out: the checks below say so, and mark it ended.
      claims = await this.tokens.verifyRefresh(token, now, { ignoreExpiry: true });
    } catch (error) {
      log.warn({ event: 'refresh_rejected', reason: error instanceof TokenError ? error.reason : 'invalid', ip }, 'Refresh token rejected');
      throw new HttpError(401, 'INVALID_REFRESH', AUTH_MESSAGES.invalidRefresh);
    }
    const tokenExpired = claims.expiresAtMs !== undefined && claims.expiresAtMs <= now.getTime();

    const outcome = await db.transaction(async (tx) => {
      const [family] = await tx.select().from(refreshFamilies).where(eq(refreshFamilies.id, claims.familyId)).limit(1).for('update');
      const [stored] = await tx.select().from(refreshTokens).where(eq(refreshTokens.jtiHash, hashJti(claims.jti))).limit(1);
      if (!family || !stored || stored.familyId !== family.id || family.adminId !== claims.adminId) {
        return { ok: false as const, reason: 'unknown_token' };
      }
      if (family.revokedAt) return { ok: false as const, reason: 'revoked_family', familyId: family.id };
      // An expired token already rotated is a stale copy (an old tab), not a theft to answer by
      // ending the session that moved on from it.
      if (tokenExpired && stored.rotatedAt) return { ok: false as const, reason: 'unknown_token' };
      if (stored.rotatedAt) {
        await tx.update(refreshFamilies).set({ revokedAt: now, revokedReason: 'reuse' }).where(eq(refreshFamilies.id, family.id));
        await auditChange(tx, { actor: { id: family.adminId, ip }, now, action: 'auth.refresh_reused', entity: 'admin', entityId: family.adminId, changes: { family_id: family.id } });
        return { ok: false as const, reason: 'reused', familyId: family.id, adminId: family.adminId };
      }
      if (tokenExpired || sessionEndsAt(family, config.sessionIdleTtlSeconds).getTime() <= now.getTime()) {
        await tx.update(refreshFamilies).set({ revokedAt: now, revokedReason: 'expired' }).where(eq(refreshFamilies.id, family.id));
        return { ok: false as const, reason: 'expired', familyId: family.id };
      }
      const [admin] = await tx.select().from(admins).where(eq(admins.id, family.adminId)).limit(1);
      if (!admin || admin.status !== 'active') {
        await tx.update(refreshFamilies).set({ revokedAt: now, revokedReason: 'admin_disabled' }).where(eq(refreshFamilies.id, family.id));
        return { ok: false as const, reason: 'disabled', familyId: family.id };
      }
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, stored.id));
      const lastUsedAt = userActive ? now : family.lastUsedAt;
      if (userActive) await tx.update(refreshFamilies).set({ lastUsedAt }).where(eq(refreshFamilies.id, family.id));
      const refresh = await this.issueRefresh(tx, admin.id, family.id, now, { lastUsedAt, expiresAt: family.expiresAt });
      const access = await this.issueAccess(admin, family.id, now);
      return { ok: true as const, access, refresh };
    });

    if (!outcome.ok) {
      if (outcome.reason === 'reused') {
        log.warn({ event: 'refresh_token_reused', adminId: outcome.adminId, familyId: outcome.familyId, ip }, 'Refresh token reuse: session revoked');
        throw new HttpError(401, 'REFRESH_REUSED', AUTH_MESSAGES.refreshReused);
      }
      log.warn({ event: 'refresh_rejected', reason: outcome.reason, ip }, 'Refresh token rejected');
      if (outcome.reason === 'expired') throw new HttpError(401, 'INVALID_REFRESH', AUTH_MESSAGES.sessionExpired);
      if (outcome.reason === 'disabled') throw new HttpError(401, 'INVALID_REFRESH', AUTH_MESSAGES.accountDisabled);
      // Signed out elsewhere, revoked or disabled earlier: the console shows this on its sign-in page.
      if (outcome.reason === 'revoked_family') throw new HttpError(401, 'INVALID_REFRESH', AUTH_MESSAGES.sessionEnded);
      throw new HttpError(401, 'INVALID_REFRESH', AUTH_MESSAGES.invalidRefresh);
    }
    return { access_token: outcome.access, refresh: outcome.refresh };
  }

  /** Ends the session the refresh token belongs to. Idempotent for a session already ended. */
  async logout(token: string, { ip, log }: AuthCaller): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    let claims;
    try {
      claims = await this.tokens.verifyRefresh(token, now, { ignoreExpiry: true });
    } catch {
      throw new HttpError(401, 'INVALID_REFRESH', AUTH_MESSAGES.invalidRefresh);
    }
    const revoked = await db
      .update(refreshFamilies)
      .set({ revokedAt: now, revokedReason: 'logout' })
      .where(and(eq(refreshFamilies.id, claims.familyId), eq(refreshFamilies.adminId, claims.adminId), isNull(refreshFamilies.revokedAt)))
      .returning({ id: refreshFamilies.id });
    if (revoked.length > 0) {
      await auditChange(db, { actor: { id: claims.adminId, ip }, now, action: 'auth.logout', entity: 'admin', entityId: claims.adminId });
    }
    log.info({ event: 'logout', adminId: claims.adminId }, 'Signed out');
  }

  /**
   * The admin behind an access token, or a 401. Checks on every request, uncached, that the admin
   * is active and that the token's session (`sid`) is neither revoked nor past its idle or absolute
   * end, so logout, reuse revocation and deactivation take effect at the next request in every
   * process. Both rows come in one round trip (two primary-key lookups joined), the read this
   * method always made for the admin; a cache would only add a window in which revoked tokens work.
   */
  async authenticate(accessToken: string): Promise<AdminRow> {
    return (await this.startAuthentication(accessToken)).admin;
  }

  /**
   * authenticate in two steps: the token's claims (a 401 here when it is not valid), and its
   * database check, started and not awaited, for a caller that reads beside it (require-auth.ts).
   */
  async startAuthentication(accessToken: string): Promise<{ claims: AccessClaims; admin: Promise<AdminRow> }> {
    const now = this.deps.clock.now();
    const claims = await this.accessClaims(accessToken, now);
    return { claims, admin: this.sessionAdmin(claims, now) };
  }

  /** The claims of a valid, unexpired access token, or a 401 (no database read). */
  private async accessClaims(accessToken: string, now: Date): Promise<AccessClaims> {
    try {
      return await this.tokens.verifyAccess(accessToken, now);
    } catch (error) {
      if (error instanceof TokenError && error.reason === 'expired') throw new HttpError(401, 'TOKEN_EXPIRED', AUTH_MESSAGES.accessExpired);
      throw new HttpError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.invalidAccess);
    }
  }

  /** authenticate's database check of the session and admin behind `claims` (see there). */
  private async sessionAdmin(claims: AccessClaims, now: Date): Promise<AdminRow> {
    try {
      const [row] = await (this.sessionRead ??= prepareSessionRead(this.deps.db)).execute({ sessionId: claims.sessionId, adminId: claims.adminId });
      if (!row) throw new HttpError(401, 'SESSION_ENDED', AUTH_MESSAGES.sessionEnded);
      if (row.admin.status !== 'active') throw new HttpError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.accountDisabled);
      if (row.revokedAt) throw new HttpError(401, 'SESSION_ENDED', AUTH_MESSAGES.sessionEnded);
      if (sessionEndsAt(row, this.deps.config.sessionIdleTtlSeconds).getTime() <= now.getTime()) throw new HttpError(401, 'SESSION_ENDED', AUTH_MESSAGES.sessionExpired);
      this.lastAdmins.remember(claims.sessionId, row.admin);
      return row.admin;
    } catch (error) {
      this.lastAdmins.forget(claims.sessionId);
      throw error;
    }
  }

  /**
   * The admin row this session's last successful check answered, if this process saw one: only a
   * guess to start a read with while the session is checked again (require-auth.ts), never an
   * answer by itself.
   */
  lastAdminOf(claims: AccessClaims): AdminRow | undefined {
    return this.lastAdmins.get(claims.sessionId);
  }
}

/** Sessions this process remembers the last admin row of; the oldest are dropped past this many. */
const MAX_REMEMBERED_SESSIONS = 10_000;

/** Each session's admin row at its last successful check, frozen (it is shared by the requests that guess from it). */
class LastAdmins {
  private readonly bySession = new Map<number, AdminRow>();

  get(sessionId: number): AdminRow | undefined {
    return this.bySession.get(sessionId);
  }

  remember(sessionId: number, admin: AdminRow): void {
    this.bySession.delete(sessionId);
    if (this.bySession.size >= MAX_REMEMBERED_SESSIONS) this.bySession.delete(this.bySession.keys().next().value!);
    this.bySession.set(sessionId, Object.freeze(admin));
  }

  forget(sessionId: number): void {
    this.bySession.delete(sessionId);
  }
}
