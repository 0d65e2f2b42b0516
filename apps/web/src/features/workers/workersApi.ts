import type { CreateWorkerBody, Leave, ListResponse, UpdateWorkerBody, Worker } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const WORKERS_PATH = '/api/v1/workers';
export const WORKERS_CSV_PATH = '/api/v1/workers.csv';

type ListArgs = Record<string, string | number>;

/** Workers in the caller's scope (the server narrows by role), their profile, edits and assignments. */
export const workersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWorkers: build.query<ListResponse<Worker>, ListArgs>({
      query: (params) => ({ url: WORKERS_PATH, params }),
      providesTags: (result) => [{ type: 'Worker', id: 'LIST' }, ...(result?.data ?? []).map((w) => ({ type: 'Worker' as const, id: w.id }))],
    }),
    getWorker: build.query<Worker, number>({
      query: (id) => ({ url: `${WORKERS_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Worker', id }],
    }),
    createWorker: build.mutation<Worker, CreateWorkerBody>({
      query: (body) => ({ url: WORKERS_PATH, method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Worker', id: 'LIST' }],
    }),
    updateWorker: build.mutation<Worker, { id: number; body: UpdateWorkerBody }>({
      query: ({ id, body }) => ({ url: `${WORKERS_PATH}/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Worker', id }, { type: 'Worker', id: 'LIST' }],
    }),
    setWorkerActive: build.mutation<Worker, { id: number; active: boolean; version: number }>({
      query: ({ id, active, version }) => ({ url: `${WORKERS_PATH}/${id}/${active ? 'activate' : 'deactivate'}`, method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Worker', id }, { type: 'Worker', id: 'LIST' }],
    }),
    setWorkerSocieties: build.mutation<Worker, { id: number; society_ids: number[]; version: number }>({
      query: ({ id, ...body }) => ({ url: `${WORKERS_PATH}/${id}/societies`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Worker', id }, { type: 'Worker', id: 'LIST' }],
    }),
    workerLeaves: build.query<ListResponse<Leave>, { id: number; page: number; page_size: number }>({
      query: ({ id, ...params }) => ({ url: `${WORKERS_PATH}/${id}/leaves`, params }),
      providesTags: [{ type: 'Leave', id: 'LIST' }],
    }),
    /** Active societies a worker can be assigned to (super and workshop admins). */
  }),
});

export const {
  useListWorkersQuery,
  useGetWorkerQuery,
  useCreateWorkerMutation,
  useUpdateWorkerMutation,
  useSetWorkerActiveMutation,
  useSetWorkerSocietiesMutation,
  useWorkerLeavesQuery,
  } = workersApi;
