import { describe, expect, it } from 'vitest';
import type { Leave } from '@carcare/contracts';
import { applySelectionModel, bulkTarget, freshRows, NO_SELECTION, selectionModel, selectionOfIds, toggleRow, type BulkSelection } from './bulkSelection';

const leave = (id: number) => ({ id, version: 1 }) as Leave;

describe('bulk leave selection across pages', () => {
  it('keeps the ticks of other pages while the shown page follows the grid', () => {
    const pageOne = [leave(1), leave(2)];
    const pageTwo = [leave(3), leave(4)];
    let selection = applySelectionModel(NO_SELECTION, pageOne, { type: 'include', ids: new Set([1]) });
    selection = applySelectionModel(selection, pageTwo, { type: 'include', ids: new Set([1, 3, 4]) });
    expect([...selection.selected.keys()]).toEqual([1, 3, 4]);
    selection = applySelectionModel(selection, pageTwo, { type: 'include', ids: new Set([1, 4]) });
    expect([...selectionModel(selection).ids]).toEqual([1, 4]);
  });

  it('reads an "exclude" model (the header checkbox) as every row of the page but those', () => {
    const selection = applySelectionModel({ selected: new Map([[9, leave(9)]]), allMatchingKey: 'k' }, [leave(1), leave(2)], { type: 'exclude', ids: new Set([2]) });
    expect([...selection.selected.keys()]).toEqual([9, 1]);
    expect(selection.allMatchingKey).toBeNull();
  });
});

describe('what a bulk call names', () => {
  const row = (id: number, version?: number) => (version === undefined ? { id } : { id, version });
  const list = { filter: { status: 'published' }, filterKey: 'published', total: 40 };

  it('names ticked rows at the versions of the freshest copies seen, the shown page’s before older ones', () => {
    const selection: BulkSelection<{ id: number; version?: number }> = { selected: new Map([[1, row(1, 1)], [2, row(2, 1)]]), allMatchingKey: null };
    const rows = freshRows(selection, [row(2, 3), row(5, 1)]);
    expect([...rows.values()]).toEqual([row(1, 1), row(2, 3), row(5, 1)]);
    expect(bulkTarget(selection, rows, list)).toEqual({ items: [row(1, 1), row(2, 3)] });
  });

  it('names ids alone for rows without versions (notifications)', () => {
    const selection = toggleRow(toggleRow(NO_SELECTION as BulkSelection<{ id: number }>, row(7), true), row(8), true);
    expect(bulkTarget(selection, freshRows(selection, []), list)).toEqual({ items: [row(7), row(8)] });
    expect([...toggleRow(selection, row(7), false).selected.keys()]).toEqual([8]);
  });

  it('names the filter and the count seen while "all matching" holds for the shown filter, and lapses once the filter changes', () => {
    const selection = { selected: new Map(), allMatchingKey: 'published' };
    expect(bulkTarget(selection, new Map(), list)).toEqual({ filter: { status: 'published' }, expected_count: 40 });
    expect(bulkTarget(selection, new Map(), { ...list, filterKey: 'hidden' })).toEqual({ items: [] });
  });

  it('ticks the refused rows again, those it has a copy of', () => {
    const rows = new Map([[1, row(1, 2)], [2, row(2, 2)]]);
    expect([...selectionOfIds(rows, [2, 99]).selected.values()]).toEqual([row(2, 2)]);
  });
});
