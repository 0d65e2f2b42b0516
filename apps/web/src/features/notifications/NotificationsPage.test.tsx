import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Notification } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type Handler, type SeenRequest } from '../../app/testing/fakeApi';
import { renderOverApi } from '../../test/renderOverApi';
import NotificationsPage, { NOTIFICATIONS_PAGE_SIZE } from './NotificationsPage';

const managerAuth = { currentUser: testAdmin({ user_type: 'society_manager', workshop_id: null, society_id: 1 }), token: 'access', r_token: 'refresh', error: null, loading: false };

const leave = (id: number, read: boolean): Notification => ({
  id,
  kind: 'leave_recorded',
  title: `Leave recorded ${id}`,
  body: 'Ravi Kumar: casual leave (approved).',
  link: '/society/listofleave',
  read_at: read ? '2026-01-15T09:00:00.000Z' : null,
  created_at: '2026-01-15T08:00:00.000Z',
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function answers(total: number): Handler {
  return (request) => {
    if (request.url === '/api/v1/notifications/unread-count') return { status: 200, data: { count: 1, latest_id: 1 } };
    if (request.url === '/api/v1/notifications') {
      const page = Number(request.params.page);
      return { status: 200, data: { data: [leave(page * 100 + 1, false), leave(page * 100 + 2, true)], page, page_size: NOTIFICATIONS_PAGE_SIZE, total } };
    }
    return undefined;
  };
}
const listCalls = (seen: SeenRequest[]) => seen.filter((request) => request.url === '/api/v1/notifications');

afterEach(restoreApi);

describe('NotificationsPage', () => {
  it('keeps the filter and page in the URL and asks the server for them', async () => {
    const { user, seen } = renderOverApi(
      <>
        <NotificationsPage />
        <Search />
      </>,
      { path: '/society/notifications?filter=unread', routePath: '/society/notifications', preloadedState: { auth: managerAuth } },
      answers(45),
    );
    expect(await screen.findByText('Leave recorded 101')).toBeInTheDocument();
    expect(listCalls(seen)[0]!.params).toEqual({ filter: 'unread', page: 1, page_size: NOTIFICATIONS_PAGE_SIZE });
    expect(screen.getByRole('tab', { name: 'Unread' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Notification', 'New', 'Unread', 'Other']);

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(listCalls(seen).at(-1)!.params).toEqual({ filter: 'unread', page: 3, page_size: NOTIFICATIONS_PAGE_SIZE }));
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('page')).toBe('3');

    await user.click(screen.getByRole('tab', { name: 'Other' }));
    await waitFor(() => expect(listCalls(seen).at(-1)!.params).toEqual({ filter: 'other', page: 1, page_size: NOTIFICATIONS_PAGE_SIZE }));
    expect(screen.getByTestId('search')).toHaveTextContent('?filter=other');
  });

  it('says so when a filter holds nothing', async () => {
    fakeApi((request) => {
      if (request.url === '/api/v1/notifications/unread-count') return { status: 200, data: { count: 0, latest_id: null } };
      if (request.url === '/api/v1/notifications') return { status: 200, data: { data: [], page: 1, page_size: NOTIFICATIONS_PAGE_SIZE, total: 0 } };
      return undefined;
    });
    renderWithProviders(<NotificationsPage />, { path: '/society/notifications?filter=new', routePath: '/society/notifications', preloadedState: { auth: managerAuth } });
    expect(await screen.findByText('Nothing new in the last 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as all read' })).toBeDisabled();
  });
});
