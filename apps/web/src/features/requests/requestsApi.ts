import type {
  CancellationReason,
  CreateRequestBody,
  ListResponse,
  OptionsResponse,
  RequestAction,
  ServiceRequest,
  ServiceRequestDetails,
  WorkshopService,
} from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const REQUESTS_PATH = '/api/v1/requests';
export const REQUESTS_CSV_PATH = '/api/v1/requests.csv';
/** Enough for every option of a select; the API caps page_size at 100. */
const ALL_OPTIONS = 100;

type ListArgs = Record<string, string | number>;

/** The body of a status change: the version the caller saw, plus what the action needs. */
export interface RequestActionBody {
  version: number;
  note?: string;
  worker_id?: number;
  cash_payment_paise?: number;
  reason_id?: number;
}

/** Service requests (bookings) in the caller's scope, the phone booking and the status changes of DESIGN §4. */
export const requestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRequests: build.query<ListResponse<ServiceRequest>, ListArgs>({
      query: (params) => ({ url: REQUESTS_PATH, params }),
      providesTags: (result) => [{ type: 'Request', id: 'LIST' }, ...(result?.data ?? []).map((r) => ({ type: 'Request' as const, id: r.id }))],
    }),
    getRequest: build.query<ServiceRequestDetails, number>({
      query: (id) => ({ url: `${REQUESTS_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Request', id }],
    }),
    createRequest: build.mutation<ServiceRequestDetails, CreateRequestBody>({
      query: (body) => ({ url: REQUESTS_PATH, method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Request', id: 'LIST' }],
    }),
    /** accept, reject, assign, start, complete or cancel; answers the request as it now is. */
    runRequestAction: build.mutation<ServiceRequestDetails, { id: number; action: RequestAction; body: RequestActionBody }>({
      query: ({ id, action, body }) => ({ url: `${REQUESTS_PATH}/${id}/${action}`, method: 'POST', data: body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the new state: show it at once, without another GET.
          dispatch(requestsApi.util.upsertQueryData('getRequest', id, data));
        } catch {
          // Failures are handled by the caller; a conflict refetches through the tags below.
        }
      },
      // On failure (someone else changed it, or the state no longer allows the action) the page
      // refetches so it shows the current state.
      invalidatesTags: (_result, error, { id, action }) => [
        { type: 'Request', id: 'LIST' },
        ...(error ? [{ type: 'Request' as const, id }] : []),
        ...(action === 'complete' && !error ? [{ type: 'Transaction' as const, id: 'LIST' }] : []),
        ...(action === 'assign' || action === 'start' || action === 'complete' ? [{ type: 'Worker' as const, id: 'LIST' }] : []),
      ],
    }),
    /** Active workers of the request's workshop who are not on leave that day. */
    requestAssignableWorkers: build.query<OptionsResponse, number>({
      query: (id) => ({ url: `${REQUESTS_PATH}/${id}/assignable-workers` }),
      keepUnusedDataFor: 0,
    }),
    /** Catalogue services as {id, name}: the super admin's service filter. */
    requestServiceOptions: build.query<OptionsResponse, void>({
      query: () => ({ url: '/api/v1/services/options' }),
      providesTags: [{ type: 'Options', id: 'services' }],
    }),
    /** The services a workshop offers with their effective prices (workshop_id: super admin only). */
    requestOfferedServices: build.query<ListResponse<WorkshopService>, { workshop_id?: number; active?: boolean }>({
      query: ({ workshop_id, active }) => ({
        url: '/api/v1/workshop-services',
        params: { ...(workshop_id ? { workshop_id } : {}), ...(active ? { active: 'true' } : {}), page_size: ALL_OPTIONS },
      }),
      providesTags: [{ type: 'Offering', id: 'LIST' }],
    }),
    requestCancellationReasons: build.query<ListResponse<CancellationReason>, void>({
      query: () => ({ url: '/api/v1/cancellation-reasons', params: { active: 'true', page_size: ALL_OPTIONS } }),
      providesTags: [{ type: 'Reason', id: 'LIST' }],
    }),
  }),
});

export const {
  useListRequestsQuery,
  useGetRequestQuery,
  useCreateRequestMutation,
  useRunRequestActionMutation,
  useRequestAssignableWorkersQuery,
  useRequestServiceOptionsQuery,
  useRequestOfferedServicesQuery,
  useRequestCancellationReasonsQuery,
} = requestsApi;
