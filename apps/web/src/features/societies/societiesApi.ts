import type { CreateSocietyBody, ListResponse, Society, UpdateSocietyBody, Worker } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const SOCIETIES_PATH = '/api/v1/societies';
export const SOCIETIES_CSV_PATH = '/api/v1/societies.csv';
const WORKERS_PATH = '/api/v1/workers';

type ListArgs = Record<string, string | number>;

/** Societies and their managers, and which workers serve a society, as the super admin manages them. */
export const societiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSocieties: build.query<ListResponse<Society>, ListArgs>({
      query: (params) => ({ url: SOCIETIES_PATH, params }),
      providesTags: (result) => [{ type: 'Society', id: 'LIST' }, ...(result?.data ?? []).map((s) => ({ type: 'Society' as const, id: s.id }))],
    }),
    societyCities: build.query<{ data: string[] }, void>({
      query: () => ({ url: `${SOCIETIES_PATH}/cities` }),
      providesTags: [{ type: 'Options', id: 'society-cities' }],
    }),
    getSociety: build.query<Society, number>({
      query: (id) => ({ url: `${SOCIETIES_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Society', id }],
    }),
    createSociety: build.mutation<Society, CreateSocietyBody>({
      query: (body) => ({ url: SOCIETIES_PATH, method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Society', id: 'LIST' }, { type: 'Options', id: 'society-cities' }, { type: 'Options', id: 'societies' }],
    }),
    updateSociety: build.mutation<Society, { id: number; body: UpdateSocietyBody }>({
      query: ({ id, body }) => ({ url: `${SOCIETIES_PATH}/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Society', id }, { type: 'Society', id: 'LIST' }, { type: 'Options', id: 'society-cities' }, { type: 'Options', id: 'societies' }],
    }),
    setSocietyActive: build.mutation<Society, { id: number; active: boolean; version: number }>({
      query: ({ id, active, version }) => ({ url: `${SOCIETIES_PATH}/${id}/${active ? 'activate' : 'deactivate'}`, method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Society', id }, { type: 'Society', id: 'LIST' }, { type: 'Options', id: 'societies' }],
    }),
    /** The workers serving one society. */
    societyWorkers: build.query<ListResponse<Worker>, { societyId: number; pageSize: number }>({
      query: ({ societyId, pageSize }) => ({ url: WORKERS_PATH, params: { society_id: societyId, page_size: pageSize, sort: 'name' } }),
      providesTags: [{ type: 'Worker', id: 'LIST' }],
    }),
    /** Workers of any workshop matching a search, to pick one to assign. */
    searchWorkers: build.query<ListResponse<Worker>, string>({
      query: (q) => ({ url: WORKERS_PATH, params: { q, page_size: 20, sort: 'name' } }),
      providesTags: [{ type: 'Worker', id: 'LIST' }],
    }),
    /** Replaces a worker's societies (their current ones ± this one). */
    setWorkerSocietyIds: build.mutation<Worker, { workerId: number; societyId: number; society_ids: number[]; version: number }>({
      query: ({ workerId, society_ids, version }) => ({ url: `${WORKERS_PATH}/${workerId}/societies`, method: 'PUT', data: { society_ids, version } }),
      invalidatesTags: (_result, _error, { workerId, societyId }) => [
        { type: 'Worker', id: workerId },
        { type: 'Worker', id: 'LIST' },
        { type: 'Society', id: societyId },
        { type: 'Society', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListSocietiesQuery,
  useSocietyCitiesQuery,
  useGetSocietyQuery,
  useCreateSocietyMutation,
  useUpdateSocietyMutation,
  useSetSocietyActiveMutation,
  useSocietyWorkersQuery,
  useSearchWorkersQuery,
  useSetWorkerSocietyIdsMutation,
} = societiesApi;
