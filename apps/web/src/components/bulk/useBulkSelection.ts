import { useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { BULK_MAX_ITEMS, type BulkResponse } from '@carcare/contracts';
import { applySelectionModel, bulkTarget, freshRows, NO_SELECTION, selectionModel, selectionOfIds, toggleRow, type BulkItemOf, type BulkRow, type BulkSelection, type BulkTarget } from './bulkSelection';

export interface BulkListState<R extends BulkRow, F> {
  /** The list's current filter as the bulk call names it, and a key that changes with it. */
  filter: F;
  filterKey: string;
  /** How many rows the filter matches, and whether that is an estimate (large lists). */
  total: number;
  totalIsEstimate?: boolean;
  /** The rows of the shown page: the freshest copies of the ticked ones on it. */
  pageRows: readonly R[];
}

/** What a bulk call answered, with the copies of the rows it named (to label the refused ones). */
export interface BulkOutcome<R extends BulkRow> {
  response: BulkResponse;
  rows: ReadonlyMap<number, R>;
}

/** A bulk call as RTK Query's mutation trigger answers it. */
type BulkCall<R extends BulkRow, F> = (target: BulkTarget<F, BulkItemOf<R>>) => PromiseLike<{ data?: BulkResponse; error?: unknown }>;

/**
 * The controller of a list's bulk actions: the selection kept across pages (or "all matching" the
 * filter), sending it through the list's bulk call, and the per-row outcome with "select the
 * refused ones". The bar, the results dialog and the grid's checkboxes read it.
 */
export function useBulkSelection<R extends BulkRow, F>(list: BulkListState<R, F>) {
  const [selection, setSelection] = useState<BulkSelection<R>>(NO_SELECTION);
  const [outcome, setOutcome] = useState<BulkOutcome<R> | null>(null);
  const allMatching = selection.allMatchingKey === list.filterKey;
  const count = allMatching ? list.total : selection.selected.size;

  const send = async (call: BulkCall<R, F>) => {
    const rows = freshRows(selection, list.pageRows);
    const result = await call(bulkTarget(selection, rows, list));
    if (result.data) {
      setOutcome({ response: result.data, rows });
      setSelection(NO_SELECTION);
    }
    return result;
  };

  const refusedIds = (outcome?.response.results ?? []).filter((result) => result.outcome === 'refused').map((result) => result.id);

  return {
    selection,
    setSelection,
    count,
    allMatching,
    /** A ticked selection above the bound is not sent: the bar says so (the server would refuse it). */
    overLimit: count > BULK_MAX_ITEMS,
    /** "Select all N matching" needs an exact count the server can check, within the bound. */
    selectAll: allMatching || list.total <= count ? ('none' as const) : list.totalIsEstimate ? ('estimate' as const) : list.total > BULK_MAX_ITEMS ? ('tooMany' as const) : ('offer' as const),
    total: list.total,
    selectAllMatching: () => setSelection({ selected: new Map(), allMatchingKey: list.filterKey }),
    clear: () => setSelection(NO_SELECTION),
    toggle: (row: R, ticked: boolean) => setSelection(toggleRow(selection, row, ticked)),
    isTicked: (id: number) => allMatching || selection.selected.has(id),
    /** The grid's checkbox props (ServerDataGrid's `selection`). */
    grid: {
      model: selectionModel(selection),
      onChange: (model: GridRowSelectionModel) => setSelection(applySelectionModel(selection, list.pageRows, model)),
    },
    send,
    outcome,
    refusedIds,
    closeOutcome: () => setOutcome(null),
    selectRefused: () => {
      if (outcome) setSelection(selectionOfIds(outcome.rows, refusedIds));
      setOutcome(null);
    },
  };
}

export type BulkController<R extends BulkRow, F> = ReturnType<typeof useBulkSelection<R, F>>;
