import type { ListDefinition } from '../../components/list/prefetchList';
import type { BulkAnswer, BulkWorkerBody, CreateWorkerBody, Leave, ListResponse, UpdateWorkerBody, Worker, WorkerListQuery } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

const LEAVES = { type: 'Leave', id: 'LIST' } as const;

/** Workers in the caller's scope (the server narrows by role), their profile, edits and assignments. */
export const workers = defineResource<{ item: Worker; query: WorkerListQuery; create: CreateWorkerBody; update: UpdateWorkerBody }>({
  path: 'workers',
  tag: 'Worker',
  updateMethod: 'PATCH',
});

/** Also the worker lists of a workshop's and a society's profile, and the picker of workers to assign. */
export const workersApi = injectResource(workers, ['Worker', 'Workers', 'list', 'get', 'create', 'update', 'setActive'], (crud, build) => ({
  /** Replaces a worker's societies; the societies' worker counts change with it. */
  setWorkerSocieties: crud.action<{ id: number; society_ids: number[]; version: number }>(() => 'societies', {
    method: 'PUT',
    also: () => ['Society'],
  }),
  /** Deactivate or reactivate many (by ids or by the list's filter): the answer says what happened to each. */
  bulkSetWorkersActive: build.mutation<BulkAnswer, BulkWorkerBody>({
    query: (body) => ({ url: workers.url('bulk'), method: 'POST', data: body }),
    // Every worker query: the changed ones' profiles too.
    invalidatesTags: ['Worker'],
  }),
  workerLeaves: build.query<ListResponse<Leave>, { id: number; page: number; page_size: number }>({
    query: ({ id, ...params }) => ({ url: workers.url(id, 'leaves'), params }),
    providesTags: [LEAVES],
  }),
}));

export const {
  useListWorkersQuery,
  useGetWorkerQuery,
  useCreateWorkerMutation,
  useUpdateWorkerMutation,
  useSetWorkerActiveMutation,
  useBulkSetWorkersActiveMutation,
  useSetWorkerSocietiesMutation,
  useWorkerLeavesQuery,
} = workersApi;

/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const WORKER_LIST = { filters: ['status', 'skill'] as const, sort: 'name', viewKey: 'list.workers' } satisfies ListDefinition<string>;
