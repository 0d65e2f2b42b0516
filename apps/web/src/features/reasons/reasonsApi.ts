import type { CancellationReason, CreateReasonBody, ReasonListQuery, UpdateReasonBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

/** The reasons offered when a request is cancelled, in their order (sort_order). */
export const reasons = defineResource<{ item: CancellationReason; query: ReasonListQuery; create: CreateReasonBody; update: UpdateReasonBody }>({
  path: 'cancellation-reasons',
  tag: 'Reason',
});

export const reasonsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints(build, reasons);
    return {
      /** Also the choices of the cancel dialog (`active: 'true'`). */
      ...crud.named('Reason', 'Reasons', 'list', 'create', 'update'),
      /** One place up or down; its neighbour changes place too, so the whole list refetches. */
      moveReason: crud.action<{ id: number; direction: 'up' | 'down'; version: number }>(() => 'move'),
    };
  },
});

export const { useListReasonsQuery, useCreateReasonMutation, useUpdateReasonMutation, useMoveReasonMutation } = reasonsApi;
