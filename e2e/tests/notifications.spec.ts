import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiGet, apiPost, signIn } from '../support/auth';
import { indiaSlot, openDayAhead } from '../support/bookingDays';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badgeText = (count: number) => (count > 99 ? '99+' : String(count).padStart(2, '0'));

test.describe('live notifications', () => {
  test('a booking the super admin takes raises the workshop admin’s badge without a reload; opening and "Mark as all read" clear it', async ({ page, browser }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const before = (await apiGet<{ count: number }>(page, '/api/v1/notifications/unread-count')).count;
    if (before > 0) await expect(bell(page)).toContainText(badgeText(before));

    // Someone else, in another browser: the super admin books for the workshop through the API.
    const other = await browser.newContext();
    const superPage = await other.newPage();
    await signIn(superPage, DEMO.superAdmin.phone, /\/main$/);
    const scheduled = new Date(indiaSlot(openDayAhead(2), '10:30'));
    // Two bookings: after the first is opened, the second is still unread for "Mark as all read".
    const book = (registration: string) =>
      apiPost<{ id: number; code: string }>(superPage, '/api/v1/requests', {
        workshop_id: 1,
        customer_name: 'Meera Nair',
        customer_phone: '9811122233',
        vehicle_type: 'sedan',
        vehicle_make: 'Hyundai',
        vehicle_model: 'Verna',
        registration_number: registration,
        service_id: 2,
        address: 'Tower 2, Green Meadows Residency',
        scheduled_at: scheduled.toISOString(),
      });
    const booking = await book('KA05MN4321');
    await book('KA05MN4322');
    await other.close();

    // The workshop admin's page was not reloaded: the polled badge goes up by two.
    const pageUrl = page.url();
    await expect(bell(page)).toContainText(badgeText(before + 2), { timeout: 25_000 });
    expect(page.url()).toBe(pageUrl);

    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    const item = dropdown.getByRole('button', { name: new RegExp(`New service request.*${booking.code}`) });
    await expect(item).toBeVisible();
    await expect(dropdown.getByRole('combobox', { name: 'Filter notifications' })).toHaveValue('all');

    // Opening it marks it read and goes to the request.
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/workshop/service-details/${booking.id}$`));
    await expect(bell(page)).toContainText(badgeText(before + 1));

    // "Mark as all read" clears the badge.
    await bell(page).click();
    const dropdownAgain = page.getByRole('dialog', { name: 'Notifications' });
    await dropdownAgain.getByRole('button', { name: 'Mark as all read' }).click();
    await expect(dropdownAgain.getByRole('button', { name: 'Mark as all read' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-badge')).not.toContainText(/\d/);
    expect((await apiGet<{ count: number }>(page, '/api/v1/notifications/unread-count')).count).toBe(0);

    // "View All" opens the notifications page, where the booking's notification is listed as read.
    await bell(page).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/workshop\/notifications$/);
    await expect(page.getByRole('main').getByText(booking.code, { exact: false }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Unread' }).click();
    await expect(page).toHaveURL(/filter=unread/);
    await expect(page.getByText('You have read every notification.')).toBeVisible();
  });
});
