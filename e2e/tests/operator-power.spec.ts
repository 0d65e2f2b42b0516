import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, DEMO, signIn } from '../support/auth';

const PHONE_VIEWPORT = { width: 390, height: 844 };
const WIDE_VIEWPORT = { width: 1440, height: 900 };

const workersGrid = (page: Page) => page.getByRole('grid', { name: 'Workers' });

/** No serious or critical accessibility violation inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function downloadCsv(page: Page): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
  // The panel says how the export ended until it is closed, as an operator would once read.
  const panel = page.getByRole('region', { name: 'Export progress' });
  await expect(panel.getByRole('heading', { name: 'CSV export' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  return lines;
}

test.describe('operator power', () => {
  test('a hidden column stays hidden after a reload, leaves the CSV, and Reset columns brings it back', async ({ page }, testInfo) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/workshop-list');
    const grid = workersGrid(page);
    await expect(grid.getByRole('columnheader', { name: 'Phone' })).toBeVisible();

    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns' });
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/preferences/list.workers') && response.request().method() === 'PUT');
    await chooser.getByRole('checkbox', { name: 'Phone' }).uncheck();
    expect((await saved).status()).toBe(200);
    // Status moves ahead of Name, and the rows get compact.
    await chooser.getByRole('button', { name: 'Move up: Status' }).click();
    await chooser.getByRole('radio', { name: 'Compact' }).check();
    await expect(chooser).toHaveCSS('opacity', '1');
    await page.screenshot({ path: testInfo.outputPath('columns-wide.png') });
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);

    await page.reload();
    await expect(grid.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
    const headers = await grid.getByRole('columnheader').allTextContents();
    expect(headers.indexOf('Status')).toBeLessThan(headers.indexOf('Name'));

    const lines = await downloadCsv(page);
    expect(lines[0]).toBe('ID,Status,Name,Skills,Societies,Joined on,Rating');
    expect(lines[0]).not.toContain('Phone');
    expect(lines.length).toBeGreaterThan(1);

    await page.setViewportSize(PHONE_VIEWPORT);
    // The cards show the same columns: no Phone line.
    const cards = page.getByRole('list', { name: 'Workers' });
    await expect(cards.locator('dt').filter({ hasText: 'Skills' }).first()).toBeVisible();
    await expect(cards.locator('dt').filter({ hasText: /^Phone$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    // Once its fade-in has ended.
    await expect(page.getByRole('dialog', { name: 'Columns' })).toHaveCSS('opacity', '1');
    await page.screenshot({ path: testInfo.outputPath('columns-phone.png') });
    await page.getByRole('dialog', { name: 'Columns' }).getByRole('button', { name: 'Reset columns' }).click();
    await page.keyboard.press('Escape');
    await page.setViewportSize(WIDE_VIEWPORT);

    await page.reload();
    await expect(grid.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
    const afterReset = await grid.getByRole('columnheader').allTextContents();
    expect(afterReset.indexOf('Name')).toBeLessThan(afterReset.indexOf('Status'));
    expect((await downloadCsv(page))[0]).toBe('ID,Name,Status,Phone,Skills,Societies,Joined on,Rating');
  });

  test('keyboard: / searches, g d goes to the dashboard, ? lists the shortcuts, Enter opens a row', async ({ page }, testInfo) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/requests');
    const grid = page.getByRole('grid', { name: 'Service requests' });
    await expect(grid.getByRole('gridcell').first()).toBeVisible();

    await page.locator('body').press('/');
    const search = page.getByRole('combobox', { name: 'Search' });
    await expect(search).toBeFocused();
    // Keys typed in the search are text, not shortcuts.
    await page.keyboard.type('gd?');
    await expect(search).toHaveValue('gd?');
    await expect(page).toHaveURL(/\/main\/requests/);
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await search.fill('');
    await search.blur();

    // Enter on a focused cell opens that request.
    // (The first cell of a row is its bulk-selection tick, which Enter does not open.)
    const codeCell = grid.locator('[role="gridcell"][data-field="code"]').first();
    const code = (await codeCell.textContent())!;
    await codeCell.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main\/service-details\/\d+$/);
    await expect(page.getByRole('heading', { name: code })).toBeVisible();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /Go to the dashboard/ })).toBeVisible();
    await expect(page.locator('.MuiDialog-paper')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: testInfo.outputPath('shortcuts-wide.png') });
    await expectAccessible(page, '.MuiDialog-paper');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    // Ctrl+/ is the browser's, not ours.
    await page.keyboard.press('Control+/');
    await expect(search).not.toBeFocused();

    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/\/main\/dashboard\/default$/);

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.keyboard.press('?');
    await expect(help).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('shortcuts-phone.png') });
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    // On a phone / opens the search popup with its field focused.
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' })).toBeFocused();
  });

  test('a request prints as a receipt: workshop, service, amount, payments and refunds, no console frame', async ({ page }, testInfo) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const refunds = await apiGet<{ data: { request: { id: number; code: string } | null }[] }>(page, '/api/v1/transactions?kind=refund&status=success&page_size=20');
    const refunded = refunds.data.find((transaction) => transaction.request)!.request!;
    const request = await apiGet<{ code: string; workshop: { name: string }; service: { name: string } }>(page, `/api/v1/requests/${refunded.id}`);
    await page.goto(`/main/service-details/${refunded.id}`);
    await expect(page.getByRole('heading', { name: request.code })).toBeVisible();

    await page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await page.getByRole('button', { name: 'Print receipt' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    const receipt = page.getByTestId('request-receipt');
    await expect(receipt).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(page.locator('#console-sidebar')).toBeHidden();
    await expect(page.locator('header.MuiAppBar-root')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(receipt).toContainText(request.code);
    await expect(receipt).toContainText(request.workshop.name);
    await expect(receipt).toContainText(request.service.name);
    await expect(receipt).toContainText('Payments and refunds');
    await expect(receipt.getByRole('row', { name: /^.*Refund.*−?-?₹/ }).first()).toBeVisible();
    await expect(receipt).toContainText('Net received');
    // One page: the receipt fits an A4 sheet's printable height at 96 dpi (297 mm − 2 × 14 mm margins).
    const height = await receipt.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThan(((297 - 28) / 25.4) * 96);
    await page.screenshot({ path: testInfo.outputPath('receipt-print-wide.png'), fullPage: true });
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.screenshot({ path: testInfo.outputPath('receipt-print-phone.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await expect(receipt).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('request-details-phone.png') });
  });
});
