import type { CreateWorkshopBody, ListResponse, UpdateWorkshopBody, Worker, Workshop } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const WORKSHOPS_PATH = '/api/v1/workshops';
export const WORKSHOPS_CSV_PATH = '/api/v1/workshops.csv';

type ListArgs = Record<string, string | number>;

/** Workshops (garages) and their garage admins, as the super admin manages them. */
export const workshopsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWorkshops: build.query<ListResponse<Workshop>, ListArgs>({
      query: (params) => ({ url: WORKSHOPS_PATH, params }),
      providesTags: (result) => [{ type: 'Workshop', id: 'LIST' }, ...(result?.data ?? []).map((w) => ({ type: 'Workshop' as const, id: w.id }))],
    }),
    workshopCities: build.query<{ data: string[] }, void>({
      query: () => ({ url: `${WORKSHOPS_PATH}/cities` }),
      providesTags: [{ type: 'Options', id: 'workshop-cities' }],
    }),
    getWorkshop: build.query<Workshop, number>({
      query: (id) => ({ url: `${WORKSHOPS_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Workshop', id }],
    }),
    createWorkshop: build.mutation<Workshop, CreateWorkshopBody>({
      query: (body) => ({ url: WORKSHOPS_PATH, method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Workshop', id: 'LIST' }, { type: 'Options', id: 'workshop-cities' }],
    }),
    updateWorkshop: build.mutation<Workshop, { id: number; body: UpdateWorkshopBody }>({
      query: ({ id, body }) => ({ url: `${WORKSHOPS_PATH}/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Workshop', id }, { type: 'Workshop', id: 'LIST' }, { type: 'Options', id: 'workshop-cities' }],
    }),
    setWorkshopActive: build.mutation<Workshop, { id: number; active: boolean; version: number }>({
      query: ({ id, active, version }) => ({ url: `${WORKSHOPS_PATH}/${id}/${active ? 'activate' : 'deactivate'}`, method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Workshop', id }, { type: 'Workshop', id: 'LIST' }],
    }),
    /** A workshop's workers for its profile page (the first page is enough there). */
    workshopWorkers: build.query<ListResponse<Worker>, { workshopId: number; pageSize: number }>({
      query: ({ workshopId, pageSize }) => ({ url: '/api/v1/workers', params: { workshop_id: workshopId, page_size: pageSize, sort: 'name' } }),
      providesTags: [{ type: 'Worker', id: 'LIST' }],
    }),
  }),
});

export const {
  useListWorkshopsQuery,
  useWorkshopCitiesQuery,
  useGetWorkshopQuery,
  useCreateWorkshopMutation,
  useUpdateWorkshopMutation,
  useSetWorkshopActiveMutation,
  useWorkshopWorkersQuery,
} = workshopsApi;
