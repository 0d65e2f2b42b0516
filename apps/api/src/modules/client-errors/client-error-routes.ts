import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH, clientErrorReceiptSchema, clientErrorReportSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { rateLimited } from '../../http/http-error';
import { errorResponses } from '../../http/route-docs';
import type { ClientErrorMetrics } from '../../observability/metrics';
import { hitRateLimits } from '../auth/rate-limiter';
import { scrubClientText } from './scrub';

/** Reports one address may send: enough for a bad afternoon, too few to fill the logs. */
export const CLIENT_ERROR_RATE = { limit: 30, windowSeconds: 600 } as const;

/**
 * The console's own failures, logged with this request's id and counted in /metrics. Open to
 * anyone, signed in or not: the sign-in page fails too, and a session may be why a page failed.
 * Every text is scrubbed of tokens and phone numbers before it is logged.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; metrics: { clientErrors: ClientErrorMetrics } }> = async (app, { db, clock, metrics }) => {
  app.post(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      schema: {
        tags: ['client errors'],
        summary: 'Report a failure in the console (a failed render, an unhandled rejection)',
        description: `Logged as a warning with the request id and the report's reference, and counted in carcare_client_errors_total. Texts are scrubbed of tokens and phone numbers. At most ${CLIENT_ERROR_RATE.limit} reports per address every ${CLIENT_ERROR_RATE.windowSeconds / 60} minutes (429 after that); a body over ${CLIENT_ERROR_LIMITS.bodyBytes / 1024} KB is 413.`,
        security: [],
        body: clientErrorReportSchema,
        response: { 202: clientErrorReceiptSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const decision = await hitRateLimits(db, clock.now(), [{ key: `client-errors:ip:${request.ip}`, ...CLIENT_ERROR_RATE, message: 'Too many error reports from this address; try again later' }]);
      if (!decision.allowed) {
        metrics.clientErrors.dropped('rate_limited');
        throw rateLimited(decision.rule!.message, decision.retryAfterSeconds ?? 1);
      }
      const report = request.body;
      metrics.clientErrors.reported(report.kind);
      request.log.warn(
        {
          event: 'client_error',
          clientError: {
            kind: report.kind,
            reference: report.reference,
            message: scrubClientText(report.message),
            stack: report.stack === undefined ? undefined : scrubClientText(report.stack),
            path: scrubClientText(report.path.split('?')[0]!),
            userAgent: report.user_agent,
            release: report.release,
          },
        },
        'The console reported an error',
      );
      return reply.code(202).send({ reference: report.reference });
    },
  );
};
