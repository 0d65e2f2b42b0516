import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

interface StoredAuthState {
  token: string | null;
  r_token: string | null;
}

const storedAuth = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('authState') ?? '{}') as StoredAuthState);

test.describe('a session that ends elsewhere', () => {
  test('signs the console out at its next request, long before the access token expires, and says why', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const { token, r_token: refresh } = await storedAuth(page);
    expect(token).toBeTruthy();

    // The session is ended outside this tab (a logout from another device does the same).
    const logout = await page.request.post('/admins/auth/admin/logout/', { data: { refresh } });
    expect(logout.status()).toBe(200);
    // The access token is minutes from its expiry, yet refused at once.
    const refused = await page.request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('SESSION_ENDED');

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended, please sign in again' })).toBeVisible();
    expect((await storedAuth(page)).token ?? null).toBeNull();
  });
});
