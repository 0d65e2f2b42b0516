import { describe, expect, it } from 'vitest';
import { displayedRowsText, lastPageOf, pageSizeOptionsWith } from './listPaging';

describe('list paging', () => {
  it('knows the last page, 1 for an empty list', () => {
    expect(lastPageOf(360, 25)).toBe(15);
    expect(lastPageOf(351, 25)).toBe(15);
    expect(lastPageOf(0, 25)).toBe(1);
  });

  it('offers the page size a link named among the usual ones', () => {
    expect(pageSizeOptionsWith(25)).toEqual([10, 25, 50, 100]);
    expect(pageSizeOptionsWith(2)).toEqual([2, 10, 25, 50, 100]);
  });

  it('says "about" for an estimated total, with Indian digit grouping', () => {
    expect(displayedRowsText(26, 50, 360, false)).toBe('26–50 of 360');
    expect(displayedRowsText(1, 25, 1200000, true)).toBe('1–25 of about 12,00,000');
  });
});
