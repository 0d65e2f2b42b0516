import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundled } from '../test/api-bundles';
import { ConfigError, DEFAULT_WEB_DIST_DIR, loadConfig } from './config';

const SECRET = 'x'.repeat(32);
const noDevSecret = { devJwtSecret: () => 'generated-dev-secret-generated-dev-secret' };

function errorOf(action: () => unknown): ConfigError {
  try {
    action();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults in development', () => {
    const config = loadConfig({}, { cwd: '/srv/app', ...noDevSecret });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      pgliteDir: '/srv/app/data/pglite',
      databaseUrl: null,
      isProduction: false,
      corsOrigins: [],
      logLevel: 'info',
      validateResponses: true,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      trustProxy: false,
      accessTokenTtlSeconds: 300,
      sessionIdleTtlSeconds: 86_400,
      sessionMaxTtlSeconds: 604_800,
      otpTtlSeconds: 300,
      otpResendSeconds: 30,
      otpMaxSendsPerHour: 5,
      otpMaxSendsPerIpPerHour: 30,
      otpMaxAttempts: 5,
    });
    expect(config.sms.transport).toBe('console');
    expect(DEFAULT_WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('rejects a bad PORT naming the variable', () => {
    const error = errorOf(() => loadConfig({ PORT: 'eighty', JWT_SECRET: SECRET }));
    expect(error.variable).toBe('PORT');
    expect(error.message).toMatch(/^Invalid configuration: PORT /);
    expect(errorOf(() => loadConfig({ PORT: '70000', JWT_SECRET: SECRET })).variable).toBe('PORT');
  });

  it('checks answers against their schemas outside production and not in production, unless RESPONSE_VALIDATION says', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/carcare', JWT_SECRET: SECRET, SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example.in/send' };
    expect(loadConfig({ JWT_SECRET: SECRET }).validateResponses).toBe(true);
    expect(loadConfig(production).validateResponses).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, RESPONSE_VALIDATION: 'off' }).validateResponses).toBe(false);
    expect(loadConfig({ ...production, RESPONSE_VALIDATION: 'on' }).validateResponses).toBe(true);
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, RESPONSE_VALIDATION: 'yes' })).variable).toBe('RESPONSE_VALIDATION');
  });

  it('requires a JWT_SECRET of at least 32 characters in production', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/carcare', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example.in/send' };
    expect(errorOf(() => loadConfig(base)).variable).toBe('JWT_SECRET');
    expect(errorOf(() => loadConfig({ ...base, JWT_SECRET: 'short-secret' })).variable).toBe('JWT_SECRET');
    expect(loadConfig({ ...base, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('refuses the console and file SMS transports in production', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/carcare', JWT_SECRET: SECRET };
    expect(errorOf(() => loadConfig({ ...base, SMS_TRANSPORT: 'console' })).variable).toBe('SMS_TRANSPORT');
    expect(errorOf(() => loadConfig({ ...base, SMS_TRANSPORT: 'file', SMS_OUTBOX_FILE: '/tmp/o' })).variable).toBe('SMS_TRANSPORT');
    expect(errorOf(() => loadConfig(base)).variable).toBe('SMS_TRANSPORT');
  });

  it('needs SMS_OUTBOX_FILE for the file transport and SMS_HTTP_URL for http', () => {
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SMS_TRANSPORT: 'file' })).variable).toBe('SMS_OUTBOX_FILE');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SMS_TRANSPORT: 'http' })).variable).toBe('SMS_HTTP_URL');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SMS_TRANSPORT: 'carrier-pigeon' })).variable).toBe('SMS_TRANSPORT');
  });

  it('msg91: takes the auth key, template, sender and code variable, defaults the Flow URL, and allows it in production', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/carcare', JWT_SECRET: SECRET, SMS_TRANSPORT: 'msg91', MSG91_AUTH_KEY: 'key-1', MSG91_TEMPLATE_ID: 'tmpl-1' };
    const config = loadConfig({ ...base, MSG91_SENDER_ID: 'CARCRE' });
    expect(config.sms.transport).toBe('msg91');
    expect(config.sms.msg91).toEqual({
      url: 'https://control.msg91.com/api/v5/flow',
      authKey: 'key-1',
      templateId: 'tmpl-1',
      senderId: 'CARCRE',
      codeVariable: 'otp',
      customerTemplates: { reschedule: { en: null, hi: null } },
    });
    expect(loadConfig({ ...base, MSG91_RESCHEDULE_TEMPLATE_ID: 'moved-en', MSG91_RESCHEDULE_TEMPLATE_ID_HI: 'moved-hi' }).sms.msg91?.customerTemplates).toEqual({ reschedule: { en: 'moved-en', hi: 'moved-hi' } });
    expect(config.sms.retry).toEqual({ timeoutMs: 5_000, maxAttempts: 3, backoffBaseMs: 300, totalTimeoutMs: 12_000 });
    expect(loadConfig({ ...base, MSG91_URL: 'http://127.0.0.1:8499/flow', MSG91_CODE_VARIABLE: 'code' }).sms.msg91).toMatchObject({ url: 'http://127.0.0.1:8499/flow', senderId: null, codeVariable: 'code' });
    expect(loadConfig({ JWT_SECRET: SECRET }).sms.msg91).toBeNull();
  });

  it('msg91: names the missing or bad variable in one line', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/carcare', JWT_SECRET: SECRET, SMS_TRANSPORT: 'msg91' };
    const noKey = errorOf(() => loadConfig({ ...base, MSG91_TEMPLATE_ID: 'tmpl-1' }));
    expect(noKey.message).toBe('Invalid configuration: MSG91_AUTH_KEY is required when SMS_TRANSPORT=msg91 (the MSG91 panel’s auth key)');
    expect(noKey.message).not.toContain('\n');
    expect(errorOf(() => loadConfig({ ...base, MSG91_AUTH_KEY: 'key-1' })).variable).toBe('MSG91_TEMPLATE_ID');
    const full = { ...base, MSG91_AUTH_KEY: 'key-1', MSG91_TEMPLATE_ID: 'tmpl-1' };
    expect(errorOf(() => loadConfig({ ...full, MSG91_SENDER_ID: 'CARCARE1' })).variable).toBe('MSG91_SENDER_ID');
    expect(errorOf(() => loadConfig({ ...full, MSG91_CODE_VARIABLE: 'o t p' })).variable).toBe('MSG91_CODE_VARIABLE');
    expect(errorOf(() => loadConfig({ ...full, MSG91_URL: 'ftp://x' })).variable).toBe('MSG91_URL');
    // Development too: choosing msg91 without its key is a mistake, not a silent console.
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SMS_TRANSPORT: 'msg91' })).variable).toBe('MSG91_AUTH_KEY');
    expect(errorOf(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/carcare', JWT_SECRET: SECRET })).message).toBe(
      'Invalid configuration: SMS_TRANSPORT is required in production (msg91 or http)',
    );
  });

  it('validates the HTTP transports’ timeout, attempts, backoff and total bound', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, SMS_TIMEOUT_MS: '2000', SMS_MAX_ATTEMPTS: '4', SMS_RETRY_BASE_MS: '0', SMS_TOTAL_TIMEOUT_MS: '9000' });
    expect(config.sms.retry).toEqual({ timeoutMs: 2_000, maxAttempts: 4, backoffBaseMs: 0, totalTimeoutMs: 9_000 });
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SMS_TIMEOUT_MS: '5s' })).variable).toBe('SMS_TIMEOUT_MS');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SMS_MAX_ATTEMPTS: '0' })).variable).toBe('SMS_MAX_ATTEMPTS');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SMS_TIMEOUT_MS: '8000', SMS_TOTAL_TIMEOUT_MS: '4000' })).variable).toBe('SMS_TOTAL_TIMEOUT_MS');
  });

  it('validates DATABASE_URL, CORS_ORIGINS, LOG_LEVEL and the tunables', () => {
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: 'mysql://x' })).variable).toBe('DATABASE_URL');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, CORS_ORIGINS: 'not a url' })).variable).toBe('CORS_ORIGINS');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, LOG_LEVEL: 'loud' })).variable).toBe('LOG_LEVEL');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, OTP_MAX_ATTEMPTS: '0' })).variable).toBe('OTP_MAX_ATTEMPTS');
    expect(
      errorOf(() => loadConfig({ JWT_SECRET: SECRET, SESSION_IDLE_TTL_SECONDS: '7200', SESSION_MAX_TTL_SECONDS: '3600' })).variable,
    ).toBe('SESSION_MAX_TTL_SECONDS');
    const config = loadConfig({
      JWT_SECRET: SECRET,
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      CORS_ORIGINS: 'https://a.example.in, http://localhost:5173/',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback',
    });
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/db');
    expect(config.corsOrigins).toEqual(['https://a.example.in', 'http://localhost:5173']);
    expect(config.trustProxy).toBe('10.0.0.0/8,127.0.0.1,loopback');
  });

  it('production needs PostgreSQL: the embedded database is refused, naming DATABASE_URL', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example.in/send' };
    const refused = errorOf(() => loadConfig(production));
    expect(refused.variable).toBe('DATABASE_URL');
    expect(refused.message).toBe('Invalid configuration: DATABASE_URL is required in production (postgres://…, or DATABASE_HOST and its parts); the embedded database is for development and demos');
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://u@db/carcare' }).databaseUrl).toBe('postgres://u@db/carcare');
  });

  it('DB_POOL_MAX sets the connections per process: 10 by default, 1–1000', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).dbPoolMax).toBe(10);
    expect(loadConfig({ JWT_SECRET: SECRET, DB_POOL_MAX: '40' }).dbPoolMax).toBe(40);
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DB_POOL_MAX: '0' })).variable).toBe('DB_POOL_MAX');
  });

  it('bounds the waits on PostgreSQL: defaults, ranges, and a lock wait no longer than a statement', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).databaseTimeouts).toEqual({ acquireMs: 5000, statementMs: 10_000, lockMs: 3000, idleInTransactionMs: 30_000 });
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DB_STATEMENT_TIMEOUT_MS: '0' })).variable).toBe('DB_STATEMENT_TIMEOUT_MS');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DB_ACQUIRE_TIMEOUT_MS: '1e9' })).variable).toBe('DB_ACQUIRE_TIMEOUT_MS');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DB_STATEMENT_TIMEOUT_MS: '2000', DB_LOCK_TIMEOUT_MS: '5000' })).variable).toBe('DB_LOCK_TIMEOUT_MS');
    expect(loadConfig({ JWT_SECRET: SECRET, DB_STATEMENT_TIMEOUT_MS: '2000', DB_LOCK_TIMEOUT_MS: '2000' }).databaseTimeouts).toMatchObject({ statementMs: 2000, lockMs: 2000 });
  });

  it('LATE_JOB_SWEEP_INTERVAL_MS sets how often a process looks for late jobs: a minute by default, 100 ms to an hour', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).lateJobSweepIntervalMs).toBe(60_000);
    expect(loadConfig({ JWT_SECRET: SECRET, LATE_JOB_SWEEP_INTERVAL_MS: '250' }).lateJobSweepIntervalMs).toBe(250);
    for (const value of ['99', '3600001', '1.5']) {
      expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, LATE_JOB_SWEEP_INTERVAL_MS: value })).variable, value).toBe('LATE_JOB_SWEEP_INTERVAL_MS');
    }
  });

  it('METRICS_TOKEN: unset by default; at least 16 characters without spaces', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).metricsToken).toBeNull();
    expect(loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe('m'.repeat(16));
    for (const value of ['short', 'with a space in the middle']) {
      expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: value })).variable, value).toBe('METRICS_TOKEN');
    }
  });

  it('TRUST_PROXY lists proxies: true (any client’s X-Forwarded-For believed) and hop counts are refused', () => {
    for (const value of ['true', '1', '2', '10.0.0.0/33', 'proxy.example.in', '10.0.0.1/8/1']) {
      expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value })).variable, value).toBe('TRUST_PROXY');
    }
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '::1, fd00::/8' }).trustProxy).toBe('::1,fd00::/8');
  });

  it('generates the development JWT secret once and keeps it in DATA_DIR with mode 0600', () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'carcare-config-'));
    const first = loadConfig({}, { cwd });
    const second = loadConfig({}, { cwd });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(cwd, 'data', 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('main', () => {
  it('stops with exit code 1 and one line naming the bad variable', () => {
    const apiRoot = fileURLToPath(new URL('..', import.meta.url));
    const result = spawnSync(process.execPath, bundled('main'), {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, PORT: 'not-a-port', JWT_SECRET: SECRET },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });
});

describe('secrets from files and the database URL from parts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'carcare-secrets-'));
  const secretFile = (name: string, content: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const production = { NODE_ENV: 'production', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example.in/send' };

  it('reads each secret’s _FILE, without the file’s trailing newline', () => {
    const config = loadConfig({
      ...production,
      JWT_SECRET_FILE: secretFile('jwt', `${SECRET}\n`),
      DATABASE_URL_FILE: secretFile('url', 'postgres://u:p@db/carcare\n'),
      PAYMENT_WEBHOOK_SECRET_FILE: secretFile('webhook', 'webhook-secret-0123456789\r\n'),
      METRICS_TOKEN_FILE: secretFile('metrics', 'metrics-token-0123456789'),
      SMS_HTTP_TOKEN_FILE: secretFile('sms', 'sms token with spaces\n'),
    });
    expect(config).toMatchObject({ jwtSecret: SECRET, databaseUrl: 'postgres://u:p@db/carcare', paymentWebhookSecret: 'webhook-secret-0123456789', metricsToken: 'metrics-token-0123456789' });
    expect(config.sms.httpToken).toBe('sms token with spaces');
    const msg91 = loadConfig({ ...production, DATABASE_URL: 'postgres://u@db/c', JWT_SECRET: SECRET, SMS_TRANSPORT: 'msg91', MSG91_TEMPLATE_ID: 't1', MSG91_AUTH_KEY_FILE: secretFile('msg91', 'auth-key-1\n') });
    expect(msg91.sms.msg91?.authKey).toBe('auth-key-1');
  });

  it('refuses a secret set both ways, and a _FILE that cannot be read or is empty, naming the variable', () => {
    const both = errorOf(() => loadConfig({ JWT_SECRET: SECRET, JWT_SECRET_FILE: secretFile('jwt2', SECRET) }));
    expect(both.message).toBe('Invalid configuration: JWT_SECRET_FILE and JWT_SECRET are both set: set one of them');
    expect(errorOf(() => loadConfig({ JWT_SECRET_FILE: path.join(dir, 'missing') })).message).toMatch(/^Invalid configuration: JWT_SECRET_FILE names a file that cannot be read \(.*missing: ENOENT\)$/);
    expect(errorOf(() => loadConfig({ METRICS_TOKEN_FILE: secretFile('empty', '\n') }, noDevSecret)).variable).toBe('METRICS_TOKEN_FILE');
  });

  it('builds the database URL from its parts, escaping a password of any characters', () => {
    const password = 'p@ss:w/rd#?% é"\'';
    const config = loadConfig({ ...production, JWT_SECRET: SECRET, DATABASE_HOST: 'db', DATABASE_USER: 'carcare', DATABASE_PASSWORD_FILE: secretFile('db', `${password}\n`), DATABASE_NAME: 'carcare' });
    const url = new URL(config.databaseUrl!);
    expect([url.hostname, url.port, decodeURIComponent(url.username), decodeURIComponent(url.password), url.pathname]).toEqual(['db', '5432', 'carcare', password, '/carcare']);
    expect(loadConfig({ JWT_SECRET: SECRET, DATABASE_HOST: '10.0.0.5', DATABASE_PORT: '6432', DATABASE_USER: 'app', DATABASE_NAME: 'main' }).databaseUrl).toBe('postgres://app@10.0.0.5:6432/main');
  });

  it('refuses a database URL and parts together, and parts without host, user or name', () => {
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: 'postgres://u@db/c', DATABASE_HOST: 'db' })).message).toMatch(/^Invalid configuration: DATABASE_HOST and DATABASE_URL are both set/);
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_USER: 'u', DATABASE_NAME: 'c' })).variable).toBe('DATABASE_HOST');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_HOST: 'db', DATABASE_NAME: 'c' })).variable).toBe('DATABASE_USER');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_HOST: 'db', DATABASE_USER: 'u' })).variable).toBe('DATABASE_NAME');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_HOST: 'db/evil', DATABASE_USER: 'u', DATABASE_NAME: 'c' })).variable).toBe('DATABASE_HOST');
  });

  it('keeps JWT_PREVIOUS_SECRET as a second key with its own kid, checked as JWT_SECRET is', () => {
    const previous = 'p'.repeat(40);
    const config = loadConfig({ JWT_SECRET: SECRET, JWT_PREVIOUS_SECRET_FILE: secretFile('previous', `${previous}\n`) });
    expect(config.jwtKeys.map((key) => key.secret)).toEqual([SECRET, previous]);
    expect(config.jwtKeys[0]!.kid).not.toBe(config.jwtKeys[1]!.kid);
    expect(config.jwtKeys[0]!.kid).not.toContain(SECRET.slice(0, 8));
    expect(loadConfig({ JWT_SECRET: SECRET }).jwtKeys).toHaveLength(1);
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, JWT_PREVIOUS_SECRET: 'short' })).variable).toBe('JWT_PREVIOUS_SECRET');
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, JWT_PREVIOUS_SECRET: SECRET })).variable).toBe('JWT_PREVIOUS_SECRET');
  });
});

describe('shutdown', () => {
  it('waits SHUTDOWN_GRACE_MS, 10 seconds unless set, for requests in flight at a shutdown', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ JWT_SECRET: SECRET, SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SHUTDOWN_GRACE_MS: 'soon' })).variable).toBe('SHUTDOWN_GRACE_MS');
  });
});

describe('migrations at start', () => {
  it('migrates at start unless MIGRATE_ON_START=false (replicas upgraded by npm run migrate)', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).migrateOnStart).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, MIGRATE_ON_START: 'no' })).variable).toBe('MIGRATE_ON_START');
  });
});

describe('weekly settlement runs', () => {
  it('are off unless SETTLEMENT_RUNS=true, and refuse another word', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).settlementRuns).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, SETTLEMENT_RUNS: 'true' }).settlementRuns).toBe(true);
    expect(errorOf(() => loadConfig({ JWT_SECRET: SECRET, SETTLEMENT_RUNS: 'yes' })).variable).toBe('SETTLEMENT_RUNS');
  });
});
