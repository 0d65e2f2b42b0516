import type { ReactNode } from 'react';
import { Box, TablePagination, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridCellParams, type GridColDef, type GridRowSelectionModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import { displayedRowsText, lastPageOf, pageSizeOptionsWith } from './listPaging';
import { ListCards } from './ListCards';
import { PhoneSortSelect } from './PhoneSortSelect';
import type { ListPageController } from './useListPage';
import type { ListViewController } from './useListView';

export interface ServerDataGridProps<R extends GridValidRowModel, F extends string> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  total: number;
  totalIsEstimate?: boolean;
  loading: boolean;
  list: ListPageController<R, F>;
  emptyText: string;
  /** A way out of an empty list, e.g. a "Clear filters" button. */
  emptyAction?: ReactNode;
  ariaLabel: string;
  onRowClick?: (row: R) => void;
  /** Rows grow to show long texts in full (comments, replies) instead of cutting them. */
  wrapRows?: boolean;
  /** The admin's columns and density of this list (ListPanel makes it); without it, the page's columns as they are. */
  view?: ListViewController<R>;
  /** Checkboxes on the rows (wide screens); the page owns the model, which keeps rows of other pages selected. */
  selection?: { model: GridRowSelectionModel; onChange: (model: GridRowSelectionModel) => void };
}

function EmptyOverlay({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1, p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Box>
  );
}

/**
 * The rows of a server-paged list, sorted and paged by the server and kept in the URL: a DataGrid
 * on wide screens, a card per row on phones. The pager below is driven by the URL state alone; the
 * grid never owns the page, so none of its internal resets (after a sort or a row-count change)
 * can move the list away from the page the URL names.
 */
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
  wrapRows = false,
  view,
  selection,
}: ServerDataGridProps<R, F>) {
  const t = useTexts(listCatalogue);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const empty = <EmptyOverlay text={emptyText} action={emptyAction} />;

  return (
    <>
      {phone ? (
        <>
          <PhoneSortSelect columns={columns} sorting={list.sorting} />
          <ListCards rows={rows} columns={view ? view.visibleColumns : columns} loading={loading} ariaLabel={ariaLabel} empty={empty} onRowClick={onRowClick} />
        </>
      ) : (
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
      )}
      <TablePagination
        component="div"
        count={total}
        page={Math.min(list.page, lastPageOf(total, list.pageSize)) - 1}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={pageSizeOptionsWith(list.pageSize)}
        onPageChange={(_event, page) => list.setPage(page + 1)}
        onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
        labelDisplayedRows={({ from, to, count }) => displayedRowsText(from, to, count, totalIsEstimate, t)}
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
    </>
  );
}
