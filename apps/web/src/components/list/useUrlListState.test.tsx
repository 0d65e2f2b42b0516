import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useUrlListState } from './useUrlListState';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/list?q=ravi&page=3']}>{children}</MemoryRouter>;
}

function useListAndSearch() {
  return { list: useUrlListState(['status', 'from', 'to'] as const), search: useLocation().search };
}

describe('useUrlListState', () => {
  it('keeps every change made before the router re-renders (none overwrites another)', () => {
    const { result } = renderHook(useListAndSearch, { wrapper });
    act(() => {
      // Two updates from one render: the second must build on the first, not on the stale URL.
      result.current.list.setFilter('status', 'approved');
      result.current.list.setFilters({ from: '2026-11-23', to: '2026-11-29' });
    });
    const params = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(params)).toEqual({ q: 'ravi', status: 'approved', from: '2026-11-23', to: '2026-11-29' });
    expect(result.current.list.filters).toEqual({ status: 'approved', from: '2026-11-23', to: '2026-11-29' });
    expect(result.current.list.page).toBe(1);
  });
});
