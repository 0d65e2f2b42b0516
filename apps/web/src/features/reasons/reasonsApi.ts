import type { ListDefinition } from '../../components/list/prefetchList';
import type { CancellationReason, CreateReasonBody, ReasonListQuery, UpdateReasonBody } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** The reasons offered when a request is cancelled, in their order (sort_order). */
export const reasons = defineResource<{ item: CancellationReason; query: ReasonListQuery; create: CreateReasonBody; update: UpdateReasonBody }>({
  path: 'cancellation-reasons',
  tag: 'Reason',
});

/** The list is also the choices of the cancel dialog (`active: 'true'`): a delete or a restore refetches them. */
export const reasonsApi = injectResource(reasons, ['Reason', 'Reasons', 'list', 'create', 'update', 'remove', 'restore'], (crud) => ({
  /** One place up or down; its neighbour changes place too, so the whole list refetches. */
  moveReason: crud.action<{ id: number; direction: 'up' | 'down'; version: number }>(() => 'move'),
}));

export const { useListReasonsQuery, useCreateReasonMutation, useUpdateReasonMutation, useMoveReasonMutation, useDeleteReasonMutation, useRestoreReasonMutation } = reasonsApi;

/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const REASON_LIST = { filters: ['audience', 'active'] as const, viewKey: 'list.cancellation-reasons' } satisfies ListDefinition<string>;
