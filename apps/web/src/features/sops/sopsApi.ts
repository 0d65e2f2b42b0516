import type { CreateSopBody, Sop, SopAction, SopListQuery, UpdateSopBody } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** Standard operating procedures: list, write a draft, publish, archive, delete a draft. */
export const sops = defineResource<{ item: Sop; query: SopListQuery; create: CreateSopBody; update: UpdateSopBody }>({ path: 'sops', tag: 'Sop' });

export const sopsApi = injectResource(sops, ['Sop', 'Sops', 'list', 'get', 'create', 'update', 'remove'], (crud) => ({
  /** publish / archive, following the SOP state machine. */
  changeSopStatus: crud.action<{ id: number; action: SopAction; version: number }>(({ action }) => action, { body: ({ version }) => ({ version }) }),
}));

export const { useListSopsQuery, useGetSopQuery, useCreateSopMutation, useUpdateSopMutation, useChangeSopStatusMutation, useDeleteSopMutation } = sopsApi;
