import type { CreateLeaveBody, Leave, LeaveAction, LeaveListQuery } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

/** The Absent List and the leave decisions (approve, reject, cancel) of DESIGN §4. */
export const leaves = defineResource<{ item: Leave; query: LeaveListQuery; create: CreateLeaveBody }>({
  path: 'leaves',
  tag: 'Leave',
  // A leave changes who is "On leave" today: every worker row is refreshed too.
  affects: ['Worker'],
});

export const leavesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints(build, leaves);
    return {
      ...crud.named('Leave', 'Leaves', 'list', 'create'),
      decideLeave: crud.action<{ id: number; action: LeaveAction; version: number; note?: string }>(({ action }) => action, {
        body: ({ version, note }) => (note ? { version, note } : { version }),
      }),
    };
  },
});

export const { useListLeavesQuery, useCreateLeaveMutation, useDecideLeaveMutation } = leavesApi;
