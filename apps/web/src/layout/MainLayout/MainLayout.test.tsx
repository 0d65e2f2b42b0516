import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { DocumentTitle } from '../../components/DocumentTitle';
import { writeStoredAuthState } from '../../app/session/authStorage';
import { MainLayout } from './MainLayout';

function renderLayout(path: string, userType: 'super_admin' | 'workshop_admin' | 'society_manager' = 'super_admin') {
  const home = path.split('/')[1] ?? 'main';
  return renderWithProviders(
    <>
      <DocumentTitle />
      <Routes>
        <Route path={`/${home}`} element={<MainLayout />}>
          <Route index element={<p>home page</p>} />
          <Route path="*" element={<p>inner page</p>} />
        </Route>
      </Routes>
    </>,
    { path, userType },
  );
}

// The search field's code loads once the page is idle (a look-alike stands in meanwhile); jsdom on a
// busy machine takes seconds to import it.
beforeAll(async () => {
  await import('./Header/SearchField');
}, 60_000);

describe('MainLayout', () => {
  it('takes over from the first frame drawn before the code arrived: the frame is gone once the layout is on screen', () => {
    const frame = document.createElement('div');
    frame.id = 'first-frame';
    document.body.appendChild(frame);
    renderLayout('/main');
    expect(document.getElementById('first-frame')).toBeNull();
    expect(document.documentElement.getAttribute('data-first-frame')).toBe('done');
    document.documentElement.removeAttribute('data-first-frame');
  });

  it('frames the page: named top-bar buttons, the menu and the page inside <main>', async () => {
    renderLayout('/main/workshop-list');
    // The search field is drawn when reached for (a look-alike stands in): its filter button comes with it.
    await userEvent.hover(screen.getAllByRole('combobox', { name: 'Search' })[0]!);
    expect(await screen.findByRole('button', { name: 'Search filters' }, { timeout: 15_000 })).toBeInTheDocument();
    // The account button's name starts with the initials it shows ("AM Account menu").
    for (const name of ['Open menu', 'Search filters', 'Toggle dark mode', 'Notifications', /Account menu$/]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('combobox', { name: 'Search' })[0]!).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('inner page')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Garage Admins' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('sets the page title by role, led by the page title', async () => {
    renderLayout('/society/society-list', 'society_manager');
    await waitFor(() => expect(document.title).toBe('List Workers · Society Admin'));
  });

  it('shows breadcrumbs built from the menu on a deep page, with a Back button when a token is stored', () => {
    writeStoredAuthState({ currentUser: null, token: 'access', r_token: 'refresh' });
    window.history.pushState({}, '', '/elsewhere');
    renderLayout('/main/addWorkshop');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Garage Admins' })).toHaveAttribute('href', '/main/workshop-list');
    expect(within(trail).getByText('Add Workshop')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('hides the Back button on a top-level page and without a stored token', () => {
    writeStoredAuthState({ currentUser: null, token: 'access', r_token: 'refresh' });
    window.history.pushState({}, '', '/elsewhere');
    const { unmount } = renderLayout('/main/reviews');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    unmount();
    localStorage.clear();
    renderLayout('/main/addWorkshop');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('the menu button flips customization.opened and the mode toggle switches to dark', async () => {
    const { store } = renderLayout('/workshop', 'workshop_admin');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(store.getState().customization.opened).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle dark mode' }));
    expect(store.getState().customization.mode).toBe('dark');
  });

  // The badge, the live items and their actions: layout/MainLayout/Header/NotificationSection.test.tsx.
  it('opens the notification dropdown as the spec draws it', async () => {
    renderLayout('/main');
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const filter = within(dialog).getByRole('combobox', { name: 'Filter notifications' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Notification', 'New', 'Unread', 'Other']);
    expect(within(dialog).getByRole('button', { name: 'Mark as all read' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });
});
