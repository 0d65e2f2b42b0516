import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type Handler } from '../app/testing/fakeApi';
import { renderWithProviders } from '../app/testing/renderWithProviders';

/** Renders `ui` with providers over a fake API answering `answer`: the user to drive it and the requests it sent. */
export function renderOverApi(ui: ReactElement, options: Parameters<typeof renderWithProviders>[1], answer: Handler) {
  const user = userEvent.setup({ delay: null });
  const seen = fakeApi(answer);
  renderWithProviders(ui, options);
  return { user, seen };
}

/** Renders a dialog over a fake API answering `answer`; `closed()` counts the times it asked to close. */
export function renderDialogOverApi(dialog: (onClose: () => void) => ReactElement, options: Parameters<typeof renderWithProviders>[1], answer: Handler) {
  const user = userEvent.setup({ delay: null });
  const seen = fakeApi(answer);
  let closed = 0;
  renderWithProviders(
    dialog(() => {
      closed += 1;
    }),
    options,
  );
  return { user, seen, closed: () => closed };
}
