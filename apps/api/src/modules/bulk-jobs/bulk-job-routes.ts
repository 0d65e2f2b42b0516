import { BULK_JOB_RECENT_MS, bulkJobRefusalsQuerySchema, bulkJobRefusalsSchema, bulkJobSchema, latestBulkJobSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { bearerSecurity as security, errorResponses, idParamsSchema, recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { bulkJobView, findBulkJob, findLatestBulkJob, requestBulkCancel, selectBulkRefusals } from './bulk-job-queries';

export const BULK_JOB_NOT_FOUND = 'Bulk job not found';

/**
 * The bulk jobs an admin started (a bulk action by filter over more than 1000 rows answers 202
 * with one): how far it got, the rows it refused, and cancel. Each admin sees only its own jobs;
 * another admin's id answers 404, as an unknown one does.
 */
export const bulkJobRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['bulk jobs'];

  app.get(
    '/api/v1/bulk-jobs/latest',
    {
      schema: {
        tags,
        summary: 'My latest bulk job, while it runs or just after',
        description: `An admin runs one bulk job at a time: this is the newest one (not an import, which its own dialog follows) while it is queued or running, or within ${BULK_JOB_RECENT_MS / 60_000} minutes of its end; job null otherwise. A console reloaded while a job runs finds it here and follows it again, or shows how it ended.`,
        security,
        response: { 200: latestBulkJobSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const job = await findLatestBulkJob(db, callerOf(request).admin.id, clock.now());
      return { job: job ? bulkJobView(job) : null };
    },
  );

  app.get(
    '/api/v1/bulk-jobs/:id',
    recordRoute({ tags, summary: 'How far a bulk job of mine got', description: 'status queued|running|done|cancelled|failed; total is the rows the filter matched when the job was asked for, processed those worked through so far (done + refused). Progress is written after every batch of rows. A job whose server stopped is carried on by another server process (or the same one started again), from the first row not done; one nothing will carry on is answered failed, with the reason in error.', record: bulkJobSchema, errors: [400, 401, 404] }),
    async (request) => {
      const job = await orNotFound(findBulkJob(db, callerOf(request).admin.id, request.params.id, clock.now()), BULK_JOB_NOT_FOUND);
      return bulkJobView(job);
    },
  );

  app.get(
    '/api/v1/bulk-jobs/:id/refused',
    {
      schema: {
        tags,
        summary: 'The rows a bulk job of mine refused, with the reasons',
        description:
          'In row id order, `limit` (at most 1000) at a time: each with the code and message its single action answered (STALE_VERSION, INVALID_TRANSITION…). Pass the answer’s next_after as `after` for the next page; null on the last one.',
        security,
        params: idParamsSchema,
        querystring: bulkJobRefusalsQuerySchema,
        response: { 200: bulkJobRefusalsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const job = await orNotFound(findBulkJob(db, callerOf(request).admin.id, request.params.id, clock.now()), BULK_JOB_NOT_FOUND);
      const { after, limit } = request.query;
      const data = await selectBulkRefusals(db, job.id, after, limit + 1);
      const more = data.length > limit;
      const page = more ? data.slice(0, limit) : data;
      return { data: page, next_after: more ? page[page.length - 1]!.id : null };
    },
  );

  app.post(
    '/api/v1/bulk-jobs/:id/cancel',
    recordRoute({ tags, summary: 'Cancel a bulk job of mine', description: 'The server working it stops after its current batch (a second or two) and marks it cancelled; the rows already done stay done (each was its own action). A finished job is answered as it is.', record: bulkJobSchema, errors: [400, 401, 404] }),
    async (request) => {
      const job = await orNotFound(requestBulkCancel(db, callerOf(request).admin.id, request.params.id, clock.now()), BULK_JOB_NOT_FOUND);
      return bulkJobView(job);
    },
  );
};
