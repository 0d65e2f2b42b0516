import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@carcare/contracts';

/** The view of a server-paginated list, kept in the URL so a reload or a shared link shows it again. */
export interface UrlListState<F extends string> {
  page: number;
  /** The server's cursor that led to this page from the page beside it (large lists), if it was reached so. */
  cursor: string | undefined;
  pageSize: number;
  sort: string | undefined;
  q: string;
  filters: Partial<Record<F, string>>;
}

export interface UrlListControls<F extends string> extends UrlListState<F> {
  /** A page by its number, or by the cursor the page beside it answered. */
  setPage: (page: number, cursor?: string) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string | undefined) => void;
  setQuery: (q: string) => void;
  setFilter: (name: F, value: string | undefined) => void;
  /** Several filters in one URL update (e.g. both ends of a date range). */
  setFilters: (values: Partial<Record<F, string | undefined>>) => void;
  clearFilters: () => void;
  /** The query parameters for the list endpoint (and its CSV twin, without page and page_size). */
  queryArgs: Record<string, string | number>;
  filterArgs: Record<string, string>;
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}

/** What a list shows when its URL says nothing: its default sort, page size and filters. */
export interface ListStateDefaults<F extends string> {
  sort?: string;
  pageSize?: number;
  filters?: Partial<Record<F, string>>;
}

export function readListState<F extends string>(params: URLSearchParams, filterNames: readonly F[], defaults: ListStateDefaults<F> = {}): UrlListState<F> {
  const filters: Partial<Record<F, string>> = {};
  for (const name of filterNames) {
    const value = params.get(name) ?? defaults.filters?.[name];
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    cursor: params.get('cursor') ?? undefined,
    pageSize: positiveInt(params.get('page_size'), defaults.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: params.get('sort') ?? defaults.sort,
    q: params.get('q') ?? '',
    filters,
  };
}

/** The list endpoint's parameters for a list state: its filters, sort and search, the page and its size. */
export function queryArgsOf<F extends string>(state: UrlListState<F>): Record<string, string | number> {
  return { ...toFilterArgs(state), page: state.page, page_size: state.pageSize, ...(state.cursor ? { cursor: state.cursor } : {}) };
}

export function toFilterArgs<F extends string>(state: UrlListState<F>): Record<string, string> {
  const args: Record<string, string> = {};
  if (state.sort) args.sort = state.sort;
  if (state.q.trim()) args.q = state.q.trim();
  for (const [name, value] of Object.entries(state.filters) as [string, string | undefined][]) if (value) args[name] = value;
  return args;
}

/**
 * URL-backed list state: page, page_size, sort, q and the named filters. Changing a filter, the
 * search or the sort goes back to page 1; history entries are replaced, not pushed, while typing.
 */
export function useUrlListState<F extends string = never>(
  filterNames: readonly F[] = [],
  defaults: ListStateDefaults<F> = {},
): UrlListControls<F> {
  const [params, setParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  const namesKey = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value, callers pass literals
  const state = useMemo(() => readListState(params, filterNames, defaults), [params, namesKey, defaultsKey]);

  // The router applies a URL change in a transition, so `params` can lag behind a change just made
  // (a filter picked right after the debounced search landed would otherwise drop the search).
  // Changes build on the latest URL this hook wrote or saw.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, resetPage: boolean) => {
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          // A cursor belongs to the page it leads to: any other move drops it.
          if (!('cursor' in changes)) next.delete('cursor');
          if (resetPage) next.delete('page');
          latest.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return useMemo(() => {
    const filterArgs = toFilterArgs(state);
    return {
      ...state,
      setPage: (page, cursor) => update({ page: page > 1 ? String(page) : undefined, cursor }, false),
      setPageSize: (pageSize) => update({ page_size: String(pageSize) }, true),
      setSort: (sort) => update({ sort }, true),
      setQuery: (q) => update({ q }, true),
      setFilter: (name, value) => update({ [name]: value }, true),
      setFilters: (values) => update(values as Record<string, string | undefined>, true),
      clearFilters: () => update(Object.fromEntries([...filterNames, 'q'].map((n) => [n, undefined])), true),
      filterArgs,
      queryArgs: queryArgsOf(state),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterNames is keyed by namesKey
  }, [state, update, namesKey]);
}
