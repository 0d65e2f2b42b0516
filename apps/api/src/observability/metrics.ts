import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CLIENT_ERROR_KINDS, type ClientErrorKind } from '@carcare/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const METRICS_PATH = '/metrics';

/** The label of requests no route matched (unknown paths, the console's client-side routes, bad URLs): one value, not one per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

export type OtpSendOutcome = 'sent' | 'failed';

/** The console's reports of its own failures (POST /api/v1/client-errors). */
export interface ClientErrorMetrics {
  reported(kind: ClientErrorKind): void;
  dropped(reason: 'rate_limited'): void;
}

/** Why a sign-in failed (AuthService.verifyOtp): a closed set, so the label stays small. */
export const SIGN_IN_FAILURE_REASONS = ['unknown_phone', 'disabled', 'no_code', 'locked', 'expired', 'wrong_code'] as const;

/** What the auth service reports; AuthService takes it optionally, so it runs without metrics too. */
export interface AuthMetrics {
  otpSend(outcome: OtpSendOutcome): void;
  signIn(outcome: 'success' | 'failure', reason?: string): void;
}

/** Node's own process metrics are one per process, however many apps it builds (tests build many). */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

function isPgPool(client: unknown): client is PgPoolCounts {
  return typeof client === 'object' && client !== null && typeof (client as PgPoolCounts).totalCount === 'number' && typeof (client as PgPoolCounts).waitingCount === 'number';
}

/**
 * The database's connections. PostgreSQL: node-postgres's pool (open, idle, clients waiting for
 * one, the most it opens). PGlite: one in-process connection that every query takes in turn, so
 * only whether it is open and its maximum of 1 mean something.
 */
function registerDatabaseGauges(registry: Registry, db: Db): void {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  const pool = isPgPool(client) ? client : null;
  const kind = pool ? 'postgres' : 'pglite';
  new Gauge({ name: 'carcare_database_info', help: 'The database the API uses (kind: postgres or pglite); always 1.', labelNames: ['kind'], registers: [registry] }).set({ kind }, 1);
  new Gauge({
    name: 'carcare_db_pool_max_connections',
    help: 'The most connections the API opens to the database (DB_POOL_MAX; 1 for PGlite).',
    registers: [registry],
    collect() {
      this.set(pool ? (pool.options.max ?? 10) : 1);
    },
  });
  new Gauge({
    name: 'carcare_db_pool_connections',
    help: 'Connections open to the database, busy or idle (PGlite: 1 while open).',
    registers: [registry],
    collect() {
      this.set(pool ? pool.totalCount : (client as { closed?: boolean } | undefined)?.closed ? 0 : 1);
    },
  });
  if (!pool) return;
  new Gauge({
    name: 'carcare_db_pool_idle_connections',
    help: 'Open connections no query is using.',
    registers: [registry],
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'carcare_db_pool_waiting_clients',
    help: 'Queries waiting for a free connection (above 0 for long: the pool is too small or the database too slow).',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/** The jobs not finished yet, by kind and status: what the queue holds (label values stay this small set). */
const UNFINISHED_JOBS = [
  { kind: 'bulk', status: 'queued' },
  { kind: 'bulk', status: 'running' },
  { kind: 'export', status: 'ready' },
  { kind: 'export', status: 'streaming' },
  { kind: 'scheduled', status: 'queued' },
  { kind: 'scheduled', status: 'running' },
] as const;

/**
 * Bulk actions, CSV exports and scheduled queue jobs (the sweeps) waiting or running, counted in the
 * database at each scrape: the jobs are rows any replica may hold, so every replica reports the same
 * whole-database figure (a dashboard takes the max over replicas, not the sum). A bulk job is queued
 * while its queue job waits for a process to take it (every process busy with its share, or the one
 * that held it killed and its lease not yet run out), running once one has.
 */
function registerJobGauges(registry: Registry, db: Db): void {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  const pool = isPgPool(client) ? client : null;
  // A scrape must not queue behind requests for a connection (it would stall and count itself as
  // waiting): with none free, the figures of the last scrape stay.
  const connectionFree = () => !pool || (pool.waitingCount === 0 && (pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? 10)));
  new Gauge({
    name: 'carcare_job_queue_depth',
    help: 'Bulk actions, CSV exports and scheduled jobs not finished, by kind (bulk, export, scheduled) and status (queued, running; ready, streaming); the same on every replica.',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      if (!connectionFree()) return;
      let rows: { kind: string; status: string; jobs: number | string }[];
      try {
        const result = await db.execute<{ kind: string; status: string; jobs: number | string }>(sql`
          select 'bulk' as kind, case when q.state = 'queued' then 'queued' else 'running' end as status, count(*) as jobs
          from bulk_jobs as b
          left join queue_jobs as q on q.kind = 'bulk-job' and q.state in ('queued', 'running') and (q.payload ->> 'bulkJobId')::int = b.id
          where b.status in ('queued', 'running') group by 2
          union all
          select 'export' as kind, status, count(*) as jobs from export_jobs where status in ('ready', 'streaming') group by status
          union all
          select 'scheduled' as kind, state as status, count(*) as jobs from queue_jobs where kind <> 'bulk-job' and state in ('queued', 'running') group by state`);
        rows = Array.isArray(result) ? result : ((result as { rows?: typeof rows }).rows ?? []);
      } catch {
        // A scrape while the database is down still answers the other metrics; this one goes missing.
        this.reset();
        return;
      }
      for (const job of UNFINISHED_JOBS) this.set(job, Number(rows.find((row) => row.kind === job.kind && row.status === job.status)?.jobs ?? 0));
    },
  });
}

export interface AppMetrics {
  registry: Registry;
  /** The auth service's counters for the configured SMS transport. */
  auth: AuthMetrics;
  clientErrors: ClientErrorMetrics;
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
}

/** The app's metrics in a registry of its own, with the process's default metrics beside them. */
export function createAppMetrics({ db, smsTransport }: { db: Db; smsTransport: string }): AppMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const otpSends = new Counter({
    name: 'carcare_otp_sends_total',
    help: 'One-time codes handed to the SMS transport, by transport and outcome (sent, failed).',
    labelNames: ['transport', 'outcome'],
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'carcare_sign_ins_total',
    help: 'Code checks (verify-otp), by outcome (success, failure) and the reason of a failure.',
    labelNames: ['outcome', 'reason'],
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: 'carcare_client_errors_total',
    help: 'Failures the console reported from browsers, by kind (render, chunk_load, uncaught_error, unhandled_rejection).',
    labelNames: ['kind'],
    registers: [registry],
  });
  const clientErrorsDropped = new Counter({
    name: 'carcare_client_errors_dropped_total',
    help: 'Client error reports refused before logging, by reason (rate_limited).',
    labelNames: ['reason'],
    registers: [registry],
  });
  // Series at 0 from the start, so a rate() sees the first event.
  for (const kind of CLIENT_ERROR_KINDS) clientErrors.inc({ kind }, 0);
  clientErrorsDropped.inc({ reason: 'rate_limited' }, 0);
  for (const outcome of ['sent', 'failed'] as const) otpSends.inc({ transport: smsTransport, outcome }, 0);
  signIns.inc({ outcome: 'success' }, 0);
  for (const reason of SIGN_IN_FAILURE_REASONS) signIns.inc({ outcome: 'failure', reason }, 0);
  registerDatabaseGauges(registry, db);
  registerJobGauges(registry, db);

  return {
    registry: Registry.merge([processMetrics(), registry]),
    auth: {
      otpSend: (outcome) => otpSends.inc({ transport: smsTransport, outcome }),
      signIn: (outcome, reason) => signIns.inc(outcome === 'success' ? { outcome } : { outcome, reason: reason ?? 'unknown' }),
    },
    clientErrors: {
      reported: (kind) => clientErrors.inc({ kind }),
      dropped: (reason) => clientErrorsDropped.inc({ reason }),
    },
    observeRequest(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      // Scrapes would otherwise be most of the samples of an idle server.
      if (route === METRICS_PATH) return;
      requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    },
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (both sides hashed to the same length first). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header ? BEARER.exec(header)?.[1] : undefined;
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export interface MetricsAccess {
  /** METRICS_TOKEN: when set, a scrape must send it as a bearer token. */
  token: string | null;
  /** Without a token, production does not serve /metrics at all (404); development serves it to anyone. */
  isProduction: boolean;
}

/** GET /metrics in Prometheus's text format (the request histogram is fed by AccessLogController). */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, access: MetricsAccess): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (access.token === null && access.isProduction) {
      return reply.code(404).send({ message: `Route GET ${METRICS_PATH} not found`, code: 'NOT_FOUND' });
    }
    if (access.token !== null && !bearerMatches(request.headers.authorization, access.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>', code: 'UNAUTHENTICATED' });
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
