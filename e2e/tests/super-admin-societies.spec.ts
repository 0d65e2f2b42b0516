import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

/** A 10-digit phone unlikely to collide with the demo data or another run. */
function freshPhone(prefix: string): string {
  return `${prefix}${String(Math.floor(Math.random() * 10 ** (10 - prefix.length))).padStart(10 - prefix.length, '0')}`;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Societies' });
const box = (page: Page, name: string) => page.getByRole('textbox', { name });

test.describe('super admin: societies, their managers and the workers serving them', () => {
  test('creates a society with its manager, assigns a worker who then appears in its workers, and unassigns them', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/society-list');
    await page.getByRole('button', { name: 'Add society' }).click();
    await expect(page).toHaveURL(/\/main\/addsociety$/);

    const managerPhone = freshPhone('97');
    const name = `Palm Grove Residency ${managerPhone.slice(-4)}`;
    await box(page, 'Society name').fill(name);
    await box(page, 'Contact phone').fill(freshPhone('98'));
    await box(page, 'Address').fill('Sector 9, Vashi');
    await box(page, 'City').fill('Navi Mumbai');
    await box(page, 'State').fill('Maharashtra');
    await box(page, 'Pincode').fill('400703');
    await box(page, 'Blocks').fill('0');
    await box(page, 'Flats').fill('320');
    await box(page, 'Manager name').fill('Meera Joshi');
    await box(page, 'Manager phone').fill(managerPhone);
    await page.getByRole('button', { name: 'Create society' }).click();
    await expect(page.getByText('At least 1 block')).toBeVisible();
    await box(page, 'Blocks').fill('4');
    await page.getByRole('button', { name: 'Create society' }).click();

    await expect(page).toHaveURL(/\/main\/editSociety\?id=\d+$/);
    await expect(page.getByText('Society created. Its manager can now sign in.')).toBeVisible();
    await expect(box(page, 'Society name')).toHaveValue(name);
    await expect(page.getByText('No workers serve this society yet.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Find a worker to assign' }).fill('Sunil');
    await page.getByRole('option', { name: /Sunil Yadav/ }).click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Sunil Yadav now serves this society')).toBeVisible();
    const workers = page.getByRole('list', { name: 'Workers serving this society' });
    await expect(workers.getByText('Sunil Yadav')).toBeVisible();
    await expect(page.getByText('Workers serving this society (1)')).toBeVisible();

    // The list counts the worker too.
    await page.goto(`/main/society-list?q=${encodeURIComponent(name)}`);
    const row = grid(page).getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
    await row.getByRole('gridcell', { name }).click();
    await expect(page).toHaveURL(/\/main\/editSociety\?id=\d+$/);

    await page.getByRole('button', { name: 'Unassign Sunil Yadav' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unassign this worker?' });
    await expect(dialog).toContainText('Sunil Yadav will no longer serve this society');
    await dialog.getByRole('button', { name: 'Unassign' }).click();
    await expect(page.getByText('Sunil Yadav no longer serves this society')).toBeVisible();
    await expect(page.getByText('No workers serve this society yet.')).toBeVisible();
  });

  test('filters survive a reload and the CSV export holds the filtered rows', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/society-list');
    await expect(grid(page).getByRole('gridcell', { name: 'Green Meadows Residency' })).toBeVisible();
    await page.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Mumbai', exact: true }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/city=Mumbai/);
    await expect(page).toHaveURL(/status=active/);
    await expect(grid(page).getByRole('gridcell', { name: 'Hiranandani Gardens' })).toBeVisible();
    await expect(grid(page).getByRole('gridcell', { name: 'Green Meadows Residency' })).toHaveCount(0);

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(grid(page).getByRole('gridcell', { name: 'Hiranandani Gardens' })).toBeVisible();
    await expect(grid(page).getByRole('gridcell', { name: 'Green Meadows Residency' })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^societies-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    const rows = lines.slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((line) => line.includes('Hiranandani Gardens'))).toBe(true);
    for (const line of rows) {
      expect(line).toContain('Mumbai');
      expect(line).not.toContain('Green Meadows Residency');
    }
  });
});
