import { createWorkshopServiceBodySchema, updateWorkshopServiceBodySchema, workshopServiceListQuerySchema, workshopServiceSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { countOfferings, findOffering, offeringListWhere, selectOfferings } from './offering-queries';
import { createOffering, OFFERING_NOT_FOUND, updateOffering } from './offering-service';


/** The catalogue services a workshop offers, at its own prices: super admin all, workshop admin its own. */
export const workshopServiceRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['workshop services'];
  const load = (scope: AccessScope, id: number) => orNotFound(findOffering(db, scope, id), OFFERING_NOT_FOUND);

  app.get(
    '/api/v1/workshop-services',
    listRoute({ tags, summary: 'List the services workshops offer, in scope', description: 'A super admin sees every workshop’s (or one with `workshop_id`); a workshop admin its own. `q` searches the service name.', querystring: workshopServiceListQuerySchema, item: workshopServiceSchema }),
    async (request) => {
      const query = request.query;
      const where = offeringListWhere(callerOf(request).scope, query);
      return listPage(query, () => selectOfferings(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countOfferings(db, where) });
    },
  );

  app.get(
    '/api/v1/workshop-services/:id',
    { schema: { tags, summary: 'One offered service', security, params: idParamsSchema, response: { 200: workshopServiceSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(callerOf(request).scope, request.params.id),
  );

  postCreated(
    app,
    '/api/v1/workshop-services',
    { tags, summary: 'Offer a catalogue service at a workshop', description: 'A super admin names workshop_id; a workshop admin offers at its own workshop. Only active catalogue services can be offered (400 naming service_id); one already offered answers 409 DUPLICATE.', body: createWorkshopServiceBodySchema, record: workshopServiceSchema },
    async (body, { scope, actor }) => load(scope, await createOffering(db, scope, body, actor, clock.now())),
  );

  app.put(
    '/api/v1/workshop-services/:id',
    recordRoute({ tags, summary: 'Change an offered service’s prices, withdraw it (active: false) or offer it again', description: 'A stale version answers 409 STALE_VERSION; offering again a service no longer active in the catalogue answers 409 CONFLICT.', body: updateWorkshopServiceBodySchema, record: workshopServiceSchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await updateOffering(db, scope, request.params.id, request.body, actor, clock.now());
      return load(scope, request.params.id);
    },
  );
};
