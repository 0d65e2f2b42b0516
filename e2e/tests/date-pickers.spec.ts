import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';
import { openDayAhead } from '../support/bookingDays';
import { recordBooking } from '../support/phoneBooking';

const SHOTS = '/tmp/shots/date-pickers';

interface LeaveWords {
  record: string;
  start: string;
  calendar: string;
  ok: string;
  cancel: string;
  language: string;
}

/**
 * The Record leave dialog's Start date: a day typed, then another picked from its calendar, on a wide
 * screen (one click) and a phone (the mobile picker: a dialog with its own OK), with a screenshot of each.
 */
async function pickStartDateOnBothScreens(page: Page, words: LeaveWords) {
  await page.goto('/workshop/listofleaves');
  await page.getByRole('button', { name: words.record }).click();
  const form = page.getByRole('dialog', { name: words.record });
  const field = form.getByRole('textbox', { name: words.start, exact: true });
  await field.fill('15/01/2027');
  await form.getByRole('button', { name: words.calendar }).click();
  const popup = page.getByRole('dialog', { name: words.start });
  await expect(popup.getByRole('gridcell', { name: '5', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${words.language}-wide.png` });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await popup.getByRole('gridcell', { name: '5', exact: true }).click();
  await expect(popup).toHaveCount(0);
  await expect(field).toHaveValue('05/01/2027');

  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole('button', { name: words.calendar }).click();
  const dialog = page.getByRole('dialog', { name: words.start });
  await dialog.getByRole('gridcell', { name: '6', exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/${words.language}-phone.png` });
  await dialog.getByRole('button', { name: words.ok }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field).toHaveValue('06/01/2027');
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: words.cancel }).click();
  await expect(form).toHaveCount(0);
}

test.describe('a calendar on the date fields', () => {
  test('a date is picked from the calendar in English, wide and on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await pickStartDateOnBothScreens(page, { record: 'Record leave', start: 'Start date', calendar: 'Calendar (Start date)', ok: 'OK', cancel: 'Cancel', language: 'en' });
  });

  test.describe('in Hindi', () => {
    test.afterEach(async ({ page }) => restoreEnglish(page));

    test('a date is picked from the calendar in Hindi, wide and on a phone', async ({ page }) => {
      test.setTimeout(120_000);
      await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
      await pickStartDateOnBothScreens(page, { record: 'छुट्टी दर्ज करें', start: 'शुरू होने की तारीख', calendar: 'कैलेंडर (शुरू होने की तारीख)', ok: 'ठीक है', cancel: 'रद्द करें', language: 'hi' });
    });
  });

  for (const zone of ['UTC', 'America/New_York']) {
    test.describe(`in a browser set to ${zone}`, () => {
      test.use({ timezoneId: zone });

      test('a booking whose day and time (10:30) are picked by clicking in the wide calendar is booked for 10:30 India time', async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
        const day = openDayAhead(3);
        const [year, month, date] = day.split('-');
        const stored = page.waitForResponse((response) => /\/api\/v1\/requests$/.test(response.url()) && response.request().method() === 'POST');
        await recordBooking(page, `Picked ${zone} ${String(Date.now()).slice(-5)}`, async (form) => {
          // The day before at 08:00 typed: the calendar opens on that month; the day, then 10 and 30, are clicked there.
          const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10).split('-');
          await form.getByRole('textbox', { name: 'Date and time', exact: true }).fill(`${before[2]}/${before[1]}/${before[0]}`);
          await form.getByLabel('Time (Date and time)').fill('08:00');
          await form.getByRole('button', { name: 'Calendar (Date and time)' }).click();
          const picker = page.getByRole('dialog', { name: 'Date and time' });
          await picker.getByRole('gridcell', { name: String(Number(date)), exact: true }).click();
          if (zone === 'UTC') await page.screenshot({ path: `${SHOTS}/en-wide-date-time.png` });
          // A wide screen shows no tabs: Next goes from the day to the time.
          await picker.getByRole('button', { name: 'Next', exact: true }).click();
          await picker.getByRole('listbox', { name: 'Select hours' }).getByRole('option', { name: '10 hours', exact: true }).click();
          await picker.getByRole('listbox', { name: 'Select minutes' }).getByRole('option', { name: '30 minutes', exact: true }).click();
          await expect(picker.getByRole('option', { name: '10 hours', exact: true })).toHaveAttribute('aria-selected', 'true');
          if (zone === 'UTC') await page.screenshot({ path: `${SHOTS}/en-wide-time.png` });
          await picker.getByRole('button', { name: 'OK', exact: true }).click();
          await expect(form.getByLabel('Time (Date and time)')).toHaveValue('10:30');
          await expect(form.getByRole('textbox', { name: 'Date and time', exact: true })).toHaveValue(`${date}/${month}/${year}`);
        });
        const created = (await (await stored).json()) as { scheduled_at: string };
        expect(created.scheduled_at).toBe(new Date(`${day}T05:00:00.000Z`).toISOString());
      });
    });
  }
});
