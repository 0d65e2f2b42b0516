import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ListCards } from './ListCards';

interface Row {
  id: number;
  code: string;
  request: string;
}

const ROWS: Row[] = [
  { id: 1, code: 'TX-1', request: 'RQ-7' },
  { id: 2, code: 'TX-2', request: 'RQ-8' },
];

const COLUMNS: GridColDef<Row>[] = [
  { field: 'code', headerName: 'Code' },
  { field: 'request', headerName: 'Request', renderCell: ({ row }) => <a href={`/requests/${row.request}`}>{row.request}</a> },
];

function renderCards(onRowClick = vi.fn()) {
  renderWithProviders(<ListCards rows={ROWS} columns={COLUMNS} loading={false} ariaLabel="Transactions" empty="None" onRowClick={onRowClick} />);
  return onRowClick;
}

describe('ListCards', () => {
  it("opens a card's row from its button, named by the card's title", async () => {
    const opened = renderCards();
    await userEvent.click(screen.getByRole('button', { name: 'TX-2' }));
    expect(opened).toHaveBeenLastCalledWith(ROWS[1]);
  });

  it("keeps a field's link outside the card's button, so neither holds the other", () => {
    renderCards();
    const link = screen.getByRole('link', { name: 'RQ-7' });
    for (const button of screen.getAllByRole('button')) {
      expect(button.contains(link)).toBe(false);
      expect(button.querySelector('a, button, input, [tabindex]')).toBeNull();
    }
  });
});
