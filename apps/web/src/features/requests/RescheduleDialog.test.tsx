import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type ServiceRequest, type ServiceRequestDetails, type WorkerSuggestion } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin, WORKSHOP_ADMIN } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, posts, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { changeLanguage } from '../../i18n/languageStore';
import { renderOverApi } from '../../test/renderOverApi';
import { staleAfter } from '../../test/staleVersion';
import RequestDetailsPage from './RequestDetailsPage';
import { WorkshopRequestListPage } from './RequestListPage';
import { indiaInputOf, isoOfIndiaInput } from '@carcare/contracts';
import { testDetails, testEvent, testRequest } from './testing/samples';

const auth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };
const URL = '/api/v1/requests/12';
const RAVI = { id: 41, name: 'Ravi Kumar' };
const SUNIL = { id: 42, name: 'Sunil Yadav' };

interface Server {
  current: ServiceRequestDetails;
  onReschedule?: (request: SeenRequest) => FakeAnswer;
  workers?: { id: number; name: string }[];
  suggestions?: WorkerSuggestion[];
}

function renderDetails(server: Server) {
  const seen = fakeApi((request) => {
    if (request.method === 'GET' && request.url === URL) return { status: 200, data: server.current };
    if (request.method === 'GET' && request.url === `${URL}/assignable-workers`) return { status: 200, data: { data: server.workers ?? [] } };
    if (request.method === 'GET' && request.url === `${URL}/worker-suggestions`) return { status: 200, data: { data: server.suggestions ?? [] } };
    if (request.method === 'POST' && request.url === `${URL}/reschedule`) return server.onReschedule?.(request);
    return undefined;
  });
  renderWithProviders(<RequestDetailsPage />, { path: '/workshop/service-details/12', routePath: '/workshop/service-details/:id', preloadedState: { auth } });
  return seen;
}

const dialog = () => screen.getByRole('dialog', { name: /^Reschedule SR-000012|SR-000012 का समय बदलें/ });

/** Types an India date and time into the dialog's date (dd/mm/yyyy) and time boxes. */
function setWhen(date: string, time: string) {
  const [year, month, day] = date.split('-');
  fireEvent.change(within(dialog()).getByRole('textbox', { name: /^New date|^नई तारीख़/ }), { target: { value: `${day}/${month}/${year}` } });
  fireEvent.change(within(dialog()).getByLabelText(/^(Time \(New date\)|समय \(नई तारीख़\))$/), { target: { value: time } });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, label = 'Reschedule') {
  await user.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: /^Reschedule SR-000012|SR-000012 का समय बदलें/ });
}

afterEach(restoreApi);

describe('India time in the date-time field', () => {
  it('reads and writes the field in India time, whatever the browser’s zone', () => {
    expect(indiaInputOf('2026-11-24T05:00:00.000Z')).toBe('2026-11-24T10:30');
    expect(indiaInputOf('2026-11-24T20:00:00.000Z')).toBe('2026-11-25T01:30');
    expect(isoOfIndiaInput('2026-11-24T16:30')).toBe('2026-11-24T11:00:00.000Z');
    expect(isoOfIndiaInput('2026-11-24')).toBe('');
    expect(isoOfIndiaInput('')).toBe('');
  });
});

describe('Reschedule from the request page', () => {
  it('moves the request to the India time typed, names the new time and shows it on the page', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testDetails({ status: 'pending' }) };
    server.onReschedule = (request) => {
      const body = request.body as { scheduled_at: string };
      server.current = testDetails({
        scheduled_at: body.scheduled_at,
        version: 4,
        events: [testEvent(), testEvent({ id: 2, action: 'reschedule', from_status: 'pending', to_status: 'pending', at: '2026-11-21T06:00:00.000Z', note: 'Moved from 24 Nov 2026, 10:30 am' })],
      });
      return { status: 200, data: server.current };
    };
    const seen = renderDetails(server);
    await openDialog(user);
    // The booked time, 05:00 UTC, shows as India's 10:30.
    expect(within(dialog()).getByRole('textbox', { name: /^New date/ })).toHaveValue('24/11/2026');
    expect(within(dialog()).getByLabelText('Time (New date)')).toHaveValue('10:30');
    // A pending request is moved alone: no worker to choose.
    expect(within(dialog()).queryByRole('combobox', { name: /Worker/ })).not.toBeInTheDocument();
    setWhen('2026-11-25', '16:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/reschedule`, body: { version: 3, scheduled_at: '2026-11-25T11:00:00.000Z' } });
    expect(await screen.findByText('Moved to 25 Nov 2026, 4:30 pm')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Schedule' })).getByText('25 Nov 2026, 4:30 pm')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByRole('heading', { name: 'Rescheduled' })).toBeInTheDocument();
  });

  it('refuses an unchanged time before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testDetails({ status: 'pending' }) });
    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog()).findByText('Choose another time or worker')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('puts a worker_busy refusal on the worker field, naming the clashing job', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testDetails({ status: 'assigned', worker: RAVI }), workers: [RAVI, SUNIL] };
    const busy = 'Sunil Yadav has SR-000031 from 16:00 to 17:00';
    server.onReschedule = () => ({
      status: 400,
      data: { message: busy, code: 'VALIDATION_ERROR', details: [{ field: 'worker_id', message: busy, code: 'worker_busy', params: { name: 'Sunil Yadav', code: 'SR-000031', from: '16:00', to: '17:00' } }] },
    });
    const seen = renderDetails(server);
    await openDialog(user);
    const worker = await within(dialog()).findByRole('combobox', { name: 'Worker' });
    expect(worker).toHaveTextContent('Keep Ravi Kumar');
    await user.click(worker);
    // The worker it has now is kept by the first choice, not listed again.
    expect(screen.queryByRole('option', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Sunil Yadav' }));
    setWhen('2026-11-24', '16:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toEqual({ version: 3, scheduled_at: '2026-11-24T11:00:00.000Z', worker_id: 42 });
    expect(await within(dialog()).findByText(busy)).toBeInTheDocument();
    expect(within(dialog()).getByRole('combobox', { name: 'Worker' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the refusal in Hindi when Hindi is shown', async () => {
    await changeLanguage('hi');
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testDetails({ status: 'pending' }) };
    server.onReschedule = () => ({
      status: 400,
      data: {
        message: 'The workshop is closed on 2026-11-29',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'scheduled_at', message: 'The workshop is closed on 2026-11-29', code: 'outside_hours', params: { date: '2026-11-29', from: '10:00', to: '11:00', closed: true } }],
      },
    });
    renderDetails(server);
    await openDialog(user, 'समय बदलें');
    setWhen('2026-11-29', '10:00');
    await user.click(within(dialog()).getByRole('button', { name: 'समय बदलें' }));
    expect(await within(dialog()).findByText(/को वर्कशॉप बंद है/)).toBeInTheDocument();
  });

  it('on a stale version says so, closes and shows the request afresh', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testDetails({ status: 'pending' }) };
    // Someone else accepted it meanwhile.
    server.onReschedule = staleAfter(() => (server.current = testDetails({ status: 'accepted', version: 4 })));
    const seen = renderDetails(server);
    await openDialog(user);
    setWhen('2026-11-25', '09:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(seen.filter((request) => request.method === 'GET' && request.url === URL)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Assign worker' })).toBeInTheDocument();
  });

  it('“Suggest” ranks the workers for the new time with why one is busy, and a click chooses a free one', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = {
      current: testDetails({ status: 'accepted' }),
      workers: [RAVI, SUNIL],
      suggestions: [
        { id: 42, name: 'Sunil Yadav', refusal: null, serves_society: true, jobs_that_day: 1 },
        { id: 41, name: 'Ravi Kumar', refusal: 'worker_busy', serves_society: true, jobs_that_day: 4 },
      ],
    };
    server.onReschedule = () => ({ status: 200, data: (server.current = testDetails({ status: 'assigned', worker: SUNIL, scheduled_at: '2026-11-24T09:30:00.000Z', version: 4 })) });
    const seen = renderDetails(server);
    await openDialog(user);
    expect(await within(dialog()).findByRole('combobox', { name: 'Worker' })).toHaveTextContent('No worker yet (stays accepted)');
    setWhen('2026-11-24', '15:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Suggest' }));
    const ranked = await within(dialog()).findByRole('list', { name: 'Workers for the new time' });
    expect(seen.find((request) => request.url === `${URL}/worker-suggestions`)!.params).toEqual({ scheduled_at: '2026-11-24T09:30:00.000Z' });
    const rows = within(ranked).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Sunil Yadav');
    expect(rows[0]).toHaveTextContent('Free');
    expect(rows[0]).toHaveTextContent('serves the society · 1 job that day');
    expect(rows[1]).toHaveTextContent('Busy at that time');
    expect(rows[1]).toHaveAttribute('aria-disabled', 'true');
    await user.click(rows[0]!);
    expect(within(dialog()).getByRole('combobox', { name: 'Worker' })).toHaveTextContent('Sunil Yadav');
    await user.click(within(dialog()).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toEqual({ version: 3, scheduled_at: '2026-11-24T09:30:00.000Z', worker_id: 42 });
    expect(await screen.findByText('Moved to 24 Nov 2026, 3:00 pm, with Sunil Yadav')).toBeInTheDocument();
  });
});

describe('Timeline: a move and a worker taken off', () => {
  const events = [
    testEvent({ id: 1, action: 'create', at: '2026-11-20T04:00:00.000Z' }),
    testEvent({ id: 2, action: 'reschedule', from_status: 'pending', to_status: 'pending', at: '2026-11-20T05:00:00.000Z' }),
    testEvent({ id: 3, action: 'unassign', from_status: 'assigned', to_status: 'accepted', at: '2026-11-20T06:00:00.000Z', actor: null, note: 'Ravi Kumar is on leave' }),
  ];

  it('names them in English', async () => {
    renderDetails({ current: testDetails({ status: 'accepted', events }) });
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Request created', 'Rescheduled', 'Worker removed']);
  });

  it('names them in Hindi', async () => {
    await changeLanguage('hi');
    renderDetails({ current: testDetails({ status: 'accepted', events }) });
    const timeline = await screen.findByRole('list', { name: 'अब तक क्या हुआ' });
    expect(within(timeline).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['बुकिंग बनी', 'समय बदला गया', 'कर्मचारी हटाया गया']);
  });
});

describe('Reschedule from the requests list', () => {
  function listAnswers(rows: ServiceRequest[], onReschedule: (request: SeenRequest) => FakeAnswer) {
    return (request: SeenRequest): FakeAnswer | undefined => {
      if (request.method === 'GET' && request.url === '/api/v1/requests') return { status: 200, data: { data: rows, page: 1, page_size: 25, total: rows.length } };
      if (request.method === 'GET' && request.url === '/api/v1/societies/options') return { status: 200, data: { data: [] } };
      if (request.method === 'GET' && request.url === '/api/v1/workshop-services') return { status: 200, data: { data: [], page: 1, page_size: 100, total: 0 } };
      if (request.method === 'GET' && request.url.endsWith('/assignable-workers')) return { status: 200, data: { data: [] } };
      if (request.method === 'POST' && request.url.endsWith('/reschedule')) return onReschedule(request);
      return undefined;
    };
  }

  it('offers Reschedule in the row menu of a job not yet started only, and moves it without opening the request', async () => {
    const rows = [testRequest(), testRequest({ id: 13, code: 'SR-000013', status: 'in_progress' })];
    const { user, seen } = renderOverApi(
      <WorkshopRequestListPage />,
      { path: '/workshop/list-requests', admin: WORKSHOP_ADMIN },
      listAnswers(rows, (request) => ({ status: 200, data: testDetails({ scheduled_at: (request.body as { scheduled_at: string }).scheduled_at, version: 4 }) })),
    );
    const grid = await screen.findByRole('grid', { name: 'Service requests' });
    await within(grid).findByText('SR-000013');
    expect(within(grid).queryByRole('button', { name: 'More actions for SR-000013' })).not.toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'More actions for SR-000012' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reschedule' }));
    await screen.findByRole('dialog', { name: 'Reschedule SR-000012' });
    // Still on the list: the menu's click did not open the request.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    setWhen('2026-11-26', '11:15');
    await user.click(within(dialog()).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/reschedule`, body: { version: 3, scheduled_at: '2026-11-26T05:45:00.000Z' } });
    expect(await screen.findByText('Moved to 26 Nov 2026, 11:15 am')).toBeInTheDocument();
    // The list asks again for its rows.
    await waitFor(() => expect(seen.filter((request) => request.url === '/api/v1/requests').length).toBeGreaterThan(1));
  });
});
