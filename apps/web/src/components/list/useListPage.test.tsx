import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ListResponse } from '@carcare/contracts';
import { useListPage, type ListArgs, type ListQueryOptions, type ListQueryResult } from './useListPage';

interface Row {
  id: number;
}

const FILTERS = ['status', 'from', 'to'] as const;

/**
 * A list endpoint of `total` rows that records every call it is asked for. With `cursors` each page
 * answers the cursors of the pages beside it, as the large lists do; `loading` answers no current page.
 */
function fakeQuery(total: number, { cursors = false, loading = false } = {}) {
  const calls: { args: ListArgs; options: ListQueryOptions }[] = [];
  const useQuery = (args: ListArgs, options: ListQueryOptions): ListQueryResult<Row> => {
    calls.push({ args, options });
    const page = Number(args.page);
    const data: ListResponse<Row> = { data: [], page, page_size: Number(args.page_size), total };
    if (cursors) Object.assign(data, { next_cursor: `after-${page}`, ...(page > 1 ? { prev_cursor: `before-${page}` } : {}) });
    const shown = options.skip ? undefined : data;
    return { data: shown, currentData: loading ? undefined : shown, isFetching: loading, isError: false, refetch: vi.fn() };
  };
  return { useQuery, calls };
}

function setup(path: string, total = 360, options: { fixedArgs?: ListArgs; defaultFilters?: { from?: string; to?: string } } = {}, answers: Parameters<typeof fakeQuery>[1] = {}) {
  const query = fakeQuery(total, answers);
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const hook = renderHook(
    () => ({
      list: useListPage({ useQuery: query.useQuery, filters: FILTERS, sort: '-scheduled_at', ...options }),
      search: useLocation().search,
    }),
    { wrapper },
  );
  const params = () => Object.fromEntries(new URLSearchParams(hook.result.current.search));
  const lastArgs = () => query.calls.at(-1)?.args;
  return { hook, params, lastArgs, calls: query.calls };
}

describe('useListPage', () => {
  it('moves to the next page and keeps it, asking the server for that page', () => {
    const { hook, params, lastArgs } = setup('/requests');
    act(() => hook.result.current.list.setPage(2));
    expect(params()).toEqual({ page: '2' });
    expect(hook.result.current.list.page).toBe(2);
    expect(lastArgs()).toMatchObject({ page: 2, page_size: 25, sort: '-scheduled_at' });
    hook.rerender();
    hook.rerender();
    expect(hook.result.current.list.page).toBe(2);
  });

  it('opens the page a link names, and a reload (a new mount on the same URL) keeps it', () => {
    const first = setup('/requests?page=3&page_size=50');
    expect(first.hook.result.current.list.page).toBe(3);
    expect(first.lastArgs()).toMatchObject({ page: 3, page_size: 50 });
    first.hook.unmount();
    const again = setup('/requests?page=3&page_size=50');
    expect(again.hook.result.current.list.page).toBe(3);
    expect(again.params()).toEqual({ page: '3', page_size: '50' });
  });

  it('reverses the default sort in both directions from its column header', () => {
    const { hook, params, lastArgs } = setup('/requests?page=4');
    expect(hook.result.current.list.sorting.sortModel).toEqual([{ field: 'scheduled_at', sort: 'desc' }]);
    // The grid asks for "unsorted" after descending; the list reverses instead, from page 1.
    act(() => hook.result.current.list.sorting.onSortModelChange([]));
    expect(params()).toEqual({ sort: 'scheduled_at' });
    expect(lastArgs()).toMatchObject({ sort: 'scheduled_at', page: 1 });
    act(() => hook.result.current.list.sorting.onSortModelChange([{ field: 'scheduled_at', sort: 'desc' }]));
    expect(params()).toEqual({ sort: '-scheduled_at' });
    act(() => hook.result.current.list.sorting.onSortModelChange([]));
    expect(params()).toEqual({ sort: 'scheduled_at' });
    act(() => hook.result.current.list.sorting.onSortModelChange([{ field: 'code', sort: 'asc' }]));
    expect(params()).toEqual({ sort: 'code' });
  });

  it('hands the grid the same sort model until the sort changes (a new one made the grid go back to page 1)', () => {
    const { hook } = setup('/requests?page=2');
    const model = hook.result.current.list.sorting.sortModel;
    hook.rerender();
    expect(hook.result.current.list.sorting.sortModel).toBe(model);
    act(() => hook.result.current.list.setPage(3));
    expect(hook.result.current.list.sorting.sortModel).toBe(model);
  });

  it('goes back to page 1 when the page size, a filter or the search changes', () => {
    const { hook, params } = setup('/requests?page=5');
    act(() => hook.result.current.list.setPageSize(100));
    expect(params()).toEqual({ page_size: '100' });
    act(() => hook.result.current.list.setPage(2));
    act(() => hook.result.current.list.setFilter('status', 'completed'));
    expect(params()).toEqual({ page_size: '100', status: 'completed' });
    expect(hook.result.current.list.filtered).toBe(true);
    act(() => hook.result.current.list.setPage(2));
    act(() => hook.result.current.list.setQuery('KA01'));
    expect(params()).toEqual({ page_size: '100', status: 'completed', q: 'KA01' });
  });

  it('keeps every change of quick successive calls (none overwrites another)', () => {
    const { hook, params } = setup('/requests?q=ravi');
    act(() => {
      hook.result.current.list.setFilter('status', 'pending');
      hook.result.current.list.setPage(3);
    });
    expect(params()).toEqual({ q: 'ravi', status: 'pending', page: '3' });
  });

  it('follows the shown page’s cursors to the next and previous pages, and keeps the cursor over a reload', () => {
    const { hook, params, lastArgs } = setup('/requests', 1_000_000, {}, { cursors: true });
    act(() => hook.result.current.list.setPage(2));
    expect(params()).toEqual({ page: '2', cursor: 'after-1' });
    expect(lastArgs()).toMatchObject({ page: 2, cursor: 'after-1' });
    act(() => hook.result.current.list.setPage(3));
    expect(lastArgs()).toMatchObject({ page: 3, cursor: 'after-2' });
    act(() => hook.result.current.list.setPage(2));
    expect(lastArgs()).toMatchObject({ page: 2, cursor: 'before-3' });
    // Back to the first page by number: as fast, and a plain URL.
    act(() => hook.result.current.list.setPage(1));
    expect(params()).toEqual({});
    expect(lastArgs()).not.toHaveProperty('cursor');
    hook.unmount();
    const reloaded = setup('/requests?page=30001&cursor=after-30000', 1_000_000, {}, { cursors: true });
    expect(reloaded.lastArgs()).toMatchObject({ page: 30001, cursor: 'after-30000' });
  });

  it('drops the cursor on any other move: a jump, a page size, a filter, a sort', () => {
    const { hook, params, lastArgs } = setup('/requests?page=7&cursor=after-6', 1_000_000, {}, { cursors: true });
    act(() => hook.result.current.list.setPage(10));
    expect(params()).toEqual({ page: '10' });
    expect(lastArgs()).not.toHaveProperty('cursor');
    for (const move of [
      () => hook.result.current.list.setPageSize(50),
      () => hook.result.current.list.setFilter('status', 'completed'),
      () => hook.result.current.list.setSort('code'),
    ]) {
      act(() => hook.result.current.list.setPage(hook.result.current.list.page + 1));
      expect(params().cursor).toBeDefined();
      act(move);
      expect(params()).not.toHaveProperty('cursor');
    }
  });

  it('goes by number while the shown page is still loading, so a quick second click never follows the page before’s cursor', () => {
    const { hook, params } = setup('/requests?page=2&cursor=after-1', 1_000_000, {}, { cursors: true, loading: true });
    act(() => hook.result.current.list.setPage(3));
    expect(params()).toEqual({ page: '3' });
  });

  it('shows the last page for a page past the end', () => {
    const { hook, params } = setup('/requests?page=99', 60);
    expect(hook.result.current.list.page).toBe(3);
    expect(params()).toEqual({ page: '3' });
  });

  it('sends no query while the date range ends before it starts, and says so', () => {
    const { hook, calls } = setup('/requests?from=2026-11-20&to=2026-11-10');
    expect(hook.result.current.list.rangeInvalid).toBe(true);
    expect(calls.at(-1)?.options.skip).toBe(true);
  });

  it('sends the fixed arguments with every call, and does not count default filters as filtering', () => {
    const { hook, lastArgs } = setup('/services', 10, { fixedArgs: { status: 'pending_approval' }, defaultFilters: { from: '2026-11-24', to: '2026-11-24' } });
    expect(lastArgs()).toMatchObject({ status: 'pending_approval', from: '2026-11-24', to: '2026-11-24' });
    expect(hook.result.current.list.filtered).toBe(false);
    act(() => hook.result.current.list.setFilter('to', '2026-11-30'));
    expect(hook.result.current.list.filtered).toBe(true);
  });
});
