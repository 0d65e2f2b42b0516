import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { Leave } from '@carcare/contracts';

/** What a bulk decision is about: the rows ticked (kept across pages), or every row the filter matches. */
export interface LeaveSelection {
  selected: ReadonlyMap<number, Leave>;
  /** The filter key "select all matching" was chosen under; it lapses once the filter changes. */
  allMatchingKey: string | null;
}

export const NO_SELECTION: LeaveSelection = { selected: new Map(), allMatchingKey: null };

/** The grid's model for the ticked rows (the ids of other pages stay in it). */
export function selectionModel(selection: LeaveSelection): GridRowSelectionModel {
  return { type: 'include', ids: new Set(selection.selected.keys()) };
}

/**
 * The ticked rows after the grid's change: rows of the shown page follow the model (an "exclude"
 * model, from the header checkbox, means all but those), rows of other pages stay as they were.
 */
export function applySelectionModel(selection: LeaveSelection, pageRows: readonly Leave[], model: GridRowSelectionModel): LeaveSelection {
  const selected = new Map(selection.selected);
  for (const row of pageRows) {
    const ticked = model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id);
    if (ticked) selected.set(row.id, row);
    else selected.delete(row.id);
  }
  return { selected, allMatchingKey: null };
}
