import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LocationProbe } from '../../../app/testing/LocationProbe';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { useRegisterSearchFocus } from './searchFocus';

function FakeSearch() {
  useRegisterSearchFocus(() => document.getElementById('search')?.focus());
  return <input id="search" aria-label="Search" />;
}

function renderShortcuts() {
  return render(
    <MemoryRouter initialEntries={['/main/requests']}>
      <KeyboardShortcuts dashboard="/main/dashboard/default">
        <FakeSearch />
        <textarea aria-label="Note" />
        <LocationProbe />
      </KeyboardShortcuts>
    </MemoryRouter>,
  );
}

describe('KeyboardShortcuts', () => {
  it('opens the list of shortcuts with ? and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderShortcuts();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Go to the dashboard');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to the dashboard with g then d, and focuses the search with /', async () => {
    const user = userEvent.setup();
    renderShortcuts();
    await user.keyboard('gd');
    expect(screen.getByTestId('location')).toHaveTextContent('/main/dashboard/default');
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('leaves keys typed in a field alone', async () => {
    const user = userEvent.setup();
    renderShortcuts();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('g d?/');
    expect(note).toHaveValue('g d?/');
    expect(screen.getByTestId('location')).toHaveTextContent('/main/requests');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
