import type { UserType } from '@carcare/contracts';
import { searchQuerySchema, searchResponseSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { search } from './search-service';

/** The header search of every role. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/search',
    {
      // A list: its page is read while the session is checked (require-auth.ts).
      config: { readsBesideSessionCheck: true },
      schema: {
        tags: ['search'],
        summary: 'Search what the caller may see, grouped by kind',
        description:
          'Requests by code, phone, registration number or customer name; concerns by code, phone, subject or name; workers by name or phone; workshops and societies by name or city. Only kinds the role may see are searched, within its scope.',
        security,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { admin, scope } = callerOf(request);
      const { q, kinds, limit } = request.query;
      return { q, groups: await search(db, admin.userType as UserType, scope, q, kinds, limit) };
    },
  );
};
