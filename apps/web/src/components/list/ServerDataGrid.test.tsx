import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { ServerDataGrid } from './ServerDataGrid';
import { useListPage, type ListArgs, type ListQueryResult } from './useListPage';

interface Row {
  id: number;
  name: string;
}

const TOTAL = 360;
const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];

/** The server: rows `Row N` of the asked page, in the asked order. */
function useFakeList(args: ListArgs): ListQueryResult<Row> {
  const page = Number(args.page);
  const size = Number(args.page_size);
  const descending = String(args.sort).startsWith('-');
  const rows = Array.from({ length: size }, (_, index) => {
    const n = (page - 1) * size + index + 1;
    const id = descending ? TOTAL + 1 - n : n;
    return { id, name: `Row ${id}` };
  });
  return { data: { data: rows, page, page_size: size, total: TOTAL }, isFetching: false, isError: false, refetch: vi.fn() };
}

function Harness() {
  const list = useListPage({ useQuery: useFakeList, sort: 'name' });
  // Something else on the page re-renders it (a total line, a dialog, a poll).
  const [renders, setRenders] = useState(0);
  return (
    <>
      <output aria-label="search">{useLocation().search}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
      <ServerDataGrid rows={list.result.data?.data ?? []} columns={COLUMNS} total={TOTAL} loading={false} list={list} emptyText="None" ariaLabel="Rows" />
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
}

/** Presses the grid's pager button `button` and waits for the rows it shows. */
async function pageTo(user: ReturnType<typeof userEvent.setup>, button: string, shown: string) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(shown)).toBeInTheDocument();
}

describe('ServerDataGrid', () => {
  it('pages forward and stays on the page through re-renders of the page around it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/rows');
    expect(await screen.findByText('1–25 of 360')).toBeInTheDocument();
    await pageTo(user, 'Go to next page', '26–50 of 360');
    await user.click(screen.getByRole('button', { name: /Re-render/ }));
    await user.click(screen.getByRole('button', { name: /Re-render/ }));
    expect(screen.getByText('26–50 of 360')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?page=2');
    expect(await screen.findByRole('gridcell', { name: 'Row 26' })).toBeInTheDocument();
  });

  it('opens the page of a link, goes back a page, and changes the page size from page 1', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/rows?page=3');
    expect(await screen.findByText('51–75 of 360')).toBeInTheDocument();
    await pageTo(user, 'Go to previous page', '26–50 of 360');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(await screen.findByText('1–50 of 360')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?page_size=50');
  });

  it('reverses the sorted column on each header click, back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/rows?page=2');
    expect(await screen.findByText('26–50 of 360')).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByText('Name'));
    expect(await screen.findByText('1–25 of 360')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?sort=-name');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByText('Name'));
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?sort=name');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});
