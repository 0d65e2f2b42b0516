import { z } from 'zod';
import {
  MAX_SAVED_VIEWS_PER_LIST,
  createSavedViewBodySchema,
  isUserType,
  savedViewListSchema,
  savedViewParamsSchema,
  savedViewSchema,
  savedViewsQuerySchema,
  updateSavedViewBodySchema,
  type UserType,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { conflict, forbidden } from '../../http/http-error';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView, viewNotFound, type ViewReader } from './saved-view-queries';

export const TOO_MANY_VIEWS = `You keep ${MAX_SAVED_VIEWS_PER_LIST} saved views of this list, the most there can be; delete one first`;
export const ONLY_SUPER_ADMIN_SHARES = 'Only a super admin may share a view with a role';

function readerOf(request: FastifyRequest): ViewReader {
  const { admin } = callerOf(request);
  // The admins table's check keeps user_type to the three roles.
  return { id: admin.id, userType: (isUserType(admin.userType) ? admin.userType : 'workshop_admin') as UserType };
}

function assertMayShare(reader: ViewReader, sharedRole: UserType | null | undefined): void {
  if (sharedRole && reader.userType !== 'super_admin') throw forbidden(ONLY_SUPER_ADMIN_SHARES);
}

/**
 * The signed-in admin's saved views of its lists: named filters and sorts. Each admin sees its own
 * and those a super admin shared with its role (read-only); it changes or deletes only its own.
 * Like the column preferences they are the admin's own console settings: neither scoped nor audited.
 */
export const savedViewRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['me'];
  const path = '/api/v1/me/views';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'The caller’s saved views of a list, and those shared with its role',
        description: 'Own views first (mine: true), then the views a super admin shared with the caller’s role; each group by name.',
        security,
        querystring: savedViewsQuerySchema,
        response: { 200: savedViewListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: await listSavedViews(db, readerOf(request), request.query.list) }),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Save a view of a list',
        description: `The query is the list URL’s filters and sort, without page or cursor. A name is unique per list (409 DUPLICATE); past ${MAX_SAVED_VIEWS_PER_LIST} views of a list answers 409 CONFLICT; shared_role needs a super admin (403).`,
        security,
        body: createSavedViewBodySchema,
        response: { 201: savedViewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const { list, name, query, shared_role: sharedRole = null } = request.body;
      assertMayShare(reader, sharedRole);
      const created = await createSavedView(db, reader, { listKey: list, name, query, sharedRole }, MAX_SAVED_VIEWS_PER_LIST, clock.now());
      if (!created) throw conflict('CONFLICT', TOO_MANY_VIEWS);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Rename, re-point or (un)share one of the caller’s views',
        description: 'Another admin’s view, shared or not, answers 404. shared_role other than null needs a super admin (403).',
        security,
        params: savedViewParamsSchema,
        body: updateSavedViewBodySchema,
        response: { 200: savedViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const { name, query, shared_role: sharedRole } = request.body;
      assertMayShare(reader, sharedRole);
      return updateSavedView(db, reader, request.params.id, { name, query, sharedRole }, clock.now());
    },
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s views',
        description: 'Another admin’s view, shared or not, answers 404.',
        security,
        params: savedViewParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteSavedView(db, readerOf(request).id, request.params.id))) throw viewNotFound();
      return reply.code(204).send(null);
    },
  );
};
