import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

// The seed's first society: the one the demo society manager (9000000003) runs.
const FIRST_SOCIETY = 'Green Meadows Residency';

async function switchUser(page: Page, phone: string, home: RegExp) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, phone, home);
}

test.describe('Absent List', () => {
  test('a leave recorded and approved by the workshop admin reaches the society manager', async ({ page }) => {
    // A long journey across two roles and many pages.
    test.setTimeout(180_000);
    const suffix = String(Date.now()).slice(-8);
    const phone = `96${suffix}`;
    const name = `Leave Journey ${suffix}`;

    // The workshop admin adds a worker…
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/workshop-list');
    await page.getByRole('button', { name: 'Add worker' }).click();
    await expect(page).toHaveURL(/\/workshop\/addWorkshop$/);
    const form = page.getByRole('form', { name: 'Save worker' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await page.getByRole('combobox', { name: 'Skills' }).click();
    await page.getByRole('option', { name: 'Exterior wash' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'ID proof number' }).fill(`AB${suffix}`);
    await page.getByRole('button', { name: 'Save worker' }).click();
    await expect(page).toHaveURL(/\/workshop\/workshprofile\/\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // …assigns them to the society manager's society…
    await page.getByRole('combobox', { name: 'Societies' }).click();
    await page.getByRole('option', { name: FIRST_SOCIETY }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save assignment' }).click();
    await expect(page.getByText('Societies updated')).toBeVisible();

    // …records a leave for today and approves it.
    await page.goto('/workshop/listofleaves');
    await page.getByRole('button', { name: 'Record leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record leave' });
    await dialog.getByRole('combobox', { name: 'Worker' }).fill(phone);
    await page.getByRole('option', { name: new RegExp(phone) }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fever');
    await dialog.getByRole('button', { name: 'Record leave' }).click();
    await expect(page.getByText('Leave recorded', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search worker' }).fill(name);
    await expect(page).toHaveURL(/q=Leave/);
    const grid = page.getByRole('grid', { name: 'Leaves' });
    const rows = grid.getByRole('row').filter({ hasText: name });
    const pendingRow = rows.filter({ has: page.getByRole('gridcell', { name: 'Pending', exact: true }) });
    await expect(rows).toHaveCount(1);
    await expect(pendingRow).toHaveCount(1);
    await pendingRow.getByRole('button', { name: /^Approve/ }).click();
    await page.getByRole('dialog', { name: 'Approve this leave?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Leave approved')).toBeVisible();
    await expect(rows.getByRole('gridcell', { name: 'Approved', exact: true })).toBeVisible();
    await expect(pendingRow).toHaveCount(0);

    // A second leave on the same day cannot be approved: the overlap is refused with its reason.
    await page.getByRole('button', { name: 'Record leave' }).click();
    await dialog.getByRole('combobox', { name: 'Worker' }).fill(phone);
    await page.getByRole('option', { name: new RegExp(phone) }).click();
    await dialog.getByRole('button', { name: 'Record leave' }).click();
    // The first "Leave recorded" notice may still be showing (5 s): prove this one by the new row.
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(2);
    await pendingRow.getByRole('button', { name: /^Approve/ }).click();
    await page.getByRole('dialog', { name: 'Approve this leave?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${name} already has approved leave from`)).toBeVisible();
    await expect(pendingRow).toHaveCount(1);

    // The workshop's own list shows the worker on leave today.
    await page.goto(`/workshop/workshop-list?q=${phone}`);
    await expect(page.getByRole('grid', { name: 'Workers' }).getByRole('row').filter({ hasText: name }).getByRole('gridcell', { name: 'On leave', exact: true })).toBeVisible();

    // The society manager sees the absence and the worker on leave, read only.
    await switchUser(page, DEMO.societyManager.phone, /\/society$/);
    await page.goto('/society/listofleave');
    await page.getByRole('textbox', { name: 'Search worker' }).fill(name);
    await expect(page).toHaveURL(/q=Leave/);
    const managerRows = page.getByRole('grid', { name: 'Leaves' }).getByRole('row').filter({ hasText: name });
    await expect(managerRows.filter({ has: page.getByRole('gridcell', { name: 'Approved', exact: true }) })).toHaveCount(1);
    await expect(managerRows.filter({ has: page.getByRole('gridcell', { name: 'Pending', exact: true }) })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Record leave' })).toHaveCount(0);
    // Read only: a leave's History opens from its row, and nothing there decides it.
    await expect(managerRows.getByRole('button').filter({ hasNotText: 'History' })).toHaveCount(0);

    // Filters survive a reload: the search, the status and the range stay, and so do the rows.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await page.getByRole('button', { name: 'Next 7 days' }).click();
    await expect(page).toHaveURL(/status=approved/);
    // Reload only once the range, too, is in the URL.
    await expect(page).toHaveURL(/[?&]to=\d{4}-\d{2}-\d{2}/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search worker' })).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Approved');
    await expect(page.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(managerRows).toHaveCount(1);
    await expect(managerRows.getByRole('gridcell', { name: 'Approved', exact: true })).toBeVisible();

    await page.goto('/society/society-list');
    await page.getByRole('textbox', { name: 'Search name or phone' }).fill(phone);
    const workerRow = page.getByRole('grid', { name: 'Workers' }).getByRole('row').filter({ hasText: name });
    await expect(workerRow.getByRole('gridcell', { name: 'On leave', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add worker' })).toHaveCount(0);
  });

  test('the super admin filters by workshop and the To date cannot precede From', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/listofleave');
    await page.getByRole('combobox', { name: 'Workshop' }).click();
    await page.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/workshop_id=\d+/);
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=|to=.*from=/);
    await page.getByLabel('To', { exact: true }).fill('01/01/2000');
    await expect(page.getByText('The "To" date cannot be before "From"')).toBeVisible();
  });
});
