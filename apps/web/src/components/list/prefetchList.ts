import type { RouteData } from '../../app/defineFeature';
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
}

/** The list endpoint's parameters a list page sends for a URL query; null when its date range is empty (the page sends nothing). */
export function listQueryArgs<F extends string>(params: URLSearchParams, list: ListDefinition<F>): Record<string, string | number> | null {
  const state = readListState(params, list.filters, { sort: list.sort, pageSize: list.pageSize, filters: list.defaultFilters });
  const { from, to } = state.filters as Partial<Record<string, string>>;
  if (from && to && to < from) return null;
  return { ...queryArgsOf(state), ...list.fixedArgs };
}

/** A list endpoint of RTK Query: what its `initiate` takes is checked where the page uses the endpoint's hook. */
interface ListEndpoint {
  initiate(args: never, options: { subscribe: false }): unknown;
}

/**
 * Route data for a list page: its page of rows is asked for as the route is entered, while the
 * page's code loads. `list` is a function when a default depends on the day (the leaves' today).
 * Without a subscription the answer is kept for RTK Query's keepUnusedDataFor, long enough for the
 * page to mount and take it.
 */
export function prefetchList<F extends string>(endpoint: ListEndpoint, list: ListDefinition<F> | (() => ListDefinition<F>)): RouteData {
  return (params, dispatch) => {
    const args = listQueryArgs(params, typeof list === 'function' ? list() : list);
    if (args) dispatch(endpoint.initiate(args as never, { subscribe: false }) as Parameters<typeof dispatch>[0]);
  };
}
