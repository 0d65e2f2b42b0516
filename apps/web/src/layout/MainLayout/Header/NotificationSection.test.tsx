import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@carcare/contracts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { testAdmin } from '../../../app/testing/testAdmin';
import { fakeApi, restoreApi, type SeenRequest } from '../../../app/testing/fakeApi';
import { notificationCatalogue, timeAgo } from '../../../features/notifications/notificationTexts';
import { translatorFor } from '../../../i18n/catalogue';
import { NotificationSection } from './NotificationSection';
import { fixture } from '../../../app/testing/fixture';

const workshopAuth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };

const notification = fixture<Notification>({
  id: 11,
  kind: 'request_created',
  title: 'New service request',
  body: 'SR-000123 for Aditi Sharma, scheduled 20 Jan, 10:00.',
  link: '/workshop/service-details/123',
  read_at: null,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
});

/** A fake notifications API holding `rows`; read and read-all change them as the server would. */
function serve(rows: Notification[]) {
  const unread = () => rows.filter((row) => row.read_at === null);
  return fakeApi((request) => {
    if (request.url === '/api/v1/notifications/unread-count') return { status: 200, data: { count: unread().length, latest_id: rows[0]?.id ?? null } };
    if (request.url === '/api/v1/notifications') {
      const filter = request.params.filter;
      const shown = filter === 'unread' ? unread() : filter === 'other' ? rows.filter((row) => row.read_at !== null) : rows;
      // Copies: the store freezes what it is given, and the fake changes its rows later.
      return { status: 200, data: { data: structuredClone(shown), page: 1, page_size: 8, total: shown.length } };
    }
    if (request.method === 'POST' && request.url === '/api/v1/notifications/read-all') {
      const updated = unread().length;
      for (const row of rows) row.read_at ??= new Date().toISOString();
      return { status: 200, data: { updated } };
    }
    const read = /^\/api\/v1\/notifications\/(\d+)\/read$/.exec(request.url);
    if (request.method === 'POST' && read) {
      const row = rows.find((candidate) => candidate.id === Number(read[1]));
      if (!row) return undefined;
      row.read_at ??= new Date().toISOString();
      return { status: 200, data: structuredClone(row) };
    }
    return undefined;
  });
}

function renderBell() {
  return renderWithProviders(<NotificationSection />, { path: '/workshop', preloadedState: { auth: workshopAuth } });
}

// The open popover hides the rest of the page from assistive technology: find the bell anyway.
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const calls = (seen: SeenRequest[], url: string, method = 'GET') => seen.filter((request) => request.url === url && request.method === method);

afterEach(restoreApi);

describe('NotificationSection badge', () => {
  it('shows the unread count with two digits', async () => {
    serve([notification()]);
    renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('01'));
    expect(bell()).toHaveAccessibleName('Notifications, 01 unread');
  });

  it('shows "99+" above 99', async () => {
    serve(Array.from({ length: 120 }, (_, index) => notification({ id: 500 - index })));
    renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('99+'));
  });

  it('shows no badge when nothing is unread', async () => {
    const seen = serve([notification({ read_at: '2026-01-15T09:00:00.000Z' })]);
    renderBell();
    await waitFor(() => expect(calls(seen, '/api/v1/notifications/unread-count')).toHaveLength(1));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(bell()).not.toHaveTextContent(/\d/);
  });
});

describe('NotificationSection dropdown', () => {
  it('lists the notifications with the spec’s filters and asks the server for the chosen one', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve([notification(), notification({ id: 10, kind: 'leave_recorded', title: 'Leave recorded', body: 'Ravi: casual leave.', link: '/workshop/listofleaves', read_at: '2026-01-15T09:00:00.000Z' })]);
    renderBell();
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('New service request')).toBeInTheDocument();
    expect(within(dialog).getByText('Leave recorded')).toBeInTheDocument();
    const filter = within(dialog).getByRole('combobox', { name: 'Filter notifications' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Notification', 'New', 'Unread', 'Other']);
    await user.selectOptions(filter, 'Unread');
    await waitFor(() => expect(calls(seen, '/api/v1/notifications').at(-1)!.params).toEqual({ filter: 'unread', page: 1, page_size: 8 }));
    await waitFor(() => expect(within(dialog).queryByText('Leave recorded')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });

  it('"Mark as all read" marks everything read and the badge goes away', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve([notification(), notification({ id: 12 })]);
    renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('02'));
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as all read' }));
    // Right away, before the call answers, the focus is in the dropdown (the button it was on disables itself), so Escape still closes it.
    expect(dialog).toHaveFocus();
    await waitFor(() => expect(calls(seen, '/api/v1/notifications/read-all', 'POST')).toHaveLength(1));
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications'));
    expect(dialog).toHaveFocus();
    expect(bell()).not.toHaveTextContent(/\d/);
    expect(within(dialog).getByRole('button', { name: 'Mark as all read' })).toBeDisabled();
  });

  it('clicking an item marks it read and opens its link', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve([notification()]);
    renderBell();
    await user.click(bell());
    await user.click(await screen.findByText('New service request'));
    await waitFor(() => expect(calls(seen, '/api/v1/notifications/11/read', 'POST')).toHaveLength(1));
    expect(await screen.findByTestId('location')).toHaveTextContent('/workshop/service-details/123');
  });

  it('"View All" opens the role’s notifications page', async () => {
    const user = userEvent.setup({ delay: null });
    serve([]);
    renderBell();
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View All' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/workshop/notifications');
  });
});

describe('timeAgo', () => {
  const english = translatorFor(notificationCatalogue, 'en');

  it('reads like the spec’s samples', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(timeAgo(english, '2026-01-15T11:59:40Z', now)).toBe('just now');
    expect(timeAgo(english, '2026-01-15T11:58:00Z', now)).toBe('2 min ago');
    expect(timeAgo(english, '2026-01-15T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo(english, '2026-01-15T07:00:00Z', now)).toBe('5 hours ago');
    expect(timeAgo(english, '2026-01-14T09:00:00Z', now)).toBe('Yesterday');
    expect(timeAgo(english, '2026-01-10T09:00:00Z', now)).toBe('10 Jan');
  });
});

describe('timeAgo in Hindi', () => {
  it('counts minutes and hours in Hindi', async () => {
    await notificationCatalogue.loadHindi();
    const hindi = translatorFor(notificationCatalogue, 'hi');
    const now = new Date('2026-01-15T12:00:00Z');
    expect(timeAgo(hindi, '2026-01-15T11:58:00Z', now)).toBe('2 मिनट पहले');
    expect(timeAgo(hindi, '2026-01-15T07:00:00Z', now)).toBe('5 घंटे पहले');
    expect(timeAgo(hindi, '2026-01-14T09:00:00Z', now)).toBe('कल');
  });
});
