import { expect, test } from '@playwright/test';
import { DEMO, restoreEnglish, signInInHindi } from '../support/auth';

test.describe('user concerns in Hindi', () => {
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('a workshop admin reads the concerns list in Hindi, filters by status and is told in Hindi what a phone concern lacks', async ({ page }) => {
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop(\/dashboard\/default)?$/);
    await page.goto('/workshop/userconcerns');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const grid = page.getByRole('grid', { name: 'ग्राहकों की शिकायतें' });
    // The page's chunk and its Hindi load after the reload: allow for a slow machine.
    await expect(grid.getByRole('columnheader', { name: 'स्थिति' })).toBeVisible({ timeout: 30_000 });
    await expect(grid.getByRole('columnheader', { name: 'प्राथमिकता' })).toBeVisible();
    await expect(page.getByText(/^\d+ शिकायत(ें)?$/)).toBeVisible();

    await page.getByRole('combobox', { name: 'स्थिति' }).click();
    await page.getByRole('option', { name: 'खुली', exact: true }).click();
    await expect(page).toHaveURL(/status=open/);
    await expect(grid.getByText('खुली', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'शिकायत दर्ज करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'फ़ोन पर मिली शिकायत दर्ज करें' });
    await dialog.getByRole('textbox', { name: 'ग्राहक का फ़ोन' }).fill('98123');
    await dialog.getByRole('button', { name: 'शिकायत दर्ज करें' }).click();
    await expect(dialog.getByText('ग्राहक का नाम ज़रूरी है')).toBeVisible();
    await expect(dialog.getByText('श्रेणी चुनें')).toBeVisible();
    await expect(dialog.getByText('फ़ोन नंबर ठीक 10 अंकों का होना चाहिए')).toBeVisible();
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(dialog).toBeHidden();
  });
});
