import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { UrlListControls } from './useUrlListState';

const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

function toSortModel(sort: string | undefined): GridSortModel {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ field: sort.slice(1), sort: 'desc' }] : [{ field: sort, sort: 'asc' }];
}

function fromSortModel(model: GridSortModel): string | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

export interface ServerDataGridProps<R extends GridValidRowModel, F extends string> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  total: number;
  totalIsEstimate?: boolean;
  loading: boolean;
  list: UrlListControls<F>;
  emptyText: string;
  /** A way out of an empty list, e.g. a "Clear filters" button. */
  emptyAction?: ReactNode;
  ariaLabel: string;
  onRowClick?: (row: R) => void;
}

function EmptyOverlay({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1, p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Box>
  );
}

/** A DataGrid whose paging and sorting are done by the server and kept in the URL. */
export function ServerDataGrid<R extends GridValidRowModel, F extends string>({
  rows,
  columns,
  total,
  totalIsEstimate,
  loading,
  list,
  emptyText,
  emptyAction,
  ariaLabel,
  onRowClick,
}: ServerDataGridProps<R, F>) {
  return (
    <DataGrid
      aria-label={ariaLabel}
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      paginationModel={{ page: list.page - 1, pageSize: list.pageSize }}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== list.pageSize) list.setPageSize(model.pageSize);
        else list.setPage(model.page + 1);
      }}
      sortModel={toSortModel(list.sort)}
      onSortModelChange={(model) => list.setSort(fromSortModel(model))}
      onRowClick={onRowClick ? (params: GridRowParams<R>) => onRowClick(params.row) : undefined}
      localeText={{
        paginationDisplayedRows: ({ from, to, count }) =>
          `${from}–${to} of ${totalIsEstimate ? `about ${count.toLocaleString('en-IN')}` : count.toLocaleString('en-IN')}`,
      }}
      slots={{ noRowsOverlay: () => <EmptyOverlay text={emptyText} action={emptyAction} /> }}
      autoHeight
      sx={{
        border: 0,
        '& .MuiDataGrid-row': onRowClick ? { cursor: 'pointer' } : undefined,
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
      }}
    />
  );
}
