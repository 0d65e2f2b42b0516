import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client';

/** A bad environment value; main.ts prints `message` as one line and exits with code 1. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

export type SmsTransportName = 'console' | 'file' | 'http' | 'msg91';

const SMS_TRANSPORTS: readonly SmsTransportName[] = ['console', 'file', 'http', 'msg91'];
/** Transports that reach a real phone; the others print or write the code, which production must not. */
const PRODUCTION_SMS_TRANSPORTS: readonly SmsTransportName[] = ['msg91', 'http'];
const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** postgres:// URL, or null for the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  /** The key tokens are signed with (JWT_SECRET); also keys the stored sign-in codes' hashes. */
  jwtSecret: string;
  /**
   * Every key a token may carry: the current one first, then JWT_PREVIOUS_SECRET's, still accepted
   * during a rotation. `kid` names a key without revealing it.
   */
  jwtKeys: JwtKey[];
  sms: {
    transport: SmsTransportName;
    outboxFile: string | null;
    httpUrl: string | null;
    httpToken: string | null;
    /** Set when SMS_TRANSPORT=msg91. */
    msg91: { url: string; authKey: string; templateId: string; senderId: string | null; codeVariable: string; customerTemplates: { reschedule: { en: string | null; hi: string | null } } } | null;
    /** The HTTP transports' timeout, retries and overall bound. */
    retry: { timeoutMs: number; maxAttempts: number; backoffBaseMs: number; totalTimeoutMs: number };
  };
  corsOrigins: string[];
  logLevel: string;
  /**
   * Check every answer against its route's response schema before writing it (RESPONSE_VALIDATION):
   * on by default outside production, so tests catch an answer that drifts from the contracts; off
   * by default in production, where answers are written by compiled fast-json-stringify writers.
   */
  validateResponses: boolean;
  webDistDir: string;
  trustProxy: false | string;
  accessTokenTtlSeconds: number;
  sessionIdleTtlSeconds: number;
  sessionMaxTtlSeconds: number;
  otpTtlSeconds: number;
  otpResendSeconds: number;
  otpMaxSendsPerHour: number;
  otpMaxSendsPerIpPerHour: number;
  otpMaxAttempts: number;
  /** PostgreSQL only: bounded waits before the API answers 503. */
  databaseTimeouts: DatabaseTimeouts;
  /** PostgreSQL only: connections per process. */
  dbPoolMax: number;
  /** The bearer token GET /metrics requires; null: open in development, not served in production. */
  metricsToken: string | null;
  /** How often each process looks for late jobs (LATE_JOB_SWEEP_INTERVAL_MS). */
  lateJobSweepIntervalMs: number;
  /**
   * How long a queued job a process took stays its own without a heartbeat (JOB_LEASE_MS): a job of
   * a killed process is taken over by another this long after its last heartbeat.
   */
  jobLeaseMs: number;
  /** The secret the payment gateway signs webhooks with (PAYMENT_WEBHOOK_SECRET); null: the webhook answers 404. */
  paymentWebhookSecret: string | null;
  /** How long a shutdown waits for requests in flight before it closes their connections (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /**
   * Whether the server applies the migrations at start (MIGRATE_ON_START, on by default): off for
   * replicas of a release that `npm run migrate` upgraded once beforehand; they then refuse to start
   * on a database that misses a migration of theirs.
   */
  migrateOnStart: boolean;
  /**
   * Whether the weekly statements of workshops already settled are made by the server once each
   * week ends (SETTLEMENT_RUNS, off by default: until then an admin makes each one).
   */
  settlementRuns: boolean;
}

export interface JwtKey {
  kid: string;
  secret: string;
}

export type Env = Record<string, string | undefined>;

/**
 * The secrets, each also read from a file named by `<NAME>_FILE` (Docker and Kubernetes secrets
 * mounted under /run/secrets), so none has to sit in the environment or a compose file.
 */
export const SECRET_VARIABLES = [
  'JWT_SECRET',
  'JWT_PREVIOUS_SECRET',
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'PAYMENT_WEBHOOK_SECRET',
  'MSG91_AUTH_KEY',
  'SMS_HTTP_TOKEN',
  'METRICS_TOKEN',
] as const;

/** The environment with each secret's `_FILE` read into it; both set is refused, as is an unreadable file. */
export function withSecretFiles(env: Env): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_VARIABLES) {
    const fileVariable = `${name}_FILE`;
    const file = read(env, fileVariable);
    if (file === undefined) continue;
    if (read(env, name) !== undefined) throw new ConfigError(fileVariable, `and ${name} are both set: set one of them`);
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ConfigError(fileVariable, `names a file that cannot be read (${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    // Files written by `echo` or an editor end with a newline that is no part of the secret.
    resolved[name] = content.replace(/\r?\n$/, '');
    if (resolved[name] === '') throw new ConfigError(fileVariable, `names an empty file (${file})`);
  }
  return resolved;
}

/** A key's id: a short digest of it, the same on every replica, from which the key cannot be found. */
export const jwtKeyId = (secret: string) => createHash('sha256').update(`carcare-jwt-kid:${secret}`).digest('base64url').slice(0, 16);

const DATABASE_PARTS = ['DATABASE_HOST', 'DATABASE_PORT', 'DATABASE_USER', 'DATABASE_PASSWORD', 'DATABASE_NAME'] as const;

/**
 * DATABASE_URL, or one built from DATABASE_HOST and the other parts: each part is escaped, so a
 * password with any characters (@ : / # % …) works, which a hand-written URL gets wrong.
 */
function databaseUrlOf(env: Env): string | null {
  const givenUrl = read(env, 'DATABASE_URL');
  const givenPart = DATABASE_PARTS.find((name) => read(env, name) !== undefined);
  if (givenPart === undefined) return givenUrl ?? null;
  if (givenUrl !== undefined) throw new ConfigError(givenPart, 'and DATABASE_URL are both set: set DATABASE_URL or the parts (DATABASE_HOST, DATABASE_PORT, DATABASE_USER, DATABASE_PASSWORD, DATABASE_NAME)');
  const host = read(env, 'DATABASE_HOST');
  if (host === undefined) throw new ConfigError('DATABASE_HOST', `is required with ${givenPart}`);
  if (!/^[A-Za-z0-9.\-_:]+$/.test(host)) throw new ConfigError('DATABASE_HOST', `must be a host name or address (got "${host}")`);
  const user = read(env, 'DATABASE_USER');
  if (user === undefined) throw new ConfigError('DATABASE_USER', 'is required with DATABASE_HOST');
  const name = read(env, 'DATABASE_NAME');
  if (name === undefined) throw new ConfigError('DATABASE_NAME', 'is required with DATABASE_HOST');
  const port = integer(env, 'DATABASE_PORT', 5432, 1, 65535);
  // Only a trailing newline is stripped from a password file; spaces may be part of a password.
  const password = env.DATABASE_PASSWORD;
  const credentials = password ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}` : encodeURIComponent(user);
  return `postgres://${credentials}@${isIP(host) === 6 ? `[${host}]` : host}:${port}/${encodeURIComponent(name)}`;
}

function jwtSecretOf(env: Env, name: string): string | undefined {
  const secret = read(env, name);
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) throw new ConfigError(name, `must be at least ${MIN_SECRET_LENGTH} characters long`);
  return secret;
}

export interface LoadConfigOptions {
  /** Directory relative paths are resolved from (default: npm's INIT_CWD, else process.cwd()). */
  cwd?: string;
  /** Supplies the development JWT secret when JWT_SECRET is unset (default: generated once, kept in DATA_DIR). */
  devJwtSecret?: (dataDir: string) => string;
}

const MIN_SECRET_LENGTH = 32;
const MIN_METRICS_TOKEN_LENGTH = 16;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The built console, relative to this package (not the cwd): apps/web/dist. Same depth from src/ and dist/. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const parsed = z.coerce.number().int().min(min).max(max).safeParse(raw);
  if (!/^\d+$/.test(raw) || !parsed.success) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return parsed.data;
}

function url(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return raw;
  } catch {
    throw new ConfigError(name, `must be an http(s) URL (got "${raw}")`);
  }
}

/** proxy-addr's names for address ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: a comma list of
 * addresses, CIDR ranges or proxy-addr's range names. Trusting every peer (`true`) would let any
 * client choose its own address (and so escape the per-IP OTP limit and sign the audit log with
 * another's address), and Fastify ignores a hop count, so both are refused.
 */
function trustProxy(env: Env): false | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') throw new ConfigError('TRUST_PROXY', 'must list the proxies’ addresses (e.g. 127.0.0.1, 10.0.0.0/8 or loopback): true would believe any client’s X-Forwarded-For');
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) throw new ConfigError('TRUST_PROXY', `must list the proxies’ addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma separated (not "${bad}"; a hop count cannot be checked)`);
  return entries.join(',');
}

function isOrigin(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** Development only: a secret generated once and kept in DATA_DIR/jwt-secret (mode 0600). */
export function readOrCreateDevJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function metricsToken(env: Env): string | null {
  const raw = read(env, 'METRICS_TOKEN');
  if (raw === undefined) return null;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN', `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long, without spaces`);
  }
  return raw;
}

const MIN_WEBHOOK_SECRET_LENGTH = 16;

function paymentWebhookSecret(env: Env): string | null {
  const raw = read(env, 'PAYMENT_WEBHOOK_SECRET');
  if (raw === undefined) return null;
  if (raw.length < MIN_WEBHOOK_SECRET_LENGTH || /\s/.test(raw)) {
    throw new ConfigError('PAYMENT_WEBHOOK_SECRET', `must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters long, without spaces`);
  }
  return raw;
}

function databaseTimeouts(env: Env): DatabaseTimeouts {
  const statementMs = integer(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000);
  const lockMs = integer(env, 'DB_LOCK_TIMEOUT_MS', 3_000, 100, 600_000);
  if (lockMs > statementMs) throw new ConfigError('DB_LOCK_TIMEOUT_MS', 'must not be longer than DB_STATEMENT_TIMEOUT_MS');
  return {
    acquireMs: integer(env, 'DB_ACQUIRE_TIMEOUT_MS', 5_000, 100, 600_000),
    statementMs,
    lockMs,
    idleInTransactionMs: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
  };
}

function msg91Config(env: Env): NonNullable<Config['sms']['msg91']> {
  const authKey = read(env, 'MSG91_AUTH_KEY');
  if (authKey === undefined) throw new ConfigError('MSG91_AUTH_KEY', 'is required when SMS_TRANSPORT=msg91 (the MSG91 panel’s auth key)');
  const templateId = read(env, 'MSG91_TEMPLATE_ID');
  if (templateId === undefined) throw new ConfigError('MSG91_TEMPLATE_ID', 'is required when SMS_TRANSPORT=msg91 (the MSG91 template mapped to the DLT-approved OTP text)');
  const senderId = read(env, 'MSG91_SENDER_ID') ?? null;
  // DLT headers of transactional SMS are six letters.
  if (senderId !== null && !/^[A-Za-z]{6}$/.test(senderId)) throw new ConfigError('MSG91_SENDER_ID', `must be the 6-letter DLT header (got "${senderId}")`);
  const codeVariable = read(env, 'MSG91_CODE_VARIABLE') ?? 'otp';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,49}$/.test(codeVariable)) throw new ConfigError('MSG91_CODE_VARIABLE', `must be the template variable’s name, letters, digits and _ (got "${codeVariable}")`);
  // A customer's "your booking moved" SMS has its own DLT template, English and optionally Hindi.
  const customerTemplates = { reschedule: { en: read(env, 'MSG91_RESCHEDULE_TEMPLATE_ID') ?? null, hi: read(env, 'MSG91_RESCHEDULE_TEMPLATE_ID_HI') ?? null } };
  return { url: url(env, 'MSG91_URL') ?? MSG91_FLOW_URL, authKey, templateId, senderId, codeVariable, customerTemplates };
}

function smsConfig(env: Env, cwd: string, isProduction: boolean): Config['sms'] {
  const transportRaw = read(env, 'SMS_TRANSPORT') ?? (isProduction ? undefined : 'console');
  if (transportRaw === undefined) throw new ConfigError('SMS_TRANSPORT', 'is required in production (msg91 or http)');
  const transport = SMS_TRANSPORTS.find((name) => name === transportRaw);
  if (transport === undefined) throw new ConfigError('SMS_TRANSPORT', `must be console, file, http or msg91 (got "${transportRaw}")`);
  if (isProduction && !PRODUCTION_SMS_TRANSPORTS.includes(transport)) {
    throw new ConfigError('SMS_TRANSPORT', `"${transport}" is not allowed in production; use msg91 or http`);
  }
  const outboxRaw = read(env, 'SMS_OUTBOX_FILE');
  if (transport === 'file' && outboxRaw === undefined) {
    throw new ConfigError('SMS_OUTBOX_FILE', 'is required when SMS_TRANSPORT=file');
  }
  const httpUrl = url(env, 'SMS_HTTP_URL') ?? null;
  if (transport === 'http' && httpUrl === null) {
    throw new ConfigError('SMS_HTTP_URL', 'is required when SMS_TRANSPORT=http');
  }
  const timeoutMs = integer(env, 'SMS_TIMEOUT_MS', 5_000, 100, 60_000);
  const totalTimeoutMs = integer(env, 'SMS_TOTAL_TIMEOUT_MS', 12_000, 100, 120_000);
  if (totalTimeoutMs < timeoutMs) throw new ConfigError('SMS_TOTAL_TIMEOUT_MS', 'must not be shorter than SMS_TIMEOUT_MS');
  return {
    transport,
    outboxFile: outboxRaw === undefined ? null : path.resolve(cwd, outboxRaw),
    httpUrl,
    httpToken: read(env, 'SMS_HTTP_TOKEN') ?? null,
    msg91: transport === 'msg91' ? msg91Config(env) : null,
    retry: {
      timeoutMs,
      maxAttempts: integer(env, 'SMS_MAX_ATTEMPTS', 3, 1, 10),
      backoffBaseMs: integer(env, 'SMS_RETRY_BASE_MS', 300, 0, 10_000),
      totalTimeoutMs,
    },
  };
}

/** Reads and validates the environment. Throws ConfigError naming the first bad variable. */
/** The SMS settings alone, read as loadConfig reads them (`npm run sms:test` needs no database or JWT key). */
export function loadSmsConfig(environment: Env, options: Pick<LoadConfigOptions, 'cwd'> = {}): Config['sms'] {
  const env = withSecretFiles(environment);
  const cwd = options.cwd ?? read(env, 'INIT_CWD') ?? process.cwd();
  return smsConfig(env, cwd, (read(env, 'NODE_ENV') ?? 'development') === 'production');
}

export function loadConfig(environment: Env, options: LoadConfigOptions = {}): Config {
  const env = withSecretFiles(environment);
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command,
  // so `npm start`, `npm run seed` and `npm run dev` at the root all share ./data.
  const cwd = options.cwd ?? read(env, 'INIT_CWD') ?? process.cwd();
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';

  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data');

  const databaseUrl = databaseUrlOf(env);
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres:// (leave it unset for the embedded database)');
  }
  if (databaseUrl === null && isProduction) {
    // PGlite is one process on one connection: the zero-setup database of development and demos.
    throw new ConfigError('DATABASE_URL', 'is required in production (postgres://…, or DATABASE_HOST and its parts); the embedded database is for development and demos');
  }

  let jwtSecret = jwtSecretOf(env, 'JWT_SECRET');
  if (jwtSecret === undefined) {
    if (isProduction) throw new ConfigError('JWT_SECRET', `is required in production (at least ${MIN_SECRET_LENGTH} random characters)`);
    jwtSecret = (options.devJwtSecret ?? readOrCreateDevJwtSecret)(dataDir);
  }
  const previousJwtSecret = jwtSecretOf(env, 'JWT_PREVIOUS_SECRET');
  if (previousJwtSecret === jwtSecret) throw new ConfigError('JWT_PREVIOUS_SECRET', 'is the same as JWT_SECRET: it is the key being retired');
  const jwtKeys = [jwtSecret, ...(previousJwtSecret === undefined ? [] : [previousJwtSecret])].map((secret) => ({ kid: jwtKeyId(secret), secret }));

  const sms = smsConfig(env, cwd, isProduction);

  const corsOrigins = (read(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isOrigin(origin)) throw new ConfigError('CORS_ORIGINS', `must be a comma list of origins like https://admin.example.com (got "${origin}")`);
  }

  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const responseValidation = read(env, 'RESPONSE_VALIDATION') ?? (isProduction ? 'off' : 'on');
  if (responseValidation !== 'on' && responseValidation !== 'off') throw new ConfigError('RESPONSE_VALIDATION', `must be on or off (got "${responseValidation}")`);

  const migrateOnStart = read(env, 'MIGRATE_ON_START') ?? 'true';
  if (migrateOnStart !== 'true' && migrateOnStart !== 'false') throw new ConfigError('MIGRATE_ON_START', `must be true or false (got "${migrateOnStart}")`);
  const settlementRuns = read(env, 'SETTLEMENT_RUNS') ?? 'false';
  if (settlementRuns !== 'true' && settlementRuns !== 'false') throw new ConfigError('SETTLEMENT_RUNS', `must be true or false (got "${settlementRuns}")`);

  const webDistRaw = read(env, 'WEB_DIST_DIR');
  const sessionIdleTtlSeconds = integer(env, 'SESSION_IDLE_TTL_SECONDS', 86_400, 60, 31_536_000);
  const sessionMaxTtlSeconds = integer(env, 'SESSION_MAX_TTL_SECONDS', 604_800, 60, 31_536_000);
  if (sessionMaxTtlSeconds < sessionIdleTtlSeconds) {
    throw new ConfigError('SESSION_MAX_TTL_SECONDS', 'must not be shorter than SESSION_IDLE_TTL_SECONDS');
  }

  return {
    nodeEnv,
    isProduction,
    port,
    host,
    dataDir,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret,
    jwtKeys,
    sms,
    corsOrigins: corsOrigins.map((origin) => origin.replace(/\/$/, '')),
    logLevel,
    validateResponses: responseValidation === 'on',
    webDistDir: webDistRaw === undefined ? DEFAULT_WEB_DIST_DIR : path.resolve(cwd, webDistRaw),
    trustProxy: trustProxy(env),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 300, 30, 86_400),
    sessionIdleTtlSeconds,
    sessionMaxTtlSeconds,
    otpTtlSeconds: integer(env, 'OTP_TTL_SECONDS', 300, 30, 3600),
    otpResendSeconds: integer(env, 'OTP_RESEND_SECONDS', 30, 0, 3600),
    otpMaxSendsPerHour: integer(env, 'OTP_MAX_SENDS_PER_HOUR', 5, 1, 1000),
    otpMaxSendsPerIpPerHour: integer(env, 'OTP_MAX_SENDS_PER_IP_PER_HOUR', 30, 1, 100_000),
    otpMaxAttempts: integer(env, 'OTP_MAX_ATTEMPTS', 5, 1, 100),
    databaseTimeouts: databaseTimeouts(env),
    dbPoolMax: integer(env, 'DB_POOL_MAX', 10, 1, 1000),
    metricsToken: metricsToken(env),
    lateJobSweepIntervalMs: integer(env, 'LATE_JOB_SWEEP_INTERVAL_MS', 60_000, 100, 3_600_000),
    jobLeaseMs: integer(env, 'JOB_LEASE_MS', 30_000, 1_000, 600_000),
    paymentWebhookSecret: paymentWebhookSecret(env),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    migrateOnStart: migrateOnStart === 'true',
    settlementRuns: settlementRuns === 'true',
  };
}
