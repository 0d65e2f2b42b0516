import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi } from '../../app/testing/fakeApi';
import { RecentRequestsList } from './RecentRequestsList';
import { testRequest } from './testing/samples';

const auth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };

function serve(rows: ReturnType<typeof testRequest>[], total = rows.length) {
  return fakeApi((request) => (request.method === 'GET' && request.url === '/api/v1/requests' ? { status: 200, data: { data: rows, page: 1, page_size: 5, total } } : undefined));
}

afterEach(restoreApi);

describe('RecentRequestsList', () => {
  it('asks for the newest five of the worker and links each to its details, with a link to all of them', async () => {
    const seen = serve([testRequest({ id: 42, code: 'SR-000042', amount_paise: 149950 })], 12);
    renderWithProviders(<RecentRequestsList filter={{ worker_id: 7 }} basePath="/workshop" emptyText="None yet" />, { path: '/workshop/workshprofile/7', preloadedState: { auth } });
    const list = await screen.findByRole('list', { name: 'Recent requests' });
    expect(within(list).getByRole('link', { name: 'SR-000042' })).toHaveAttribute('href', '/workshop/service-details/42');
    expect(within(list).getByText(/₹1,499\.50/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 12 requests' })).toHaveAttribute('href', '/workshop/list-requests?worker_id=7');
    await waitFor(() => expect(seen.at(-1)?.params).toMatchObject({ worker_id: 7, page: 1, page_size: 5, sort: '-scheduled_at' }));
  });

  it('says so when there are none, and offers no "View all"', async () => {
    serve([]);
    renderWithProviders(<RecentRequestsList filter={{ workshop_id: 3 }} basePath="/main" emptyText="No requests for this workshop yet." />, { path: '/main/adminprofile/3', preloadedState: { auth } });
    expect(await screen.findByText('No requests for this workshop yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });
});
