import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import helmet from 'helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import { isApiPath } from './http/api-paths';
import { registerConsoleAndNotFound } from './http/console-static';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerStorableTextGuard } from './http/storable-text';
import { LOG_SERIALIZERS } from './http/log-redaction';
import { createAppMetrics, registerMetricsRoute } from './observability/metrics';
import { requestIdOf } from './observability/request-id';
import { AccessLogController } from './observability/request-log';
import { authRoutes } from './modules/auth/auth-routes';
import { concernRoutes } from './modules/concerns/concern-routes';
import { AuthService } from './modules/auth/auth-service';
import { exportRoutes } from './modules/exports/export-routes';
import { bulkJobRoutes } from './modules/bulk-jobs/bulk-job-routes';
import { BulkJobRunner } from './modules/bulk-jobs/bulk-job-runner';
import { requestExport } from './modules/requests/request-export';
import { societyExport } from './modules/societies/society-export';
import { leaveExport } from './modules/leaves/leave-export';
import { reviewExport } from './modules/reviews/review-export';
import { concernExport } from './modules/concerns/concern-export';
import { auditExport } from './modules/audit/audit-export';
import { serviceExport } from './modules/services/service-export';
import { sopExport } from './modules/sops/sop-export';
import { reasonExport } from './modules/reasons/reason-export';
import { notificationExport } from './modules/notifications/notification-export';
import { inclusionExport } from './modules/inclusions/inclusion-export';
import { bannerExport } from './modules/banners/banner-export';
import { offeringExport } from './modules/workshop-services/offering-export';
import { transactionExport } from './modules/transactions/transaction-export';
import { workerExport } from './modules/workers/worker-export';
import { workshopExport } from './modules/workshops/workshop-export';
import { failedSessionCheckOf, registerRequireAuth } from './modules/auth/require-auth';
import { healthRoutes } from './modules/health/health-routes';
import { inclusionRoutes } from './modules/inclusions/inclusion-routes';

import { leaveRoutes } from './modules/leaves/leave-routes';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { auditRoutes } from './modules/audit/audit-routes';
import { meRoutes } from './modules/me/me-routes';
import { preferenceRoutes } from './modules/preferences/preference-routes';
import { savedViewRoutes } from './modules/views/saved-view-routes';
import { reasonRoutes } from './modules/reasons/reason-routes';
import { requestRoutes } from './modules/requests/request-routes';
import { reviewRoutes } from './modules/reviews/review-routes';
import { searchRoutes } from './modules/search/search-routes';
import { serviceRoutes } from './modules/services/service-routes';
import { serviceImageRoutes } from './modules/services/service-image-routes';
import { societyRoutes } from './modules/societies/society-routes';
import { sopRoutes } from './modules/sops/sop-routes';
import { transactionRoutes } from './modules/transactions/transaction-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { workerRoutes } from './modules/workers/worker-routes';
import { workshopServiceRoutes } from './modules/workshop-services/offering-routes';

import { workshopRoutes } from './modules/workshops/workshop-routes';
import type { SmsTransport } from './sms/sms-transport';
import { uploadRoutes } from './uploads/upload-routes';
import { policyRoutes } from './modules/policies/policy-routes';
import { bannerRoutes } from './modules/banners/banner-routes';
import { bannerImageRoutes } from './modules/banners/banner-image-routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsTransport;
  /** Fastify logger options; tests pass false. Default: JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Rows per batch of a bulk job (tests make it small to see a job midway). */
  bulkJobBatchSize?: number;
}


/** Builds the whole HTTP app (API + console) without listening; tests drive it with app.inject. */
/** The console uses none of the browser's powerful features: no page of it, nor anything it embeds, may. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()';

/** Whatever logger is asked for logs errors and requests without personal data (log-redaction.ts). */
function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { redact: ['req.headers.authorization'], ...logger, serializers: { ...LOG_SERIALIZERS, ...('serializers' in logger ? logger.serializers : {}) } };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock, sms } = deps;
  const metrics = createAppMetrics({ db, smsTransport: config.sms.transport });
  // One access line per request instead of Fastify's two, and the request metrics.
  const accessLog = new AccessLogController(metrics.observeRequest);
  const app = Fastify({
    logger: loggerOptions(deps.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    frameworkErrors: accessLog.loggedFrameworkErrors(answerFrameworkError),
    // The caller's X-Request-Id when safe, else a new one; logged as `reqId` (observability/request-id.ts).
    genReqId: requestIdOf,
    logController: accessLog,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: config.validateResponses }));
  registerErrorHandler(app, failedSessionCheckOf);
  registerJsonBodyParser(app);
  registerStorableTextGuard(app);

  // The same headers on every answer: helmet's middleware is built once here. @fastify/helmet built it
  // anew on every request (options checked, policy strings joined), a few percent of a list page's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) and Swagger UI inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Strict-Transport-Security means something only on an HTTPS answer: sent below when the
    // request came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      exposedHeaders: ['retry-after'],
      maxAge: 600,
    });
  }
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.addHook('onSend', async (request, reply) => {
    // API answers carry tokens and personal data: never cache them.
    if (isApiPath(request.url.split('?')[0] ?? '') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Carcare Partner Console API',
        description: 'Back-office API of the car-care console. Errors answer {message, code, details?}.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [
        { name: 'auth', description: 'Phone + OTP sign-in and sessions' },
        { name: 'me', description: 'The signed-in admin' },
        { name: 'health', description: 'Liveness and readiness' },
        { name: 'workshops', description: 'Workshops (garages) and their admins' },
        { name: 'societies', description: 'Societies and their managers' },
        { name: 'workers', description: 'Workers, their societies and profiles' },
        { name: 'leaves', description: 'Leaves and the Absent List' },
        { name: 'requests', description: 'Service requests (bookings): timeline, state changes, cash payments' },
        { name: 'services', description: 'The service catalogue and new-service requests' },
        { name: 'service inclusions', description: 'What catalogue services include' },
        { name: 'sops', description: 'Standard operating procedures: ordered steps per service, draft → published → archived' },
        { name: 'workshop services', description: 'The services each workshop offers, at its own prices' },
        { name: 'cancellation reasons', description: 'Reasons offered when a booking is cancelled, in order' },
        { name: 'reviews', description: 'Customer reviews: moderation (hide/publish) and the workshop’s reply' },
        { name: 'transactions', description: 'Payments, refunds and payouts: filters, totals, CSV and refunds (super admin)' },
        { name: 'bulk jobs', description: 'Bulk actions by filter over more than 1000 rows, worked through on the server: progress, refused rows, cancel' },
        { name: 'exports', description: 'Downloads of whole lists as CSV or XLSX, with progress and cancel' },
        { name: 'concerns', description: 'User concerns (support tickets): thread, replies, priority, status changes; phone logging' },
        { name: 'notifications', description: 'The signed-in admin’s own notifications: list, unread count, mark read' },
        { name: 'audit', description: 'The audit log of recorded changes (super admin)' },
        { name: 'dashboard', description: 'Each role’s dashboard figures, aggregated in its scope' },
        { name: 'search', description: 'The header search: what the caller may see, grouped by kind' },
        { name: 'policies', description: 'Consent form and privacy policy: Markdown drafts, published versions, history; the public current version' },
        { name: 'banners', description: 'Promotional banners of the customer app: images, order, schedule; the public live list' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Plain-http local servers must not have their docs assets upgraded to https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerMetricsRoute(app, metrics, { token: config.metricsToken, isProduction: config.isProduction });
  const auth = new AuthService({ db, clock, config, sms, metrics: metrics.auth });
  registerRequireAuth(app, auth);

  // Bulk actions over more than 1000 rows run as jobs in the background of this process; those
  // under way stop (failed) when the server closes. (main.ts marks failed at start-up the jobs a
  // stopped server left running; building the app touches no database.)
  const bulkJobs = new BulkJobRunner({ db, clock, log: app.log, batchSize: deps.bulkJobBatchSize });
  app.addHook('onClose', async () => bulkJobs.stop());

  await app.register(healthRoutes, {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  });
  await app.register(authRoutes, { auth });
  await app.register(meRoutes, { db, clock });
  await app.register(preferenceRoutes, { db, clock });
  await app.register(savedViewRoutes, { db, clock });
  await app.register(workshopRoutes, { db, clock });
  await app.register(societyRoutes, { db, clock });
  await app.register(workerRoutes, { db, clock, bulkJobs });
  await app.register(leaveRoutes, { db, clock, bulkJobs });
  await app.register(requestRoutes, { db, clock, bulkJobs });
  await app.register(serviceRoutes, { db, clock });
  await app.register(serviceImageRoutes, { db, clock });
  await app.register(inclusionRoutes, { db, clock });
  await app.register(sopRoutes, { db, clock });
  await app.register(workshopServiceRoutes, { db, clock });
  await app.register(reasonRoutes, { db, clock });
  await app.register(reviewRoutes, { db, clock, bulkJobs });
  await app.register(transactionRoutes, { db, clock });
  await app.register(exportRoutes, { db, clock, exports: [workshopExport(db), societyExport(db), workerExport(db), requestExport(db), transactionExport(db), leaveExport(db), reviewExport(db), concernExport(db), auditExport(db), serviceExport(db), sopExport(db), reasonExport(db), offeringExport(db), inclusionExport(db), notificationExport(db), bannerExport(db)] });
  await app.register(bulkJobRoutes, { db, clock });
  await app.register(concernRoutes, { db, clock });
  await app.register(notificationRoutes, { db, clock, bulkJobs });
  await app.register(auditRoutes, { db });
  await app.register(dashboardRoutes, { db, clock });
  await app.register(searchRoutes, { db });



  await app.register(policyRoutes, { db, clock });
  await app.register(bannerRoutes, { db, clock });
  await app.register(bannerImageRoutes, { db, clock });
  await app.register(uploadRoutes, { db });
  await registerConsoleAndNotFound(app, config.webDistDir);
  return app;
}
