import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListResponse } from '@carcare/contracts';
import { ListResults, type ListResultsTexts } from './ListResults';
import { useListPage, type ListQueryResult } from './useListPage';

interface Row {
  id: number;
  name: string;
}

const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const EMPTY: ListResponse<Row> = { data: [], page: 1, page_size: 25, total: 0 };
const TEXTS: ListResultsTexts = {
  gridLabel: 'Things',
  none: 'No things yet.',
  empty: 'No things match.',
  clearFilters: 'Clear filters',
  listFailed: 'Could not load the things.',
  retry: 'Retry',
};

function Harness({ result, noneAction }: { result: ListQueryResult<Row>; noneAction?: ReactNode }) {
  const list = useListPage({ useQuery: (_args: { status?: string }) => result, filters: ['status'] as const });
  const search = useLocation().search;
  return (
    <>
      <output aria-label="search">{search}</output>
      <ListResults
        list={list}
        columns={COLUMNS}
        texts={TEXTS}
        noneAction={noneAction}
      />
    </>
  );
}

function renderAt(path: string, result: ListQueryResult<Row>, noneAction?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Harness result={result} noneAction={noneAction} />
    </MemoryRouter>,
  );
}

describe('ListResults', () => {
  it('says the list failed and retries on Retry', async () => {
    const user = userEvent.setup({ delay: null });
    const refetch = vi.fn();
    renderAt('/things', { data: undefined, isFetching: false, isError: true, refetch });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the things.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('offers to clear the filters when they hide every row, and clears them', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/things?q=zz&status=active', { data: EMPTY, isFetching: false, isError: false, refetch: vi.fn() }, <button type="button">Add a thing</button>);
    expect(await screen.findByText('No things match.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a thing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent(/^$/);
    // Unfiltered now: the other text and the page's own way forward.
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a thing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the rows of the result in a grid named by its label', async () => {
    renderAt('/things', { data: { ...EMPTY, data: [{ id: 1, name: 'Wheel' }], total: 1 }, isFetching: false, isError: false, refetch: vi.fn() });
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(grid).toHaveTextContent('Wheel');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
