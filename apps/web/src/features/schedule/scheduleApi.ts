import type { RescheduleRequestBody, ScheduleResponse, ServiceRequestDetails, WorkerSuggestion } from '@carcare/contracts';
import { baseApi, type ApiQueryError } from '../../api/baseApi';
import { API_V1 } from '../../api/resource';
import { config } from '../../config';
import { businessToday } from '../../components/format/dates';
import { takeEarlyDay } from './earlyDay';
import { validDate } from './scheduleTime';

export interface ScheduleArgs {
  date: string;
  /** The super admin names the workshop; a workshop admin's is their own. */
  workshopId?: number;
}

/**
 * The day an address shows (`?date=`, today when it names none or no real day) and, for the super
 * admin, its workshop (`?workshop_id=`; none yet: the page picks one). The page and its route's data
 * read it alike, so the day asked for as the route is entered is the one the page then shows.
 */
export function scheduleAddress(params: URLSearchParams, superAdmin: boolean): { date: string; workshopId: number | undefined } {
  const date = validDate(params.get('date')) ?? businessToday();
  return { date, workshopId: superAdmin ? Number(params.get('workshop_id')) || undefined : undefined };
}

/** The day's board, moves on it and the ranked workers for one job (DESIGN §7). */
export const scheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedule: build.query<ScheduleResponse, ScheduleArgs>({
      // The preload script's answer when it asked for this very day (earlyDay.ts), else the call.
      queryFn: async ({ date, workshopId }, _api, _extra, baseQuery) => {
        const params = workshopId === undefined ? { date } : { date, workshop_id: workshopId };
        // The address as the preload script writes it: a valid date needs no escaping.
        const early = await takeEarlyDay(`${config.apiBaseUrl}${API_V1}/schedule?date=${date}${workshopId === undefined ? '' : `&workshop_id=${workshopId}`}`);
        if (early !== undefined) return { data: early as ScheduleResponse };
        return (await baseQuery({ url: `${API_V1}/schedule`, params })) as { data: ScheduleResponse } | { error: ApiQueryError };
      },
      providesTags: [{ type: 'Schedule', id: 'DAY' }],
    }),
    /** Moves a job (and assigns it when a worker is named): the request's page and lists change too. */
    rescheduleRequest: build.mutation<ServiceRequestDetails, { id: number; body: RescheduleRequestBody }>({
      query: ({ id, body }) => ({ url: `${API_V1}/requests/${id}/reschedule`, method: 'POST', data: body }),
      // After a refusal too: the board then shows the day as the server has it (a stale copy's 409).
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Schedule', id: 'DAY' }, { type: 'Request', id }, { type: 'Request', id: 'LIST' }, { type: 'Worker', id: 'LIST' }],
    }),
    workerSuggestions: build.query<{ data: WorkerSuggestion[] }, { id: number; scheduledAt: string }>({
      query: ({ id, scheduledAt }) => ({ url: `${API_V1}/requests/${id}/worker-suggestions`, params: { scheduled_at: scheduledAt } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetScheduleQuery, useRescheduleRequestMutation, useLazyWorkerSuggestionsQuery } = scheduleApi;
