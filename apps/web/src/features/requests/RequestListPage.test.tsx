import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceRequest } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentSearch, pickOption } from '../../app/testing/listInteractions';
import { SUPER_ADMIN, WORKSHOP_ADMIN } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type Handler, type SeenRequest } from '../../app/testing/fakeApi';
import { renderOverApi } from '../../test/renderOverApi';
import { SuperAdminRequestListPage, WorkshopRequestListPage } from './RequestListPage';
import { testRequest } from './testing/samples';



function answers(rows: ServiceRequest[], extra: { total?: number; estimate?: boolean } = {}): Handler {
  return (request) => {
    if (request.method !== 'GET') return undefined;
    switch (request.url) {
      case '/api/v1/requests':
        return { status: 200, data: { data: rows, page: 1, page_size: 25, total: extra.total ?? rows.length, ...(extra.estimate ? { total_is_estimate: true } : {}) } };
      case '/api/v1/workshops/options':
        return { status: 200, data: { data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Garage' }] } };
      case '/api/v1/societies/options':
        return { status: 200, data: { data: [{ id: 5, name: 'DLF Park Place' }] } };
      case '/api/v1/services/options':
        return { status: 200, data: { data: [{ id: 3, name: 'Foam wash' }] } };
      case '/api/v1/workshop-services':
        return { status: 200, data: { data: [], page: 1, page_size: 100, total: 0 } };
      default:
        return undefined;
    }
  };
}

const listCalls = (seen: SeenRequest[]) => seen.filter((request) => request.url === '/api/v1/requests');

afterEach(restoreApi);

describe('Requests list', () => {
  it('keeps the filters and the search in the URL and sends them to the API', async () => {
    const { user, seen } = renderOverApi(<SuperAdminRequestListPage />, { probeSearch: true, path: '/main/requests', admin: SUPER_ADMIN }, answers([testRequest()]));
    await waitFor(() => expect(listCalls(seen)).toHaveLength(1));
    expect(listCalls(seen)[0]!.params).toEqual({ sort: '-scheduled_at', page: 1, page_size: 25 });

    await pickOption(user, 'Status', 'Pending');
    await waitFor(() => expect(currentSearch().get('status')).toBe('pending'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '23/11/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '29/11/2026' } });
    await waitFor(() => expect(currentSearch().get('to')).toBe('2026-11-29'));
    await pickOption(user, 'Workshop', 'Shine Garage');
    await pickOption(user, 'Service', 'Foam wash');
    await pickOption(user, 'Society', 'DLF Park Place');
    await user.type(screen.getByRole('textbox', { name: 'Search code, phone or registration' }), 'HR26{Enter}');

    await waitFor(() => expect(currentSearch().get('q')).toBe('HR26'));
    const filters = { status: 'pending', from: '2026-11-23', to: '2026-11-29', workshop_id: '2', service_id: '3', society_id: '5', q: 'HR26' };
    expect(Object.fromEntries(currentSearch())).toEqual(filters);
    await waitFor(() =>
      expect(listCalls(seen).at(-1)!.params).toEqual({
        sort: '-scheduled_at',
        ...filters,
        page: 1,
        page_size: 25,
      }),
    );
  });

  it('reads the filters of a shared link and clears them', async () => {
    const { user, seen } = renderOverApi(
      <WorkshopRequestListPage />,
      { probeSearch: true, path: '/workshop/list-requests?status=assigned&society_id=5&sort=amount_paise', routePath: '/workshop/list-requests', admin: WORKSHOP_ADMIN },
      answers([]),
    );
    await waitFor(() => expect(listCalls(seen)[0]?.params).toEqual({ sort: 'amount_paise', status: 'assigned', society_id: '5', page: 1, page_size: 25 }));
    // A workshop admin sees only its own workshop: no workshop filter.
    expect(screen.queryByRole('combobox', { name: 'Workshop' })).not.toBeInTheDocument();
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentSearch().get('status')).toBeNull());
    expect(currentSearch().get('society_id')).toBeNull();
  });

  it('shows the rows, "about N" for an estimated total, and opens a request on click', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(answers([testRequest(), testRequest({ id: 13, code: 'SR-000013', status: 'in_progress', amount_paise: 1_23_45_600 })], { total: 1_250_000, estimate: true }));
    renderWithProviders(<SuperAdminRequestListPage />, { path: '/main/requests', admin: SUPER_ADMIN });
    expect(await screen.findByText('About 1.3 M requests')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Service requests' });
    expect(await within(grid).findByText('SR-000013')).toBeInTheDocument();
    expect(within(grid).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(grid).getByText('In progress')).toBeInTheDocument();
    await user.click(within(grid).getByText('SR-000013'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/service-details/13');
  });
});
