import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentSearch, pickOption } from '../../app/testing/listInteractions';
import { SUPER_ADMIN, WORKSHOP_ADMIN } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type SeenRequest } from '../../app/testing/fakeApi';
import { testInvoice } from './testing/samples';
import InvoiceListPage from './InvoiceListPage';

const CREDIT_NOTE = testInvoice({
  id: 8,
  number: 'CN/W001/2026-27/000003',
  kind: 'credit_note',
  place_of_supply: 'Karnataka',
  taxable_paise: 8_475,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 1_525,
  total_paise: 10_000,
  refers_to: { id: 7, number: 'INV/W001/2026-27/000042' },
});

function serve(rows: Invoice[] = [testInvoice(), CREDIT_NOTE], gstr1: 'ok' | 'fails' = 'ok') {
  return fakeApi((request) => {
    if (request.method !== 'GET') return undefined;
    if (request.url.endsWith('/pdf')) {
      const number = rows.find((row) => request.url === `/api/v1/invoices/${row.id}/pdf`)?.number ?? 'unknown';
      return { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), headers: { 'content-disposition': `attachment; filename="${number.replaceAll('/', '-')}.pdf"` } };
    }
    switch (request.url) {
      case '/api/v1/invoices':
        return { status: 200, data: { data: rows, page: 1, page_size: 25, total: rows.length } };
      case '/api/v1/invoices/gstr1':
        return gstr1 === 'ok' ? { status: 200, data: new Blob(['Type,Place Of Supply\r\n']) } : { status: 500, data: { message: 'Broken', code: 'INTERNAL' } };
      case '/api/v1/workshops/options':
        return { status: 200, data: { data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Garage' }] } };
      default:
        return undefined;
    }
  });
}

function renderPage(path = '/main/invoices', admin = SUPER_ADMIN) {
  const home = admin === SUPER_ADMIN ? '/main' : '/workshop';
  return renderWithProviders(<InvoiceListPage />, { probeSearch: true, path, routePath: `${home}/invoices`, admin });
}

const calls = (seen: SeenRequest[], url: string) => seen.filter((request) => request.url === url);
const grid = () => screen.findByRole('grid', { name: 'Invoices' });

let saved: Blob[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:gstr1';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(restoreApi);

describe('Invoices page', () => {
  it('lists the documents with their tax parts in ₹, the request as a link and a credit note’s original', async () => {
    serve();
    renderPage();
    const shown = await grid();
    expect(await within(shown).findByText('Tax invoice')).toBeInTheDocument();
    const rows = within(shown).getAllByRole('row');
    const invoiceRow = rows.find((row) => within(row).queryByText('Tax invoice'))!;
    expect(within(invoiceRow).getByText('₹1,000')).toBeInTheDocument();
    expect(within(invoiceRow).getAllByText('₹90')).toHaveLength(2);
    expect(within(invoiceRow).getByText('₹1,180')).toBeInTheDocument();
    expect(within(invoiceRow).getByText('Sparkle Auto Care')).toBeInTheDocument();
    expect(within(invoiceRow).getByRole('link', { name: 'SR-000009' })).toHaveAttribute('href', '/main/service-details/9');
    const noteRow = rows.find((row) => within(row).queryByText('Credit note'))!;
    expect(within(noteRow).getByText('INV/W001/2026-27/000042')).toBeInTheDocument();
    expect(within(noteRow).getByText('₹15.25')).toBeInTheDocument();
  });

  it('downloads a row’s document as a PDF, in the console’s language or the other, named by its number', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve();
    renderPage();
    const shown = await grid();
    await user.click(await within(shown).findByRole('button', { name: 'Download credit note CN/W001/2026-27/000003' }));
    // The row's buttons wait while the first document downloads.
    const inHindi = () => within(shown).getByRole('button', { name: 'Download CN/W001/2026-27/000003 in Hindi' });
    await waitFor(() => expect(inHindi()).toBeEnabled());
    await user.click(inHindi());
    await waitFor(() => expect(seen.filter((request) => request.url.endsWith('/pdf')).map((request) => [request.url, request.params.lang])).toEqual([
      ['/api/v1/invoices/8/pdf', 'en'],
      ['/api/v1/invoices/8/pdf', 'hi'],
    ]));
    await waitFor(() => expect(saved.map((blob) => blob.type)).toEqual(['application/pdf', 'application/pdf']));
  });

  it('keeps the kind, period and workshop in the URL and sends them to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve();
    renderPage('/main/invoices?from=2026-11-01&to=2026-11-30');
    await waitFor(() => expect(calls(seen, '/api/v1/invoices')).toHaveLength(1));
    expect(calls(seen, '/api/v1/invoices')[0]!.params).toEqual({ sort: '-issued_at', from: '2026-11-01', to: '2026-11-30', page: 1, page_size: 25 });
    await pickOption(user, 'Type', 'Credit note');
    await pickOption(user, 'Workshop', 'Shine Garage');
    const expected = { kind: 'credit_note', from: '2026-11-01', to: '2026-11-30', workshop_id: '2' };
    await waitFor(() => expect(Object.fromEntries(currentSearch())).toEqual(expected));
    await waitFor(() => expect(calls(seen, '/api/v1/invoices').at(-1)!.params).toEqual({ sort: '-issued_at', ...expected, page: 1, page_size: 25 }));
  });

  it('downloads the GSTR-1 file of the list’s period and workshop, and asks for a period without one', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve();
    const { unmount } = renderPage();
    const button = await screen.findByRole('button', { name: 'GSTR-1 export' });
    expect(button).toBeDisabled();
    unmount();

    renderPage('/main/invoices?from=2026-11-01&to=2026-11-30&workshop_id=1');
    await user.click(await screen.findByRole('button', { name: 'GSTR-1 export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls(seen, '/api/v1/invoices/gstr1')[0]!.params).toEqual({ from: '2026-11-01', to: '2026-11-30', workshop_id: '1' });
  });

  it('says so when the GSTR-1 file cannot be made', async () => {
    const user = userEvent.setup({ delay: null });
    serve(undefined, 'fails');
    renderPage('/main/invoices?from=2026-11-01&to=2026-11-30');
    await user.click(await screen.findByRole('button', { name: 'GSTR-1 export' }));
    expect(await screen.findByText('Could not make the GSTR-1 file.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('shows a workshop admin its own documents: no workshop filter or column, requests under its own home', async () => {
    serve();
    renderPage('/workshop/invoices', WORKSHOP_ADMIN);
    const shown = await grid();
    expect(await within(shown).findAllByRole('link', { name: 'SR-000009' })).toHaveLength(2);
    expect(within(shown).getAllByRole('link', { name: 'SR-000009' })[0]).toHaveAttribute('href', '/workshop/service-details/9');
    expect(within(shown).getByRole('columnheader', { name: 'Place of supply' })).toBeInTheDocument();
    expect(within(shown).queryByRole('columnheader', { name: 'Workshop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Workshop' })).not.toBeInTheDocument();
  });

  it('says when there are no documents yet', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No invoices yet. Each successful payment gets one, and each refund a credit note.')).toBeInTheDocument();
  });
});
