import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { listQueryArgs, type ListDefinition } from './prefetchList';
import { useListPage, type ListArgs, type ListQueryOptions, type ListQueryResult } from './useListPage';

const LIST = { filters: ['status', 'from', 'to'] as const, sort: '-scheduled_at', viewKey: 'list.things' } satisfies ListDefinition<string>;

/** The arguments useListPage gives its query hook for the URL `path`. */
function pageArgs(path: string, list: ListDefinition<'status' | 'from' | 'to'>): { args: ListArgs; skip: boolean | undefined } {
  let seen: { args: ListArgs; skip: boolean | undefined } | undefined;
  const useQuery = (args: ListArgs, options: ListQueryOptions): ListQueryResult<{ id: number }> => {
    seen = { args, skip: options.skip };
    return { isFetching: false, isError: false, refetch: () => undefined };
  };
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  renderHook(() => useListPage({ useQuery, ...list }), { wrapper });
  return seen!;
}

describe('the query asked for as a list route is entered', () => {
  it.each([
    ['/list', LIST],
    ['/list?status=pending&page=3&page_size=50', LIST],
    ['/list?sort=status&q=%20MH12%20&from=2026-11-01', LIST],
    ['/list?page=2&cursor=abc', LIST],
    ['/list?page_size=5000', LIST],
    ['/list', { ...LIST, defaultFilters: { from: '2026-11-27', to: '2026-11-27' } }],
    ['/list?from=2026-11-01', { ...LIST, defaultFilters: { from: '2026-11-27', to: '2026-11-27' } }],
    ['/list?status=done', { ...LIST, fixedArgs: { status: 'pending', page_size: 10 } }],
  ] as const)('is the query the page itself sends (%s), so the page takes the answer instead of asking again', (path, list) => {
    const page = pageArgs(path, list);
    expect(page.skip).toBe(false);
    expect(listQueryArgs(new URL(path, 'http://console').searchParams, list)).toEqual(page.args);
  });

  it('is nothing when the date range ends before it starts, as the page sends nothing', () => {
    const path = '/list?from=2026-11-10&to=2026-11-01';
    expect(pageArgs(path, LIST).skip).toBe(true);
    expect(listQueryArgs(new URL(path, 'http://console').searchParams, LIST)).toBeNull();
  });
});
