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
