import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { openDayAhead } from '../support/bookingDays';
import { fillDateTime } from '../support/dateFields';
import { recordBooking } from '../support/phoneBooking';

// Every business time is India time: what an admin types is India time, whatever zone the laptop
// is set to. Each journey runs in browsers set to zones far from India.
for (const zone of ['UTC', 'America/New_York']) {
  test.describe(`India time typed in a browser set to ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('a phone booking typed for 10:30 is booked for 10:30 India time', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
      const day = openDayAhead(3);
      const stored = page.waitForResponse((response) => /\/api\/v1\/requests$/.test(response.url()) && response.request().method() === 'POST');
      await recordBooking(page, `Zone ${zone} ${String(Date.now()).slice(-5)}`, `${day}T10:30`);
      const created = (await (await stored).json()) as { scheduled_at: string };
      expect(new Date(created.scheduled_at).toISOString()).toBe(new Date(`${day}T05:00:00.000Z`).toISOString());
      await expect(page.getByText(/· \d{1,2} \w{3} \d{4}, 10:30 am/).first()).toBeVisible();
    });

    test('a banner typed to run from 09:15 to 18:45 runs from 09:15 to 18:45 India time', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, DEMO.superAdmin.phone, /\/main$/);
      await page.goto('/main/promotionalbanners');
      const title = `Zone check ${zone} ${String(Date.now()).slice(-5)}`;
      const start = openDayAhead(20);
      const end = openDayAhead(40);
      await page.getByRole('button', { name: 'Add banner' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add banner' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Alternative text').fill('A banner that checks the time zone');
      await fillDateTime(dialog, 'Starts', `${start}T09:15`);
      await fillDateTime(dialog, 'Ends', `${end}T18:45`);
      const stored = page.waitForResponse((response) => /\/api\/v1\/banners$/.test(response.url()) && response.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const created = (await (await stored).json()) as { starts_at: string; ends_at: string };
      expect(created.starts_at).toBe(`${start}T03:45:00.000Z`);
      expect(created.ends_at).toBe(`${end}T13:15:00.000Z`);
      const row = page.getByRole('list', { name: 'Promotional banners' }).getByRole('listitem', { name: title });
      await expect(row).toContainText(/9:15 am.*6:45 pm/);

      // Opened again, the form shows the times as they were typed.
      await row.getByRole('button', { name: `Edit: ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit banner' });
      await expect(edit.getByLabel('Time (Starts)')).toHaveValue('09:15');
      await expect(edit.getByLabel('Time (Ends)')).toHaveValue('18:45');
      await edit.getByRole('button', { name: 'Cancel' }).click();

      // The demo's banners stay as they were.
      await row.getByRole('button', { name: `Delete: ${title}` }).click();
      await page.getByRole('dialog', { name: 'Delete this banner?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Banner deleted')).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });
}
