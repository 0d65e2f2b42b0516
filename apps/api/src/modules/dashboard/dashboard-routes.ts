import { dashboardQuerySchema, dashboardSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { todayInIndia } from '../../db/calendar';
import type { Db } from '../../db/client';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { resolveDashboardRange } from './dashboard-range';
import { dashboardFor } from './dashboard-service';


/** The default page of every role: its figures, in its scope, over a date range. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/v1/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The caller's dashboard figures",
        description:
          'Answers by role (`role` tells which): super admin — platform counts, revenue this month against last, requests per day and by status over the range, top workshops, open concerns; workshop admin — its requests, revenue, today’s schedule, workers on leave today, rating, open concerns; society manager — workers serving its society, who is absent today, requests this week. from/to are India dates, both included; default the last 30 days; at most 366 days.',
        security,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { scope } = callerOf(request);
      const today = todayInIndia(clock.now());
      return dashboardFor(db, scope, resolveDashboardRange(request.query, today), today);
    },
  );
};
