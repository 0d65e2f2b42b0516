import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dashboard, UserType } from '@carcare/contracts';
import { setHttpTransport } from '../../api/httpClient';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentSearch } from '../../app/testing/listInteractions';
import { fakeApi, restoreApi, type SeenRequest } from '../../app/testing/fakeApi';
import DashboardPage from './DashboardPage';
import { societyManagerSample, superAdminSample, workshopAdminSample } from './testing/samples';

const HOMES: Record<UserType, string> = { super_admin: '/main', workshop_admin: '/workshop', society_manager: '/society' };

function renderPage(userType: UserType, search = '') {
  const home = HOMES[userType];
  const admin = { user_type: userType, name: 'Asha Rao', workshop_id: userType === 'workshop_admin' ? 1 : null, society_id: userType === 'society_manager' ? 1 : null };
  renderWithProviders(
    <DashboardPage />,
    { probeSearch: true, path: `${home}${search}`, routePath: home, admin },
  );
}

const dashboardCalls = (seen: SeenRequest[]) => seen.filter((request) => request.url === '/api/v1/dashboard');
const serve = (answer: () => Dashboard) => fakeApi((request) => (request.url === '/api/v1/dashboard' ? { status: 200, data: answer() } : undefined));
const figureOf = (title: string) => within(screen.getByRole('region', { name: title })).getByText((_content, element) => element?.hasAttribute('data-figure') ?? false);

/** Each panel, by its title, shows its figure. */
function expectFigures(figures: Record<string, string>) {
  for (const [title, figure] of Object.entries(figures)) expect(figureOf(title), title).toHaveTextContent(figure);
}

afterEach(restoreApi);

describe('Dashboard', () => {
  it('shows skeletons while the figures load', async () => {
    setHttpTransport(() => new Promise(() => {}));
    renderPage('super_admin');
    expect(await screen.findByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active workshops' })).not.toBeInTheDocument();
  });

  it("renders the super admin's figures with links to the filtered lists", async () => {
    serve(() => superAdminSample());
    renderPage('super_admin');
    await screen.findByRole('region', { name: 'Active workshops' });
    expectFigures({ 'Active workshops': '5', 'Active societies': '4', 'Active workers': '37', 'Requests today': '11', 'Revenue this month': '₹1,23,456' });
    expect(screen.getByRole('region', { name: 'Revenue this month' })).toHaveTextContent('Last month: ₹1,00,000');
    expect(figureOf('Open concerns')).toHaveTextContent('3');
    expect(within(screen.getByRole('region', { name: 'Active workshops' })).getByRole('link')).toHaveAttribute('href', '/main/workshop-list?status=active');
    expect(within(screen.getByRole('region', { name: 'Requests today' })).getByRole('link')).toHaveAttribute('href', '/main/requests?from=2026-01-15&to=2026-01-15');

    const byStatus = screen.getByRole('list', { name: 'Requests by status' });
    expect(within(byStatus).getByRole('link', { name: 'Pending' })).toHaveAttribute('href', '/main/requests?status=pending&from=2026-01-13&to=2026-01-15');
    expect(within(byStatus).getByRole('link', { name: 'Pending' }).closest('li')).toHaveTextContent('6');
    expect(within(byStatus).getByRole('link', { name: 'Completed' }).closest('li')).toHaveTextContent('7');
    expect(screen.getByText('14 requests in the range; busiest day 15 Jan (11)')).toBeInTheDocument();
    // The charts open the list behind a bar: each bar is a button named by its figure.
    const perDay = screen.getByRole('group', { name: 'Requests per day: 14 requests in the range; busiest day 15 Jan (11)' });
    expect(within(perDay).getAllByRole('button').map((bar) => bar.getAttribute('aria-label'))).toEqual(['13 Jan: 3 requests', '14 Jan: 0 requests', '15 Jan: 11 requests']);
    expect(within(screen.getByRole('group', { name: 'Requests by status' })).getByRole('button', { name: 'Completed: 7 requests' })).toBeInTheDocument();

    const top = screen.getByRole('list', { name: 'Top workshops by rating' });
    expect(top).toHaveTextContent('Shine Garage');
    expect(top).toHaveTextContent('4.6');
    expect(within(top).getByRole('link', { name: '12 reviews' })).toHaveAttribute('href', '/main/reviews?workshop_id=3');
  });

  it("renders the workshop admin's schedule, absences and rating", async () => {
    serve(() => workshopAdminSample());
    renderPage('workshop_admin');
    const schedule = await screen.findByRole('list', { name: "Today's schedule" });
    const rows = within(schedule).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SR-000042');
    expect(rows[0]).toHaveTextContent('Foam Wash · Ravi Kumar');
    expect(rows[1]).toHaveTextContent('Interior Detailing · Not assigned');
    expect(within(rows[0]!).getByRole('link', { name: 'SR-000042' })).toHaveAttribute('href', '/workshop/service-details/42');
    expect(screen.getByRole('list', { name: 'On leave today' })).toHaveTextContent('Sunil Das');
    expect(figureOf('Average rating')).toHaveTextContent('4.3');
    expect(figureOf('Revenue in range')).toHaveTextContent('₹4,500');
    expect(within(screen.getByRole('list', { name: 'Requests by status' })).getByRole('link', { name: 'Assigned' })).toHaveAttribute(
      'href',
      '/workshop/list-requests?status=assigned&from=2025-12-17&to=2026-01-15',
    );
    expect(screen.getByText(/Sparkle Auto Care/)).toBeInTheDocument();
  });

  it("renders the society manager's workers and absences, without a date range", async () => {
    serve(() => societyManagerSample());
    renderPage('society_manager');
    await screen.findByRole('region', { name: 'Workers serving your society' });
    expectFigures({ 'Workers serving your society': '7', 'Absent today': '1', 'Requests this week': '9' });
    expect(screen.getByRole('list', { name: 'Who is absent today' })).toHaveTextContent('Anil Verma');
    expect(screen.queryByText(/pending approval/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    // The week's chart opens nothing: one image named by its summary, no buttons.
    const week = screen.getByRole('img', { name: /^Requests per day this week: 9 requests this week/ });
    expect(within(week).queryAllByRole('button')).toEqual([]);
  });

  it('says how many of today’s leaves are still pending, as the Absent List shows them too', async () => {
    serve(() => societyManagerSample({ pending_absent_today: 2 }));
    renderPage('society_manager');
    const card = await screen.findByRole('region', { name: 'Absent today' });
    expect(figureOf('Absent today')).toHaveTextContent('1');
    expect(within(card).getByText('+2 pending approval')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/society/listofleave');
    expect(screen.getByRole('link', { name: '2 more leaves are pending approval: see the Absent List' })).toHaveAttribute('href', '/society/listofleave');
  });

  it('keeps the date range in the URL and asks the API for it', async () => {
    const seen = serve(() => superAdminSample());
    renderPage('super_admin', '?from=2026-01-01&to=2026-01-10');
    await waitFor(() => expect(dashboardCalls(seen)[0]?.params).toEqual({ from: '2026-01-01', to: '2026-01-10' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '05/01/2026' } });
    await waitFor(() => expect(dashboardCalls(seen).at(-1)?.params).toEqual({ from: '2026-01-05', to: '2026-01-10' }));
    expect(currentSearch().get('from')).toBe('2026-01-05');
  });

  it('does not ask for a backwards range and says why', async () => {
    const seen = serve(() => superAdminSample());
    renderPage('super_admin', '?from=2026-01-10&to=2026-01-01');
    expect(await screen.findByText('To cannot be before From.')).toBeInTheDocument();
    expect(dashboardCalls(seen)).toHaveLength(0);
  });

  it('shows an error with a retry that loads the figures', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    fakeApi((request) => {
      if (request.url !== '/api/v1/dashboard') return undefined;
      return fail ? { status: 500, data: { message: 'Boom', code: 'INTERNAL' } } : { status: 200, data: superAdminSample() };
    });
    renderPage('super_admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Active workshops' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
