import type { CancellationReason, CreateReasonBody, ListResponse, UpdateReasonBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const REASONS_PATH = '/api/v1/cancellation-reasons';

type ListArgs = Record<string, string | number>;

const LIST = { type: 'Reason', id: 'LIST' } as const;

/** The reasons offered when a request is cancelled, in their order (sort_order). */
export const reasonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReasons: build.query<ListResponse<CancellationReason>, ListArgs>({
      query: (params) => ({ url: REASONS_PATH, params }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((r) => ({ type: 'Reason' as const, id: r.id }))],
    }),
    createReason: build.mutation<CancellationReason, CreateReasonBody>({
      query: (body) => ({ url: REASONS_PATH, method: 'POST', data: body }),
      invalidatesTags: [LIST],
    }),
    updateReason: build.mutation<CancellationReason, { id: number; body: UpdateReasonBody }>({
      query: ({ id, body }) => ({ url: `${REASONS_PATH}/${id}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Reason', id }, LIST],
    }),
    /** One place up or down; its neighbour changes place too, so the whole list refetches. */
    moveReason: build.mutation<CancellationReason, { id: number; direction: 'up' | 'down'; version: number }>({
      query: ({ id, ...body }) => ({ url: `${REASONS_PATH}/${id}/move`, method: 'POST', data: body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListReasonsQuery, useCreateReasonMutation, useUpdateReasonMutation, useMoveReasonMutation } = reasonsApi;
