import { describe, expect, it } from 'vitest';
import { isItemSelected } from './isItemSelected';
import { selectionPath } from './selectionPath';

describe('isItemSelected', () => {
  it.each([
    ['workshop-list', '/main/workshop-list', true],
    ['default', '/main/dashboard/default', true],
    ['privacy', '/main/privacy', true],
    ['service', '/workshop/service', true],
    ['listofleave', '/society/listofleave/', true],
  ])('selects %s on %s', (id, pathname, expected) => {
    expect(isItemSelected(id, pathname)).toBe(expected);
  });

  it.each([
    ['service', '/main/service-details/4'],
    ['service', '/workshop/list-service'],
    ['listofleave', '/workshop/listofleaves'],
    ['requests', '/workshop/list-requests'],
    ['default', '/main'],
    ['main', '/society/society-list'],
  ])('does not select %s on %s (only whole segments count)', (id, pathname) => {
    expect(isItemSelected(id, pathname)).toBe(false);
  });

  it('treats a role home as its default dashboard for selection', () => {
    expect(isItemSelected('default', selectionPath('/workshop'))).toBe(true);
    expect(isItemSelected('default', selectionPath('/main/'))).toBe(true);
    expect(selectionPath('/main/reviews')).toBe('/main/reviews');
  });
});
