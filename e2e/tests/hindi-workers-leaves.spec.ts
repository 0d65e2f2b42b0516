import { expect, test, type Page } from '@playwright/test';
import { DEMO, restoreEnglish, signInInHindi } from '../support/auth';

const PHONE_VIEWPORT = { width: 390, height: 844 };
const WIDE_VIEWPORT = { width: 1440, height: 900 };

/** The page wide, then phone-sized (Devanagari is taller than Latin: chips, buttons and cells are looked at in both). */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-wide.png`) });
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`) });
  await page.setViewportSize(WIDE_VIEWPORT);
}

test.describe('workers and leaves in Hindi', () => {
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('a workshop admin filters the workers in Hindi, is told in Hindi what a new worker lacks, and reads the leaves in Hindi', async ({ page }) => {
    test.setTimeout(150_000);
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop(\/dashboard\/default)?$/);

    await page.goto('/workshop/workshop-list');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const grid = page.getByRole('grid', { name: 'कर्मचारी' });
    // The page's chunk and its Hindi load after the navigation: allow for a slow machine.
    await expect(grid.getByRole('columnheader', { name: 'हुनर' })).toBeVisible({ timeout: 30_000 });
    await expect(grid.getByRole('columnheader', { name: 'काम शुरू किया' })).toBeVisible();
    await page.getByRole('combobox', { name: 'स्थिति' }).click();
    await page.getByRole('option', { name: 'सक्रिय', exact: true }).click();
    await expect(page).toHaveURL(/status=active/);
    await expect(page.getByRole('combobox', { name: 'स्थिति' })).toHaveText('सक्रिय');
    // Each row's first skill, as a chip in Hindi.
    await expect(grid.getByText(/^(बाहरी धुलाई|अंदर की सफ़ाई|डिटेलिंग|पॉलिश|सिरेमिक कोटिंग|मैकेनिकल|इलेक्ट्रिकल|टायर|जाँच)$/).first()).toBeVisible();
    await screenshots(page, 'hindi-workers');

    await page.getByRole('button', { name: 'कर्मचारी जोड़ें' }).click();
    await expect(page).toHaveURL(/\/workshop\/addWorkshop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'कर्मचारी जोड़ें' })).toBeVisible();
    const form = page.getByRole('form', { name: 'कर्मचारी सेव करें' });
    await form.getByRole('textbox', { name: 'फ़ोन', exact: true }).fill('98123');
    await form.getByRole('button', { name: 'कर्मचारी सेव करें' }).click();
    await expect(form.getByText('नाम लिखें (80 अक्षर तक)')).toBeVisible();
    await expect(form.getByText('10 अंकों का मोबाइल नंबर लिखें')).toBeVisible();
    await expect(form.getByText('कम से कम एक हुनर चुनें')).toBeVisible();
    await expect(form.getByText('पहचान पत्र नंबर: 6 से 20 अक्षर या अंक')).toBeVisible();
    await expect(form.getByText('आधार')).toBeVisible();
    await screenshots(page, 'hindi-add-worker');

    await page.goto('/workshop/listofleaves');
    const leaves = page.getByRole('grid', { name: 'छुट्टियाँ' });
    await expect(leaves.getByRole('columnheader', { name: 'प्रकार' })).toBeVisible({ timeout: 30_000 });
    await expect(leaves.getByRole('columnheader', { name: 'कार्रवाई' })).toBeVisible();
    const quick = page.getByRole('group', { name: 'जल्दी चुनें' });
    await expect(quick.getByRole('button', { name: 'आज' })).toHaveAttribute('aria-pressed', 'true');
    await quick.getByRole('button', { name: 'अगले 7 दिन' }).click();
    await expect(quick.getByRole('button', { name: 'अगले 7 दिन' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('पेंडिंग छुट्टियाँ भी सूची में हैं, “पेंडिंग” लिखकर।')).toBeVisible();
    await screenshots(page, 'hindi-leaves');

    await page.getByRole('button', { name: 'छुट्टी दर्ज करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'छुट्टी दर्ज करें' });
    await dialog.getByRole('button', { name: 'छुट्टी दर्ज करें' }).click();
    await expect(dialog.getByText('कर्मचारी चुनें')).toBeVisible();
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(dialog).toBeHidden();
  });
});
