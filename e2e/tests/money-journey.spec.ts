import { readFileSync } from 'node:fs';
import { formatInr } from '@carcare/contracts';
import { expect, test, type Download, type Page, type TestInfo } from '@playwright/test';
import { apiGet, apiPost, DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';
import { indiaSlot, openDayAhead } from '../support/bookingDays';

interface RequestDetails {
  id: number;
  code: string;
  version: number;
  amount_paise: number;
  worker: { id: number; name: string } | null;
}
interface CashRow {
  worker: { id: number; name: string };
  collected_paise: number;
  refunded_paise: number;
  outstanding_paise: number;
}

/** The demo's first workshop: it has a GSTIN, so a payment gets a tax invoice. */
const WORKSHOP = 1;
const REFUND_RUPEES = 100;

/** What the journey reads and presses, as the console says it in each language. */
const TEXTS = {
  en: {
    signIn: (page: Page) => signIn(page, DEMO.superAdmin.phone, /\/main$/),
    actions: 'Actions',
    complete: 'Complete',
    completeTitle: 'Complete this request?',
    recordCash: 'Record cash payment',
    cashReceived: 'Cash received (₹)',
    completed: 'Request completed',
    payments: 'Payments',
    invoice: 'Invoice',
    downloadInvoice: 'Download invoice',
    creditNote: 'Credit note',
    downloadCreditNote: 'Download credit note',
    inOtherLanguage: (number: string) => `Download ${number} in Hindi`,
    transactions: 'Transactions',
    transaction: /^Transaction TX-\d+$/,
    refund: 'Refund',
    refundTitle: 'Refund payment',
    refundAmount: 'Amount (₹)',
    refundNote: 'Note',
    confirmRefund: 'Confirm refund',
    refundRecorded: 'Refund recorded',
    invoices: 'Invoices',
    type: 'Type',
    cashInHand: 'Cash in hand',
    fonts: 'Roboto',
  },
  hi: {
    signIn: (page: Page) => signInInHindi(page, DEMO.superAdmin.phone, /\/main$/),
    actions: 'कार्रवाई',
    complete: 'पूरा करें',
    completeTitle: 'यह बुकिंग पूरी करें?',
    recordCash: 'नकद भुगतान दर्ज करें',
    cashReceived: 'मिला नकद (₹)',
    completed: 'बुकिंग पूरी हो गई',
    payments: 'भुगतान',
    invoice: 'बीजक',
    downloadInvoice: 'बीजक डाउनलोड करें',
    creditNote: 'क्रेडिट नोट',
    downloadCreditNote: 'क्रेडिट नोट डाउनलोड करें',
    inOtherLanguage: (number: string) => `${number} अंग्रेज़ी में डाउनलोड करें`,
    transactions: 'लेन-देन',
    transaction: /^लेन-देन TX-\d+$/,
    refund: 'रिफ़ंड करें',
    refundTitle: 'भुगतान का रिफ़ंड',
    refundAmount: 'रकम (₹)',
    refundNote: 'नोट',
    confirmRefund: 'रिफ़ंड पक्का करें',
    refundRecorded: 'रिफ़ंड दर्ज हो गया',
    invoices: 'इनवॉइस',
    type: 'प्रकार',
    cashInHand: 'हाथ में नकद',
    fonts: 'NotoSansDevanagari',
  },
} as const;

/**
 * A job of the first workshop, booked, accepted, given a worker and started through the API: the
 * journey itself is the money, and a booking of its own keeps it apart from every other spec's.
 */
async function startedJob(page: Page, customer: string): Promise<RequestDetails> {
  const digits = String(Date.now()).slice(-8);
  let request = await apiPost<RequestDetails>(page, '/api/v1/requests', {
    workshop_id: WORKSHOP,
    customer_name: customer,
    customer_phone: `96${digits}`,
    vehicle_type: 'sedan',
    vehicle_make: 'Maruti',
    vehicle_model: 'Ciaz',
    registration_number: `HR26MJ${digits.slice(-4)}`,
    service_id: 2,
    address: 'Tower 2, Green Meadows Residency',
    scheduled_at: indiaSlot(openDayAhead(1), '11:00'),
  });
  request = await apiPost<RequestDetails>(page, `/api/v1/requests/${request.id}/accept`, { version: request.version });
  const workers = await apiGet<{ data: { id: number; name: string }[] }>(page, `/api/v1/requests/${request.id}/assignable-workers`);
  request = await apiPost<RequestDetails>(page, `/api/v1/requests/${request.id}/assign`, { version: request.version, worker_id: workers.data[0]!.id });
  return apiPost<RequestDetails>(page, `/api/v1/requests/${request.id}/start`, { version: request.version });
}

/** What a worker holds by the server's count; nothing collected yet when absent. */
async function cashOf(page: Page, workerId: number): Promise<Omit<CashRow, 'worker'>> {
  const { data } = await apiGet<{ data: CashRow[] }>(page, `/api/v1/cash-in-hand?workshop_id=${WORKSHOP}&include_settled=true`);
  const row = data.find((candidate) => candidate.worker.id === workerId);
  return { collected_paise: row?.collected_paise ?? 0, refunded_paise: row?.refunded_paise ?? 0, outstanding_paise: row?.outstanding_paise ?? 0 };
}

/** Clicks a download button and returns the file the browser saved. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const file: Download = await downloading;
  expect(await file.failure()).toBeNull();
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!).toString('latin1') };
}

/** The PDF a document's button downloads: a PDF, named by the number the page shows, carrying it, in the page's language. */
async function expectDocumentPdf(page: Page, button: ReturnType<Page['getByRole']>, number: string, font: string): Promise<void> {
  const file = await downloaded(page, () => button.click());
  expect(file.name).toBe(`${number.replaceAll('/', '-')}.pdf`);
  expect(file.text.startsWith('%PDF-')).toBe(true);
  // Its title (in the Info dictionary, uncompressed) is the document's number.
  expect(file.text).toContain(`(${number})`);
  expect(file.text).toMatch(new RegExp(`/FontName /(?:[A-Z]{6}\\+)?${font}`));
}

/** The document number shown on the request page beside its kind, e.g. "Invoice INV/W001/2026-27/000042". */
async function shownNumber(page: Page, payments: ReturnType<Page['getByRole']>, label: string, prefix: string): Promise<string> {
  const line = payments.getByText(new RegExp(`^${label} ${prefix}/W\\d{3}/\\d{4}-\\d{2}/\\d{6}$`));
  await expect(line).toBeVisible({ timeout: 30_000 });
  return (await line.innerText()).trim().slice(label.length + 1);
}

async function journey(page: Page, language: keyof typeof TEXTS, testInfo: TestInfo): Promise<void> {
  const t = TEXTS[language];
  await t.signIn(page);
  const job = await startedJob(page, `Money Journey ${language.toUpperCase()} ${String(Date.now()).slice(-6)}`);
  const worker = job.worker!;
  const before = await cashOf(page, worker.id);

  // The job is completed with the cash taken on the spot.
  await page.goto(`/main/service-details/${job.id}`);
  await page.getByRole('group', { name: t.actions }).getByRole('button', { name: t.complete }).click();
  const complete = page.getByRole('dialog', { name: t.completeTitle });
  await complete.getByRole('checkbox', { name: t.recordCash }).check();
  await expect(complete.getByRole('textbox', { name: t.cashReceived })).toHaveValue(String(job.amount_paise / 100));
  await complete.getByRole('button', { name: t.complete }).click();
  await expect(page.getByText(t.completed).first()).toBeVisible();

  // Its tax invoice is on the page, and downloads as a PDF of that number.
  const payments = page.getByRole('table', { name: t.payments });
  const invoiceNumber = await shownNumber(page, payments, t.invoice, 'INV');
  await expectDocumentPdf(page, payments.getByRole('button', { name: `${t.downloadInvoice} ${invoiceNumber}` }), invoiceNumber, t.fonts);

  // Staff refund part of the payment from the transactions page.
  await page.goto(`/main/transactions?q=${job.code}`);
  const grid = page.getByRole('grid', { name: t.transactions });
  await grid.getByRole('row').filter({ hasText: job.code }).getByRole('gridcell').first().click({ timeout: 30_000 });
  const drawer = page.getByRole('dialog', { name: t.transaction });
  await drawer.getByRole('button', { name: t.refund }).click();
  const refund = page.getByRole('dialog', { name: t.refundTitle });
  await refund.getByRole('textbox', { name: t.refundAmount }).fill(String(REFUND_RUPEES));
  await refund.getByRole('textbox', { name: t.refundNote }).fill('Interior vacuum skipped');
  await refund.getByRole('button', { name: t.confirmRefund }).click();
  await expect(page.getByText(t.refundRecorded).first()).toBeVisible();

  // The credit note is on the request's page beside the refund, and downloads.
  await page.goto(`/main/service-details/${job.id}`);
  await expect(payments.getByText(formatInr(-REFUND_RUPEES * 100))).toBeVisible({ timeout: 30_000 });
  const noteNumber = await shownNumber(page, payments, t.creditNote, 'CN');
  await expect(payments.getByText(`${t.invoice} ${invoiceNumber}`)).toBeVisible();
  await expectDocumentPdf(page, payments.getByRole('button', { name: `${t.downloadCreditNote} ${noteNumber}` }), noteNumber, t.fonts);
  await page.screenshot({ path: testInfo.outputPath(`request-documents-${language}-wide.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await payments.scrollIntoViewIfNeeded();
  // Both documents' downloads are on the phone's screen, none past its edge.
  for (const name of [`${t.downloadInvoice} ${invoiceNumber}`, t.inOtherLanguage(invoiceNumber), `${t.downloadCreditNote} ${noteNumber}`, t.inOtherLanguage(noteNumber)]) {
    await expect(payments.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: testInfo.outputPath(`request-documents-${language}-phone.png`) });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The invoices list, filtered to credit notes, holds it, referring to the invoice.
  await page.goto(`/main/invoices?kind=credit_note&q=${encodeURIComponent(noteNumber)}`);
  await expect(page.getByRole('combobox', { name: t.type })).toHaveText(t.creditNote);
  const row = page.getByRole('grid', { name: t.invoices }).getByRole('row').filter({ hasText: noteNumber });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText(t.creditNote);
  await expect(row).toContainText(job.code);
  await expect(row).toContainText(formatInr(REFUND_RUPEES * 100));
  // Its PDF is the list's last column: the grid draws the columns scrolled into view.
  // Scrolled there, the row no longer holds the number's cell: the button names the document.
  const invoices = page.getByRole('grid', { name: t.invoices });
  await invoices.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
  await expectDocumentPdf(page, invoices.getByRole('button', { name: `${t.downloadCreditNote} ${noteNumber}` }), noteNumber, t.fonts);

  // The worker's cash in hand went up by the payment and down by the refund.
  await page.goto(`/main/cash?workshop_id=${WORKSHOP}`);
  const held = page.getByRole('table', { name: t.cashInHand }).getByRole('row').filter({ has: page.getByRole('cell', { name: worker.name, exact: true }) });
  const cells = held.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(formatInr(before.collected_paise + job.amount_paise), { timeout: 30_000 });
  await expect(cells.nth(2)).toHaveText(formatInr(before.refunded_paise + REFUND_RUPEES * 100));
  await expect(cells.nth(4)).toHaveText(formatInr(before.outstanding_paise + job.amount_paise - REFUND_RUPEES * 100));
}

test.describe('the money of a job, from cash to credit note', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a job completed with cash gets its tax invoice; a part refund its credit note; the worker’s cash follows both', async ({ page }, testInfo) => {
    await journey(page, 'en', testInfo);
  });

  test.describe('in Hindi', () => {
    test.afterEach(async ({ page }) => restoreEnglish(page));

    test('the same journey in Hindi, its PDFs written in Hindi', async ({ page }, testInfo) => {
      await journey(page, 'hi', testInfo);
    });
  });
});
