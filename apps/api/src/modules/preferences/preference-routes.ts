import { z } from 'zod';
import { MAX_PREFERENCES_PER_ADMIN, preferenceParamsSchema, preferenceSchema, putPreferenceBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { deletePreference, findPreference, storePreference } from './preference-queries';

export const TOO_MANY_PREFERENCES = `You keep ${MAX_PREFERENCES_PER_ADMIN} saved list views, the most there can be; reset one first`;

/**
 * The signed-in admin's own console preferences (a list's columns and density), whatever the role:
 * each admin reads and writes only its own, so they are neither scoped nor audited.
 */
export const preferenceRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['me'];
  const path = '/api/v1/me/preferences/:key';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'One of the caller’s preferences',
        description: 'A key the caller never saved (or reset) answers value: null: the list’s defaults apply.',
        security,
        params: preferenceParamsSchema,
        response: { 200: preferenceSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => findPreference(db, callerOf(request).admin.id, request.params.key),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        summary: 'Save one of the caller’s preferences',
        description: `A list view: hidden columns, column order, density. A new key past ${MAX_PREFERENCES_PER_ADMIN} per admin answers 409 CONFLICT.`,
        security,
        params: preferenceParamsSchema,
        body: putPreferenceBodySchema,
        response: { 200: preferenceSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const stored = await storePreference(db, callerOf(request).admin.id, request.params.key, request.body.value, MAX_PREFERENCES_PER_ADMIN, clock.now());
      if (!stored) throw conflict('CONFLICT', TOO_MANY_PREFERENCES);
      return stored;
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        summary: 'Reset one of the caller’s preferences to the defaults',
        description: 'Answers 204 whether or not the key was saved.',
        security,
        params: preferenceParamsSchema,
        response: { 204: z.null().describe('Reset'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await deletePreference(db, callerOf(request).admin.id, request.params.key);
      return reply.code(204).send(null);
    },
  );
};
