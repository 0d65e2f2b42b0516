import { describe, expect, it } from 'vitest';
import type { Leave } from '@carcare/contracts';
import { applySelectionModel, NO_SELECTION, selectionModel } from './bulkSelection';

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
