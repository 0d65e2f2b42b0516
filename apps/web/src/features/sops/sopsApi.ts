import type { CreateSopBody, Sop, SopAction, SopListQuery, UpdateSopBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

/** Standard operating procedures: list, write a draft, publish, archive, delete a draft. */
export const sops = defineResource<{ item: Sop; query: SopListQuery; create: CreateSopBody; update: UpdateSopBody }>({ path: 'sops', tag: 'Sop' });

export const sopsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints(build, sops);
    return {
      ...crud.named('Sop', 'Sops', 'list', 'get', 'create', 'update', 'remove'),
      /** publish / archive, following the SOP state machine. */
      changeSopStatus: crud.action<{ id: number; action: SopAction; version: number }>(({ action }) => action, { body: ({ version }) => ({ version }) }),
    };
  },
});

export const { useListSopsQuery, useGetSopQuery, useCreateSopMutation, useUpdateSopMutation, useChangeSopStatusMutation, useDeleteSopMutation } = sopsApi;
