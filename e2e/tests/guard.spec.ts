import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

test.describe('access guard and redirects', () => {
  test('a logged-out visitor opening a console page is sent to sign-in', async ({ page }) => {
    await page.goto('/main/workshop-list');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/workshop/list-requests');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a workshop admin opening a super admin page is sent to the workshop home', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/main/transactions');
    await expect(page).toHaveURL(/\/workshop$/);
    await page.goto('/society/listofleave');
    await expect(page).toHaveURL(/\/workshop$/);
  });

  test('a signed-in user opening the sign-in page goes to their home', async ({ page }) => {
    await signIn(page, DEMO.societyManager.phone, /\/society$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/society$/);
  });

  test('an unknown path shows the 404 page whose button returns to the dashboard', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for might have been removed, had its name changed, or is temporarily unavailable."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/main$/);
  });
});
