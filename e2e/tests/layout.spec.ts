import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('console layout', () => {
  test('the super admin menu lists the spec items and the Settings group opens', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    for (const label of ['Dashboard', 'Garage Admins', 'List Society', 'Absent List', 'User Concerns', 'Settings', 'Services', 'Requests', 'Reviews', 'Cancellation Reason', 'Transactions']) {
      await expect(nav(page).getByText(label, { exact: true }).first()).toBeVisible();
    }
    await nav(page).getByText('Settings', { exact: true }).click();
    await nav(page).getByText('Privacy Policy', { exact: true }).click();
    await expect(page).toHaveURL(/\/main\/privacy$/);
    await expect(nav(page).getByRole('link', { name: 'Privacy Policy' })).toHaveClass(/Mui-selected/);
    await expect(nav(page).getByRole('link', { name: 'Consent Form' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Promotional Banners' })).toBeVisible();
  });

  test('the workshop admin and society manager see only their own menus', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    for (const label of ['List Workers', 'Service List', 'User Concerns', 'Service Form', 'Requests', 'Absent List', 'Transactions', 'Invoices', 'Settlements', 'Cash in hand']) {
      await expect(nav(page).getByText(label, { exact: true })).toBeVisible();
    }
    // The super admin's own pages are not in it.
    await expect(nav(page).getByText('Audit Log', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Workshop Admin', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.societyManager.phone, /\/society$/);
    await expect(nav(page).getByRole('link')).toHaveText([/Dashboard/, /List Workers/, /Absent List/]);
  });

  test('a deep page shows breadcrumbs and a Back button that returns to the list', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await nav(page).getByText('Garage Admins', { exact: true }).click();
    await expect(page).toHaveURL(/\/main\/workshop-list$/);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.goto('/main/addWorkshop');
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/main\/workshop-list$/);
  });

  test('a deep page highlights the menu item it sits under and has its own document title', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/sop');
    await expect(nav(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Services' })).toHaveClass(/Mui-selected/);
    await expect(page).toHaveTitle('SOPs · Management Panel');
    await page.goto('/main/service-details/1');
    await expect(nav(page).getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    await expect(page).toHaveTitle('Request Details · Management Panel');
  });

  test('the society manager has the help page too', async ({ page }) => {
    await signIn(page, DEMO.societyManager.phone, /\/society$/);
    await page.goto('/society/sample-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page).toHaveTitle('Help · Society Admin');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });

  test('logout asks for confirmation; Cancel keeps the session, Logout ends it', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/main$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('authState'))).toBeNull();
    await page.goto('/main');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the profile page edits the admin name and keeps it after a reload', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/workshop\/profile$/);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('');
    await page.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText(/at least 2 characters/)).toBeVisible();
    await name.fill('Imran Qureshi');
    await page.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Imran Qureshi');
  });

  test('the notification dropdown shows the spec filters and badge', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await expect(page.getByRole('button', { name: 'Notifications' })).toContainText('01');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('Mark as all read')).toBeVisible();
    await expect(page.getByText('View All')).toBeVisible();
  });
});

test.describe('phone-sized viewport', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu is a temporary drawer opened from the top bar, and search is a popup', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByText('Requests', { exact: true }).click();
    await expect(page).toHaveURL(/\/main\/requests$/);
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' })).toBeVisible();
  });
});

test.describe('less motion', () => {
  /** The longest CSS transition of the account menu's paper (the Grow it opens with), in seconds. */
  const menuTransitionSeconds = (page: Page) =>
    page.getByRole('menu').evaluate((menu) => Math.max(...getComputedStyle(menu.closest('.MuiPaper-root')!).transitionDuration.split(',').map(parseFloat)));

  test('when the system asks for less motion, menus and dialogs appear without a transition; without, they animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const account = page.getByRole('button', { name: 'Account menu' });
    await account.click();
    expect(await menuTransitionSeconds(page)).toBe(0);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((paper) => getComputedStyle(paper.closest('.MuiDialog-container')!).transitionDuration)).toBe('0s');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The same console once the system allows motion: the menu grows open.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await account.click();
    expect(await menuTransitionSeconds(page)).toBeGreaterThan(0);
  });
});
