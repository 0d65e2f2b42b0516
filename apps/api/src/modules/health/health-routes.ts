import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/error-handler';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { tags: ['health'], summary: 'Readiness: the database answers (503 while it does not)', response: { 200: statusSchema, 503: statusSchema } } }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'Readiness check failed: database unavailable');
      return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: 'database unavailable' });
    }
  });
};
