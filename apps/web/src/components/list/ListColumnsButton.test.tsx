import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListView } from '@carcare/contracts';
import { ListColumnsButton } from './ListColumnsButton';
import type { ListViewController } from './useListView';
import { DEFAULT_LIST_VIEW, visibleFields } from './listView';

interface Row {
  id: number;
}

const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'phone', headerName: 'Phone' },
];

function controller(view: ListView): ListViewController<Row> {
  const shown = visibleFields(['name', 'phone'], view);
  return {
    view,
    columns: COLUMNS,
    visibleColumns: COLUMNS.filter((column) => shown.includes(column.field)),
    columnVisibilityModel: Object.fromEntries(view.hidden.map((field) => [field, false])),
    isDefault: view === DEFAULT_LIST_VIEW,
    setColumnShown: vi.fn(),
    setHiddenFields: vi.fn(),
    moveColumn: vi.fn(),
    setDensity: vi.fn(),
    reset: vi.fn(),
  };
}

describe('ListColumnsButton', () => {
  it('hides a column, moves one, sets the density; Reset columns only once something changed', async () => {
    const user = userEvent.setup();
    const view = controller(DEFAULT_LIST_VIEW);
    render(<ListColumnsButton view={view} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('dialog', { name: 'Columns' });
    expect(await screen.findByRole('button', { name: 'Reset columns' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(view.setColumnShown).toHaveBeenCalledWith('phone', false);
    await user.click(screen.getByRole('button', { name: 'Move up: Phone' }));
    expect(view.moveColumn).toHaveBeenCalledWith('phone', 'up');
    expect(screen.getByRole('button', { name: 'Move up: Name' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(view.setDensity).toHaveBeenCalledWith('compact');
    expect(chooser).toBeInTheDocument();
  });

  it('keeps the last visible column: its box cannot be unticked', async () => {
    const user = userEvent.setup();
    const view = controller({ ...DEFAULT_LIST_VIEW, hidden: ['phone'] });
    render(<ListColumnsButton view={view} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(view.reset).toHaveBeenCalled();
  });
});
