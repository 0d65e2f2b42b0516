import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from './SnackbarHost';
import { closeSnackbar, enqueueSnackbar, useSnackbar } from './snackbars';
import { systemAsksLessMotion } from '../../test/mediaQueries';

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

describe('snackbars and less motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The CSS transition of the element that slides a message in. */
  async function transitionOf(text: string): Promise<string> {
    render(<SnackbarHost>{null}</SnackbarHost>);
    enqueueSnackbar(text);
    let sliding: HTMLElement | null = null;
    await waitFor(() => {
      sliding = screen.getByText(text).closest<HTMLElement>('[style*="transition"]');
      expect(sliding).not.toBeNull();
    });
    return sliding!.style.transition;
  }

  it('slides a message in over the configured time, or shows it at once when the system asks for less motion', async () => {
    systemAsksLessMotion(false);
    expect(await transitionOf('With motion')).toMatch(/225ms/);
    cleanup();
    systemAsksLessMotion(true);
    const still = await transitionOf('Without motion');
    expect(still).not.toMatch(/225ms/);
    expect(still).toMatch(/\b0ms\b/);
  });
});
