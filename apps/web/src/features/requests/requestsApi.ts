import type { ListDefinition } from '../../components/list/prefetchList';
import type {
  BulkRequestBody,
  BulkAnswer,
  CreateRequestBody,
  OptionsResponse,
  RequestAction,
  RequestListQuery,
  ServiceRequest,
  ServiceRequestDetails,
} from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** Enough for every option of a select; the API caps page_size at 100. */
export const ALL_OPTIONS = 100;

/** The body of a status change: the version the caller saw, plus what the action needs. */
export interface RequestActionBody {
  version: number;
  note?: string;
  worker_id?: number;
  cash_payment_paise?: number;
  reason_id?: number;
}

/** Service requests (bookings) in the caller's scope, the phone booking and the status changes of DESIGN §4. */
export const requests = defineResource<{ item: ServiceRequest; details: ServiceRequestDetails; query: RequestListQuery; create: CreateRequestBody }>({
  path: 'requests',
  tag: 'Request',
  getEndpoint: 'getRequest',
  // Every change of a job moves a block on the day board.
  affects: ['Schedule'],
});

export const requestsApi = injectResource(requests, ['Request', 'Requests', 'list', 'get', 'create'], (crud, build) => ({
  /** Assign many requests to one worker (by ids or by the list's filter): the answer says what happened to each. */
  bulkAssignRequests: build.mutation<BulkAnswer, BulkRequestBody>({
    query: (body) => ({ url: requests.url('bulk'), method: 'POST', data: body }),
    // The requests (list and details) and the workers' rows change.
    invalidatesTags: ['Request', 'Worker', 'Schedule'],
  }),
  /** accept, reject, assign, start, complete or cancel; answers the request as it now is. */
  runRequestAction: crud.action<{ id: number; action: RequestAction; body: RequestActionBody }>(({ action }) => action, {
    body: ({ body }) => body,
    answerIsRecord: true,
    // A completed request adds a payment; assigning, starting and completing change the workers' rows.
    also: ({ action }, failed) => [
      ...(action === 'complete' && !failed ? [{ type: 'Transaction' as const, id: 'LIST' }] : []),
      ...(action === 'assign' || action === 'start' || action === 'complete' ? [{ type: 'Worker' as const, id: 'LIST' }] : []),
    ],
  }),
  /** Active workers of the request's workshop who are not on leave that day. */
  requestAssignableWorkers: build.query<OptionsResponse, number>({
    query: (id) => ({ url: requests.url(id, 'assignable-workers') }),
    keepUnusedDataFor: 0,
  }),
}));

export const {
  useListRequestsQuery,
  useGetRequestQuery,
  useCreateRequestMutation,
  useRunRequestActionMutation,
  useRequestAssignableWorkersQuery,
  useBulkAssignRequestsMutation,
} = requestsApi;

/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const REQUEST_LIST = { filters: ['status', 'from', 'to', 'service_id', 'society_id', 'workshop_id', 'worker_id'] as const, sort: '-scheduled_at', viewKey: 'list.service-requests' } satisfies ListDefinition<string>;
