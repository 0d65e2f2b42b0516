import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { changeLanguage } from '../../i18n/languageStore';
import { DocumentDownload } from '../invoices/public';
import RequestDetailsPage from './RequestDetailsPage';
import { testDetails, testPayment } from './testing/samples';
import { testInvoice } from '../invoices/testing/samples';

const auth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };

/** The shared sample invoice, as SR-000012's document 42, paid by transaction 501. */
const testDocument = (overrides: Partial<Invoice> = {}): Invoice =>
  testInvoice({ id: 42, issued_at: '2026-11-20T06:00:00.000Z', request: { id: 12, code: 'SR-000012' }, customer_name: 'Rahul Sharma', transaction_id: 501, ...overrides });

/** The PDF as the API answers it: the bytes, and the file name in Content-Disposition. */
function pdfAnswer(fileName: string): FakeAnswer {
  const answer = { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), headers: { 'content-disposition': `attachment; filename="${fileName}"` } };
  return answer;
}

const pdfCalls = (seen: SeenRequest[]) => seen.filter((request) => request.url.endsWith('/pdf')).map((request) => ({ url: request.url, lang: request.params.lang, auth: request.headers?.authorization }));

beforeEach(() => {
  // jsdom has no object URLs; the saved file's address only needs to be one.
  vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  restoreApi();
  vi.unstubAllGlobals();
});

describe('Downloading a GST document', () => {
  it('downloads the PDF with the bearer token in the language the console shows, saved under the server’s file name', async () => {
    const seen = fakeApi((request) => (request.url === '/api/v1/invoices/42/pdf' ? pdfAnswer('INV-W001-2026-27-000042.pdf') : undefined));
    const save = vi.fn();
    renderWithProviders(<DocumentDownload document={testDocument()} save={save} />, { preloadedState: { auth } });
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice INV/W001/2026-27/000042' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('blob:invoice', 'INV-W001-2026-27-000042.pdf'));
    expect(pdfCalls(seen)).toEqual([{ url: '/api/v1/invoices/42/pdf', lang: 'en', auth: 'Bearer access' }]);
  });

  it('offers the other language beside it, and a credit note says so', async () => {
    const seen = fakeApi((request) => (request.url === '/api/v1/invoices/7/pdf' ? pdfAnswer('CN-W001-2026-27-000007.pdf') : undefined));
    const save = vi.fn();
    renderWithProviders(<DocumentDownload document={testDocument({ id: 7, kind: 'credit_note', number: 'CN/W001/2026-27/000007' })} save={save} />, { preloadedState: { auth } });
    expect(screen.getByRole('button', { name: 'Download credit note CN/W001/2026-27/000007' })).toHaveTextContent('PDF');
    const hindi = screen.getByRole('button', { name: 'Download CN/W001/2026-27/000007 in Hindi' });
    expect(hindi).toHaveTextContent('Hindi');
    await userEvent.click(hindi);
    await waitFor(() => expect(save).toHaveBeenCalledWith('blob:invoice', 'CN-W001-2026-27-000007.pdf'));
    expect(pdfCalls(seen).map((call) => call.lang)).toEqual(['hi']);
  });

  it('downloads in Hindi by default when the console is in Hindi, in Hindi words', async () => {
    await changeLanguage('hi');
    const seen = fakeApi((request) => (request.url === '/api/v1/invoices/42/pdf' ? pdfAnswer('INV-W001-2026-27-000042.pdf') : undefined));
    const save = vi.fn();
    renderWithProviders(<DocumentDownload document={testDocument()} save={save} />, { preloadedState: { auth } });
    await userEvent.click(await screen.findByRole('button', { name: 'बीजक डाउनलोड करें INV/W001/2026-27/000042' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(pdfCalls(seen).map((call) => call.lang)).toEqual(['hi']);
    // English is the other choice then.
    await userEvent.click(screen.getByRole('button', { name: 'INV/W001/2026-27/000042 अंग्रेज़ी में डाउनलोड करें' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(pdfCalls(seen).map((call) => call.lang)).toEqual(['hi', 'en']);
  });

  it('says so when the download fails, and saves nothing', async () => {
    fakeApi(() => undefined);
    const save = vi.fn();
    renderWithProviders(<DocumentDownload document={testDocument()} save={save} />, { preloadedState: { auth } });
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice INV/W001/2026-27/000042' }));
    expect(await screen.findByText('Could not download INV/W001/2026-27/000042. Try again.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('Request details: GST documents', () => {
  it('offers each paid or refunded transaction its document, and lists them on the printable receipt', async () => {
    const invoice = testDocument();
    const note = testDocument({ id: 43, kind: 'credit_note', number: 'CN/W001/2026-27/000001', transaction_id: 502, total_paise: 20_000, refers_to: { id: 42, number: invoice.number } });
    const seen = fakeApi((request) => {
      if (request.url === '/api/v1/requests/12') {
        return {
          status: 200,
          data: testDetails({
            status: 'completed',
            payment_status: 'partially_refunded',
            payments: [
              testPayment(),
              testPayment({ id: 502, kind: 'refund', amount_paise: 20_000, created_at: '2026-11-21T06:00:00.000Z' }),
              { id: 503, kind: 'payment', method: 'upi', amount_paise: 5_000, status: 'failed', note: '', created_at: '2026-11-19T06:00:00.000Z' },
            ],
          }),
        };
      }
      if (request.url === '/api/v1/invoices') return { status: 200, data: { data: [invoice, note], page: 1, page_size: 100, total: 2 } };
      return undefined;
    });
    renderWithProviders(<RequestDetailsPage />, { path: '/workshop/service-details/12', routePath: '/workshop/service-details/:id', preloadedState: { auth } });
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(await within(payments).findByRole('button', { name: 'Download invoice INV/W001/2026-27/000042' })).toBeVisible();
    expect(within(payments).getByRole('button', { name: 'Download credit note CN/W001/2026-27/000001' })).toBeVisible();
    expect(payments).toHaveTextContent('Invoice INV/W001/2026-27/000042');
    expect(payments).toHaveTextContent('Credit note CN/W001/2026-27/000001');
    // The failed payment has no document.
    expect(within(payments).getAllByRole('button', { name: /^Download (invoice|credit note) / })).toHaveLength(2);
    expect(within(payments).getAllByRole('button', { name: / in Hindi$/ })).toHaveLength(2);
    expect(seen.find((request) => request.url === '/api/v1/invoices')?.params).toMatchObject({ request_id: 12 });
    const receipt = screen.getByTestId('receipt-documents');
    // The receipt shows only when printing: its links are hidden from the screen's reader meanwhile.
    expect(within(receipt).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
      `${window.location.origin}/workshop/service-details/12?document=42&lang=en`,
      `${window.location.origin}/workshop/service-details/12?document=43&lang=en`,
    ]);
  });

  it('asks for no documents while the request has no successful payment', async () => {
    const seen = fakeApi((request) => (request.url === '/api/v1/requests/12' ? { status: 200, data: testDetails({ status: 'pending' }) } : undefined));
    renderWithProviders(<RequestDetailsPage />, { path: '/workshop/service-details/12', routePath: '/workshop/service-details/:id', preloadedState: { auth } });
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(seen.some((request) => request.url === '/api/v1/invoices')).toBe(false);
  });

  it('downloads the document a receipt’s link names (?document=&lang=) once, and leaves the address clean', async () => {
    const seen = fakeApi((request) => {
      if (request.url === '/api/v1/requests/12') return { status: 200, data: testDetails({ status: 'pending' }) };
      if (request.url === '/api/v1/invoices/42/pdf') return pdfAnswer('INV-W001-2026-27-000042.pdf');
      return undefined;
    });
    // The page saves through a link of its own: watch it rather than let jsdom follow it.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<RequestDetailsPage />, { path: '/workshop/service-details/12?document=42&lang=hi', routePath: '/workshop/service-details/:id', preloadedState: { auth } });
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(pdfCalls(seen)).toEqual([{ url: '/api/v1/invoices/42/pdf', lang: 'hi', auth: 'Bearer access' }]);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('INV-W001-2026-27-000042.pdf');
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(pdfCalls(seen)).toHaveLength(1);
  });
});
