import type { RecordStatus } from '@carcare/contracts';
import {
  bulkWorkerBodySchema,
  createWorkerBodySchema,
  leaveSchema,
  listQuerySchema,
  listResponseSchema,
  setWorkerSocietiesBodySchema,
  statusChangeBodySchema,
  updateWorkerBodySchema,
  workerListQuerySchema,
  workerSchema,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { todayInIndia } from '../../db/calendar';
import type { Db } from '../../db/client';
import { runBulkAction } from '../../http/bulk-action';
import type { BulkJobRunner } from '../bulk-jobs/bulk-job-runner';
import { orNotFound } from '../../http/http-error';
import { workers } from '../../db/schema';
import { countLargeList, listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, bulkRoute, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import { countLeaves, HISTORY_SORT, selectLeaves, workerLeavesWhere } from '../leaves/leave-queries';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { findWorker, idProofVisibility, selectWorkers, selectWorkerVersions, workerListWhere } from './worker-queries';
import { createWorker, setWorkerSocieties, setWorkerStatus, updateWorker, WORKER_NOT_FOUND } from './worker-service';

const WORKER_NOUN = { one: 'worker', many: 'workers' };

/** Workers: super admin all, workshop admin its own, society manager those serving its society (read only). */
export const workerRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; bulkJobs: BulkJobRunner }> = async (app, { db, clock, bulkJobs }) => {
  const bulkStatus = bulkJobs.define('workers.status', (caller, { status }: { status: RecordStatus }) => ({ id, version }: { id: number; version: number }, at, tx) => setWorkerStatus(tx, caller.scope, id, status, version, caller.actor, at));
  const tags = ['workers'];
  const today = () => todayInIndia(clock.now());
  const profile = (scope: AccessScope, id: number) => orNotFound(findWorker(db, scope, id, today(), idProofVisibility(scope, 'profile')), WORKER_NOT_FOUND);

  app.get(
    '/api/v1/workers',
    listRoute({ tags, summary: 'List workers in scope', description: 'ID proof numbers are masked (last 4 characters) and null for society managers.', querystring: workerListQuerySchema, item: workerSchema, access: 'workers.read' }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = request.query;
      const day = today();
      const where = workerListWhere(scope, query, day);
      return listPage(
        query,
        () => selectWorkers(db, { where, sort: query.sort, today: day, visibility: idProofVisibility(scope, 'list') }, query.page_size, offsetOf(query)),
        countLargeList(db, workers, where),
      );
    },
  );

  postCreated(
    app,
    '/api/v1/workers',
    { tags, summary: 'Add a worker', description: 'A super admin names workshop_id; a workshop admin adds to its own workshop. A phone already used by a worker answers 409 DUPLICATE.', body: createWorkerBodySchema, record: workerSchema },
    async (body, { scope, actor }) => profile(scope, await createWorker(db, scope, body, actor, clock.now())),
  );

  app.get(
    '/api/v1/workers/:id',
    {
      config: { access: 'workers.read' },
      schema: {
        tags,
        summary: "A worker's profile",
        description: 'The whole ID proof number for super and workshop admins; null for society managers.',
        security,
        params: idParamsSchema,
        response: { 200: workerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => profile(callerOf(request).scope, request.params.id),
  );

  app.patch(
    '/api/v1/workers/:id',
    {
      schema: { tags, summary: 'Edit a worker', security, params: idParamsSchema, body: updateWorkerBodySchema, response: { 200: workerSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      const { scope, actor } = callerOf(request);
      await updateWorker(db, scope, request.params.id, request.body, actor, clock.now());
      return profile(scope, request.params.id);
    },
  );

  app.post(
    '/api/v1/workers/bulk',
    bulkRoute({ tags, summary: 'Deactivate or reactivate many workers: listed by id and version, or every worker matching a filter', noun: WORKER_NOUN, refusals: 'NOT_FOUND out of scope, STALE_VERSION', more: 'A worker already in the asked status is done, as the single action answers 200 for it.', body: bulkWorkerBodySchema }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { scope } = caller;
      const status = request.body.action === 'deactivate' ? 'inactive' : 'active';
      const now = clock.now();
      return runBulkAction(
        request.body,
        {
          noun: WORKER_NOUN,
          list: 'workers',
          action: request.body.action,
          matching: (filter, limit) => selectWorkerVersions(db, workerListWhere(scope, filter, todayInIndia(now)), limit),
          ...bulkStatus.for(caller, { status }, db),
        },
        { adminId: callerOf(request).admin.id, clock, jobs: bulkJobs, reply },
      );
    },
  );

  for (const [action, status] of [
    ['deactivate', 'inactive'],
    ['activate', 'active'],
  ] as const) {
    app.post(
      `/api/v1/workers/:id/${action}`,
      {
        schema: { tags, summary: action === 'deactivate' ? 'Deactivate a worker' : 'Reactivate a worker', security, params: idParamsSchema, body: statusChangeBodySchema, response: { 200: workerSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (request) => {
        const { scope, actor } = callerOf(request);
        await setWorkerStatus(db, scope, request.params.id, status, request.body.version, actor, clock.now());
        return profile(scope, request.params.id);
      },
    );
  }

  app.put(
    '/api/v1/workers/:id/societies',
    recordRoute({ tags, summary: 'Set the societies a worker serves', description: 'Replaces the whole set; newly added societies must be active.', body: setWorkerSocietiesBodySchema, record: workerSchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await setWorkerSocieties(db, scope, request.params.id, request.body, actor, clock.now());
      return profile(scope, request.params.id);
    },
  );

  app.get(
    '/api/v1/workers/:id/leaves',
    {
      config: { access: 'workers.read' },
      schema: { tags, summary: "A worker's leave history, newest first", security, params: idParamsSchema, querystring: listQuerySchema, response: { 200: listResponseSchema(leaveSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { scope } = callerOf(request);
      await profile(scope, request.params.id);
      const where = workerLeavesWhere(scope, request.params.id);
      const query = request.query;
      return listPage(query, () => selectLeaves(db, where, query.sort ?? HISTORY_SORT, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countLeaves(db, where) });
    },
  );

  recordHistoryRoute(app, db, {
    path: '/api/v1/workers/:id/history',
    tags,
    noun: 'a worker',
    access: 'workers.read',
    events: afterReading('worker', (scope, id) => profile(scope, id)),
  });
};
