import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { SavedView } from '@carcare/contracts';
import { setHttpTransport } from '../../api/httpClient';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ListViewsButton } from './ListViewsButton';

let views: SavedView[] = [];
let posted: Record<string, unknown>[] = [];
let deleted: string[] = [];
let patched: { url: string; body: Record<string, unknown> }[] = [];

function view(id: number, name: string, query: string, mine = true): SavedView {
  return { id, list: 'list.workers', name, query, shared_role: null, owner_name: mine ? 'Asha Rao' : 'Ravi Menon', mine, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
}

function serveViews() {
  setHttpTransport(async ({ method, url, body }) => {
    if (method === 'POST') {
      const sent = JSON.parse(body as string) as Record<string, unknown>;
      posted.push(sent);
      const created = { ...view(99, sent.name as string, sent.query as string), shared_role: (sent.shared_role as SavedView['shared_role']) ?? null };
      views = [...views, created];
      return { status: 201, data: created };
    }
    if (method === 'PATCH') {
      const sent = JSON.parse(body as string) as Record<string, unknown>;
      patched.push({ url, body: sent });
      const id = Number(url.split('/').pop());
      if (views.some((item) => item.id !== id && item.name.toLowerCase() === String(sent.name).toLowerCase())) {
        return { status: 409, data: { code: 'DUPLICATE', message: 'You already have a view of this list with that name' } };
      }
      views = views.map((item) => (item.id === id ? { ...item, name: sent.name as string } : item));
      return { status: 200, data: views.find((item) => item.id === id) };
    }
    if (method === 'DELETE') {
      deleted.push(url);
      views = views.filter((item) => !url.endsWith(`/${item.id}`));
      return { status: 204, data: null };
    }
    return { status: 200, data: { items: views } };
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderButton(path: string, userType: 'super_admin' | 'workshop_admin' = 'workshop_admin') {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ListViewsButton listKey="list.workers" />
            <Where />
          </>
        }
      />
    </Routes>,
    { path, userType },
  );
}

afterEach(() => {
  setHttpTransport();
  views = [];
  posted = [];
  deleted = [];
  patched = [];
});

describe('ListViewsButton', () => {
  it('says there are none yet, then saves the URL’s filters and sort (not the page) under a name', async () => {
    const user = userEvent.setup({ delay: null });
    serveViews();
    renderButton('/workshop/workers?status=active&sort=-name&page=3');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText(/No saved views yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    // Only a super admin shares.
    expect(within(dialog).queryByRole('combobox', { name: 'Share with' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('A view needs a name')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Active by name');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('View “Active by name” saved')).toBeInTheDocument();
    expect(posted).toEqual([{ list: 'list.workers', name: 'Active by name', query: 'status=active&sort=-name', shared_role: null }]);
  });

  it('lists own views and shared ones apart; a click opens the list with that query; own ones delete after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    views = [view(1, 'Active', 'status=active'), view(2, 'Team', 'sort=name', false)];
    serveViews();
    renderButton('/workshop/workers?page=2');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('dialog', { name: 'Saved views' });
    expect(await within(menu).findByText('My views')).toBeInTheDocument();
    expect(within(menu).getByText('Shared with you')).toBeInTheDocument();
    expect(within(menu).getByText('Shared by Ravi Menon')).toBeInTheDocument();
    // A shared view is read-only.
    expect(within(menu).queryByRole('button', { name: 'Delete view: Team' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: /^Team/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/workshop/workers?sort=name');

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Delete view: Active' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view?' });
    expect(confirm).toHaveTextContent('“Active” will be removed');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('View “Active” deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['/api/v1/me/views/1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Active/ })).not.toBeInTheDocument());
  });

  it('lets a super admin share the view with a role', async () => {
    const user = userEvent.setup({ delay: null });
    serveViews();
    renderButton('/main/workers?q=ravi', 'super_admin');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ravi');
    await user.click(within(dialog).getByRole('combobox', { name: 'Share with' }));
    await user.click(await screen.findByRole('option', { name: 'Every Workshop Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(posted).toEqual([{ list: 'list.workers', name: 'Ravi', query: 'q=ravi', shared_role: 'workshop_admin' }]));
  });

  it('renames one of my views from the menu, showing the server’s refusal of a name already used', async () => {
    const user = userEvent.setup({ delay: null });
    views = [view(1, 'Active', 'status=active'), view(2, 'By name', 'sort=name'), view(3, 'Team view', 'q=x', false)];
    serveViews();
    renderButton('/workshop/workers');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    // A view shared with me cannot be renamed.
    expect(await screen.findByRole('button', { name: 'Rename view: Active' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename view: Team view' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename view: Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Active');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('A view needs a name')).toBeInTheDocument();
    expect(patched).toHaveLength(0);
    await user.type(name, 'by NAME');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('You already have a view of this list with that name')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Active workers');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename view' })).not.toBeInTheDocument());
    expect(patched.at(-1)).toEqual({ url: '/api/v1/me/views/1', body: { name: 'Active workers' } });
    expect(await screen.findByText('View renamed to “Active workers”')).toBeInTheDocument();
  });
});
