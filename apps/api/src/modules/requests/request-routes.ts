import {
  bulkRequestBodySchema,
  assignableWorkersResponseSchema,
  assignRequestBodySchema,
  cancelRequestBodySchema,
  completeRequestBodySchema,
  createRequestBodySchema,
  rejectRequestBodySchema,
  requestListQuerySchema,
  requestTransitionBodySchema,
  rescheduleRequestBodySchema,
  serviceRequestDetailsSchema,
  suggestWorkersQuerySchema,
  workerSuggestionsResponseSchema,
  serviceRequestSchema,
} from '@carcare/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { runBulkAction } from '../../http/bulk-action';
import type { BulkJobRunner } from '../bulk-jobs/bulk-job-runner';
import { orNotFound, refuseEndBeforeStart } from '../../http/http-error';
import { serviceRequests } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { countLargeList, listPage } from '../../http/list-page';
import { bearerSecurity as security, bulkRoute, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { checkedRequestFilters, findRequest, findRequestDetails, requestCursorSource, requestListWhere, selectRequestVersions } from './request-queries';
import type { TransitionInput } from './request-service';
import { createRequest, REQUEST_NOT_FOUND, rescheduleRequest, transitionRequest } from './request-service';
import { rescheduleSms } from './customer-sms';
import { rankWorkersFor } from './worker-suggestions';
import type { SmsTransport } from '../../sms/sms-transport';

const REQUEST_NOUN = { one: 'request', many: 'requests' };

/** Service requests (bookings): super admin all, workshop admin its own workshop's; society managers none. */
export const requestRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; bulkJobs: BulkJobRunner; sms: SmsTransport }> = async (app, { db, clock, bulkJobs, sms }) => {
  const tags = ['requests'];
  const bulkAssign = bulkJobs.define('requests.assign', (caller, { workerId }: { workerId: number }) => ({ id, version }: { id: number; version: number }, at, tx) => transitionRequest(tx, caller.scope, id, version, { action: 'assign', workerId }, caller.actor, at));
  const details = (scope: AccessScope, id: number) => orNotFound(findRequestDetails(db, scope, id), REQUEST_NOT_FOUND);

  app.get(
    '/api/v1/requests',
    listRoute({ tags, summary: 'List service requests in scope', description: `from/to are India dates on scheduled_at (inclusive). q matches a request code (exact, or a prefix such as SR-0001), the customer phone or name, or the registration number (ignoring spaces and case). A very large result answers an estimated total marked total_is_estimate. ${CURSOR_PAGING_DOC}`, querystring: requestListQuerySchema, item: serviceRequestSchema, access: 'requests.read' }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = checkedRequestFilters(request.query);
      const where = requestListWhere(scope, query);
      return listPage(query, () => cursorPage(requestCursorSource(db), where, query), countLargeList(db, serviceRequests, where));
    },
  );

  postCreated(
    app,
    '/api/v1/requests',
    { tags, summary: 'Record a booking taken by phone', description: 'A workshop admin books for its own workshop; a super admin names workshop_id. The service must be active and offered by the workshop; the amount is the workshop’s price for the vehicle type. Starts pending.', body: createRequestBodySchema, record: serviceRequestDetailsSchema, access: 'requests.create', errors: [400, 401, 403] },
    async (body, { scope, actor }) => details(scope, await createRequest(db, scope, body, actor, clock.now())),
  );

  app.get(
    '/api/v1/requests/:id',
    {
      config: { access: 'requests.read' },
      schema: { tags, summary: 'A request with its timeline and payments', security, params: idParamsSchema, response: { 200: serviceRequestDetailsSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => details(callerOf(request).scope, request.params.id),
  );

  app.get(
    '/api/v1/requests/:id/assignable-workers',
    recordRoute({
      tags,
      summary: 'Workers the request can be assigned to',
      description: 'Active workers of the request’s workshop not on approved leave on the India date of the visit, those the rule set lets take it at its time first (free, serving its society), then those serving its society, then the least busy. A move to another time may free the others: the assignment itself checks.',
      record: assignableWorkersResponseSchema,
      access: 'requests.read',
      errors: [400, 401, 403, 404],
    }),
    async (request) => {
      const found = await orNotFound(findRequest(db, callerOf(request).scope, request.params.id), REQUEST_NOT_FOUND);
      const ranked = await rankWorkersFor(db, found.id, new Date(found.scheduled_at));
      return { data: ranked.filter((worker) => worker.refusal !== 'worker_on_leave').map(({ id, name }) => ({ id, name })) };
    },
  );

  app.get(
    '/api/v1/requests/:id/worker-suggestions',
    {
      config: { access: 'requests.read' },
      schema: {
        tags,
        summary: 'The workshop’s workers ranked for this job',
        description: 'At scheduled_at (default: the job’s own time). Each worker’s refusal is the field code the assignment would answer (null: can take it); those who can come first, then those serving the job’s society, then fewest jobs that day.',
        security,
        params: idParamsSchema,
        querystring: suggestWorkersQuerySchema,
        response: { 200: workerSuggestionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await orNotFound(findRequest(db, callerOf(request).scope, request.params.id), REQUEST_NOT_FOUND);
      const at = request.query.scheduled_at ? new Date(request.query.scheduled_at) : new Date(found.scheduled_at);
      return { data: await rankWorkersFor(db, request.params.id, at) };
    },
  );

  app.post(
    '/api/v1/requests/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Move a pending, accepted or assigned job to a new time (optionally to another worker)',
        description:
          'The same rules as an assignment (DESIGN §7): within the workshop’s hours; the worker active, of the workshop, not on approved leave that day, serving the job’s society, and free (400 naming scheduled_at or worker_id: outside_hours, worker_busy, worker_on_leave, worker_not_in_society …). worker_id on an accepted or assigned job assigns it. The customer gets an SMS with the new time. A stale version answers 409 STALE_VERSION; a job in another state 409 INVALID_TRANSITION.',
        security,
        params: idParamsSchema,
        body: rescheduleRequestBodySchema,
        response: { 200: serviceRequestDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { scope, actor } = callerOf(request);
      const now = clock.now();
      const body = request.body;
      const moved = await rescheduleRequest(db, scope, request.params.id, { version: body.version, scheduledAt: new Date(body.scheduled_at), workerId: body.worker_id }, actor, now);
      if (moved.timeChanged) {
        // The move is committed and answered without waiting on the provider; a failed message is logged.
        void sms.send(rescheduleSms(moved.request, moved.service, moved.scheduledAt, now)).catch((error: unknown) => {
          request.log.warn({ err: error, request_id: request.params.id }, 'The customer’s reschedule SMS was not sent');
        });
      }
      return details(scope, request.params.id);
    },
  );

  const transitionDocs = 'Illegal transitions answer 409 INVALID_TRANSITION; a stale version 409 STALE_VERSION.';
  const transition = (path: string, summary: string, description: string) => ({
    path: `/api/v1/requests/:id/${path}`,
    schema: { tags, summary, description: `${description} ${transitionDocs}`.trim(), security, params: idParamsSchema, response: { 200: serviceRequestDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) } },
  });
  const run = async (request: FastifyRequest & { params: { id: number } }, version: number, input: TransitionInput) => {
    const { scope, actor } = callerOf(request);
    await transitionRequest(db, scope, request.params.id, version, input, actor, clock.now());
    return details(scope, request.params.id);
  };

  for (const action of ['accept', 'start'] as const) {
    const route = transition(action, action === 'accept' ? 'Accept a pending request' : 'Start an assigned request', '');
    app.post(route.path, { schema: { ...route.schema, body: requestTransitionBodySchema } }, async (request) =>
      run(request, request.body.version, { action, note: request.body.note }),
    );
  }

  const reject = transition('reject', 'Reject a pending request', 'A note giving the reason is required.');
  app.post(reject.path, { schema: { ...reject.schema, body: rejectRequestBodySchema } }, async (request) =>
    run(request, request.body.version, { action: 'reject', note: request.body.note }),
  );

  const assign = transition(
    'assign',
    'Assign (or reassign) a worker',
    'From accepted, or from assigned to change the worker. The worker must be active, of the request’s workshop and not on approved leave that day (else 400 naming worker_id).',
  );
  app.post(assign.path, { schema: { ...assign.schema, body: assignRequestBodySchema } }, async (request) =>
    run(request, request.body.version, { action: 'assign', workerId: request.body.worker_id }),
  );

  app.post(
    '/api/v1/requests/bulk',
    bulkRoute({
      tags,
      summary: 'Assign many requests to one worker: listed by id and version, or every request matching a filter',
      noun: REQUEST_NOUN,
      refusals: 'NOT_FOUND out of scope, STALE_VERSION, INVALID_TRANSITION for a request neither accepted nor assigned, VALIDATION_ERROR when the worker cannot take it',
      more: 'Each request is assigned as its single assign action assigns it: the worker must be active, of that request’s workshop and not on approved leave that day.',
      body: bulkRequestBodySchema,
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { scope } = caller;
      const workerId = request.body.worker_id;
      return runBulkAction(
        request.body,
        {
          noun: REQUEST_NOUN,
          list: 'requests',
          action: 'assign',
          matching: (filter, limit) => {
            refuseEndBeforeStart(filter, 'filter.to');
            return selectRequestVersions(db, requestListWhere(scope, filter), limit);
          },
          ...bulkAssign.for(caller, { workerId }, db),
        },
        { adminId: callerOf(request).admin.id, clock, jobs: bulkJobs, reply },
      );
    },
  );

  const complete = transition(
    'complete',
    'Complete a request in progress',
    'cash_payment_paise records a cash payment taken on the spot; it must equal the request’s amount (400 otherwise) and the request must be unpaid (409 otherwise). The request becomes paid.',
  );
  app.post(complete.path, { schema: { ...complete.schema, body: completeRequestBodySchema } }, async (request) =>
    run(request, request.body.version, { action: 'complete', note: request.body.note, cashPaymentPaise: request.body.cash_payment_paise }),
  );

  const cancel = transition('cancel', 'Cancel a pending, accepted or assigned request', 'reason_id must be an active cancellation reason (else 400 naming reason_id).');
  app.post(cancel.path, { schema: { ...cancel.schema, body: cancelRequestBodySchema } }, async (request) =>
    run(request, request.body.version, { action: 'cancel', reasonId: request.body.reason_id, note: request.body.note }),
  );

  recordHistoryRoute(app, db, {
    path: '/api/v1/requests/:id/history',
    tags,
    noun: 'a service request',
    access: 'requests.read',
    events: afterReading('service_request', (scope, id) => orNotFound(findRequest(db, scope, id), REQUEST_NOT_FOUND)),
  });
};
