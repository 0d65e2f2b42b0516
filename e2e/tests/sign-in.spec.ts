import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO, countOtpsSentTo, readOtpFromOutbox, signIn, signInThroughCard } from '../support/auth';

test.describe('sign-in', () => {
  test('the super admin signs in with phone and OTP and lands on /main with the Management Panel title', async ({ page }) => {
    await signInThroughCard(page, DEMO.superAdmin.phone, /\/main$/);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveTitle('Management Panel');
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('the workshop admin lands on /workshop titled Workshop Admin', async ({ page }) => {
    await signInThroughCard(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await expect(page).toHaveTitle('Workshop Admin');
  });

  test('the society manager lands on /society titled Society Admin', async ({ page }) => {
    await signInThroughCard(page, DEMO.societyManager.phone, /\/society$/);
    await expect(page).toHaveTitle('Society Admin');
  });

  test('the phone field keeps digits only, at most 10, and an empty phone is refused with the spec message', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Sign In', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter your Phone to get OTP.')).toBeVisible();
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await expect(page.getByText('Please enter your phone number.')).toBeVisible();
    const phone = page.getByPlaceholder('Enter Your Mobile Number');
    await phone.pressSequentially('+91 98a76-543210999');
    await expect(phone).toHaveValue('9198765432');
  });

  test('OTP boxes move focus forward on a digit and back on Backspace, and refuse an incomplete code', async ({ page }) => {
    await page.goto('/');
    const phone = DEMO.societyManager.phone;
    await page.getByPlaceholder('Enter Your Mobile Number').fill(phone);
    const before = countOtpsSentTo(phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await readOtpFromOutbox(phone, before);
    const first = page.getByRole('textbox', { name: 'Digit 1' });
    await first.click();
    await page.keyboard.type('1');
    await expect(page.getByRole('textbox', { name: 'Digit 2' })).toBeFocused();
    await page.keyboard.type('x');
    await expect(page.getByRole('textbox', { name: 'Digit 2' })).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(first).toBeFocused();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Please enter the 6-digit OTP.')).toBeVisible();
  });

  test('pasting a whole code fills the six boxes and signs in', async ({ page }) => {
    await page.goto('/');
    const phone = DEMO.workshopAdmin.phone;
    await page.getByPlaceholder('Enter Your Mobile Number').fill(phone);
    const before = countOtpsSentTo(phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    const code = await readOtpFromOutbox(phone, before);
    await page.getByRole('textbox', { name: 'Digit 1' }).focus();
    await page.evaluate((text) => {
      const target = document.activeElement as HTMLElement;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    for (let i = 0; i < 6; i += 1) await expect(page.getByRole('textbox', { name: `Digit ${i + 1}` })).toHaveValue(code[i]!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/workshop$/);
  });

  test('a wrong code shows the server message and keeps the user on the sign-in page', async ({ page }) => {
    await page.goto('/');
    const phone = DEMO.superAdmin.phone;
    await page.getByPlaceholder('Enter Your Mobile Number').fill(phone);
    const before = countOtpsSentTo(phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    const code = await readOtpFromOutbox(phone, before);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /invalid|incorrect|wrong/i })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sign-in page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'GET OTP' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the sign-in page follows the dark mode chosen in the console, and stays accessible in it', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('data-mode', 'dark');
    // The dark palette's page and card (src/theme/palette.ts), not the light gradient.
    await expect(main).toHaveCSS('background-color', 'rgb(17, 25, 54)');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toHaveCSS('color', 'rgb(100, 181, 246)');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the sign-in page loads no MUI, emotion or notistack code; the console loads them after sign-in', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'GET OTP' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /\/(ui-core|ConsoleShell)-/.test(url))).toEqual([]);
    const drawnWithEmotion = await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length);
    expect(drawnWithEmotion).toBe(0);
  });
});
