import type { DEFAULT_SOP_SORT } from '@carcare/contracts';
import type { ListDefinition } from '../../components/list/prefetchList';
import type { CreateSopBody, Sop, SopAction, SopListQuery, UpdateSopBody } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** Standard operating procedures: list, write a draft, publish, archive, delete a draft (and restore it). */
export const sops = defineResource<{ item: Sop; query: SopListQuery; create: CreateSopBody; update: UpdateSopBody }>({ path: 'sops', tag: 'Sop' });

export const sopsApi = injectResource(sops, ['Sop', 'Sops', 'list', 'get', 'create', 'update', 'remove', 'restore'], (crud) => ({
  /** publish / archive, following the SOP state machine. */
  changeSopStatus: crud.action<{ id: number; action: SopAction; version: number }>(({ action }) => action, { body: ({ version }) => ({ version }) }),
}));

export const { useListSopsQuery, useGetSopQuery, useCreateSopMutation, useUpdateSopMutation, useChangeSopStatusMutation, useDeleteSopMutation, useRestoreSopMutation } = sopsApi;

// The contract's default sort as a literal (checked against it): importing its value would bring the
// contract module's zod schemas into the route table, which every console page loads.
/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const SOP_LIST = { filters: ['status', 'service_id'] as const, sort: '-updated_at' satisfies typeof DEFAULT_SOP_SORT, viewKey: 'list.sops' } satisfies ListDefinition<string>;
