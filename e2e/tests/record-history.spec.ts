import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

const SHOTS = '/tmp/shots/history-tab';
const PHONE_VIEWPORT = { width: 390, height: 844 };
const WIDE_VIEWPORT = { width: 1440, height: 900 };

/** A worker of the workshop admin's own workshop, made for this journey so no other journey sees its rename. */
async function newWorker(page: Page, name: string): Promise<number> {
  const phone = `95${String(Date.now()).slice(-8)}`;
  const worker = await apiPost<{ id: number }>(page, '/api/v1/workers', { name, phone, skills: ['exterior_wash'], id_proof_type: 'aadhaar', id_proof_number: `${phone}12`, joined_on: '2025-12-01' });
  return worker.id;
}

/** Wide, then phone: the page as it is, then the same page on a phone (no horizontal overflow there). */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(WIDE_VIEWPORT);
  await page.screenshot({ path: `${SHOTS}/${name}-wide.png`, fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(WIDE_VIEWPORT);
}

test.describe('record history', () => {
  test("a workshop admin renames a worker, and the worker's History tab shows the change with who and when", async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    // Another journey may have renamed the admin on their profile: who made the change is read, not assumed.
    const me = await apiGet<{ name: string }>(page, '/api/v1/me');
    const name = `History Check ${String(Date.now()).slice(-5)}`;
    const id = await newWorker(page, name);

    await page.goto(`/workshop/workshprofile/${id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit worker' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Jr`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Worker updated')).toBeVisible();

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\?tab=history$/);
    const changes = page.getByRole('list', { name: 'Changes, newest first' });
    const newest = changes.getByRole('listitem').first();
    await expect(newest.getByRole('heading', { name: 'Update' })).toBeVisible();
    await expect(newest).toContainText(`${me.name} (Workshop Admin)`);
    await expect(newest.locator('time')).toHaveText(/\d{1,2} \w{3} \d{4}/);
    const nameRow = newest.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /^Name/ });
    await expect(nameRow).toContainText(name);
    await expect(nameRow).toContainText(`${name} Jr`);
    // The creation is below it, oldest last.
    await expect(changes.getByRole('listitem').nth(1).getByRole('heading', { name: 'Create' })).toBeVisible();

    // A reload keeps the History tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first()).toContainText(`${name} Jr`);
    await shoot(page, 'worker-history-en');

    // The Details tab still shows the profile.
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page).not.toHaveURL(/tab=history/);
    await expect(page.getByRole('heading', { name: `${name} Jr` })).toBeVisible();
  });

  test('the History tab speaks Hindi', async ({ page }) => {
    try {
      await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
      const me = await apiGet<{ name: string }>(page, '/api/v1/me');
      const name = `Itihas Check ${String(Date.now()).slice(-5)}`;
      const id = await newWorker(page, name);
      await page.goto(`/workshop/workshprofile/${id}?tab=history`);
      await expect(page.getByRole('tab', { name: 'इतिहास' })).toHaveAttribute('aria-selected', 'true');
      const newest = page.getByRole('list', { name: 'बदलाव, सबसे नए पहले' }).getByRole('listitem').first();
      await expect(newest.getByRole('heading', { name: 'बनाया' })).toBeVisible();
      await expect(newest).toContainText(`${me.name} (वर्कशॉप एडमिन)`);
      await expect(newest.getByRole('table', { name: 'बदले गए फ़ील्ड' })).toContainText(name);
      await shoot(page, 'worker-history-hi');
    } finally {
      await restoreEnglish(page);
    }
  });

  test("a super admin switches a banner twice, and its History shows both changes, newest first", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/promotionalbanners');
    const banner = page.getByRole('list', { name: 'Promotional banners' }).getByRole('listitem').first();
    const title = (await banner.getAttribute('aria-label')) ?? '';
    const active = banner.getByLabel(`Active: ${title}`);
    const wasOn = await active.isChecked();
    // Switched twice: the banner ends as it was, for the journeys after this one.
    await active.click();
    await expect(active).toBeChecked({ checked: !wasOn });
    await active.click();
    await expect(active).toBeChecked({ checked: wasOn });

    await banner.getByRole('button', { name: `History: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `History: ${title}` });
    const items = dialog.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    const [last, first] = wasOn ? ['Activate', 'Deactivate'] : ['Deactivate', 'Activate'];
    await expect(items.nth(0).getByRole('heading', { name: last, exact: true })).toBeVisible();
    await expect(items.nth(1).getByRole('heading', { name: first, exact: true })).toBeVisible();
    await expect(items.nth(0)).toContainText('(Super Admin)');
    await expect(items.nth(0).getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /^Active/ })).toContainText(wasOn ? 'NoYes' : 'YesNo');
    await shoot(page, 'banner-history-en');
  });
});
