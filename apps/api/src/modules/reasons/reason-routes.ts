import { cancellationReasonSchema, createReasonBodySchema, moveReasonBodySchema, reasonListQuerySchema, updateReasonBodySchema } from '@carcare/contracts';
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
import { countReasons, findReason, reasonListWhere, selectReasons } from './reason-queries';
import { createReason, deleteReason, moveReason, REASON_NOT_FOUND, restoreReason, updateReason } from './reason-service';


/** The reasons offered when a booking is cancelled, in an order the super admin arranges. */
export const reasonRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['cancellation reasons'];
  const load = (id: number) => orNotFound(findReason(db, id), REASON_NOT_FOUND);

  app.get(
    '/api/v1/cancellation-reasons',
    listRoute({ tags, summary: 'List cancellation reasons in their order', description: 'Ordered by sort_order unless `sort` says otherwise; `q` searches the text. `?deleted=true` (a super admin only): the deleted reasons instead, which restore brings back until they are purged.', querystring: reasonListQuerySchema, item: cancellationReasonSchema, access: 'reasons.read' }),
    async (request) => {
      const query = request.query;
      const where = reasonListWhere(callerOf(request).scope, query);
      return listPage(query, () => selectReasons(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countReasons(db, where) });
    },
  );

  app.get(
    '/api/v1/cancellation-reasons/:id',
    { config: { access: 'reasons.read' }, schema: { tags, summary: 'One cancellation reason', security, params: idParamsSchema, response: { 200: cancellationReasonSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(request.params.id),
  );

  postCreated(
    app,
    '/api/v1/cancellation-reasons',
    { tags, summary: 'Add a cancellation reason at the end of the order', body: createReasonBodySchema, record: cancellationReasonSchema, errors: [400, 401, 403] },
    async (body, { actor }) => load(await createReason(db, body, actor, clock.now())),
  );

  app.put(
    '/api/v1/cancellation-reasons/:id',
    recordRoute({ tags, summary: 'Edit a cancellation reason (text, audience, active)', description: 'A stale version answers 409 STALE_VERSION.', body: updateReasonBodySchema, record: cancellationReasonSchema }),
    async (request) => {
      await updateReason(db, request.params.id, request.body, callerOf(request).actor, clock.now());
      return load(request.params.id);
    },
  );

  app.post(
    '/api/v1/cancellation-reasons/:id/move',
    recordRoute({ tags, summary: 'Move a reason one place up or down', description: 'Swaps places with the neighbour above or below. The first moved up, or the last moved down, answers 409 INVALID_TRANSITION.', body: moveReasonBodySchema, record: cancellationReasonSchema }),
    async (request) => {
      await moveReason(db, request.params.id, request.body, callerOf(request).actor, clock.now());
      return load(request.params.id);
    },
  );

  deleteRoute(
    app,
    '/api/v1/cancellation-reasons/:id',
    { tags, noun: 'a cancellation reason', refused: 'A reason a cancelled booking gives answers 409 IN_USE (switch it off instead).' },
    (id, version, { actor }) => deleteReason(db, id, version, actor, clock.now()),
  );

  restoreRoute(app, '/api/v1/cancellation-reasons/:id/restore', { tags, noun: 'a reason', record: cancellationReasonSchema }, async (id, version, { actor }) => {
    await restoreReason(db, id, version, actor, clock.now());
    return load(id);
  });
};
