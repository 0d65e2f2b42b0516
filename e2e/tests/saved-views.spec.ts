import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

const PHONE_VIEWPORT = { width: 390, height: 844 };

const viewsMenu = (page: Page) => page.getByRole('dialog', { name: 'Saved views' });

async function openViews(page: Page) {
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  // Once its fade-in has ended.
  await expect(viewsMenu(page)).toHaveCSS('opacity', '1');
}

async function saveView(page: Page, name: string, shareWith?: string, screenshot?: string) {
  await openViews(page);
  await viewsMenu(page).getByRole('button', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (shareWith) {
    await dialog.getByRole('combobox', { name: 'Share with' }).click();
    await page.getByRole('option', { name: shareWith }).click();
  }
  if (screenshot) await page.screenshot({ path: screenshot });
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/views') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText(`View “${name}” saved`)).toBeVisible();
}

test.describe('saved views', () => {
  // Two sign-ins and many round trips (save, rename, delete) on a shared, slow machine.
  test.describe.configure({ timeout: 240_000 });

  test('a filtered and sorted list saved as a view comes back from the menu, after a reload too, and deletes', async ({ page }, testInfo) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/workshop-list');
    const grid = page.getByRole('grid', { name: 'Workers' });
    await expect(grid.getByRole('row')).not.toHaveCount(1);

    await openViews(page);
    await expect(viewsMenu(page).getByText(/No saved views yet/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/status=active/);
    await grid.getByRole('columnheader', { name: 'Joined on' }).click();
    await expect(page).toHaveURL(/sort=/);
    const filtered = new URL(page.url()).search;

    await saveView(page, 'Active by joining date');
    await openViews(page);
    await expect(viewsMenu(page).getByRole('button', { name: 'Active by joining date', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('views-wide.png') });
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/status=active/);
    await expect(page.getByRole('combobox', { name: 'Status' })).not.toHaveText('Active');

    await openViews(page);
    await viewsMenu(page).getByRole('button', { name: 'Active by joining date', exact: true }).click();
    await expect(page).toHaveURL(/\/workshop\/workshop-list\?/);
    expect(new URL(page.url()).search).toBe(filtered);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    await openViews(page);
    await expect(viewsMenu(page).getByRole('button', { name: 'Active by joining date', exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE_VIEWPORT);
    await openViews(page);
    await expect(viewsMenu(page).getByRole('button', { name: 'Active by joining date', exact: true })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('views-phone.png') });

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    // Renamed from the menu: a name another view of the list has is refused with the server's words.
    await saveView(page, 'Everyone');
    await openViews(page);
    await viewsMenu(page).getByRole('button', { name: 'Rename view: Active by joining date' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename view' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('everyone');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename.getByText(/already/i)).toBeVisible();
    await rename.getByRole('textbox', { name: 'Name' }).fill('Active, newest joiners');
    await page.screenshot({ path: testInfo.outputPath('views-rename-wide.png') });
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('View renamed to “Active, newest joiners”')).toBeVisible();
    await page.reload();
    await openViews(page);
    await expect(viewsMenu(page).getByRole('button', { name: 'Active, newest joiners', exact: true })).toBeVisible();
    await viewsMenu(page).getByRole('button', { name: 'Delete view: Everyone' }).click();
    await page.getByRole('dialog', { name: 'Delete view?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('View “Everyone” deleted')).toBeVisible();

    await viewsMenu(page).getByRole('button', { name: 'Delete view: Active, newest joiners' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete view?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('View “Active, newest joiners” deleted')).toBeVisible();
    // The menu stays open on what is left.
    await expect(viewsMenu(page).getByText(/No saved views yet/)).toBeVisible();
  });

  test('a super admin shares a view with workshop admins, who open it but cannot delete it', async ({ browser }, testInfo) => {
    const superAdmin = await browser.newPage();
    await signIn(superAdmin, DEMO.superAdmin.phone, /\/main$/);
    await superAdmin.goto('/main/requests?status=completed');
    await expect(superAdmin.getByRole('grid', { name: 'Service requests' })).toBeVisible();
    await saveView(superAdmin, 'Completed jobs', 'Every Workshop Admin', testInfo.outputPath('views-save-dialog-wide.png'));
    await openViews(superAdmin);
    await expect(viewsMenu(superAdmin).getByText('Shared with every Workshop Admin')).toBeVisible();
    await superAdmin.screenshot({ path: testInfo.outputPath('views-shared-by-super-admin.png') });
    await superAdmin.close();

    const page = await browser.newPage();
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/list-requests');
    await openViews(page);
    const menu = viewsMenu(page);
    await expect(menu.getByText('Shared with you')).toBeVisible();
    await expect(menu.getByText(/^Shared by /)).toBeVisible();
    await expect(menu.getByRole('button', { name: /^Delete view/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('views-shared-seen.png') });
    await menu.getByRole('button', { name: /^Completed jobs/ }).click();
    await expect(page).toHaveURL(/\/workshop\/list-requests\?status=completed$/);
    await page.close();
  });
});
