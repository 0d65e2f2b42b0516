import type { CreateInclusionBody, ListResponse, OptionsResponse, ServiceInclusion, UpdateInclusionBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const INCLUSIONS_PATH = '/api/v1/service-inclusions';

type ListArgs = Record<string, string | number>;

const LIST = { type: 'Inclusion', id: 'LIST' } as const;
const OPTIONS = { type: 'Options', id: 'inclusions' } as const;

/** What a catalogue service can include (foam wash, interior vacuum …), as the super admin keeps them. */
export const inclusionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInclusions: build.query<ListResponse<ServiceInclusion>, ListArgs>({
      query: (params) => ({ url: INCLUSIONS_PATH, params }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((i) => ({ type: 'Inclusion' as const, id: i.id }))],
    }),
    inclusionOptions: build.query<OptionsResponse, void>({
      query: () => ({ url: `${INCLUSIONS_PATH}/options` }),
      providesTags: [OPTIONS],
    }),
    createInclusion: build.mutation<ServiceInclusion, CreateInclusionBody>({
      query: (body) => ({ url: INCLUSIONS_PATH, method: 'POST', data: body }),
      invalidatesTags: [LIST, OPTIONS],
    }),
    updateInclusion: build.mutation<ServiceInclusion, { id: number; body: UpdateInclusionBody }>({
      query: ({ id, body }) => ({ url: `${INCLUSIONS_PATH}/${id}`, method: 'PUT', data: body }),
      // A renamed inclusion shows under its new name in the services that list it.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Inclusion', id }, LIST, OPTIONS, { type: 'Service', id: 'LIST' }],
    }),
    deleteInclusion: build.mutation<void, number>({
      query: (id) => ({ url: `${INCLUSIONS_PATH}/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, OPTIONS],
    }),
  }),
});

export const { useListInclusionsQuery, useInclusionOptionsQuery, useCreateInclusionMutation, useUpdateInclusionMutation, useDeleteInclusionMutation } = inclusionsApi;
