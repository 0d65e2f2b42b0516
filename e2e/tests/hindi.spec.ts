import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SMS_OUTBOX_FILE } from '../e2e.env';
import { DEMO, apiGet, countOtpsSentTo, readOtpFromOutbox } from '../support/auth';

const PHONE = DEMO.workshopAdmin.phone;

/** Signs in through the Hindi sign-in card, reading the code from the SMS outbox. */
async function signInInHindi(page: Page, { pickHindi }: { pickHindi: boolean }) {
  await page.goto('/');
  if (pickHindi) await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByPlaceholder('अपना मोबाइल नंबर डालें').fill(PHONE);
  const before = countOtpsSentTo(PHONE);
  await page.getByRole('button', { name: 'OTP पाएँ' }).click();
  await expect(page.getByText('OTP आपके फ़ोन पर भेज दिया गया है।')).toBeVisible();
  const code = await readOtpFromOutbox(PHONE, before);
  await page.getByRole('textbox', { name: 'अंक 1' }).fill(code[0]!);
  for (let i = 1; i < 6; i += 1) await page.keyboard.type(code[i]!);
  await page.getByRole('button', { name: 'OTP जाँचें' }).click();
  await expect(page).toHaveURL(/\/workshop(\/dashboard\/default)?$/);
}

/** The text of the last SMS the `file` transport wrote to a phone. */
function lastSmsTextTo(phone: string): string {
  const lines = readFileSync(SMS_OUTBOX_FILE, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { to: string; text: string });
  return lines.filter((line) => line.to.endsWith(phone)).at(-1)?.text ?? '';
}

test.describe('the console in Hindi', () => {
  // Whole journeys with two sign-ins each: on a loaded 2-core machine they outlast the default 60 s.
  test.describe.configure({ timeout: 180_000 });
  // The admin's language lives on the server: put it back so the other journeys run in English.
  test.afterEach(async ({ page }) => {
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '').catch(() => '');
    if (token) await page.request.put('/api/v1/me/language', { headers: { authorization: `Bearer ${token}` }, data: { language: 'en' } });
  });

  test('signs in in Hindi, keeps Hindi on the admin, and the next sign-in and its SMS are in Hindi', async ({ page, browser }) => {
    await signInInHindi(page, { pickHindi: true });
    await expect(page.getByText('आप साइन इन हो गए हैं!')).toBeVisible();
    await expect.poll(async () => (await apiGet<{ language: string }>(page, '/api/v1/me')).language).toBe('hi');

    // The shell: menu, page title, profile menu and logout dialog in Hindi.
    const menu = page.getByRole('navigation', { name: 'मुख्य मेन्यू' });
    await expect(menu.getByRole('link', { name: 'कर्मचारियों की सूची' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'बुकिंग' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('hindi-dashboard-wide.png') });
    await page.getByRole('button', { name: /खाता मेन्यू$/ }).click();
    await expect(page.getByText('वर्कशॉप एडमिन')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('hindi-profile-menu-wide.png') });
    await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
    const dialog = page.getByRole('dialog', { name: 'लॉग आउट की पुष्टि करें' });
    await expect(dialog.getByText('क्या आप सच में लॉग आउट करना चाहते हैं?')).toBeVisible();
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();

    // Another device: Hindi without choosing it, and the sign-in code's SMS in Hindi.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    try {
      await phone.goto('/');
      await expect(phone.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await phone.screenshot({ path: test.info().outputPath('english-sign-in-phone.png') });
      await phone.getByPlaceholder('Enter Your Mobile Number').fill(PHONE);
      const before = countOtpsSentTo(PHONE);
      await phone.getByRole('button', { name: 'GET OTP' }).click();
      const code = await readOtpFromOutbox(PHONE, before);
      expect(lastSmsTextTo(PHONE)).toBe(`${code} आपका Carcare Partner Console साइन-इन कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`);
      await phone.getByRole('textbox', { name: 'Digit 1' }).fill(code[0]!);
      for (let i = 1; i < 6; i += 1) await phone.keyboard.type(code[i]!);
      await phone.getByRole('button', { name: 'Verify OTP' }).click();
      // Nothing picked in this browser: the admin's Hindi, saved on the server, applies.
      await expect(phone).toHaveURL(/\/workshop(\/dashboard\/default)?$/);
      await expect(phone.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
      await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
      await phone.screenshot({ path: test.info().outputPath('hindi-dashboard-phone.png') });
      await phone.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await expect(phone.getByRole('link', { name: 'कर्मचारियों की सूची' })).toBeVisible();
      await phone.screenshot({ path: test.info().outputPath('hindi-drawer-phone.png') });
    } finally {
      await other.close();
    }
  });

  test('says a wrong code in Hindi', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByPlaceholder('अपना मोबाइल नंबर डालें').fill(PHONE);
    const before = countOtpsSentTo(PHONE);
    await page.getByRole('button', { name: 'OTP पाएँ' }).click();
    const code = await readOtpFromOutbox(PHONE, before);
    const wrong = code.split('').map((digit) => String((Number(digit) + 1) % 10)).join('');
    await page.getByRole('textbox', { name: 'अंक 1' }).fill(wrong[0]!);
    for (let i = 1; i < 6; i += 1) await page.keyboard.type(wrong[i]!);
    await page.getByRole('button', { name: 'OTP जाँचें' }).click();
    await expect(page.getByText('OTP गलत है')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('hindi-wrong-code-wide.png') });
  });

  test('the requests list with a status filter, and the phone booking form’s validation, in Hindi', async ({ page }) => {
    await signInInHindi(page, { pickHindi: true });
    await page.getByRole('navigation', { name: 'मुख्य मेन्यू' }).getByRole('link', { name: 'बुकिंग' }).click();
    await expect(page).toHaveURL(/\/workshop\/list-requests/);
    await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'सर्विस बुकिंग' });
    await expect(grid.getByRole('columnheader', { name: 'ग्राहक' })).toBeVisible();

    await page.getByRole('combobox', { name: 'स्थिति' }).click();
    await page.getByRole('option', { name: 'पूरा', exact: true }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(grid.getByText('पूरा', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* बुकिंग$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('hindi-requests-wide.png') });

    await page.getByRole('button', { name: 'नई बुकिंग' }).click();
    const dialog = page.getByRole('dialog', { name: 'फ़ोन पर नई बुकिंग' });
    await dialog.getByRole('button', { name: 'बुकिंग दर्ज करें' }).click();
    await expect(dialog.getByText('गाड़ी का प्रकार चुनें')).toBeVisible();
    await expect(dialog.getByText('यह जानकारी ठीक से भरें').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('hindi-booking-errors-wide.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('hindi-requests-phone.png') });
  });
});
