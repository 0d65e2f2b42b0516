import type { ListDefinition } from '../../components/list/prefetchList';
import type { ConcernAction, ConcernListQuery, ConcernPriority, CreateConcernBody, UserConcern, UserConcernDetails } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

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
export const concerns = defineResource<{ item: UserConcern; details: UserConcernDetails; query: ConcernListQuery; create: CreateConcernBody }>({
  path: 'concerns',
  tag: 'Concern',
  getEndpoint: 'getConcern',
});

export const concernsApi = injectResource(concerns, ['Concern', 'Concerns', 'list', 'get'], (crud) => ({
  logConcern: crud.create,
  /** Answers the concern as it now is. */
  changeConcern: crud.action<{ id: number; version: number; change: ConcernChange }>(({ change }) => changePath(change), {
    body: ({ change, version }) => changeBody(change, version),
    answerIsRecord: true,
  }),
}));

export const { useListConcernsQuery, useGetConcernQuery, useLogConcernMutation, useChangeConcernMutation } = concernsApi;

/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const CONCERN_LIST = { filters: ['status', 'priority', 'category', 'from', 'to', 'workshop_id'] as const, sort: '-created_at', viewKey: 'list.user-concerns' } satisfies ListDefinition<string>;
