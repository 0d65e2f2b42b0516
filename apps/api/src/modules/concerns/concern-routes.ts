import type { ConcernAction } from '@carcare/contracts';
import {
  concernListQuerySchema,
  concernPriorityBodySchema,
  concernTransitionBodySchema,
  createConcernBodySchema,
  replyConcernBodySchema,
  userConcernDetailsSchema,
  userConcernSchema,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { userConcerns } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { countLargeList, listPage } from '../../http/list-page';
import { listRoute, recordRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { checkedConcernFilters, concernCursorSource, concernListWhere, findConcernDetails } from './concern-queries';
import { changeConcernPriority, CONCERN_NOT_FOUND, createConcern, replyToConcern, transitionConcern } from './concern-service';


const TRANSITIONS: { action: ConcernAction; summary: string }[] = [
  { action: 'start', summary: 'Start working on an open concern (→ in_progress)' },
  { action: 'resolve', summary: 'Resolve a concern in progress (→ resolved)' },
  { action: 'close', summary: 'Close a resolved concern (→ closed, final)' },
  { action: 'reopen', summary: 'Reopen a resolved concern (→ open)' },
];

/**
 * User concerns (support tickets): the super admin sees and handles all of them; a workshop admin
 * those about its own workshop (others answer 404); a society manager none (403).
 */
export const concernRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['concerns'];
  const details = (scope: AccessScope, id: number) => orNotFound(findConcernDetails(db, scope, id), CONCERN_NOT_FOUND);

  app.get(
    '/api/v1/concerns',
    listRoute({ tags, summary: 'List user concerns in scope', description: `Filters: status, priority, category, from/to (India dates on created_at, inclusive), workshop_id. q matches a concern code (exact, or a prefix such as UC-0001), the customer phone, or the customer name or subject. Sort: created_at or code (default -created_at). ${CURSOR_PAGING_DOC}`, querystring: concernListQuerySchema, item: userConcernSchema }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = request.query;
      const where = concernListWhere(scope, checkedConcernFilters(query));
      return listPage(query, () => cursorPage(concernCursorSource(db), where, query), countLargeList(db, userConcerns, where));
    },
  );

  postCreated(
    app,
    '/api/v1/concerns',
    { tags, summary: 'Log a concern received by phone', description: 'Starts open, channel phone. request_code (or request_id) must name a request in the caller’s scope (400 naming the field otherwise); its workshop becomes the concern’s. A workshop admin’s concern is always about its own workshop; a super admin may name workshop_id when no request is given. The workshop’s admins and the super admins are notified, except the caller.', body: createConcernBodySchema, record: userConcernDetailsSchema, errors: [400, 401, 403] },
    async (body, { scope, actor }) => details(scope, await createConcern(db, scope, body, actor, clock.now())),
  );

  app.get(
    '/api/v1/concerns/:id',
    recordRoute({ tags, summary: 'A concern with its message thread, related request and workshop', record: userConcernDetailsSchema, errors: [400, 401, 403, 404] }),
    async (request) => details(callerOf(request).scope, request.params.id),
  );

  app.post(
    '/api/v1/concerns/:id/messages',
    recordRoute({ tags, summary: 'Reply to the customer (adds a staff message to the thread)', description: 'The status does not change. A closed concern answers 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.', body: replyConcernBodySchema, record: userConcernDetailsSchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await replyToConcern(db, scope, request.params.id, request.body.version, request.body.body, actor, clock.now());
      return details(scope, request.params.id);
    },
  );

  app.post(
    '/api/v1/concerns/:id/priority',
    recordRoute({ tags, summary: 'Change the priority', description: 'The same priority again answers 400 naming priority; a closed concern 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.', body: concernPriorityBodySchema, record: userConcernDetailsSchema }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      await changeConcernPriority(db, scope, request.params.id, request.body.version, request.body.priority, actor, clock.now());
      return details(scope, request.params.id);
    },
  );

  for (const { action, summary } of TRANSITIONS) {
    app.post(
      `/api/v1/concerns/:id/${action}`,
      recordRoute({ tags, summary, description: 'Illegal transitions answer 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.', body: concernTransitionBodySchema, record: userConcernDetailsSchema }),
      async (request) => {
        const { scope, actor } = callerOf(request);
        await transitionConcern(db, scope, request.params.id, request.body.version, action, actor, clock.now());
        return details(scope, request.params.id);
      },
    );
  }

  recordHistoryRoute(app, db, {
    path: '/api/v1/concerns/:id/history',
    tags,
    noun: 'a concern',
    events: afterReading('user_concern', (scope, id) => details(scope, id)),
  });
};
