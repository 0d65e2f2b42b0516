import type { Dashboard } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { API_V1 } from '../../api/resource';
import type { RouteData } from '../../app/defineFeature';
import { dashboardRangeOf } from './useDashboardRange';

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

/** The query DashboardPage makes for a URL: the same arguments, so the page takes the route's answer. */
export function dashboardQueryArgs(params: URLSearchParams): DashboardArgs | null {
  const { from, to, invalid } = dashboardRangeOf(params);
  return invalid ? null : { from, to };
}

/** Asks for a dashboard's figures as its route is entered, while the page's code loads. */
export const dashboardData: RouteData = (params, dispatch) => {
  const args = dashboardQueryArgs(params);
  if (args) dispatch(dashboardApi.endpoints.dashboard.initiate(args, { subscribe: false }));
};
