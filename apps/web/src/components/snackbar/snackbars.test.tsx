import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from './SnackbarHost';
import { closeSnackbar, enqueueSnackbar, useSnackbar } from './snackbars';

function Saver({ onKey }: { onKey?: (key: string | number) => void }) {
  const snackbars = useSnackbar();
  return (
    <button
      type="button"
      onClick={() => {
        const key = snackbars.enqueueSnackbar('Workshop saved', { variant: 'success' });
        onKey?.(key);
      }}
    >
      Save
    </button>
  );
}

describe('snackbars before and after notistack has loaded', () => {
  it('shows a message asked for before notistack is there (even before its host is) as soon as it is, and later ones at once', async () => {
    enqueueSnackbar('Asked early');
    expect(screen.queryByText('Asked early')).toBeNull();
    render(
      <SnackbarHost>
        <Saver />
      </SnackbarHost>,
    );
    expect(await screen.findByText('Asked early')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workshop saved')).toBeInTheDocument();
  });

  it('answers each message its own key at once, and closes the message by it', async () => {
    const keys: Array<string | number> = [];
    const { unmount } = render(
      <SnackbarHost>
        <Saver onKey={(key) => keys.push(key)} />
      </SnackbarHost>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    await waitFor(() => expect(screen.getAllByText('Workshop saved')).toHaveLength(2));
    closeSnackbar(keys[0]);
    await waitFor(() => expect(screen.getAllByText('Workshop saved')).toHaveLength(1));
    expect(enqueueSnackbar('Kept key', { key: 'mine' })).toBe('mine');
    expect(await screen.findByText('Kept key')).toBeInTheDocument();
    unmount();
  });
});
