import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string | null }).token ?? null);

test.describe('token refresh (spec §4)', () => {
  test('the requests that meet an expired access token share one refresh and are all retried with the new token', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const expired = await storedToken(page);
    expect(expired).toBeTruthy();

    // From now on the server refuses the old access token, as it does once it expires. Its refusals
    // take a moment (a slow network), so the calls the reloaded page makes meet it before the first
    // refusal has arrived: the dashboard's (asked for with the page's code), the admin's and the badge's.
    let refused = 0;
    await page.route('**/api/v1/**', async (route) => {
      if (route.request().headers().authorization === `Bearer ${expired}`) {
        refused += 1;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Access token expired', code: 'TOKEN_EXPIRED' }) });
        return;
      }
      await route.continue();
    });
    const refreshes: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/token/refresh/') refreshes.push(request.postDataJSON());
    });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Active workshops' })).toBeVisible();
    expect(refused).toBeGreaterThan(1);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({ refresh: expect.any(String) });
    const renewed = await storedToken(page);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
    await expect(page).toHaveURL(/\/main$/);
  });
});
