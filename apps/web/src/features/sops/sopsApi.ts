import type { CreateSopBody, Sop, SopAction, SopListQuery, UpdateSopBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

/** Standard operating procedures: list, write a draft, publish, archive, delete a draft. */
export const sops = defineResource<{ item: Sop; query: SopListQuery; create: CreateSopBody; update: UpdateSopBody }>({ path: 'sops', tag: 'Sop' });

export const sopsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints(build, sops);
    return {
      listSops: crud.list,
      getSop: crud.get,
      createSop: crud.create,
      updateSop: crud.update,
      /** publish / archive, following the SOP state machine. */
      changeSopStatus: crud.action<{ id: number; action: SopAction; version: number }>(({ action }) => action, { body: ({ version }) => ({ version }) }),
      deleteSop: crud.remove,
    };
  },
});

export const { useListSopsQuery, useGetSopQuery, useCreateSopMutation, useUpdateSopMutation, useChangeSopStatusMutation, useDeleteSopMutation } = sopsApi;
