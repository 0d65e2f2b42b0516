import { useCallback, useEffect, useMemo } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import type { TypedUseQuery, TypedUseQueryHookResult } from '@reduxjs/toolkit/query/react';
import type { ListResponse } from '@carcare/contracts';
import type { ApiBaseQuery } from '../../api/baseApi';
import { lastPageOf } from './listPaging';
import { useUrlListState, type ListStateDefaults, type UrlListControls } from './useUrlListState';

/** The query parameters of a list endpoint in general (its own are `ListParams<…ListQuery>` of the contracts). */
export type ListArgs = Record<string, string | number>;

/** The parts of an RTK Query list result a list page shows. */
export interface ListQueryResult<R> {
  data?: ListResponse<R>;
  /** The result of the current arguments only (RTK Query's `data` may still be the previous page's). */
  currentData?: ListResponse<R>;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListQueryOptions {
  skip?: boolean;
  refetchOnMountOrArgChange?: boolean;
}

/** The row type of a list query's result. */
export type RowOf<Res extends ListQueryResult<unknown>> = NonNullable<Res['data']>['data'][number];

/** The names of a list endpoint's parameters that a page may offer as URL filters. */
type FilterName<A> = Exclude<Extract<keyof A, string>, 'page' | 'page_size' | 'sort' | 'q' | 'cursor'>;

/** A list endpoint's query hook (`useListRequestsQuery` and the like, or a test's fake). */
export type ListQueryHook = (args: never, options: ListQueryOptions) => ListQueryResult<unknown>;
/** The hook's parameters (`ListParams<…ListQuery>` of the contracts), without RTK Query's skip token. */
type ParamsOf<H extends ListQueryHook> = Exclude<Parameters<H>[0], symbol>;
/** What the hook answers: an RTK Query hook's result as it is for its default selection. */
export type ResultOf<H extends ListQueryHook> =
  H extends TypedUseQuery<infer Result, infer Args, ApiBaseQuery> ? TypedUseQueryHookResult<Result, Args, ApiBaseQuery> : ReturnType<H>;

export interface ListPageOptions<H extends ListQueryHook, F extends string> extends Omit<ListStateDefaults<F>, 'filters'> {
  /** The list endpoint's query hook: its parameters (from the contract's list query schema) name the filters the list may offer. */
  useQuery: H;
  /** The URL filters this list offers, each a parameter of the endpoint; a filter named `from` and one named `to` form a date range. */
  filters?: readonly (F & NoInfer<FilterName<ParamsOf<H>>>)[];
  /** Filter values while the URL names none (e.g. today's date range); not counted as filtering. */
  defaultFilters?: Partial<Record<F, string>>;
  /** Parameters always sent and never shown in the URL (e.g. a tab's fixed status). */
  fixedArgs?: NoInfer<Partial<ParamsOf<H>>>;
  /** Ask the server again whenever the page is opened (lists that others change often). */
  refetchOnMount?: boolean;
}

/** The grid's view of the list: sort models made once per sort, and the user's header clicks. */
export interface ListSorting {
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/** Everything a list page and its results need: the URL state with its setters, the query result and the grid models. */
export interface ListPageController<R, F extends string, Res extends ListQueryResult<R> = ListQueryResult<R>> extends UrlListControls<F> {
  /** The query hook's own result, with all it offers (refetch's promise and the like). */
  result: Res;
  /** Whether a search or filter is narrowing the list. */
  filtered: boolean;
  /** The date range ends before it starts: the query is not sent and no rows are shown. */
  rangeInvalid: boolean;
  sorting: ListSorting;
}

/** `-scheduled_at` ↔ `[{ field: 'scheduled_at', sort: 'desc' }]`. */
export function toSortModel(sort: string | undefined): GridSortModel {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ field: sort.slice(1), sort: 'desc' }] : [{ field: sort, sort: 'asc' }];
}

export function fromSortModel(model: GridSortModel): string | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

/**
 * The controller of a server-paged list (after react-admin's useListController): URL state ↔ query
 * ↔ grid models in one place. Every model it hands the grid is derived from the URL and made again
 * only when its value changes, so a re-render never looks like a user's change to the grid (a new
 * sort model each render made the grid jump back to the first page).
 */
export function useListPage<H extends ListQueryHook, F extends string = never>({
  useQuery,
  filters = [],
  fixedArgs,
  refetchOnMount,
  defaultFilters,
  sort: defaultSort,
  pageSize: defaultPageSize,
}: ListPageOptions<H, F>): ListPageController<RowOf<ResultOf<H>>, F, ResultOf<H>> {
  const state = useUrlListState<F>(filters, { sort: defaultSort, pageSize: defaultPageSize, filters: defaultFilters });
  const { from, to } = state.filters as Partial<Record<string, string>>;
  const rangeInvalid = Boolean(from && to && to < from);
  const fixedKey = JSON.stringify(fixedArgs ?? {});
  // The URL state holds only this list's own parameters (its filter names are the endpoint's).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value: callers pass literals
  const args = useMemo(() => ({ ...state.queryArgs, ...fixedArgs }) as never, [state.queryArgs, fixedKey]);
  const result = useQuery(args, { skip: rangeInvalid, refetchOnMountOrArgChange: refetchOnMount }) as ResultOf<H>;
  const filtered = Boolean(state.q.trim() || filters.some((name) => state.filters[name] && state.filters[name] !== defaultFilters?.[name]));

  // A page past the end (an old link, rows removed since) shows the last page instead of nothing.
  const { page, pageSize, setPage } = state;
  const { data, isFetching } = result;
  const lastPage = data && !data.total_is_estimate ? lastPageOf(data.total, pageSize) : undefined;
  useEffect(() => {
    if (!isFetching && !rangeInvalid && lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [isFetching, rangeInvalid, lastPage, page, setPage]);

  // Next and previous follow the cursors the shown page answered (a large list reads them off its
  // index at any depth); any other move, or a page still loading, goes by number.
  const shown = result.currentData;
  const setPageNear = useCallback(
    (target: number) => {
      if (shown && target === page + 1 && shown.next_cursor) setPage(target, shown.next_cursor);
      else if (shown && target === page - 1 && target > 1 && shown.prev_cursor) setPage(target, shown.prev_cursor);
      else setPage(target);
    },
    [shown, page, setPage],
  );

  const { sort, setSort } = state;
  const sortModel = useMemo(() => toSortModel(sort), [sort]);
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      // A click on the sorted column when it would go back to "unsorted" reverses it instead:
      // the server always sorts, so "unsorted" is the default sort and looked like a dead click.
      const next = fromSortModel(model);
      if (next === undefined && sort) setSort(sort.startsWith('-') ? sort.slice(1) : `-${sort}`);
      else setSort(next);
    },
    [sort, setSort],
  );
  const sorting = useMemo(() => ({ sortModel, onSortModelChange }), [sortModel, onSortModelChange]);

  return useMemo(() => ({ ...state, setPage: setPageNear, result, filtered, rangeInvalid, sorting }), [state, setPageNear, result, filtered, rangeInvalid, sorting]);
}
