import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from './SnackbarHost';
import { useUndoSnackbar } from './useUndoSnackbar';

function Deleter({ undo, onUndone }: { undo: () => Promise<unknown>; onUndone?: () => void }) {
  const offerUndo = useUndoSnackbar();
  return (
    <button type="button" onClick={() => offerUndo({ message: 'Banner deleted', undo, onUndone })}>
      Delete
    </button>
  );
}

function renderDeleter(undo: () => Promise<unknown>, onUndone?: () => void) {
  render(
    <SnackbarHost>
      <Deleter undo={undo} onUndone={onUndone} />
    </SnackbarHost>,
  );
}

describe('useUndoSnackbar', () => {
  it('says what was done with an Undo button that calls the server once, closes the message and says it is restored', async () => {
    const undo = vi.fn(async () => undefined);
    const onUndone = vi.fn();
    renderDeleter(undo, onUndone);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const message = (await screen.findByText('Banner deleted')).closest<HTMLElement>('[role="alert"]')!;
    expect(message).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(onUndone).toHaveBeenCalledTimes(1);
    // The message closes with its exit transition.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('says plainly that a record changed since the delete cannot be undone (409 STALE_VERSION)', async () => {
    const stale = { status: 409, data: { code: 'STALE_VERSION', message: 'This record was changed by someone else. Reload it and try again.' } };
    const onUndone = vi.fn();
    renderDeleter(async () => stale, onUndone);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('It was changed after the delete, so it cannot be undone. Reload to see it as it is now.')).toBeInTheDocument();
    expect(onUndone).not.toHaveBeenCalled();
  });

  it("gives any other failure's server message", async () => {
    renderDeleter(async () => ({ status: 404, data: { code: 'NOT_FOUND', message: 'Banner not found' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Banner not found')).toBeInTheDocument();
  });
});
