import type { UpdateWorkingHoursBody, WorkingHours } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { API_V1 } from '../../api/resource';

const url = (id: number) => `${API_V1}/workshops/${id}/working-hours`;

/**
 * A workshop's structured hours. They share the workshop's cache tag: saving them bumps the
 * workshop's version (its edit page must refetch), and editing the workshop bumps theirs.
 */
export const workingHoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkingHours: build.query<WorkingHours, number>({
      query: (id) => ({ url: url(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Workshop', id }],
    }),
    updateWorkingHours: build.mutation<WorkingHours, { id: number; body: UpdateWorkingHoursBody }>({
      query: ({ id, body }) => ({ url: url(id), method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Workshop', id }],
    }),
  }),
});

export const { useGetWorkingHoursQuery, useUpdateWorkingHoursMutation } = workingHoursApi;
