import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, apiGet, restoreEnglish, signInInHindi } from '../support/auth';

/*
 * Rules only the server checks, answered as a 400 whose field detail carries a code: the console
 * shows the code's Hindi on the field (the API's English `message` is for English only).
 */

/** Yesterday at 10:30 in the browser's zone, as a datetime-local value: a past day in India whatever the zone. */
function yesterdayAt1030(): string {
  const day = new Date(Date.now() - 36 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:30`;
}

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const DEVANAGARI = /[\u0900-\u097F]/;

test.describe('server field errors in Hindi', () => {
  test.describe.configure({ timeout: 150_000 });
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('a booking on a past day and a cash amount short of the bill are refused by the server, and each field says why in Hindi, wide and on a phone', async ({ page }, testInfo) => {
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/list-requests');
    await page.getByRole('button', { name: 'नई बुकिंग' }).click();
    const dialog = page.getByRole('dialog', { name: 'फ़ोन पर नई बुकिंग' });
    await dialog.getByRole('textbox', { name: 'ग्राहक का नाम' }).fill('Asha Verma');
    await dialog.getByRole('textbox', { name: 'ग्राहक का फ़ोन' }).fill(`97${String(Date.now()).slice(-8)}`);
    await choose(page, dialog, 'गाड़ी का प्रकार', 'सेडान');
    await dialog.getByRole('textbox', { name: 'कंपनी' }).fill('Honda');
    await dialog.getByRole('textbox', { name: 'मॉडल' }).fill('City');
    await dialog.getByRole('textbox', { name: 'गाड़ी नंबर' }).fill('HR26DK4321');
    await choose(page, dialog, 'सेवा', /Express Exterior Wash/);
    await dialog.getByRole('textbox', { name: 'पता' }).fill('Tower 4, Flat 1203, Green Meadows Residency');
    const [date, time] = yesterdayAt1030().split('T') as [string, string];
    const [year, month, day] = date.split('-');
    await dialog.getByRole('textbox', { name: 'तारीख़ और समय', exact: true }).fill(`${day}/${month}/${year}`);
    await dialog.getByLabel('समय (तारीख़ और समय)').fill(time);

    // The browser's checks pass (the schema has no calendar); the server refuses the past day.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/requests') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'बुकिंग दर्ज करें' }).click();
    const refused = await answer;
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ details: [{ field: 'scheduled_at', message: 'Scheduled time cannot be on a past day', code: 'scheduled_past_day' }] });
    const pastDay = dialog.getByText('बीते हुए दिन का समय नहीं चुन सकते; आज या आगे की तारीख़ चुनें');
    await expect(pastDay).toBeVisible();
    await expect(dialog.getByText('Scheduled time cannot be on a past day')).toHaveCount(0);
    await pastDay.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('booking-past-day-wide.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await pastDay.scrollIntoViewIfNeeded();
    await expect(pastDay).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('booking-past-day-phone.png') });
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(dialog).toBeHidden();

    // Completing with less cash than the bill: the server names the full amount, the field says it in Hindi.
    await page.setViewportSize({ width: 1440, height: 900 });
    // An unpaid one: a request paid online completes without cash, so there is no amount to fall short of.
    const inProgress = await apiGet<{ data: { id: number; amount_paise: number; payment_status: string }[] }>(page, '/api/v1/requests?status=in_progress&page_size=100');
    const request = inProgress.data.find((candidate) => candidate.payment_status === 'unpaid');
    expect(request, 'the demo has an unpaid request in progress').toBeDefined();
    await page.goto(`/workshop/service-details/${request!.id}`);
    await page.getByRole('group', { name: 'कार्रवाई' }).getByRole('button', { name: 'पूरा करें' }).click();
    const complete = page.getByRole('dialog', { name: 'यह बुकिंग पूरी करें?' });
    await complete.getByRole('checkbox', { name: 'नकद भुगतान दर्ज करें' }).check();
    await complete.getByRole('textbox', { name: 'मिला नकद (₹)' }).fill('1');
    await complete.getByRole('button', { name: 'पूरा करें' }).click();
    const paise = request!.amount_paise;
    const rupees = `₹${Math.trunc(paise / 100).toLocaleString('en-IN')}${paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`}`;
    const short = complete.getByText(`नकद में पूरी रकम ${rupees} ही लेनी होगी`);
    await expect(short).toBeVisible();
    await expect(complete.getByText(/Cash received must be/)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('complete-cash-short-wide.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(short).toBeVisible();
    await expect(complete.getByRole('button', { name: 'पूरा करें' })).toHaveText(DEVANAGARI);
    await page.screenshot({ path: testInfo.outputPath('complete-cash-short-phone.png') });
  });

  test('a form on the shared schema (a new society) says what each field lacks in Hindi, never the schema’s English', async ({ page }, testInfo) => {
    await signInInHindi(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/addsociety');
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box('पिनकोड').fill('12');
    await box('ब्लॉक').fill('0');
    await box('फ़्लैट').fill('2.5');
    await page.getByRole('button', { name: 'सोसाइटी बनाएँ' }).click();
    await expect(page.getByText('यह सही रूप में नहीं लिखा है, जाँच लें').first()).toBeVisible();
    await expect(page.getByText('1 या उससे बड़ी संख्या लिखें')).toBeVisible();
    await expect(page.getByText('पूरी संख्या लिखें, दशमलव के बिना')).toBeVisible();
    await expect(page.getByText('यह भरना ज़रूरी है').first()).toBeVisible();
    for (const english of ['Society name is required', 'Pincode must be 6 digits', 'At least 1 block']) await expect(page.getByText(english)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('society-form-wide.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('1 या उससे बड़ी संख्या लिखें')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('society-form-phone.png'), fullPage: true });
  });
});
