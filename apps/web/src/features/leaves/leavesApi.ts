import type { ListDefinition } from '../../components/list/prefetchList';
import type { BulkLeaveBody, BulkAnswer, CreateLeaveBody, Leave, LeaveAction, LeaveListQuery } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** The Absent List and the leave decisions (approve, reject, cancel) of DESIGN §4. */
export const leaves = defineResource<{ item: Leave; query: LeaveListQuery; create: CreateLeaveBody }>({
  path: 'leaves',
  tag: 'Leave',
  // A leave changes who is "On leave" today (every worker row) and which lanes of the day board are blocked.
  affects: ['Worker', 'Schedule'],
});

export const leavesApi = injectResource(leaves, ['Leave', 'Leaves', 'list', 'create'], (crud, build) => ({
  // Many leaves at once (by ids or by the list's filter): the answer says what happened to each.
  bulkDecideLeaves: build.mutation<BulkAnswer, BulkLeaveBody>({
    query: (body) => ({ url: leaves.url('bulk'), method: 'POST', data: body }),
    invalidatesTags: (_result, _error, body) => [leaves.listTag, ...(leaves.affects ?? []), ...(body.unassign_jobs ? [{ type: 'Request' as const }] : [])],
  }),
  /** unassign_jobs (approve only): frees the worker's assigned jobs on the leave's days instead of a 409 LEAVE_HAS_JOBS. */
  decideLeave: crud.action<{ id: number; action: LeaveAction; version: number; note?: string; unassign_jobs?: boolean }>(({ action }) => action, {
    body: ({ version, note, unassign_jobs }) => ({ version, ...(note ? { note } : {}), ...(unassign_jobs ? { unassign_jobs } : {}) }),
    // Freed jobs change the requests' lists and pages.
    also: ({ unassign_jobs }) => (unassign_jobs ? [{ type: 'Request' as const }] : []),
  }),
}));

export const { useListLeavesQuery, useCreateLeaveMutation, useDecideLeaveMutation, useBulkDecideLeavesMutation } = leavesApi;

/** The Absent List's filters, sort and default range (the business day `today`): its query, also asked for as its route is entered. */
export const leaveList = (today: string) =>
  ({ filters: ['from', 'to', 'status', 'workshop_id'] as const, sort: 'start_date', defaultFilters: { from: today, to: today }, viewKey: 'list.leaves' }) satisfies ListDefinition<string>;
