import { Suspense, type ReactNode } from 'react';
import { Box, LinearProgress, TablePagination, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ListDensity } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import { displayedRowsText, lastPageOf, pageSizeOptionsWith } from './listPaging';
import { ListCards } from './ListCards';
import { PhoneSortSelect } from './PhoneSortSelect';
import { LazyWideDataGrid } from './wideGrid';
import type { ServerDataGridProps } from './serverDataGridProps';

export type { ServerDataGridProps } from './serverDataGridProps';

function EmptyOverlay({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1, p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Box>
  );
}

/** The grid's row height in pixels at each density (MUI X's 52 scaled by 0.7 and 1.3); its header is 56 at standard. */
const ROW_HEIGHT: Record<ListDensity, number> = { compact: 36, standard: 52, comfortable: 68 };

/**
 * Where the grid will be while its code loads: its header's band and the height of the rows it will
 * show, so the pager below does not jump when it arrives, and a progress bar named as the cards' is.
 */
function GridPlaceholder({ rows, density = 'standard', label }: { rows: number; density?: ListDensity; label: string }) {
  const rowHeight = ROW_HEIGHT[density];
  return (
    <Box sx={{ height: Math.round(rowHeight * (56 / 52)) + rowHeight * Math.max(rows, 2) }}>
      <Box sx={{ height: Math.round(rowHeight * (56 / 52)), borderBottom: 1, borderColor: 'divider' }} />
      <LinearProgress aria-label={label} />
    </Box>
  );
}

/**
 * The rows of a server-paged list, sorted and paged by the server and kept in the URL: a DataGrid
 * on wide screens, a card per row on phones. The pager below is driven by the URL state alone; the
 * grid never owns the page, so none of its internal resets (after a sort or a row-count change)
 * can move the list away from the page the URL names. The grid's code loads only on a wide screen
 * (wideGrid.ts).
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
        <Suspense fallback={<GridPlaceholder rows={rows.length} density={view?.view.density} label={t('loading')} />}>
          <LazyWideDataGrid
            rows={rows}
            columns={columns}
            loading={loading}
            list={list}
            ariaLabel={ariaLabel}
            onRowClick={onRowClick}
            wrapRows={wrapRows}
            view={view}
            selection={selection}
            empty={empty}
          />
        </Suspense>
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
