import { createInclusionBodySchema, inclusionListQuerySchema, optionsResponseSchema, serviceInclusionSchema, updateInclusionBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { deleteRoute } from '../scope/delete-route';
import { restoreRoute } from '../scope/restore-route';
import { activeInclusionOptions, countInclusions, findInclusion, inclusionListWhere, selectInclusions } from './inclusion-queries';
import { createInclusion, deleteInclusion, INCLUSION_NOT_FOUND, restoreInclusion, updateInclusion } from './inclusion-service';


/** What a catalogue service includes (foam wash, interior vacuum…): the super admin manages them. */
export const inclusionRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['service inclusions'];
  const load = (id: number) => orNotFound(findInclusion(db, id), INCLUSION_NOT_FOUND);

  app.get(
    '/api/v1/service-inclusions',
    listRoute({ tags, summary: 'List service inclusions, with how many services include each', description: '`q` searches the name; `active` narrows to active or inactive ones.', querystring: inclusionListQuerySchema, item: serviceInclusionSchema }),
    async (request) => {
      const query = request.query;
      const where = inclusionListWhere(callerOf(request).scope, query);
      return listPage(query, () => selectInclusions(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countInclusions(db, where) });
    },
  );

  app.get(
    '/api/v1/service-inclusions/options',
    { schema: { tags, summary: 'Active inclusions as {id, name} choices', security, response: { 200: optionsResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({ data: await activeInclusionOptions(db) }),
  );

  app.get(
    '/api/v1/service-inclusions/:id',
    { schema: { tags, summary: 'One inclusion', security, params: idParamsSchema, response: { 200: serviceInclusionSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(request.params.id),
  );

  postCreated(
    app,
    '/api/v1/service-inclusions',
    { tags, summary: 'Add an inclusion', description: 'A name already used (case-insensitively) answers 409 DUPLICATE.', body: createInclusionBodySchema, record: serviceInclusionSchema, access: 'inclusions.manage' },
    async (body, { actor }) => load(await createInclusion(db, body, actor, clock.now())),
  );

  app.put(
    '/api/v1/service-inclusions/:id',
    recordRoute({ tags, summary: 'Edit an inclusion (or deactivate it with active: false)', description: 'A stale version answers 409 STALE_VERSION; a name already used 409 DUPLICATE.', body: updateInclusionBodySchema, record: serviceInclusionSchema, access: 'inclusions.manage' }),
    async (request) => {
      await updateInclusion(db, request.params.id, request.body, callerOf(request).actor, clock.now());
      return load(request.params.id);
    },
  );

  deleteRoute(
    app,
    '/api/v1/service-inclusions/:id',
    { tags, noun: 'an inclusion no service uses', refused: 'One included in any service answers 409 IN_USE; deactivate it instead.', access: 'inclusions.manage' },
    (id, version, { actor }) => deleteInclusion(db, id, version, actor, clock.now()),
  );

  restoreRoute(app, '/api/v1/service-inclusions/:id/restore', { tags, noun: 'an inclusion', record: serviceInclusionSchema, alsoRefused: 'a name taken meanwhile 409 DUPLICATE', access: 'inclusions.manage' }, async (id, version, { actor }) => {
    await restoreInclusion(db, id, version, actor, clock.now());
    return load(id);
  });
};
