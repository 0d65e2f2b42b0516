import { screen, within } from '@testing-library/react';

/** The names of the buttons in a page's "Actions" group (a record's allowed state changes), in order. */
export async function actionButtons(): Promise<(string | null)[]> {
  const group = await screen.findByRole('group', { name: 'Actions' });
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent);
}
