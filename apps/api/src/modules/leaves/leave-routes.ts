import type { LeaveAction } from '@carcare/contracts';
import { approveLeaveBodySchema, bulkLeaveBodySchema, createLeaveBodySchema, jobConflictErrorSchema, leaveDecisionBodySchema, leaveListQuerySchema, leaveSchema, rejectLeaveBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { todayInIndia } from '../../db/calendar';
import type { Db } from '../../db/client';
import { runBulkAction } from '../../http/bulk-action';
import type { BulkJobRunner } from '../bulk-jobs/bulk-job-runner';
import { orNotFound, refuseEndBeforeStart } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, bulkRoute, errorResponses, idParamsSchema, listRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { countLeaves, findLeave, leaveListWhere, selectLeaves, selectLeaveVersions } from './leave-queries';
import { createLeave, decideLeave, LEAVE_NOT_FOUND } from './leave-service';

const LEAVE_NOUN = { one: 'leave', many: 'leaves' };

/** Leaves and the Absent List: everyone reads in scope; super and workshop admins record and decide. */
export const leaveRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; bulkJobs: BulkJobRunner }> = async (app, { db, clock, bulkJobs }) => {
  const bulkDecide = bulkJobs.define(
    'leaves.decide',
    (caller, { action, note, unassignJobs }: { action: LeaveAction; note: string | undefined; unassignJobs: boolean }) =>
      ({ id, version }: { id: number; version: number }, at, tx) =>
        decideLeave(tx, caller.scope, id, action, version, note, caller.actor, at, { unassignJobs }),
  );
  const tags = ['leaves'];
  const load = (scope: AccessScope, id: number) => orNotFound(findLeave(db, scope, id), LEAVE_NOT_FOUND);

  app.get(
    '/api/v1/leaves',
    listRoute({ tags, summary: 'The Absent List: leaves overlapping [from, to] in scope', description: 'from/to default to today (India). Every status is listed unless `status` narrows it; pending leaves are marked by their status.', querystring: leaveListQuerySchema, item: leaveSchema, access: 'leaves.read' }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = request.query;
      refuseEndBeforeStart(query);
      const where = leaveListWhere(scope, query, todayInIndia(clock.now()));
      return listPage(query, () => selectLeaves(db, where, query.sort, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countLeaves(db, where) });
    },
  );

  app.post(
    '/api/v1/leaves',
    {
      schema: {
        tags,
        summary: 'Record a leave for a worker',
        description: '`approve: true` records it approved. An approved leave overlapping another approved leave of the worker answers 409 LEAVE_OVERLAP; over the worker’s assigned jobs, 409 LEAVE_HAS_JOBS unless `unassign_jobs: true`.',
        security,
        body: createLeaveBodySchema,
        response: { 201: leaveSchema, ...errorResponses(400, 401, 403, 404), 409: jobConflictErrorSchema },
      },
    },
    async (request, reply) => {
      const { scope, actor } = callerOf(request);
      const id = await createLeave(db, scope, request.body, actor, clock.now());
      return reply.code(201).send(await load(scope, id));
    },
  );

  app.get(
    '/api/v1/leaves/:id',
    { config: { access: 'leaves.read' }, schema: { tags, summary: 'One leave', security, params: idParamsSchema, response: { 200: leaveSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(callerOf(request).scope, request.params.id),
  );

  app.post(
    '/api/v1/leaves/bulk',
    bulkRoute({ tags, summary: 'Approve or reject many leaves: listed by id and version, or every leave matching a filter', noun: LEAVE_NOUN, refusals: 'NOT_FOUND out of scope, STALE_VERSION, INVALID_TRANSITION, LEAVE_OVERLAP', body: bulkLeaveBodySchema }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { scope } = caller;
      const { action, note } = request.body;
      const unassignJobs = request.body.unassign_jobs === true;
      const now = clock.now();
      return runBulkAction(
        request.body,
        {
          noun: LEAVE_NOUN,
          list: 'leaves',
          action,
          matching: (filter, limit) => {
            refuseEndBeforeStart(filter, 'filter.to');
            return selectLeaveVersions(db, leaveListWhere(scope, filter, todayInIndia(now)), limit);
          },
          ...bulkDecide.for(caller, { action, note, unassignJobs }, db),
        },
        { adminId: callerOf(request).admin.id, clock, jobs: bulkJobs, reply },
      );
    },
  );

  const decisions: { action: LeaveAction; summary: string; body: typeof approveLeaveBodySchema | typeof leaveDecisionBodySchema | typeof rejectLeaveBodySchema }[] = [
    {
      action: 'approve',
      summary:
        'Approve a pending leave (409 LEAVE_OVERLAP when it overlaps an approved one; 409 LEAVE_HAS_JOBS, its details the jobs, when the worker has assigned jobs on those days, unless unassign_jobs: true gives them back to accepted)',
      body: approveLeaveBodySchema,
    },
    { action: 'reject', summary: 'Reject a pending leave (a note is required)', body: rejectLeaveBodySchema },
    { action: 'cancel', summary: 'Cancel a pending or approved leave', body: leaveDecisionBodySchema },
  ];
  for (const { action, summary, body } of decisions) {
    app.post(
      `/api/v1/leaves/:id/${action}`,
      {
        schema: { tags, summary, description: 'Illegal transitions answer 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.', security, params: idParamsSchema, body, response: { 200: leaveSchema, ...errorResponses(400, 401, 403, 404), 409: jobConflictErrorSchema } },
      },
      async (request) => {
        const { scope, actor } = callerOf(request);
        const unassignJobs = 'unassign_jobs' in request.body && request.body.unassign_jobs === true;
        await decideLeave(db, scope, request.params.id, action, request.body.version, request.body.note, actor, clock.now(), { unassignJobs });
        return load(scope, request.params.id);
      },
    );
  }

  recordHistoryRoute(app, db, {
    path: '/api/v1/leaves/:id/history',
    tags,
    noun: 'a leave',
    access: 'leaves.read',
    events: afterReading('leave', (scope, id) => load(scope, id)),
  });
};
