import type { Dashboard } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { API_V1 } from '../../api/resource';


/** Optional India dates; the server fills in the last 30 days. */
export interface DashboardArgs {
  from?: string;
  to?: string;
}

/** The caller's dashboard: one call answers every figure of its role. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Dashboard, DashboardArgs>({
      query: ({ from, to }) => ({ url: `${API_V1}/dashboard`, params: { ...(from ? { from } : {}), ...(to ? { to } : {}) } }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
