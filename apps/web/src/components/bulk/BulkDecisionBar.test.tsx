import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkDecisionBar } from './BulkDecisionBar';
import { useBulkSelection } from './useBulkSelection';

interface Row {
  id: number;
  version: number;
  name: string;
}
const rows: Row[] = [{ id: 1, version: 10, name: 'Row 1' }];
const TEXTS: Record<string, string> = { 'bulk.region': 'Selected rows', 'bulk.refusedList': 'Refused rows', 'bulk.allDone': 'Every row was done.', 'bulk.unknownRow': 'Row #' };

function Harness() {
  const bulk = useBulkSelection({ filter: { q: 'x' }, filterKey: 'x', total: 1, pageRows: rows });
  return (
    <>
      <label>
        <input type="checkbox" checked={bulk.isTicked(1)} onChange={(event) => bulk.toggle(rows[0]!, event.target.checked)} />
        Row 1
      </label>
      <BulkDecisionBar
        bulk={bulk}
        t={(key) => TEXTS[key] ?? key}
        actions={[
          { key: 'hide', label: 'Hide' },
          { key: 'show', label: 'Show' },
        ]}
        question={(asking, onClose) => (
          <p>
            Asking: {asking ?? 'nothing'}
            <button type="button" onClick={onClose}>
              Close
            </button>
          </p>
        )}
        rowLabel={(row) => row.name}
      />
    </>
  );
}

describe('BulkDecisionBar', () => {
  it('mounts the question on the first decision, with the decision asked, and keeps it mounted once closed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    expect(screen.queryByText(/Asking/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Asking: show')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Asking: nothing')).toBeInTheDocument();
  });
});
