import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

/** A record whose dialog texts follow its state, as the status cards do. */
function Toggle({ onChange }: { onChange: (active: boolean) => void }) {
  const [active, setActive] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>{active ? 'Deactivate' : 'Reactivate'}</button>
      <ConfirmDialog
        open={open}
        title={active ? 'Deactivate this?' : 'Reactivate this?'}
        text="Sure?"
        confirmLabel={active ? 'Deactivate' : 'Reactivate'}
        onConfirm={() => {
          onChange(!active);
          setActive(!active);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('keeps its title and button while it closes after the change, and that button then does nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Toggle onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this?' });
    const confirm = Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Deactivate')!;
    await user.click(confirm);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
    // During the exit transition the dialog still reads "Deactivate", never the opposite action…
    expect(screen.queryByText('Reactivate this?')).not.toBeInTheDocument();
    expect(confirm.textContent).toBe('Deactivate');
    // …and a second click on its way out changes nothing.
    confirm.click();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
