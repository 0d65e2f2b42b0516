import type { ConcernAction, ConcernPriority, CreateConcernBody, ListResponse, UserConcern, UserConcernDetails } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const CONCERNS_PATH = '/api/v1/concerns';

type ListArgs = Record<string, string | number>;

// The tag type is this feature's own (the shared tag list stays as it is).
const concernsBase = baseApi.enhanceEndpoints({ addTagTypes: ['Concern'] });
const LIST = { type: 'Concern', id: 'LIST' } as const;

/** What changes a concern: a reply, a priority, or a step of the state machine (DESIGN §4). */
export type ConcernChange = { kind: 'reply'; body: string } | { kind: 'priority'; priority: ConcernPriority } | { kind: 'action'; action: ConcernAction };

function changePath(change: ConcernChange): string {
  if (change.kind === 'reply') return 'messages';
  if (change.kind === 'priority') return 'priority';
  return change.action;
}

function changeBody(change: ConcernChange, version: number) {
  if (change.kind === 'reply') return { version, body: change.body };
  if (change.kind === 'priority') return { version, priority: change.priority };
  return { version };
}

/** User concerns in the caller's scope: the list, one concern with its thread, phone logging and changes. */
export const concernsApi = concernsBase.injectEndpoints({
  endpoints: (build) => ({
    listConcerns: build.query<ListResponse<UserConcern>, ListArgs>({
      query: (params) => ({ url: CONCERNS_PATH, params }),
      providesTags: [LIST],
    }),
    getConcern: build.query<UserConcernDetails, number>({
      query: (id) => ({ url: `${CONCERNS_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Concern', id }],
    }),
    logConcern: build.mutation<UserConcernDetails, CreateConcernBody>({
      query: (body) => ({ url: CONCERNS_PATH, method: 'POST', data: body }),
      invalidatesTags: [LIST],
    }),
    /** Answers the concern as it now is. */
    changeConcern: build.mutation<UserConcernDetails, { id: number; version: number; change: ConcernChange }>({
      query: ({ id, version, change }) => ({ url: `${CONCERNS_PATH}/${id}/${changePath(change)}`, method: 'POST', data: changeBody(change, version) }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(concernsApi.util.upsertQueryData('getConcern', id, data));
        } catch {
          // The caller tells the failure; a conflict refetches through the tags below.
        }
      },
      invalidatesTags: (_result, error, { id }) => [LIST, ...(error ? [{ type: 'Concern' as const, id }] : [])],
    }),
  }),
});

export const { useListConcernsQuery, useGetConcernQuery, useLogConcernMutation, useChangeConcernMutation } = concernsApi;
