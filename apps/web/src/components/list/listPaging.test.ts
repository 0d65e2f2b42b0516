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

  it('counts an exact total in Indian digit grouping, and an estimated one as "about" a rounded figure', () => {
    expect(displayedRowsText(26, 50, 360, false)).toBe('26–50 of 360');
    expect(displayedRowsText(1, 25, 1_234_567, false)).toBe('1–25 of 12,34,567');
    expect(displayedRowsText(1, 25, 1_234_567, true)).toBe('1–25 of about 1.2 M');
  });
});
