import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiGet, restoreEnglish, signInThroughCard, signInOnHindiCard } from '../support/auth';

const ROLES = [
  { role: 'super admin', ...DEMO.superAdmin },
  { role: 'workshop admin', ...DEMO.workshopAdmin },
  { role: 'society manager', ...DEMO.societyManager },
] as const;

/** The console's menu and home page title, in Hindi. */
async function expectConsoleInHindi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'मुख्य मेन्यू' }).getByRole('link', { name: 'डैशबोर्ड' }).first()).toBeVisible();
}

test.describe('Hindi picked on the sign-in page', () => {
  // Two sign-ins a journey: on a loaded 2-core machine they outlast the default 60 s.
  test.describe.configure({ timeout: 180_000 });
  // The pick is saved on the admin, on the server: put English back so the other journeys, which
  // sign in the same demo admins, run in English.
  test.afterEach(async ({ page }) => {
    await restoreEnglish(page);
  });

  for (const { role, phone, home } of ROLES) {
    test(`the ${role}'s pick survives a reload, opens the console in Hindi and is saved on the admin`, async ({ page }) => {
      const homePath = new RegExp(`${home}(/dashboard/default)?$`);
      await page.goto('/');
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      await signInOnHindiCard(page, phone, homePath);
      await expectConsoleInHindi(page);
      await expect.poll(async () => (await apiGet<{ language: string }>(page, '/api/v1/me')).language).toBe('hi');

      // Signed out, and this browser's own memory of Hindi gone: the next sign-in, on the English
      // sign-in page, opens the console in Hindi from the admin's setting alone.
      await page.getByRole('button', { name: /खाता मेन्यू$/ }).click();
      await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
      await page.getByRole('dialog', { name: 'लॉग आउट की पुष्टि करें' }).getByRole('button', { name: 'लॉग आउट' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.evaluate(() => localStorage.removeItem('carcare.language'));
      await signInThroughCard(page, phone, homePath);
      await expectConsoleInHindi(page);
    });
  }
});
