import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ServerDataGrid, type ServerDataGridProps } from './ServerDataGrid';
import { RetryAlert } from '../RetryAlert';

/** The words of a list's results, named as the features' texts objects name them, so a page passes its own. */
export interface ListResultsTexts {
  /** The grid's accessible name. */
  gridLabel: string;
  /** Shown when there are no rows at all. */
  none: string;
  /** Shown when the search and filters hide every row; `none` if not given. */
  empty?: string;
  /** The label of the "Clear filters" button shown with `empty`; without it, no button. */
  clearFilters?: string;
  /** The error alert's message when the list fails to load. */
  listFailed: ReactNode;
  retry: string;
}

export interface ListResultsProps<R extends GridValidRowModel, F extends string>
  extends Omit<ServerDataGridProps<R, F>, 'rows' | 'total' | 'totalIsEstimate' | 'loading' | 'emptyText' | 'emptyAction' | 'ariaLabel'> {
  texts: ListResultsTexts;
  /** A way forward from an empty, unfiltered list (e.g. "Add one"). */
  noneAction?: ReactNode;
}

/** A list page's results: an error alert with a retry button, then the server-paged rows of its controller. */
export function ListResults<R extends GridValidRowModel, F extends string>({
  list,
  texts: { gridLabel, none, empty, clearFilters, listFailed, retry },
  noneAction,
  ...gridProps
}: ListResultsProps<R, F>) {
  const { result, filtered, rangeInvalid } = list;
  const { data, isFetching, isError, refetch } = result;
  return (
    <>
      {isError ? (
        <RetryAlert retryLabel={retry} onRetry={refetch} sx={{ mx: 2, mb: 2 }}>
          {listFailed}
        </RetryAlert>
      ) : null}
      <ServerDataGrid
        {...gridProps}
        rows={rangeInvalid ? [] : (data?.data ?? [])}
        total={rangeInvalid ? 0 : (data?.total ?? 0)}
        totalIsEstimate={data?.total_is_estimate}
        loading={isFetching}
        list={list}
        ariaLabel={gridLabel}
        emptyText={filtered ? (empty ?? none) : none}
        emptyAction={
          filtered ? (
            clearFilters !== undefined ? (
              <Button size="small" onClick={list.clearFilters}>
                {clearFilters}
              </Button>
            ) : undefined
          ) : (
            noneAction
          )
        }
      />
    </>
  );
}
