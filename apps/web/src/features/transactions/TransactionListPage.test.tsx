import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction, TransactionDetails, TransactionTotals } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentSearch, pickOption } from '../../app/testing/listInteractions';
import { SUPER_ADMIN, WORKSHOP_ADMIN } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type SeenRequest } from '../../app/testing/fakeApi';
import { testTransaction, testTransactionDetails } from './testing/samples';
import TransactionListPage from './TransactionListPage';



const ALL_TOTALS: TransactionTotals = { payments_paise: 123_456_789, refunds_paise: 1_000_000, net_paise: 122_456_789, count: 412 };
const REFUND_TOTALS: TransactionTotals = { payments_paise: 0, refunds_paise: 1_000_000, net_paise: -1_000_000, count: 9 };

interface Served {
  rows?: Transaction[];
  details?: TransactionDetails;
}

function serve({ rows = [testTransaction()], details = testTransactionDetails() }: Served = {}) {
  return fakeApi((request) => {
    if (request.method === 'POST' && request.url === `/api/v1/transactions/${details.id}/refund`) {
      return { status: 201, data: { ...details, refunded_paise: details.amount_paise, refundable_paise: 0, version: details.version + 1 } };
    }
    if (request.method !== 'GET') return undefined;
    switch (request.url) {
      case '/api/v1/transactions':
        return { status: 200, data: { data: rows, page: 1, page_size: 25, total: rows.length } };
      case '/api/v1/transactions/totals':
        return { status: 200, data: request.params.kind === 'refund' ? REFUND_TOTALS : ALL_TOTALS };
      case `/api/v1/transactions/${details.id}`:
        return { status: 200, data: details };
      case '/api/v1/workshops/options':
        return { status: 200, data: { data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Garage' }] } };
      default:
        return undefined;
    }
  });
}

function renderPage(path = '/main/transactions') {
  return renderWithProviders(
    <TransactionListPage />,
    { probeSearch: true, path, routePath: '/main/transactions', admin: SUPER_ADMIN },
  );
}

function renderWorkshopPage() {
  return renderWithProviders(<TransactionListPage />, { probeSearch: true, path: '/workshop/transactions', routePath: '/workshop/transactions', admin: WORKSHOP_ADMIN });
}

const calls = (seen: SeenRequest[], url: string) => seen.filter((request) => request.url === url);
const card = (name: string) => screen.getByRole('region', { name });

afterEach(restoreApi);

describe('Transactions page', () => {
  it('shows Payments, Refunds and Net for the current filter, in ₹ with Indian grouping', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve();
    renderPage();
    await waitFor(() => expect(within(card('Payments')).getByText('₹12,34,567.89')).toBeInTheDocument());
    expect(within(card('Refunds')).getByText('₹10,000')).toBeInTheDocument();
    expect(within(card('Net')).getByText('₹12,24,567.89')).toBeInTheDocument();
    expect(within(card('Net')).getByText('412 successful transactions')).toBeInTheDocument();
    // Totals take the filters, never paging or sort.
    expect(calls(seen, '/api/v1/transactions/totals')[0]!.params).toEqual({});

    await pickOption(user, 'Kind', 'Refund');
    await waitFor(() => expect(within(card('Payments')).getByText('₹0')).toBeInTheDocument());
    expect(within(card('Net')).getByText('-₹10,000')).toBeInTheDocument();
    expect(within(card('Net')).getByText('9 successful transactions')).toBeInTheDocument();
    expect(calls(seen, '/api/v1/transactions/totals').at(-1)!.params).toEqual({ kind: 'refund' });
  });

  it('keeps the filters and the search in the URL and sends them to the list and the totals', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve();
    renderPage();
    await waitFor(() => expect(calls(seen, '/api/v1/transactions')).toHaveLength(1));
    expect(calls(seen, '/api/v1/transactions')[0]!.params).toEqual({ sort: '-created_at', page: 1, page_size: 25 });

    await pickOption(user, 'Kind', 'Payment');
    await pickOption(user, 'Method', 'Card');
    await pickOption(user, 'Status', 'Successful');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '30/11/2026' } });
    await waitFor(() => expect(currentSearch().get('to')).toBe('2026-11-30'));
    await pickOption(user, 'Workshop', 'Shine Garage');
    await user.type(screen.getByRole('textbox', { name: 'Search code, request or gateway ref' }), 'SR-0001{Enter}');

    const expected = { kind: 'payment', method: 'card', status: 'success', from: '2026-11-01', to: '2026-11-30', workshop_id: '2', q: 'SR-0001' };
    await waitFor(() => expect(Object.fromEntries(currentSearch())).toEqual(expected));
    await waitFor(() => expect(calls(seen, '/api/v1/transactions').at(-1)!.params).toEqual({ sort: '-created_at', ...expected, page: 1, page_size: 25 }));
    await waitFor(() => expect(calls(seen, '/api/v1/transactions/totals').at(-1)!.params).toEqual(expected));
  });

  it('reads a shared link, warns about a reversed range and clears the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve({ rows: [] });
    renderPage('/main/transactions?method=upi&from=2026-11-30&to=2026-11-01');
    expect(await screen.findByText('The "To" date cannot be before "From"')).toBeInTheDocument();
    expect(calls(seen, '/api/v1/transactions')).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentSearch().toString()).toBe(''));
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('opens the details of a row with its refunds, refunds from there and refreshes the totals and the list', async () => {
    const user = userEvent.setup({ delay: null });
    const refund = testTransaction({ id: 30, code: 'TX-000030', kind: 'refund', amount_paise: 79_900, refund_of_id: 21, refundable_paise: 0, note: 'Vacuum skipped', gateway_ref: null });
    const details = testTransactionDetails({ refunded_paise: 79_900, refundable_paise: 200_000, refunds: [refund] });
    const seen = serve({ rows: [testTransaction({ refunded_paise: 79_900, refundable_paise: 200_000 })], details });
    renderPage();
    const grid = screen.getByRole('grid', { name: 'Transactions' });
    expect(await within(grid).findByText('TX-000021')).toBeInTheDocument();
    expect(within(grid).getByText('₹2,799')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'SR-000009' })).toHaveAttribute('href', '/main/service-details/9');

    await user.click(within(grid).getByText('TX-000021'));
    const drawer = await screen.findByRole('dialog', { name: 'Transaction TX-000021' });
    expect(within(drawer).getByText('pay_SR000009')).toBeInTheDocument();
    expect(within(drawer).getByText('₹799')).toBeInTheDocument();
    expect(within(drawer).getByText('₹2,000')).toBeInTheDocument();
    const refunds = within(drawer).getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('TX-000030')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('2000');
    expect(within(dialog).getByText('At most ₹2,000')).toBeInTheDocument();
    const [listBefore, totalsBefore] = [calls(seen, '/api/v1/transactions').length, calls(seen, '/api/v1/transactions/totals').length];
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Customer complaint');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'POST')!.body).toEqual({ amount_paise: 200_000, note: 'Customer complaint', version: 4 });
    await waitFor(() => expect(calls(seen, '/api/v1/transactions/totals').length).toBeGreaterThan(totalsBefore));
    expect(calls(seen, '/api/v1/transactions').length).toBeGreaterThan(listBefore);
    // Nothing is left to refund: the button goes.
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Transaction TX-000021' })).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument());
  });

  it('offers no Refund for a refund, and links back to its payment', async () => {
    const user = userEvent.setup({ delay: null });
    const refund = testTransactionDetails({ id: 30, code: 'TX-000030', kind: 'refund', amount_paise: 79_900, refund_of_id: 21, refundable_paise: 0, refund_of: testTransaction() });
    serve({ rows: [refund], details: refund });
    renderPage();
    await user.click(await within(screen.getByRole('grid', { name: 'Transactions' })).findByText('TX-000030'));
    const drawer = await screen.findByRole('dialog', { name: 'Transaction TX-000030' });
    expect(within(drawer).getByRole('button', { name: 'TX-000021' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows a workshop admin its own books read-only: no workshop filter or column, no Refund, requests under its own home', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    renderWorkshopPage();
    const grid = screen.getByRole('grid', { name: 'Transactions' });
    expect(await within(grid).findByText('TX-000021')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'SR-000009' })).toHaveAttribute('href', '/workshop/service-details/9');
    expect(within(grid).queryByRole('columnheader', { name: 'Workshop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Workshop' })).not.toBeInTheDocument();
    await user.click(within(grid).getByText('TX-000021'));
    const drawer = await screen.findByRole('dialog', { name: 'Transaction TX-000021' });
    expect(within(drawer).getByText('pay_SR000009')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
