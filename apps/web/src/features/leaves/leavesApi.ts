import type { CreateLeaveBody, Leave, LeaveAction, ListResponse } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const LEAVES_PATH = '/api/v1/leaves';

/** The Absent List and the leave decisions (approve, reject, cancel) of DESIGN §4. */
export const leavesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLeaves: build.query<ListResponse<Leave>, Record<string, string | number>>({
      query: (params) => ({ url: LEAVES_PATH, params }),
      providesTags: [{ type: 'Leave', id: 'LIST' }],
    }),
    // A leave changes who is "On leave" today, so worker rows are refreshed too.
    createLeave: build.mutation<Leave, CreateLeaveBody>({
      query: (body) => ({ url: LEAVES_PATH, method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Leave', id: 'LIST' }, { type: 'Worker', id: 'LIST' }, 'Worker'],
    }),
    decideLeave: build.mutation<Leave, { id: number; action: LeaveAction; version: number; note?: string }>({
      query: ({ id, action, version, note }) => ({ url: `${LEAVES_PATH}/${id}/${action}`, method: 'POST', data: note ? { version, note } : { version } }),
      invalidatesTags: [{ type: 'Leave', id: 'LIST' }, { type: 'Worker', id: 'LIST' }, 'Worker'],
    }),
    /** Workshops for the super admin's filter. */
  }),
});

export const { useListLeavesQuery, useCreateLeaveMutation, useDecideLeaveMutation } = leavesApi;
