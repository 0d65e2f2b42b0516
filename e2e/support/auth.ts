import { readFileSync, existsSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { SMS_OUTBOX_FILE } from '../e2e.env';

export const DEMO = {
  superAdmin: { phone: '9000000001', home: '/main' },
  workshopAdmin: { phone: '9000000002', home: '/workshop' },
  societyManager: { phone: '9000000003', home: '/society' },
} as const;

interface OutboxLine {
  to: string;
  code: string;
  at: string;
}

function outboxLines(outbox = SMS_OUTBOX_FILE): OutboxLine[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** Waits for a code sent to `phone` after `sentBefore` messages, as the `file` SMS transport wrote it. */
export async function readOtpFromOutbox(phone: string, sentBefore: number, outbox = SMS_OUTBOX_FILE): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const mine = outboxLines(outbox).filter((line) => line.to.endsWith(phone));
      code = mine.length > sentBefore ? (mine.at(-1)?.code ?? '') : '';
      return code;
    }, { message: `an OTP for ${phone} in the outbox` })
    .toMatch(/^\d{6}$/);
  return code;
}

export function countOtpsSentTo(phone: string, outbox = SMS_OUTBOX_FILE): number {
  return outboxLines(outbox).filter((line) => line.to.endsWith(phone)).length;
}

/** Signs in through the sign-in card, reading the code from the SMS outbox (another server's: its own outbox). */
export async function signInThroughCard(page: Page, phone: string, expectedPath: string | RegExp, outbox = SMS_OUTBOX_FILE): Promise<void> {
  await page.goto('/');
  await page.getByPlaceholder('Enter Your Mobile Number').fill(phone);
  const before = countOtpsSentTo(phone, outbox);
  await page.getByRole('button', { name: 'GET OTP' }).click();
  await expect(page.getByText('OTP sent to your phone.')).toBeVisible();
  const code = await readOtpFromOutbox(phone, before, outbox);
  await page.getByRole('textbox', { name: 'Digit 1' }).fill(code[0]!);
  for (let i = 1; i < 6; i += 1) await page.keyboard.type(code[i]!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(expectedPath);
}

const HOME_OF_ROLE: Record<string, string> = { super_admin: '/main', workshop_admin: '/workshop', society_manager: '/society' };

/**
 * Signs in as the sign-in card does, by its two calls (a code sent, then checked), stores the
 * session where the console keeps it and opens the admin's home. The card itself is proved by the
 * sign-in journeys (`signInThroughCard`); every other journey starts signed in, without drawing
 * the sign-in page first.
 */
export async function signIn(page: Page, phone: string, expectedPath: string | RegExp, outbox = SMS_OUTBOX_FILE): Promise<void> {
  const before = countOtpsSentTo(phone, outbox);
  const sent = await page.request.post('/admins/auth/admin/send-otp/', { data: { phone } });
  expect(sent.status(), `send-otp for ${phone}: ${await sent.text()}`).toBe(200);
  const otp = await readOtpFromOutbox(phone, before, outbox);
  const verified = await page.request.post('/admins/auth/admin/verify-otp/', { data: { phone, otp } });
  expect(verified.status(), `verify-otp for ${phone}: ${await verified.text()}`).toBe(200);
  const { data } = (await verified.json()) as { data: { admin: { user_type: string }; access: string; refresh: string } };
  // A small answer of the same origin to hold the storage, rather than a page of the console.
  await page.goto('/readyz');
  await page.evaluate((state) => localStorage.setItem('authState', JSON.stringify(state)), { currentUser: data.admin, token: data.access, r_token: data.refresh });
  await page.goto(HOME_OF_ROLE[data.admin.user_type] ?? '/');
  await expect(page).toHaveURL(expectedPath);
  // The address is the home's before the console's code has run; its header is drawn only once
  // the console runs (and listens for uncaught errors), which is where every journey starts.
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Calls the API as the admin signed in on `page`, with the access token its stored auth state holds. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '');
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Calls the API with a POST as the admin signed in on `page`; fails the test on an error answer. */
export async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '');
  const response = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * Signs in through the sign-in card with Hindi picked on it, which makes Hindi the admin's own
 * language (saved on the server): pair it with `restoreEnglish` after the test.
 */
export async function signInInHindi(page: Page, phone: string, home: RegExp): Promise<void> {
  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await signInOnHindiCard(page, phone, home);
}

/** Signs in through the sign-in card already shown in Hindi, reading the code from the SMS outbox. */
export async function signInOnHindiCard(page: Page, phone: string, home: RegExp): Promise<void> {
  await page.getByPlaceholder('अपना मोबाइल नंबर डालें').fill(phone);
  const before = countOtpsSentTo(phone);
  await page.getByRole('button', { name: 'OTP पाएँ' }).click();
  const code = await readOtpFromOutbox(phone, before);
  await page.getByRole('textbox', { name: 'अंक 1' }).fill(code[0]!);
  for (let i = 1; i < 6; i += 1) await page.keyboard.type(code[i]!);
  await page.getByRole('button', { name: 'OTP जाँचें' }).click();
  await expect(page).toHaveURL(home);
}

/** Puts the signed-in admin's language back to English, so the other journeys run in English. */
export async function restoreEnglish(page: Page): Promise<void> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '').catch(() => '');
  if (token) await page.request.put('/api/v1/me/language', { headers: { authorization: `Bearer ${token}` }, data: { language: 'en' } });
  await page.evaluate(() => localStorage.removeItem('carcare.language')).catch(() => undefined);
}
