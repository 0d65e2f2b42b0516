import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

function uniquePhone(): string {
  return `96${String(Date.now()).slice(-8)}`;
}

async function openAddWorker(page: Page) {
  await page.goto('/workshop/workshop-list');
  await page.getByRole('button', { name: 'Add worker' }).click();
  await expect(page).toHaveURL(/\/workshop\/addWorkshop$/);
  await expect(page.getByRole('heading', { name: 'Add Worker', level: 1 })).toBeVisible();
  return page.getByRole('form', { name: 'Save worker' });
}

test.describe('workshop admin: workers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
  });

  test('Add Worker checks each field, refuses a duplicate phone on the field, then edits and deactivates', async ({ page }) => {
    test.setTimeout(120_000);
    const phone = uniquePhone();
    const name = `Form Check ${phone.slice(-6)}`;
    let form = await openAddWorker(page);
    await form.getByRole('button', { name: 'Save worker' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Phone must be exactly 10 digits')).toBeVisible();
    await expect(form.getByText('Choose at least one skill')).toBeVisible();
    await expect(form.getByText('ID proof number: 6 to 20 letters or digits')).toBeVisible();

    // The phone box keeps digits only, ten at most.
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(`+91 ${phone}99`);
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(`91${phone.slice(0, 8)}`);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('combobox', { name: 'Skills' }).click();
    await page.getByRole('option', { name: 'Detailing' }).click();
    await page.getByRole('option', { name: 'Polishing' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'ID proof number' }).fill(`pan${phone}`);
    await form.getByRole('button', { name: 'Save worker' }).click();
    await expect(page).toHaveURL(/\/workshop\/workshprofile\/\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // The profile shows the whole ID number (upper-cased by the schema) to the workshop admin.
    await expect(page.getByText(`PAN${phone}`)).toBeVisible();

    form = await openAddWorker(page);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Second Person');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await form.getByRole('combobox', { name: 'Skills' }).click();
    await page.getByRole('option', { name: 'Tyres' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'ID proof number' }).fill('XY123456');
    await form.getByRole('button', { name: 'Save worker' }).click();
    await expect(form.getByText(`A worker with phone ${phone} already exists`)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAttribute('aria-invalid', 'true');

    // Edit in a dialog, then deactivate and reactivate behind a confirmation.
    await page.goto(`/workshop/workshop-list?q=${phone}`);
    await page.getByRole('grid', { name: 'Workers' }).getByRole('gridcell', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/workshop\/workshprofile\/\d+$/);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit worker' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Jr`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Worker updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: `${name} Jr` })).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate this worker?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Worker deactivated')).toBeVisible();
    await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('dialog', { name: 'Reactivate this worker?' }).getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByText('Worker reactivated')).toBeVisible();
  });

  test('filters survive a reload and the CSV export holds exactly the filtered rows', async ({ page }) => {
    await page.goto('/workshop/workshop-list');
    const grid = page.getByRole('grid', { name: 'Workers' });
    await expect(grid.getByRole('row')).not.toHaveCount(1);
    await page.getByRole('combobox', { name: 'Skill' }).click();
    await page.getByRole('option', { name: 'Detailing' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/skill=detailing/);
    await expect(page).toHaveURL(/status=active/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Skill' })).toHaveText('Detailing');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    const dataRows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(dataRows.first()).toBeVisible();
    const shown = await dataRows.count();
    const names = await dataRows.locator('[data-field="name"]').allInnerTexts();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Name');
    const body = lines.slice(1);
    expect(body).toHaveLength(shown);
    // Words, not codes: the filtered skill and status as the grid shows them.
    for (const line of body) {
      expect(line).toContain('Detailing');
      expect(line).toContain(',Active,');
    }
    for (const workerName of names) expect(body.some((line) => line.includes(workerName))).toBe(true);
  });
});
