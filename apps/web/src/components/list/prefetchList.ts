import type { MenuItemId } from '@carcare/contracts';
import type { FeaturePage, RouteData } from '../../app/defineFeature';
import { prefetchQuery, type QueryEndpoint } from '../../app/prefetch';
import { optionsApi } from '../../api/optionsApi';
import { preferencesApi } from '../../api/preferencesApi';
import { queryArgsOf, readListState } from './useUrlListState';

/**
 * What decides a list page's query besides its URL: the filters it offers and its defaults. The page
 * gives the same object to useListPage, so the data asked for as the route is entered is the very
 * query the page then shows (RTK Query answers the page from that call, in flight or done).
 */
export interface ListDefinition<F extends string> {
  filters: readonly F[];
  sort?: string;
  pageSize?: number;
  /** Filter values while the URL names none (e.g. today's date range). */
  defaultFilters?: Partial<Record<F, string>>;
  /** Parameters always sent and never shown in the URL. */
  fixedArgs?: Readonly<Record<string, string | number>>;
  /**
   * The preference key of the admin's columns and density, and of its saved views, of this list: the
   * page's ListCard `viewKey`. Made from the grid's English name (listViewKey), the same in both languages.
   */
  viewKey: string;
}

/** The list endpoint's parameters a list page sends for a URL query; null when its date range is empty (the page sends nothing). */
export function listQueryArgs<F extends string>(params: URLSearchParams, list: ListDefinition<F>): Record<string, string | number> | null {
  const state = readListState(params, list.filters, { sort: list.sort, pageSize: list.pageSize, filters: list.defaultFilters });
  const { from, to } = state.filters as Partial<Record<string, string>>;
  if (from && to && to < from) return null;
  return { ...queryArgsOf(state), ...list.fixedArgs };
}

/**
 * Route data for a list page: its page of rows and the admin's columns for it (the list's view,
 * which would otherwise arrive after the rows and redraw the grid) are asked for as the route is
 * entered, while the page's code loads, and so is what `alongside` asks for. `list` is a function
 * when a default depends on the day (the leaves' today). Without a subscription the answers are kept
 * for RTK Query's keepUnusedDataFor, long enough for the page to mount and take them.
 */
export function prefetchList<F extends string>(endpoint: QueryEndpoint<never>, list: ListDefinition<F> | (() => ListDefinition<F>), ...alongside: RouteData[]): RouteData {
  return (params, dispatch, pathParams) => {
    const definition = typeof list === 'function' ? list() : list;
    const args = listQueryArgs(params, definition);
    if (args) dispatch(endpoint.initiate(args as never, { subscribe: false }) as Parameters<typeof dispatch>[0]);
    prefetchQuery(preferencesApi.endpoints.getPreference, definition.viewKey)(params, dispatch, pathParams);
    for (const data of alongside) data(params, dispatch, pathParams);
  };
}

/** The workshops of ListWorkshopFilter, for a list page that shows it. */
export const prefetchWorkshopFilter = prefetchQuery(optionsApi.endpoints.workshopFilterOptions, undefined);

/**
 * The routes of a list page both admins have under one menu item: the super admin's of every
 * workshop, with the workshop filter's options asked for too; a workshop admin's of its own. The
 * build reads its first argument as both roles' route (build/pageModules.ts).
 */
export function everyOrOwnWorkshopRoutes<F extends string>(
  route: { path: string; menuId: MenuItemId<'super_admin'> & MenuItemId<'workshop_admin'>; page: FeaturePage },
  endpoint: QueryEndpoint<never>,
  list: ListDefinition<F>,
) {
  return {
    super_admin: [{ ...route, data: prefetchList(endpoint, list, prefetchWorkshopFilter) }],
    workshop_admin: [{ ...route, data: prefetchList(endpoint, list) }],
  };
}
