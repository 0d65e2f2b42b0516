import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import helmet from 'helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db, OpenDb } from './db/client';
import { LiveHub } from './modules/events/live-hub';
import { isApiPath } from './http/api-paths';
import { registerConsoleAndNotFound } from './http/console-static';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { completeOperations } from './http/openapi-operations';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerStorableTextGuard } from './http/storable-text';
import { LOG_SERIALIZERS } from './http/log-redaction';
import { createAppMetrics, registerMetricsRoute } from './observability/metrics';
import { requestIdOf } from './observability/request-id';
import { AccessLogController } from './observability/request-log';
import { modulePlugin } from './modules/api-module';
import type { ModuleDeps } from './modules/api-module';
import { AuthService } from './modules/auth/auth-service';
import { failedSessionCheckOf, registerRequireAuth } from './modules/auth/require-auth';
import { BulkJobRunner } from './modules/bulk-jobs/bulk-job-runner';
import { DbJobQueue } from './db/job-queue';
import type { JobQueue } from './db/job-queue';
import * as apiModules from './modules/index';
import type { SmsTransport } from './sms/sms-transport';
import { uploadRoutes } from './uploads/upload-routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsTransport;
  /** Fastify logger options; tests pass false. Default: JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** The database's LISTEN (OpenDb.listen), feeding the live stream; without it the stream stays quiet. */
  listen?: OpenDb['listen'];
  /** Rows per batch of a bulk job (tests make it small to see a job midway). */
  bulkJobBatchSize?: number;
  /** The job queue (main.ts adds its schedules to it); by default one of the app's own on `db`. */
  queue?: JobQueue;
}

/** The console uses none of the browser's powerful features: no page of it, nor anything it embeds, may. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()';

/** Whatever logger is asked for logs errors and requests without personal data (log-redaction.ts). */
function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { redact: ['req.headers.authorization'], ...logger, serializers: { ...LOG_SERIALIZERS, ...('serializers' in logger ? logger.serializers : {}) } };
}

/** Every module under modules/, each declared in its folder's module.ts. */
const modules = Object.values(apiModules);

/** Builds the whole HTTP app (API + console) without listening; tests drive it with app.inject. */
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
      // The document's own origin, whichever the server is reached at.
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: modules.flatMap((module) => module.tags),
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => ('openapiObject' in document ? completeOperations(document.openapiObject as OpenAPIV3_1.Document) : document.swaggerObject),
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

  // Bulk actions over more than 1000 rows run as jobs of the queue, in whichever process takes
  // them; those under way are handed back when the server closes, and carried on by another
  // process (or this one started again). The queue starts once the app is ready: every module has
  // defined its bulk actions by then.
  const queue = deps.queue ?? new DbJobQueue({ db, clock, log: app.log, leaseMs: config.jobLeaseMs });
  const bulkJobs = new BulkJobRunner({ db, clock, log: app.log, queue, batchSize: deps.bulkJobBatchSize });
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());

  const live = new LiveHub();
  if (deps.listen) await live.start(deps.listen);
  // Open streams end before the server waits for its requests to finish, or a shutdown would wait on them.
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', async () => live.close());
  const moduleDeps: ModuleDeps = { db, clock, auth, bulkJobs, sms, live, exports: modules.flatMap((module) => module.exports ?? []).map((exporter) => exporter(db)), paymentWebhookSecret: config.paymentWebhookSecret, metrics };
  // Each module is one encapsulated plugin: its auth hook reaches its own routes only (api-module.ts).
  for (const module of modules) await app.register(modulePlugin(module), moduleDeps);
  await app.register(uploadRoutes, { db });
  await registerConsoleAndNotFound(app, config.webDistDir);
  return app;
}
