import { updateWorkingHoursBodySchema, workingHoursSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { readWorkingHours, saveWorkingHours } from './working-hours-service';

/** A workshop's structured hours (DESIGN §7): the super admin's any workshop, a workshop admin's own. */
export const workingHoursRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['workshops'];
  const access = 'workshops.hours';

  app.get(
    '/api/v1/workshops/:id/working-hours',
    recordRoute({ tags, summary: 'A workshop’s working hours, holidays, travel buffer and late alert', description: 'Monday first; null is a closed day. A workshop admin reads its own only (another is 404).', record: workingHoursSchema, access, errors: [400, 401, 403, 404] }),
    async (request) => readWorkingHours(db, callerOf(request).scope, request.params.id),
  );

  app.put(
    '/api/v1/workshops/:id/working-hours',
    recordRoute({
      tags,
      summary: 'Replace a workshop’s working hours',
      description: 'Send the workshop’s `version`; a stale one answers 409 STALE_VERSION. Holidays are kept sorted by date. Saving clears `needs_review`.',
      body: updateWorkingHoursBodySchema,
      record: workingHoursSchema,
      access,
    }),
    async (request) => {
      const { scope, actor } = callerOf(request);
      return saveWorkingHours(db, scope, request.params.id, request.body, actor, clock.now());
    },
  );
};
