import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, countOtpsSentTo, signIn, signInThroughCard } from '../support/auth';

/** A 10-digit phone unlikely to collide with the demo data or another run. */
function freshPhone(prefix: string): string {
  return `${prefix}${String(Math.floor(Math.random() * 10 ** (10 - prefix.length))).padStart(10 - prefix.length, '0')}`;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Workshops' });

async function signOutLocally(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

/** Fills addWorkshop and submits; lands on the new workshop's profile. */
async function createWorkshop(page: Page, name: string, adminName: string, adminPhone: string) {
  await page.goto('/main/addWorkshop');
  const box = (label: string) => page.getByRole('textbox', { name: label });
  await box('Workshop name').fill(name);
  await box('Owner name').fill('Kavya Menon');
  await box('Workshop phone').fill(freshPhone('96'));
  await box('Address').fill('12 MG Road, Indiranagar');
  await box('City').fill('Kochi');
  await box('State').fill('Kerala');
  await box('Pincode').fill('682001');
  await box('GSTIN').fill('32abcde1234f1z5');
  await box('Opening hours').fill('Mon–Sat 9:00–19:00');
  await box('Latitude').fill('9.9312');
  await box('Longitude').fill('76.2673');
  await box('Admin name').fill(adminName);
  await box('Admin phone').fill(adminPhone);
  await page.getByRole('button', { name: 'Create workshop' }).click();
  await expect(page).toHaveURL(/\/main\/adminprofile\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test.describe('super admin: workshops and their garage admins', () => {
  test('creates a workshop with its admin, and that admin signs in', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/addWorkshop');
    // The form refuses bad values field by field before anything is sent.
    await page.getByRole('textbox', { name: 'Workshop phone' }).fill('12345');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('12');
    await page.getByRole('button', { name: 'Create workshop' }).click();
    await expect(page.getByText('Phone must be exactly 10 digits').first()).toBeVisible();
    await expect(page.getByText('Pincode must be 6 digits')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/addWorkshop$/);

    const adminPhone = freshPhone('97');
    const name = `Kochi Car Studio ${adminPhone.slice(-4)}`;
    await createWorkshop(page, name, 'Anil Varghese', adminPhone);
    await expect(page.getByText('Workshop created. Its admin can now sign in.')).toBeVisible();
    await expect(page.getByText('Anil Varghese')).toBeVisible();
    await expect(page.getByText('32ABCDE1234F1Z5')).toBeVisible();

    // The same phone again is refused on the admin phone field.
    await page.goto('/main/addWorkshop');
    await page.getByRole('textbox', { name: 'Workshop name' }).fill(`${name} 2`);
    await page.getByRole('textbox', { name: 'Owner name' }).fill('Kavya Menon');
    await page.getByRole('textbox', { name: 'Workshop phone' }).fill(freshPhone('96'));
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Main Road');
    await page.getByRole('textbox', { name: 'City' }).fill('Kochi');
    await page.getByRole('textbox', { name: 'State' }).fill('Kerala');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('682001');
    await page.getByRole('textbox', { name: 'Opening hours' }).fill('Daily 8–20');
    await page.getByRole('textbox', { name: 'Admin name' }).fill('Someone Else');
    await page.getByRole('textbox', { name: 'Admin phone' }).fill(adminPhone);
    await page.getByRole('button', { name: 'Create workshop' }).click();
    await expect(page.getByText(`An admin with phone ${adminPhone} already exists`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Admin phone' })).toHaveAttribute('aria-invalid', 'true');

    await signOutLocally(page);
    await signInThroughCard(page, adminPhone, /\/workshop$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Anil Varghese').first()).toBeVisible();
  });

  test('search and status filter are kept in the URL and survive a reload', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/workshop-list');
    await expect(grid(page).getByRole('gridcell', { name: /Sparkle Auto Care/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search name, city, admin' }).fill('Deccan');
    await expect(page).toHaveURL(/status=active/);
    await expect(page).toHaveURL(/q=Deccan/);
    await expect(grid(page).getByRole('gridcell', { name: /Deccan Car Spa/ })).toBeVisible();
    await expect(grid(page).getByRole('gridcell', { name: /Sparkle Auto Care/ })).toHaveCount(0);
    const url = page.url();

    await page.reload();
    expect(page.url()).toBe(url);
    await expect(grid(page).getByRole('gridcell', { name: /Deccan Car Spa/ })).toBeVisible();
    await expect(grid(page).getByRole('gridcell', { name: /Sparkle Auto Care/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Search name, city, admin' })).toHaveValue('Deccan');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');

    // Nothing matches: the empty state offers a way back.
    await page.getByRole('textbox', { name: 'Search name, city, admin' }).fill('zzzz-no-such-garage');
    await expect(page.getByText('No workshops match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/main\/workshop-list$/);
    await expect(grid(page).getByRole('gridcell', { name: /Sparkle Auto Care/ })).toBeVisible();
  });

  test('Export CSV downloads every row of the filtered list', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/workshop-list?city=Bengaluru');
    await expect(grid(page).getByRole('gridcell', { name: /Shine & Drive Garage/ })).toBeVisible();
    await expect(grid(page).getByRole('gridcell', { name: /Sparkle Auto Care/ })).toHaveCount(0);
    const shown = await grid(page).getByRole('row').count();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^workshops-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Workshop');
    expect(lines[0]).toContain('City');
    const rows = lines.slice(1);
    expect(rows.length).toBe(shown - 1); // the grid's header row is a row too
    expect(rows.some((line) => line.includes('Shine & Drive Garage'))).toBe(true);
    for (const line of rows) expect(line).toContain('Bengaluru');
  });

  test('deactivating a workshop behind the confirmation shows it inactive and stops its admin signing in', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const adminPhone = freshPhone('97');
    const name = `Periyar Auto Hub ${adminPhone.slice(-4)}`;
    await createWorkshop(page, name, 'Deepa Nair', adminPhone);
    // The workshop's own Edit, in its header (the working-hours card below has an Edit of its own).
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await expect(page).toHaveURL(/\/main\/editWorkshop\?id=\d+$/);
    await expect(page.getByRole('textbox', { name: 'Workshop name' })).toHaveValue(name);

    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this workshop?' });
    await expect(dialog).toContainText("stops its admin's sign-in and ends their sessions");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Workshop deactivated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(page.getByText('Inactive', { exact: true })).toBeVisible();

    await page.goto(`/main/workshop-list?status=inactive&q=${encodeURIComponent(name)}`);
    const row = grid(page).getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

    // Its admin no longer receives a code.
    await signOutLocally(page);
    await page.goto('/');
    const before = countOtpsSentTo(adminPhone);
    await page.getByPlaceholder('Enter Your Mobile Number').fill(adminPhone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await expect(page.getByText('OTP sent to your phone.')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(countOtpsSentTo(adminPhone)).toBe(before);
  });
});
