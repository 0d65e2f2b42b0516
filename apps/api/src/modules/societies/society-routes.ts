import {
  assignSocietyWorkerBodySchema,
  citiesResponseSchema,
  createSocietyBodySchema,
  optionsResponseSchema,
  statusChangeBodySchema,
  updateSocietyBodySchema,
  societyListQuerySchema,
  societySchema,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { setSocietyAssignment } from '../workers/worker-service';
import { countSocieties, findSociety, selectSocieties, societyCities, societyListWhere, activeSocietyOptions } from './society-queries';
import { createSociety, setSocietyStatus, updateSociety } from './society-service';

/** Societies and their managers: super admin manages; a society manager reads its own. */
export const societyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['societies'];

  app.get(
    '/api/v1/societies',
    listRoute({ tags, summary: 'List societies', querystring: societyListQuerySchema, item: societySchema }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = request.query;
      const where = societyListWhere(scope, query);
      return listPage(query, () => selectSocieties(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countSocieties(db, where) });
    },
  );

  app.get(
    '/api/v1/societies/cities',
    { schema: { tags, summary: 'Distinct society cities (filter options)', security, response: { 200: citiesResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({ data: await societyCities(db) }),
  );

  app.get(
    '/api/v1/societies/options',
    { config: { access: 'societies.options' }, schema: { tags, summary: 'Active societies as {id, name} choices (assigning workers)', security, response: { 200: optionsResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({ data: await activeSocietyOptions(db) }),
  );

  postCreated(
    app,
    '/api/v1/societies',
    { tags, summary: 'Create a society and its manager', description: 'A phone already used by an admin answers 409 DUPLICATE.', body: createSocietyBodySchema, record: societySchema },
    (body, { scope, actor }) => createSociety(db, scope, body, actor, clock.now()),
  );

  app.get(
    '/api/v1/societies/:id',
    {
      config: { access: 'societies.readOne' },
      schema: { tags, summary: 'One society (a society manager: only its own)', security, params: idParamsSchema, response: { 200: societySchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { scope } = callerOf(request);
      const society = await orNotFound(findSociety(db, scope, request.params.id), 'Society not found');
      return society;
    },
  );

  app.patch(
    '/api/v1/societies/:id',
    recordRoute({ tags, summary: 'Edit a society and its manager', description: 'Send the `version` you edited; a stale one answers 409 STALE_VERSION.', body: updateSocietyBodySchema, record: societySchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      return updateSociety(db, scope, request.params.id, request.body, actor, clock.now());
    },
  );

  const assignmentParams = z.object({ id: idParamsSchema.shape.id, worker_id: idParamsSchema.shape.id });
  app.post(
    '/api/v1/societies/:id/workers',
    recordRoute({ tags, summary: 'Assign a worker to this society', description: 'Same effect as adding the society in PUT /api/v1/workers/{id}/societies (bumps the worker version). An inactive society answers 409.', body: assignSocietyWorkerBodySchema, record: societySchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await setSocietyAssignment(db, scope, request.params.id, request.body.worker_id, true, actor, clock.now());
      return (await findSociety(db, scope, request.params.id))!;
    },
  );

  app.delete(
    '/api/v1/societies/:id/workers/:worker_id',
    {
      schema: { tags, summary: 'Stop a worker serving this society', security, params: assignmentParams, response: { 200: societySchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { scope, actor } = callerOf(request);
      await setSocietyAssignment(db, scope, request.params.id, request.params.worker_id, false, actor, clock.now());
      return (await findSociety(db, scope, request.params.id))!;
    },
  );

  for (const [action, status] of [
    ['deactivate', 'inactive'],
    ['activate', 'active'],
  ] as const) {
    app.post(
      `/api/v1/societies/:id/${action}`,
      {
        schema: {
          tags,
          summary: action === 'deactivate' ? 'Deactivate a society: disables its manager and ends their sessions' : 'Reactivate a society and its manager',
          security,
          params: idParamsSchema,
          body: statusChangeBodySchema,
          response: { 200: societySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { scope, actor } = callerOf(request);
        return setSocietyStatus(db, scope, request.params.id, status, request.body.version, actor, clock.now());
      },
    );
  }

  recordHistoryRoute(app, db, {
    path: '/api/v1/societies/:id/history',
    tags,
    noun: 'a society (a society manager: only its own)',
    access: 'societies.readOne',
    events: afterReading('society', (scope, id) => orNotFound(findSociety(db, scope, id), 'Society not found')),
  });
};
