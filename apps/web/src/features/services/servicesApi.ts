import type { CreateServiceBody, ListResponse, RequestNewServiceBody, Service, ServiceAction, UpdateServiceBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const SERVICES_PATH = '/api/v1/services';

type ListArgs = Record<string, string | number>;

const LIST = { type: 'Service', id: 'LIST' } as const;
const OPTIONS = { type: 'Options', id: 'services' } as const;

/** The service catalogue: the super admin's list and edits, approvals, and a workshop admin's requests. */
export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listServices: build.query<ListResponse<Service>, ListArgs>({
      query: (params) => ({ url: SERVICES_PATH, params }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((s) => ({ type: 'Service' as const, id: s.id }))],
    }),
    getService: build.query<Service, number>({
      query: (id) => ({ url: `${SERVICES_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    createService: build.mutation<Service, CreateServiceBody>({
      query: (body) => ({ url: SERVICES_PATH, method: 'POST', data: body }),
      invalidatesTags: [LIST, OPTIONS],
    }),
    updateService: build.mutation<Service, { id: number; body: UpdateServiceBody }>({
      query: ({ id, body }) => ({ url: `${SERVICES_PATH}/${id}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }, LIST, OPTIONS, { type: 'Offering', id: 'LIST' }],
    }),
    /** approve / reject / activate / deactivate, following the catalogue's state machine. */
    decideService: build.mutation<Service, { id: number; action: ServiceAction; version: number; note?: string }>({
      query: ({ id, action, version, note }) => ({ url: `${SERVICES_PATH}/${id}/${action}`, method: 'POST', data: note ? { version, note } : { version } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }, LIST, OPTIONS, { type: 'Offering', id: 'LIST' }],
    }),
    /** The raw file as the body, labelled with its type; the server checks the bytes. */
    uploadServiceImage: build.mutation<Service, { id: number; version: number; file: Blob; contentType: string }>({
      query: ({ id, version, file, contentType }) => ({ url: `${SERVICES_PATH}/${id}/image`, method: 'PUT', params: { version }, data: file, headers: { 'Content-Type': contentType } }),
      // The answer is the whole service: the edit page takes it at once (new version included).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(servicesApi.util.upsertQueryData('getService', id, data));
        } catch {
          // The page shows the error; the cached copy stays as it was.
        }
      },
      invalidatesTags: [LIST],
    }),
    removeServiceImage: build.mutation<Service, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `${SERVICES_PATH}/${id}/image`, method: 'DELETE', params: { version } }),
      // The answer is the whole service: the edit page takes it at once (new version included).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(servicesApi.util.upsertQueryData('getService', id, data));
        } catch {
          // The page shows the error; the cached copy stays as it was.
        }
      },
      invalidatesTags: [LIST],
    }),
    /** A workshop admin asks for a new catalogue service; it starts pending_approval. */
    requestNewService: build.mutation<Service, RequestNewServiceBody>({
      query: (body) => ({ url: `${SERVICES_PATH}/requests`, method: 'POST', data: body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListServicesQuery,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDecideServiceMutation,
  useRequestNewServiceMutation,
  useUploadServiceImageMutation,
  useRemoveServiceImageMutation,
} = servicesApi;
