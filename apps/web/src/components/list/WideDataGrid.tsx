import type { ReactNode } from 'react';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridCellParams, type GridValidRowModel } from '@mui/x-data-grid';
import type { ServerDataGridProps } from './serverDataGridProps';

export interface WideDataGridProps<R extends GridValidRowModel, F extends string>
  extends Pick<ServerDataGridProps<R, F>, 'rows' | 'columns' | 'loading' | 'list' | 'ariaLabel' | 'onRowClick' | 'wrapRows' | 'view' | 'selection'> {
  /** What shows when there are no rows. */
  empty: ReactNode;
}

/**
 * The rows of a list on a wide screen: MUI X's DataGrid, sorted by the server, with no pager of
 * its own (ServerDataGrid's pager, driven by the URL, sits below it). Its own module, loaded by
 * wideGrid.ts only where a wide screen shows it: a phone shows cards and never loads the grid.
 */
export default function WideDataGrid<R extends GridValidRowModel, F extends string>({
  rows,
  columns,
  loading,
  list,
  ariaLabel,
  onRowClick,
  wrapRows = false,
  view,
  selection,
  empty,
}: WideDataGridProps<R, F>) {
  return (
    <DataGrid
      aria-label={ariaLabel}
      rows={rows}
      columns={view ? view.columns : columns}
      columnVisibilityModel={view?.columnVisibilityModel}
      onColumnVisibilityModelChange={view ? (model) => view.setHiddenFields(Object.keys(model).filter((field) => model[field] === false)) : undefined}
      density={view?.view.density}
      onDensityChange={view ? (density) => view.setDensity(density) : undefined}
      loading={loading}
      // The grid shows the page the server sent; paging lives in the pager below.
      paginationMode="server"
      rowCount={rows.length}
      hideFooter
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      checkboxSelection={selection !== undefined}
      keepNonExistentRowsSelected={selection !== undefined}
      rowSelectionModel={selection?.model}
      onRowSelectionModelChange={selection?.onChange}
      sortModel={list.sorting.sortModel}
      onSortModelChange={(model) => {
        // The grid drops a sort by a field it has no column for (a list's hidden default order)
        // as it first renders: that is not the user's click, and the list keeps its order.
        const sortedField = list.sorting.sortModel[0]?.field;
        if (model.length === 0 && sortedField && !columns.some((column) => column.field === sortedField)) return;
        list.sorting.onSortModelChange(model);
      }}
      // A click on a row opens it, except on its checkbox (bulk selection), which only ticks it.
      onCellClick={onRowClick ? (params: GridCellParams<R>) => params.field !== GRID_CHECKBOX_SELECTION_COL_DEF.field && onRowClick(params.row) : undefined}
      // Enter on a focused cell opens the row as a click does (a link or button in the cell keeps its own Enter).
      onCellKeyDown={
        onRowClick
          ? (params, event) => {
              if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
              if (event.target !== event.currentTarget || params.field === GRID_CHECKBOX_SELECTION_COL_DEF.field) return;
              onRowClick(params.row);
            }
          : undefined
      }
      getRowHeight={wrapRows ? () => 'auto' : undefined}
      slots={{ noRowsOverlay: () => empty }}
      autoHeight
      sx={{
        border: 0,
        '& .MuiDataGrid-row': onRowClick ? { cursor: 'pointer' } : undefined,
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        // Grown rows keep each cell's content on the row's centre line.
        '& .MuiDataGrid-cell': wrapRows ? { display: 'flex', alignItems: 'center', py: 0.5 } : undefined,
      }}
    />
  );
}
