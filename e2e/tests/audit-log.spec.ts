import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { indiaSlot, openDayAhead } from '../support/bookingDays';

test.describe('audit log', () => {
  test('a change made in the console appears with its changed fields, and the entity filter works', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    // Another kind of change first, made through the API: a booking for workshop 1.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '');
    const booked = await page.request.post('/api/v1/requests', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        workshop_id: 1,
        customer_name: 'Farhan Ali',
        customer_phone: '9811100011',
        vehicle_type: 'suv',
        vehicle_make: 'Tata',
        vehicle_model: 'Harrier',
        registration_number: 'KA03AB1122',
        service_id: 2,
        address: 'Block C, Green Meadows Residency',
        scheduled_at: indiaSlot(openDayAhead(3), '11:00'),
      },
    });
    expect(booked.status()).toBe(201);

    const name = page.getByRole('textbox', { name: 'Name' });
    await page.goto('/main/profile');
    const original = await name.inputValue();
    const renamed = `${original} QA`;
    await name.fill(renamed);
    await page.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText(/saved|updated/i).first()).toBeVisible();

    await page.goto('/main/audit');
    const grid = page.getByRole('grid', { name: 'Audit log' });
    const newest = grid.getByRole('row').nth(1);
    await expect(newest).toContainText('Update profile');
    await expect(newest).toContainText(/Admin #\d+/);
    await expect(newest).toContainText('Name');
    await expect(grid).toContainText(/Service request #\d+/);

    // The entity filter goes into the URL and narrows the rows to that entity.
    await page.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/entity=admin/);
    await expect(grid.getByRole('row').nth(1)).toContainText('Update profile');
    await expect(grid).not.toContainText('Service request #');
    await expect.poll(async () => (await grid.getByRole('row').locator('[data-field="entity"]').allTextContents()).slice(1).every((text) => text.startsWith('Admin #'))).toBe(true);

    // A row opens its changed fields as from → to.
    await grid.getByRole('row').nth(1).click();
    const details = page.getByRole('dialog', { name: 'Admin · Update profile' });
    await expect(details).toBeVisible();
    const change = details.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /Name/ });
    await expect(change).toContainText(original);
    await expect(change).toContainText(renamed);
    await details.getByRole('button', { name: 'Close' }).click();

    // Another entity's filter shows its own changes and none of the profile change.
    await page.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Service request', exact: true }).click();
    await expect(page).toHaveURL(/entity=service_request/);
    await expect(grid.getByRole('row').nth(1)).toContainText(/Service request #\d+/);
    await expect(grid).not.toContainText('Update profile');

    // Put the name back (the other journeys expect the demo name).
    await page.goto('/main/profile');
    await name.fill(original);
    await page.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
  });
});
