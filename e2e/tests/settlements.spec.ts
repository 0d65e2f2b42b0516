import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

const SUPER_HOME = /\/main(\/dashboard\/default)?$/;
const WORKSHOP_HOME = /\/workshop(\/dashboard\/default)?$/;

/** Opens the "Make statement" dialog and makes the default (last ended) week's statement for `workshop`. */
async function makeStatement(page: Page, workshop: string) {
  await page.goto('/main/settlements');
  await page.getByRole('button', { name: 'Make statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a weekly statement' });
  await dialog.getByRole('combobox', { name: /^Workshop/ }).click();
  await page.getByRole('option', { name: workshop, exact: true }).click();
  await dialog.getByRole('button', { name: 'Make statement' }).click();
}

test.describe('weekly statements and cash in hand', () => {
  test('the super admin makes last week’s statement, reads its lines, pays it with a UTR, downloads its CSV; making it again finds it', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, SUPER_HOME);
    const workshops = await apiGet<{ data: { id: number; name: string }[] }>(page, '/api/v1/workshops/options');
    const workshop = workshops.data[0]!;

    await makeStatement(page, workshop.name);
    await expect(page.getByText('Statement made')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/settlements\/\d+$/);
    const statementUrl = page.url();
    await expect(page.getByRole('heading', { name: workshop.name })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    const figures = page.getByLabel('Figures');
    await expect(figures.getByText('Online payments')).toBeVisible();
    await expect(figures.getByText('Payable to the workshop')).toBeVisible();
    // Its lines link to their requests.
    const lines = page.getByRole('table', { name: 'Payments and refunds counted' });
    await expect(lines.getByRole('row').nth(1)).toBeVisible();
    await expect(lines.getByRole('link').first()).toHaveAttribute('href', /\/main\/service-details\/\d+$/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^settlement-W\d{3}-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('button', { name: 'Pay' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay the statement' });
    await expect(pay.getByText(new RegExp(`Record the bank transfer of ₹[\\d,.]+ to ${workshop.name}`))).toBeVisible();
    const utr = `E2E${Date.now()}`.slice(0, 16);
    await pay.getByRole('textbox', { name: /^UTR/ }).fill(utr.toLowerCase());
    await pay.getByRole('button', { name: /^Confirm payment of ₹/ }).click();
    await expect(page.getByText('Statement paid')).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(`with UTR ${utr}`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);

    // The payout is a transaction, found by its UTR.
    await page.goto(`/main/transactions?q=${utr}`);
    await expect(page.getByRole('grid', { name: 'Transactions' }).getByText('Payout')).toBeVisible();

    // The same week again: the statement already made.
    await makeStatement(page, workshop.name);
    await expect(page.getByText("This week's statement was already made: here it is")).toBeVisible();
    await expect(page).toHaveURL(statementUrl);
  });

  test('the workshop admin reads its own statements without Pay, downloads one as a PDF, and records a worker’s cash deposit', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, WORKSHOP_HOME);
    await page.goto('/workshop/settlements');
    const grid = page.getByRole('grid', { name: 'Weekly statements' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make statement' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Workshop' })).toHaveCount(0);
    await grid.getByRole('row').nth(1).getByRole('gridcell').first().click();
    await expect(page).toHaveURL(/\/workshop\/settlements\/\d+$/);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^settlement-W\d{3}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The fonts alone (subset) and a page of figures are well over this; an error page is far below.
    expect(bytes.length).toBeGreaterThan(10_000);

    await page.goto('/workshop/cash');
    // The big figure comes first in the card, before the per-worker table.
    const total = page.getByRole('region', { name: 'Cash still with workers' }).getByText(/^₹[\d,.]+$/).first();
    await expect(total).toHaveText(/₹[\d,.]+/);
    const before = await total.textContent();
    const record = page.getByRole('button', { name: /^Record deposit for / }).first();
    await record.click();
    const dialog = page.getByRole('dialog', { name: 'Record a cash deposit' });
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1');
    await dialog.getByRole('textbox', { name: /^Note/ }).fill('Handed in at the counter');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await expect(page.getByText('Deposit recorded')).toBeVisible();
    await expect(total).not.toHaveText(before!);
    await expect(page.getByRole('grid', { name: 'Cash deposits' }).getByText('Handed in at the counter')).toBeVisible();

    // On a phone each worker is a card, its figure and its deposit button in sight.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'Cash in hand' }).getByRole('listitem').first();
    await expect(card.getByText(/^₹[\d,.]+$/).first()).toBeInViewport();
    await expect(card.getByRole('button', { name: /^Record deposit for / })).toBeInViewport();
  });

  test.describe('in Hindi', () => {
    test.afterEach(async ({ page }) => restoreEnglish(page));

    test('the statements list and the make dialog speak Hindi', async ({ page }) => {
      await signInInHindi(page, DEMO.superAdmin.phone, SUPER_HOME);
      await page.goto('/main/settlements');
      await expect(page.getByRole('grid', { name: 'साप्ताहिक स्टेटमेंट' }).getByRole('columnheader', { name: 'देय' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'स्टेटमेंट बनाएँ' }).click();
      const dialog = page.getByRole('dialog', { name: 'साप्ताहिक स्टेटमेंट बनाएँ' });
      await dialog.getByRole('button', { name: 'स्टेटमेंट बनाएँ' }).click();
      await expect(dialog.getByText('वर्कशॉप चुनें')).toBeVisible();
      await page.goto('/main/cash');
      await expect(page.getByRole('heading', { name: 'कर्मचारियों के पास बचा नकद' })).toBeVisible({ timeout: 30_000 });
    });
  });
});
