import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { BulkItem } from '@carcare/contracts';

/** A row a bulk action can name: its id, and its version where the table has versions. */
export interface BulkRow {
  id: number;
  version?: number;
}

/** What a bulk action is about: the rows ticked (kept across pages), or every row the filter matches. */
export interface BulkSelection<R extends BulkRow> {
  selected: ReadonlyMap<number, R>;
  /** The filter key "select all matching" was chosen under; it lapses once the filter changes. */
  allMatchingKey: string | null;
}

export const NO_SELECTION: BulkSelection<never> = { selected: new Map<number, never>(), allMatchingKey: null };

/** The grid's model for the ticked rows (the ids of other pages stay in it). */
export function selectionModel(selection: BulkSelection<BulkRow>): GridRowSelectionModel {
  return { type: 'include', ids: new Set(selection.selected.keys()) };
}

/**
 * The ticked rows after the grid's change: rows of the shown page follow the model (an "exclude"
 * model, from the header checkbox, means all but those), rows of other pages stay as they were.
 */
export function applySelectionModel<R extends BulkRow>(selection: BulkSelection<R>, pageRows: readonly R[], model: GridRowSelectionModel): BulkSelection<R> {
  const selected = new Map(selection.selected);
  for (const row of pageRows) {
    const ticked = model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id);
    if (ticked) selected.set(row.id, row);
    else selected.delete(row.id);
  }
  return { selected, allMatchingKey: null };
}

/** One row ticked or unticked (lists without a grid: a checkbox per item). */
export function toggleRow<R extends BulkRow>(selection: BulkSelection<R>, row: R, ticked: boolean): BulkSelection<R> {
  const selected = new Map(selection.selected);
  if (ticked) selected.set(row.id, row);
  else selected.delete(row.id);
  return { selected, allMatchingKey: null };
}

/** The ticked rows with the shown page's copies in place of older ones (a row's version moves on as it changes), plus the shown page's rows. */
export function freshRows<R extends BulkRow>(selection: BulkSelection<R>, pageRows: readonly R[]): Map<number, R> {
  const fresh = new Map(pageRows.map((row) => [row.id, row]));
  const rows = new Map([...selection.selected].map(([id, row]) => [id, fresh.get(id) ?? row]));
  for (const row of pageRows) rows.set(row.id, row);
  return rows;
}

/** How a bulk body names a row: with the version seen where rows have versions, by id alone where they have none. */
export type BulkItemOf<R extends BulkRow> = R extends { version: number } ? { id: number; version: number } : { id: number };

/** What the body of a bulk call names: the ticked rows (with the versions seen), or the filter and the count seen matching. */
export type BulkTarget<F, I extends BulkItem = BulkItem> = { items: I[] } | { filter: F; expected_count: number };

export function bulkTarget<R extends BulkRow, F>(
  selection: BulkSelection<R>,
  rows: ReadonlyMap<number, R>,
  list: { filter: F; filterKey: string; total: number },
): BulkTarget<F, BulkItemOf<R>> {
  if (selection.allMatchingKey === list.filterKey) return { filter: list.filter, expected_count: list.total };
  const items = [...selection.selected.keys()].map((id) => {
    const version = rows.get(id)?.version;
    return version === undefined ? { id } : { id, version };
  });
  // A row type with versions always carries one, so each item has the shape BulkItemOf names.
  return { items: items as BulkItemOf<R>[] };
}

/** The rows a bulk call refused, ticked again (those it knows a copy of). */
export function selectionOfIds<R extends BulkRow>(rows: ReadonlyMap<number, R>, ids: readonly number[]): BulkSelection<R> {
  const selected = new Map<number, R>();
  for (const id of ids) {
    const row = rows.get(id);
    if (row) selected.set(id, row);
  }
  return { selected, allMatchingKey: null };
}
