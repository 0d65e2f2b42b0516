import type { CreateSopBody, ListResponse, Sop, SopAction, UpdateSopBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const SOPS_PATH = '/api/v1/sops';

type ListArgs = Record<string, string | number>;

// SOPs live under the catalogue's 'Service' tag type, with ids of their own.
const LIST = { type: 'Service', id: 'SOP-LIST' } as const;
const one = (id: number) => ({ type: 'Service' as const, id: `SOP-${id}` });

/** Standard operating procedures: list, write a draft, publish, archive, delete a draft. */
export const sopsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSops: build.query<ListResponse<Sop>, ListArgs>({
      query: (params) => ({ url: SOPS_PATH, params }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((sop) => one(sop.id))],
    }),
    getSop: build.query<Sop, number>({
      query: (id) => ({ url: `${SOPS_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    createSop: build.mutation<Sop, CreateSopBody>({
      query: (body) => ({ url: SOPS_PATH, method: 'POST', data: body }),
      invalidatesTags: [LIST],
    }),
    updateSop: build.mutation<Sop, { id: number; body: UpdateSopBody }>({
      query: ({ id, body }) => ({ url: `${SOPS_PATH}/${id}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [one(id), LIST],
    }),
    /** publish / archive, following the SOP state machine. */
    changeSopStatus: build.mutation<Sop, { id: number; action: SopAction; version: number }>({
      query: ({ id, action, version }) => ({ url: `${SOPS_PATH}/${id}/${action}`, method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { id }) => [one(id), LIST],
    }),
    deleteSop: build.mutation<void, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `${SOPS_PATH}/${id}`, method: 'DELETE', params: { version } }),
      // The deleted SOP's own copy is not refetched (it would answer 404); the list is.
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListSopsQuery, useGetSopQuery, useCreateSopMutation, useUpdateSopMutation, useChangeSopStatusMutation, useDeleteSopMutation } = sopsApi;
