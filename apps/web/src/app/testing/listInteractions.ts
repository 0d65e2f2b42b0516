import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The query string a page keeps, as shown by SearchProbe (renderWithProviders' probeSearch). */
export function currentSearch(): URLSearchParams {
  return new URLSearchParams(screen.getByTestId('search').textContent ?? '');
}

/** Opens the select named `label` and picks `option`. */
export async function pickOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
