import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

interface Page1<T> {
  data: T[];
  total: number;
}
interface InvoiceRow {
  id: number;
  number: string;
  kind: string;
  issued_at: string;
  total_paise: number;
  request: { id: number; code: string };
  workshop: { id: number; name: string };
}

const pager = (page: Page) => page.locator('.MuiTablePagination-root');
const shown = (page: Page) => pager(page).locator('.MuiTablePagination-displayedRows');
const params = (page: Page) => new URL(page.url()).searchParams;
/** The grid's column titles, in order (the grid draws every column of a list this wide). */
const headers = (page: Page) => page.locator('[role="columnheader"] .MuiDataGrid-columnHeaderTitle');
/** The India date of an instant. */
const indiaDate = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
const typed = (date: string) => date.split('-').reverse().join('/');

/** Clicks a button that downloads, and returns the file's name and text as the browser saved them. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  expect(await file.failure()).toBeNull();
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

/** The period of the demo's tax invoices: the India dates of the oldest and newest. */
async function demoPeriod(page: Page): Promise<{ from: string; to: string }> {
  const oldest = await apiGet<Page1<InvoiceRow>>(page, '/api/v1/invoices?kind=tax_invoice&sort=issued_at&page_size=1');
  const newest = await apiGet<Page1<InvoiceRow>>(page, '/api/v1/invoices?kind=tax_invoice&sort=-issued_at&page_size=1');
  return { from: indiaDate(oldest.data[0]!.issued_at), to: indiaDate(newest.data[0]!.issued_at) };
}

test.describe('invoices', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the super admin filters by type and period, pages, sorts both ways, opens a request and exports CSV and GSTR-1', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const period = await demoPeriod(page);
    await page.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/main\/invoices$/);
    const grid = page.getByRole('grid', { name: 'Invoices' });
    await expect(grid.getByRole('columnheader', { name: 'Place of supply' })).toBeVisible({ timeout: 30_000 });
    // The first columns (the grid draws those in view; the rest scroll in).
    await expect(headers(page).first()).toHaveText('Number');
    expect((await headers(page).allTextContents()).slice(0, 9)).toEqual(['Number', 'Type', 'Date', 'Request', 'Workshop', 'Customer', 'Place of supply', 'Total', 'Taxable']);
    // Without a period there is no GSTR-1 file to make.
    await expect(page.getByRole('button', { name: 'GSTR-1 export' })).toBeDisabled();

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Tax invoice' }).click();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(typed(period.from));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(typed(period.to));
    await expect.poll(() => Object.fromEntries(params(page))).toEqual({ kind: 'tax_invoice', from: period.from, to: period.to });
    const expected = await apiGet<Page1<InvoiceRow>>(page, `/api/v1/invoices?kind=tax_invoice&from=${period.from}&to=${period.to}&page_size=1`);
    expect(expected.total).toBeGreaterThan(25);
    await expect(shown(page)).toHaveText(`1–25 of ${expected.total.toLocaleString('en-IN')}`);
    await expect(grid.getByRole('row').filter({ hasText: 'Credit note' })).toHaveCount(0);
    await expect(grid.getByRole('row').nth(1)).toContainText(/INV\/W\d{3}\/\d{4}-\d\d\/\d{6}/);
    await expect(grid.getByRole('row').nth(1)).toContainText('₹');

    // Past page 1.
    const firstNumber = await grid.getByRole('row').nth(1).locator('[data-field="number"]').textContent();
    await pager(page).getByRole('button', { name: 'Go to next page' }).click();
    await expect(shown(page)).toHaveText(new RegExp(`^26–\\d+ of ${expected.total.toLocaleString('en-IN')}$`));
    expect(params(page).get('page')).toBe('2');
    await expect(grid.getByRole('row').nth(1).locator('[data-field="number"]')).not.toHaveText(firstNumber!);

    // Total, both ways, each from page 1 and in the server's order.
    const total = grid.locator('[role="columnheader"][data-field="total_paise"]');
    const firstOf = async (sort: string) =>
      (await apiGet<Page1<InvoiceRow>>(page, `/api/v1/invoices?kind=tax_invoice&from=${period.from}&to=${period.to}&sort=${sort}&page_size=1`)).data[0]!.number;
    await total.locator('.MuiDataGrid-columnHeaderTitle').click();
    await expect(total).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
    const firstSort = (await total.getAttribute('aria-sort')) === 'ascending' ? 'total_paise' : '-total_paise';
    await expect.poll(() => params(page).get('sort')).toBe(firstSort);
    expect(params(page).get('page')).toBeNull();
    await expect(grid.getByRole('row').nth(1).locator('[data-field="number"]')).toHaveText(await firstOf(firstSort));
    await total.locator('.MuiDataGrid-columnHeaderTitle').click();
    const secondSort = firstSort === 'total_paise' ? '-total_paise' : 'total_paise';
    await expect(total).toHaveAttribute('aria-sort', secondSort === 'total_paise' ? 'ascending' : 'descending');
    await expect.poll(() => params(page).get('sort')).toBe(secondSort);
    const firstShown = await firstOf(secondSort);
    await expect(grid.getByRole('row').nth(1).locator('[data-field="number"]')).toHaveText(firstShown);

    // The CSV: the grid's columns, the filtered rows.
    const csv = await download(page, 'Export CSV');
    expect(csv.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    // The grid's columns in its order: the total before its parts.
    expect(lines[0]).toBe('Number,Kind,Issued at (India time),Request,Workshop,GSTIN,Customer,Place of supply,Total (₹),SAC,GST rate (%),Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Refers to');
    expect(lines).toHaveLength(expected.total + 1);
    expect(lines[1]!.split(',')[0]).toBe(firstShown);
    await page.getByRole('region', { name: 'Export progress' }).getByRole('button', { name: 'Close' }).click();

    // GSTR-1 of the list's period, every workshop: each row starts with its supplier's GSTIN.
    const gstr1 = await download(page, 'GSTR-1 export');
    expect(gstr1.name).toBe(`gstr1-b2cs-${period.from}-${period.to}.csv`);
    const b2cs = gstr1.text.trimEnd().split('\r\n');
    expect(b2cs[0]).toBe('GSTIN,Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN');
    expect(b2cs.length).toBeGreaterThan(1);
    expect(b2cs.slice(1).every((line) => /^\w{15},OE,\d\d-[A-Za-z &]+,,\d+,-?\d+\.\d\d,0,$/.test(line))).toBe(true);

    // A row's request opens the request.
    const request = grid.getByRole('row').nth(1).getByRole('link', { name: /^SR-\d{6}$/ });
    const code = await request.textContent();
    const { data: [shownFirst] } = await apiGet<Page1<InvoiceRow>>(page, `/api/v1/invoices?q=${encodeURIComponent(firstShown)}`);
    await request.click();
    await expect(page).toHaveURL(new RegExp(`/main/service-details/${shownFirst!.request.id}$`));
    await expect(page.getByText(code!).first()).toBeVisible({ timeout: 30_000 });
  });

  test('the workshop admin sees its own workshop’s invoices only, and Transactions and Reviews in its menu', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reviews' })).toBeVisible();
    await nav.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/workshop\/invoices$/);
    const own = await apiGet<Page1<InvoiceRow>>(page, '/api/v1/invoices?page_size=100');
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.data.map((d) => d.workshop.id)).size).toBe(1);
    const grid = page.getByRole('grid', { name: 'Invoices' });
    await expect(shown(page)).toHaveText(new RegExp(`of ${own.total.toLocaleString('en-IN')}$`), { timeout: 30_000 });
    await expect(grid.getByRole('columnheader', { name: 'Workshop' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Workshop' })).toHaveCount(0);
    const prefix = own.data[0]!.number.split('/')[1];
    const numbers = await grid.locator('.MuiDataGrid-row [data-field="number"]').allTextContents();
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((number) => number.split('/')[1] === prefix)).toBe(true);
    await expect(grid.getByRole('row').nth(1).getByRole('link', { name: /^SR-\d{6}$/ })).toHaveAttribute('href', /^\/workshop\/service-details\/\d+$/);

    // Its transactions: read-only, its own.
    await nav.getByRole('link', { name: 'Transactions' }).click();
    const transactions = page.getByRole('grid', { name: 'Transactions' });
    await expect(transactions.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(transactions.getByRole('columnheader', { name: 'Workshop' })).toHaveCount(0);
    await transactions.getByRole('row').nth(1).getByRole('gridcell').first().click();
    const drawer = page.getByRole('dialog', { name: /^Transaction TX-/ });
    await expect(drawer.getByText('Gateway reference')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Its reviews: no moderation.
    await nav.getByRole('link', { name: 'Reviews' }).click();
    const reviews = page.getByRole('grid', { name: 'Reviews' });
    await expect(reviews.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(reviews.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(reviews.getByRole('button', { name: /^(Hide|Publish)$/ })).toHaveCount(0);
  });

  test.describe('in Hindi', () => {
    test.afterEach(async ({ page }) => restoreEnglish(page));

    test('the menu titles and the column headers are Hindi', async ({ page }) => {
      await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
      const nav = page.getByRole('navigation').first();
      await expect(nav.getByText('हिसाब-किताब')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'लेन-देन' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'समीक्षाएँ' })).toBeVisible();
      await nav.getByRole('link', { name: 'इनवॉइस' }).click();
      const grid = page.getByRole('grid', { name: 'इनवॉइस' });
      await expect(grid.getByRole('columnheader', { name: 'सप्लाई का स्थान' })).toBeVisible({ timeout: 30_000 });
      await expect(headers(page).first()).toHaveText('नंबर');
      expect((await headers(page).allTextContents()).slice(0, 8)).toEqual(['नंबर', 'प्रकार', 'तारीख', 'बुकिंग', 'ग्राहक', 'सप्लाई का स्थान', 'कुल', 'कर योग्य मूल्य']);
      await expect(grid.getByRole('row').nth(1)).toContainText(/टैक्स इनवॉइस|क्रेडिट नोट/);
      await expect(page.getByRole('button', { name: 'GSTR-1 एक्सपोर्ट' })).toBeDisabled();
    });
  });
});
