import type { ServiceAction } from '@carcare/contracts';
import {
  createServiceBodySchema,
  optionsResponseSchema,
  rejectServiceBodySchema,
  requestNewServiceBodySchema,
  serviceDecisionBodySchema,
  serviceListQuerySchema,
  serviceSchema,
  updateServiceBodySchema,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { createService, decideService, requestNewService, SERVICE_NOT_FOUND, updateService } from './catalogue-service';
import { activeServiceOptions, countServices, findService, selectServices, serviceListWhere } from './service-queries';


/** The service catalogue: the super admin curates it; workshop admins read it and ask for new services. */
export const serviceRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['services'];
  const load = (scope: AccessScope, id: number) => orNotFound(findService(db, scope, id), SERVICE_NOT_FOUND);

  app.get(
    '/api/v1/services',
    listRoute({ tags, summary: 'List catalogue services', description: 'A super admin sees every service; a workshop admin the active ones plus those its workshop asked for. `q` searches the name.', querystring: serviceListQuerySchema, item: serviceSchema }),
    async (request) => {
      const query = request.query;
      const where = serviceListWhere(callerOf(request).scope, query);
      return listPage(query, () => selectServices(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countServices(db, where) });
    },
  );

  app.get(
    '/api/v1/services/options',
    { schema: { tags, summary: 'Active services as {id, name} choices', security, response: { 200: optionsResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({ data: await activeServiceOptions(db) }),
  );

  app.get(
    '/api/v1/services/:id',
    { schema: { tags, summary: 'One catalogue service', security, params: idParamsSchema, response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(callerOf(request).scope, request.params.id),
  );

  postCreated(
    app,
    '/api/v1/services',
    { tags, summary: 'Add a catalogue service', description: 'Unknown inclusion ids answer 400 naming inclusion_ids; a name already used by a service that is not rejected answers 409 DUPLICATE.', body: createServiceBodySchema, record: serviceSchema, access: 'services.manage' },
    async (body, { scope, actor }) => load(scope, await createService(db, body, actor, clock.now())),
  );

  postCreated(
    app,
    '/api/v1/services/requests',
    { tags, summary: 'Ask for a new catalogue service (workshop admin)', description: 'The service starts pending_approval, requested by the caller’s workshop; a super admin approves or rejects it.', body: requestNewServiceBodySchema, record: serviceSchema, access: 'services.request' },
    async (body, { scope, actor }) => load(scope, await requestNewService(db, scope, body, actor, clock.now())),
  );

  app.put(
    '/api/v1/services/:id',
    recordRoute({ tags, summary: 'Edit a catalogue service', description: 'Replaces the fields and the inclusions; a stale version answers 409 STALE_VERSION.', body: updateServiceBodySchema, record: serviceSchema, access: 'services.manage' }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await updateService(db, request.params.id, request.body, actor, clock.now());
      return load(scope, request.params.id);
    },
  );

  const decisions: { action: ServiceAction; summary: string; body: typeof serviceDecisionBodySchema | typeof rejectServiceBodySchema }[] = [
    { action: 'approve', summary: 'Approve a requested service (it becomes active)', body: serviceDecisionBodySchema },
    { action: 'reject', summary: 'Reject a requested service (a note is required)', body: rejectServiceBodySchema },
    { action: 'activate', summary: 'Put an inactive service back into the catalogue', body: serviceDecisionBodySchema },
    { action: 'deactivate', summary: 'Take an active service out of the catalogue', body: serviceDecisionBodySchema },
  ];
  for (const { action, summary, body } of decisions) {
    app.post(
      `/api/v1/services/:id/${action}`,
      {
        config: { access: 'services.manage' },
        schema: {
          tags,
          summary,
          description: 'pending_approval → active / rejected; active ↔ inactive. Other transitions answer 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.',
          security,
          params: idParamsSchema,
          body,
          response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { scope, actor } = callerOf(request);
        await decideService(db, request.params.id, action, request.body.version, request.body.note, actor, clock.now());
        return load(scope, request.params.id);
      },
    );
  }

  recordHistoryRoute(app, db, {
    path: '/api/v1/services/:id/history',
    tags,
    noun: 'a catalogue service',
    events: afterReading('service', (scope, id) => load(scope, id)),
  });
};
