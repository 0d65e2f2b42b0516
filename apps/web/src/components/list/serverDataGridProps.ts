import type { ReactNode } from 'react';
import type { GridColDef, GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ListPageController } from './useListPage';
import type { ListViewController } from './useListView';

// Its own module: the wide grid (WideDataGrid, loaded apart) takes part of these props, and
// importing them from ServerDataGrid, which loads it, closed a circle.
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
