import type { SopAction } from '@carcare/contracts';
import { createSopBodySchema, sopActionBodySchema, sopListQuerySchema, sopSchema, updateSopBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { deleteRoute } from '../scope/delete-route';
import { restoreRoute } from '../scope/restore-route';
import { countSops, findSop, selectSops, sopListWhere } from './sop-queries';
import { changeSopStatus, createSop, deleteSop, restoreSop, SOP_NOT_FOUND, updateSop } from './sop-service';


/** Standard operating procedures: the super admin writes and publishes them; workshop admins read the published ones. */
export const sopRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['sops'];
  const load = (scope: AccessScope, id: number) => orNotFound(findSop(db, scope, id), SOP_NOT_FOUND);

  app.get(
    '/api/v1/sops',
    listRoute({ tags, summary: 'List SOPs', description: 'A super admin sees every SOP; a workshop admin only the published ones. `q` searches the title; sort by title, created_at, updated_at or status (default -created_at).', querystring: sopListQuerySchema, item: sopSchema, access: 'sops.read' }),
    async (request) => {
      const query = request.query;
      const where = sopListWhere(callerOf(request).scope, query);
      return listPage(query, () => selectSops(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countSops(db, where) });
    },
  );

  app.get(
    '/api/v1/sops/:id',
    { config: { access: 'sops.read' }, schema: { tags, summary: 'One SOP (a workshop admin: published only)', security, params: idParamsSchema, response: { 200: sopSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(callerOf(request).scope, request.params.id),
  );

  postCreated(
    app,
    '/api/v1/sops',
    { tags, summary: 'Write a new SOP (it starts as a draft)', description: 'An empty or too long step answers 400 naming it (`steps.1`: "Step 2 is empty"); an unknown service 400 naming service_id.', body: createSopBodySchema, record: sopSchema, errors: [400, 401, 403] },
    async (body, { scope, actor }) => load(scope, await createSop(db, body, actor, clock.now())),
  );

  app.put(
    '/api/v1/sops/:id',
    recordRoute({ tags, summary: 'Edit a draft SOP', description: 'Replaces title, service and steps. Only a draft can be edited (else 409 INVALID_TRANSITION); a stale version answers 409 STALE_VERSION.', body: updateSopBodySchema, record: sopSchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await updateSop(db, request.params.id, request.body, actor, clock.now());
      return load(scope, request.params.id);
    },
  );

  const actions: { action: SopAction; summary: string }[] = [
    { action: 'publish', summary: 'Publish a draft SOP (workshops then follow it)' },
    { action: 'archive', summary: 'Archive a published or draft SOP' },
  ];
  for (const { action, summary } of actions) {
    app.post(
      `/api/v1/sops/:id/${action}`,
      recordRoute({ tags, summary, description: 'draft → published → archived (a draft may be archived directly). Other transitions answer 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.', body: sopActionBodySchema, record: sopSchema }),
      async (request) => {
        const { scope, actor } = callerOf(request);
        await changeSopStatus(db, request.params.id, action, request.body.version, actor, clock.now());
        return load(scope, request.params.id);
      },
    );
  }

  deleteRoute(
    app,
    '/api/v1/sops/:id',
    { tags, noun: 'a draft SOP', refused: 'Only a draft can be deleted (else 409 INVALID_TRANSITION: archive it instead).' },
    (id, version, { actor }) => deleteSop(db, id, version, actor, clock.now()),
  );

  restoreRoute(app, '/api/v1/sops/:id/restore', { tags, noun: 'an SOP', record: sopSchema }, async (id, version, { scope, actor }) => {
    await restoreSop(db, id, version, actor, clock.now());
    return load(scope, id);
  });
};
