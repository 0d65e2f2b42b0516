import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type ServiceRequestDetails } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { formatDateTime } from '../../components/format/dates';
import { testAdmin } from '../../app/testing/testAdmin';
import { changeLanguage, resetLanguageForTests } from '../../i18n/languageStore';
import { fakeApi, restoreApi, type FakeAnswer, type SeenRequest, posts } from '../../app/testing/fakeApi';
import { actionButtons } from '../../app/testing/actionButtons';
import RequestDetailsPage from './RequestDetailsPage';
import { testDetails, testEvent, testPayment } from './testing/samples';
import { staleAfter } from '../../test/staleVersion';

const auth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };
const URL = '/api/v1/requests/12';

interface Server {
  /** What GET answers; a test changes it to play "someone else changed it". */
  current: ServiceRequestDetails;
  /** Answers POST /api/v1/requests/12/<action>; default: the request moved to `after`. */
  onAction?: (request: SeenRequest) => FakeAnswer;
  /** The fields an action changes: the action answers the request with them, and so does GET from then on. */
  after?: Partial<ServiceRequestDetails>;
  workers?: { id: number; name: string }[];
  reasons?: { id: number; text: string }[];
}

function renderDetails(server: Server) {
  const seen = fakeApi((request) => {
    if (request.method === 'GET' && request.url === URL) return { status: 200, data: server.current };
    if (request.method === 'GET' && request.url === `${URL}/assignable-workers`) return { status: 200, data: { data: server.workers ?? [] } };
    if (request.method === 'GET' && request.url === '/api/v1/cancellation-reasons') {
      const data = (server.reasons ?? []).map((reason, index) => ({
        ...reason,
        audience: 'admin',
        active: true,
        sort_order: index,
        version: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      }));
      return { status: 200, data: { data, page: 1, page_size: 100, total: data.length } };
    }
    if (request.method === 'POST' && request.url.startsWith(`${URL}/`)) {
      if (server.onAction) return server.onAction(request);
      if (server.after) return { status: 200, data: (server.current = { ...server.current, ...server.after }) };
    }
    return undefined;
  });
  renderWithProviders(<RequestDetailsPage />, { path: '/workshop/service-details/12', routePath: '/workshop/service-details/:id', preloadedState: { auth } });
  return seen;
}

const gets = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'GET' && request.url === URL);

afterEach(() => {
  restoreApi();
  resetLanguageForTests();
});

describe('Request details: actions', () => {
  it('offers a pending request Accept, Reschedule, Reject and Cancel only', async () => {
    renderDetails({ current: testDetails({ status: 'pending' }) });
    expect(await actionButtons()).toEqual(['Accept', 'Reschedule', 'Reject', 'Cancel request']);
  });

  it('offers an in-progress request Complete only', async () => {
    renderDetails({ current: testDetails({ status: 'in_progress', worker: { id: 41, name: 'Ravi Kumar' } }) });
    expect(await actionButtons()).toEqual(['Complete']);
  });

  it('offers an assigned request Reassign worker, Start, Reschedule and Cancel', async () => {
    renderDetails({ current: testDetails({ status: 'assigned', worker: { id: 41, name: 'Ravi Kumar' } }) });
    expect(await actionButtons()).toEqual(['Reassign worker', 'Start', 'Reschedule', 'Cancel request']);
  });

  it('offers a completed request no action', async () => {
    renderDetails({ current: testDetails({ status: 'completed', payment_status: 'paid' }) });
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the cancellation reason and note of a cancelled request, and no action', async () => {
    renderDetails({
      current: testDetails({ status: 'cancelled', cancellation_reason: { id: 2, text: 'Customer not reachable' }, cancellation_note: 'Called twice' }),
    });
    expect(await screen.findByText(/Customer not reachable/)).toBeInTheDocument();
    expect(screen.getByText('Called twice')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('accepts at once and shows the new state the server answers', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testDetails(), after: { status: 'accepted', version: 4 } });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/accept`, body: { version: 3 } });
    expect(await actionButtons()).toEqual(['Assign worker', 'Reschedule', 'Cancel request']);
  });

  it('on a 409 STALE_VERSION shows the server message and refetches the request', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testDetails() };
    // Someone else accepted it meanwhile.
    server.onAction = staleAfter(() => (server.current = testDetails({ status: 'accepted', version: 4 })));
    const seen = renderDetails(server);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(gets(seen)).toHaveLength(2));
    expect(await actionButtons()).toEqual(['Assign worker', 'Reschedule', 'Cancel request']);
  });
});

describe('Request details: timeline and cards', () => {
  it('lists every status change oldest to newest, with who and the note', async () => {
    renderDetails({
      current: testDetails({
        status: 'assigned',
        worker: { id: 41, name: 'Ravi Kumar' },
        // Sent newest first on purpose.
        events: [
          testEvent({ id: 3, action: 'assign', from_status: 'accepted', to_status: 'assigned', at: '2026-11-21T06:00:00.000Z', note: 'Ravi Kumar' }),
          testEvent({ id: 1, action: 'create', at: '2026-11-20T04:00:00.000Z', actor: null }),
          testEvent({ id: 2, action: 'accept', from_status: 'pending', to_status: 'accepted', at: '2026-11-20T05:00:00.000Z', actor: { id: 9, name: 'Vikram Shah' } }),
        ],
      }),
    });
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Request created', 'Accepted', 'Worker assigned']);
    expect(items[0]).toHaveTextContent('by System');
    expect(items[1]).toHaveTextContent('by Vikram Shah');
    expect(items[2]).toHaveTextContent('Ravi Kumar');
  });

  it('shows the price and payments in rupees', async () => {
    renderDetails({
      current: testDetails({
        amount_paise: 12_34_500,
        payments: [{ id: 1, kind: 'payment', method: 'upi', amount_paise: 12_34_500, status: 'success', note: '', created_at: '2026-11-24T06:00:00.000Z' }],
      }),
    });
    const service = await screen.findByRole('region', { name: 'Service and price' });
    expect(within(service).getByText('₹12,345')).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('UPI')).toBeInTheDocument();
    expect(within(payments).getByText('₹12,345')).toBeInTheDocument();
    expect(within(payments).getByText('Success')).toBeInTheDocument();
  });

  it('names a refund and each payment’s state in Hindi, on the page and on its printable receipt', async () => {
    await changeLanguage('hi');
    renderDetails({
      current: testDetails({
        status: 'completed',
        payment_status: 'partially_refunded',
        payments: [
          testPayment(),
          testPayment({ id: 502, kind: 'refund', amount_paise: 10_000, created_at: '2026-11-21T06:00:00.000Z' }),
        ],
      }),
    });
    const payments = await screen.findByRole('table', { name: 'भुगतान' });
    expect(within(payments).getByText('नकद (रिफ़ंड)')).toBeInTheDocument();
    expect(within(payments).getAllByText('सफल')).toHaveLength(2);
    const receipt = screen.getByRole('table', { name: 'भुगतान और रिफ़ंड', hidden: true });
    expect(within(receipt).getByText('रिफ़ंड')).toBeInTheDocument();
    expect(within(receipt).getAllByText('सफल')).toHaveLength(2);
    for (const table of [payments, receipt]) expect(table).not.toHaveTextContent(/refund|success/i);
  });
});

describe('Request details: dialogs', () => {
  it('completes with a cash payment sent in paise', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testDetails({ status: 'in_progress', worker: { id: 41, name: 'Ravi Kumar' } }), after: { status: 'completed', payment_status: 'paid', version: 4 } });
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this request?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Record cash payment' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Cash received/ });
    expect(amount).toHaveValue('1499');
    await user.clear(amount);
    await user.type(amount, '1,200.50');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/complete`, body: { version: 3, cash_payment_paise: 120_050 } });
    expect(await screen.findByText('Request completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('completes without a payment when the box stays unticked, and refuses a bad amount', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testDetails({ status: 'in_progress' }) };
    server.onAction = () => ({ status: 200, data: { ...server.current, status: 'completed', version: 4 } });
    const seen = renderDetails(server);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this request?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Record cash payment' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Cash received/ });
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('Enter an amount in rupees, e.g. 1499 or 1499.50')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Record cash payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toEqual({ version: 3 });
  });

  it('asks before cancelling and requires a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({
      current: testDetails(),
      reasons: [{ id: 2, text: 'Customer not reachable' }, { id: 3, text: 'Duplicate booking' }],
      after: { status: 'cancelled', version: 4, cancellation_reason: { id: 3, text: 'Duplicate booking' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await within(dialog).findByRole('combobox', { name: /^Cancellation reason/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByText('Choose a cancellation reason')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /^Cancellation reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Duplicate booking' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Booked twice by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/cancel`, body: { version: 3, reason_id: 3, note: 'Booked twice by phone' } });
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
  });

  it('keeping the request closes the cancel dialog without sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testDetails(), reasons: [{ id: 2, text: 'Customer not reachable' }] });
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this request?' })).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(seen)).toHaveLength(0);
  });

  it('requires a note to reject', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testDetails(), after: { status: 'rejected', version: 4 } });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for rejecting')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason for rejecting/ }), 'No slot that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/reject`, body: { version: 3, note: 'No slot that day' } });
  });

  it('assigns a free worker, and says so when no one is free', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testDetails({ status: 'accepted', version: 4 }), workers: [], after: { status: 'assigned', version: 5, worker: { id: 42, name: 'Sunil Yadav' } } };
    const seen = renderDetails(server);
    await user.click(await screen.findByRole('button', { name: 'Assign worker' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign a worker' });
    expect(await within(dialog).findByText('No worker is free that day')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.workers = [{ id: 41, name: 'Ravi Kumar' }, { id: 42, name: 'Sunil Yadav' }];
    await user.click(screen.getByRole('button', { name: 'Assign worker' }));
    dialog = await screen.findByRole('dialog', { name: 'Assign a worker' });
    await user.click(await within(dialog).findByRole('combobox', { name: /^Worker/ }));
    await user.click(await screen.findByRole('option', { name: 'Sunil Yadav' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/assign`, body: { version: 4, worker_id: 42 } });
    expect(await screen.findByText('Worker assigned')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Worker' })).getByText('Sunil Yadav')).toBeInTheDocument();
  });
});

describe('Request details: starting or completing before the booked day', () => {
  const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const when = formatDateTime(inThreeDays);

  it('asks before starting a request booked for a later day, and starts it only on "Start now"', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testDetails({ status: 'assigned', scheduled_at: inThreeDays, worker: { id: 41, name: 'Ravi Kumar' } }), after: { status: 'in_progress', version: 4 } });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start before the scheduled day?' });
    expect(within(dialog).getByText(`This request is scheduled for ${when}. Start it now?`)).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(seen)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start before the scheduled day?' })).getByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/start`, body: { version: 3 } });
    expect(await screen.findByText('Work started')).toBeInTheDocument();
  });

  it('starts at once on the booked day', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testDetails({ status: 'assigned', scheduled_at: new Date().toISOString(), worker: { id: 41, name: 'Ravi Kumar' } }), after: { status: 'in_progress', version: 4 } });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the booked day in the Complete dialog of a request completed early', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetails({ current: testDetails({ status: 'in_progress', scheduled_at: inThreeDays, worker: { id: 41, name: 'Ravi Kumar' } }) });
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this request?' });
    expect(within(dialog).getByText(`This request is scheduled for ${when}. Complete it now?`)).toBeInTheDocument();
  });
});
