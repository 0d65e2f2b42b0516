import { scheduleQuerySchema, scheduleResponseSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { invalidField, notFound, orNotFound } from '../../http/http-error';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { selectSchedule } from './schedule-queries';

const WORKSHOP_NOT_FOUND = 'Workshop not found';

/** The day board's data: one workshop's hours, workers and jobs on one India date. */
export const scheduleRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/v1/schedule',
    {
      schema: {
        tags: ['schedule'],
        summary: 'One workshop’s day: its hours, active workers (with leave and societies) and jobs',
        description:
          'date is an India date. A super admin names workshop_id; a workshop admin gets its own workshop (another workshop_id answers 404). Jobs are those of the day that are not rejected or cancelled, each with its window (scheduled_at to ends_at), status, worker (null: unassigned) and whether it is late; week counts the jobs of each day Monday to Sunday.',
        security,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { scope } = callerOf(request);
      const { date, workshop_id: requested } = request.query;
      let workshopId: number;
      if (scope.kind === 'workshop') {
        if (requested !== undefined && requested !== scope.workshopId) throw notFound(WORKSHOP_NOT_FOUND);
        workshopId = scope.workshopId;
      } else {
        if (requested === undefined) throw invalidField('workshop_id', 'Choose a workshop', 'workshop_required');
        workshopId = requested;
      }
      return orNotFound(selectSchedule(db, workshopId, date, clock.now()), WORKSHOP_NOT_FOUND);
    },
  );
};
