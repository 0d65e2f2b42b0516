import { expect, test } from '@playwright/test';
import { DEMO, restoreEnglish, signInInHindi } from '../support/auth';

test.describe('the transactions page in Hindi', () => {
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('shows the totals, list and filters in Hindi, and the refund dialog says in Hindi what is missing', async ({ page }) => {
    await signInInHindi(page, DEMO.superAdmin.phone, /\/main(\/dashboard\/default)?$/);
    await page.goto('/main/transactions?kind=payment&status=success');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const totals = page.getByRole('group', { name: 'इन फ़िल्टर का कुल हिसाब' });
    // The page and its Hindi are two chunks: on a busy machine they take a while.
    await expect(totals.getByRole('heading', { name: 'भुगतान' })).toBeVisible({ timeout: 30_000 });
    await expect(totals.getByText(/^\d[\d,]* सफल लेन-देन$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'प्रकार' })).toHaveText('भुगतान');
    await expect(page.getByRole('textbox', { name: 'कोड, बुकिंग या गेटवे रेफ़रेंस खोजें' })).toBeVisible();

    const grid = page.getByRole('grid', { name: 'लेन-देन' });
    await expect(grid.getByRole('columnheader', { name: 'रकम' })).toBeVisible();
    const firstRow = grid.getByRole('row').nth(1);
    await expect(firstRow.getByText('सफल', { exact: true })).toBeVisible({ timeout: 30_000 });
    await firstRow.getByRole('gridcell').first().click();

    const drawer = page.getByRole('dialog', { name: /^लेन-देन / });
    await expect(drawer.getByText('गेटवे रेफ़रेंस')).toBeVisible();
    await drawer.getByRole('button', { name: 'रिफ़ंड करें' }).click();

    const refund = page.getByRole('dialog', { name: 'भुगतान का रिफ़ंड' });
    await expect(refund.getByText(/का कुछ हिस्सा या पूरा पैसा लौटाएँ/)).toBeVisible();
    const amount = refund.getByRole('textbox', { name: 'रकम (₹)' });
    await expect(refund.getByText(/^ज़्यादा से ज़्यादा ₹[\d,.]+$/)).toBeVisible();
    await amount.fill('');
    await refund.getByRole('button', { name: 'रिफ़ंड पक्का करें' }).click();
    await expect(refund.getByText('रिफ़ंड की रकम डालें')).toBeVisible();
    await expect(refund.getByText('नोट लिखना ज़रूरी है')).toBeVisible();
    await amount.fill('abc');
    await expect(refund.getByText('रकम रुपये में डालें, जैसे 1499 या 1499.50')).toBeVisible();

    // Nothing was sent: after Cancel the payment can still be refunded.
    await refund.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(refund).toBeHidden();
    await expect(drawer.getByRole('heading', { name: 'रिफ़ंड', exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'रिफ़ंड करें' })).toBeVisible();
  });
});
