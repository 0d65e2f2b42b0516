import {
  citiesResponseSchema,
  createWorkshopBodySchema,
  optionsResponseSchema,
  statusChangeBodySchema,
  updateWorkshopBodySchema,
  workshopListQuerySchema,
  workshopSchema,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { countWorkshops, findWorkshop, selectWorkshops, workshopCities, workshopListWhere, workshopOptions } from './workshop-queries';
import { createWorkshop, setWorkshopStatus, updateWorkshop } from './workshop-service';

/** Workshops (garages) and their admins: super admin manages; a workshop admin reads its own. */
export const workshopRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['workshops'];

  app.get(
    '/api/v1/workshops',
    listRoute({ tags, summary: 'List workshops', querystring: workshopListQuerySchema, item: workshopSchema }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = request.query;
      const where = workshopListWhere(scope, query);
      return listPage(query, () => selectWorkshops(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countWorkshops(db, where) });
    },
  );

  app.get(
    '/api/v1/workshops/cities',
    { schema: { tags, summary: 'Distinct workshop cities (filter options)', security, response: { 200: citiesResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({ data: await workshopCities(db) }),
  );

  app.get(
    '/api/v1/workshops/options',
    { schema: { tags, summary: 'Workshops as {id, name} choices', security, response: { 200: optionsResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({ data: await workshopOptions(db) }),
  );

  postCreated(
    app,
    '/api/v1/workshops',
    { tags, summary: 'Create a workshop and its garage admin', description: 'A phone already used by an admin answers 409 DUPLICATE.', body: createWorkshopBodySchema, record: workshopSchema },
    (body, { scope, actor }) => createWorkshop(db, scope, body, actor, clock.now()),
  );

  app.get(
    '/api/v1/workshops/:id',
    {
      config: { access: 'workshops.readOne' },
      schema: { tags, summary: 'One workshop (a workshop admin: only its own)', security, params: idParamsSchema, response: { 200: workshopSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { scope } = callerOf(request);
      const workshop = await orNotFound(findWorkshop(db, scope, request.params.id), 'Workshop not found');
      return workshop;
    },
  );

  app.patch(
    '/api/v1/workshops/:id',
    recordRoute({ tags, summary: 'Edit a workshop and its admin', description: 'Send the `version` you edited; a stale one answers 409 STALE_VERSION.', body: updateWorkshopBodySchema, record: workshopSchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      return updateWorkshop(db, scope, request.params.id, request.body, actor, clock.now());
    },
  );

  for (const [action, status] of [
    ['deactivate', 'inactive'],
    ['activate', 'active'],
  ] as const) {
    app.post(
      `/api/v1/workshops/:id/${action}`,
      {
        schema: {
          tags,
          summary: action === 'deactivate' ? 'Deactivate a workshop: disables its admin and ends their sessions' : 'Reactivate a workshop and its admin',
          security,
          params: idParamsSchema,
          body: statusChangeBodySchema,
          response: { 200: workshopSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { scope, actor } = callerOf(request);
        return setWorkshopStatus(db, scope, request.params.id, status, request.body.version, actor, clock.now());
      },
    );
  }

  recordHistoryRoute(app, db, {
    path: '/api/v1/workshops/:id/history',
    tags,
    noun: 'a workshop (a workshop admin: only its own)',
    access: 'workshops.readOne',
    events: afterReading('workshop', (scope, id) => orNotFound(findWorkshop(db, scope, id), 'Workshop not found')),
  });
};
