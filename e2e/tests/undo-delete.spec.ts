import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

const SHOTS = '/tmp/shots/undo-delete';
const BANNER = 'Diwali detailing week';
const DRAFT_SOP = 'Ceramic coating in the workshop bay';
/** Switched off in the demo, so no booking gives it and it can be deleted. */
const UNUSED_REASON = 'Heavy rain in the area';
const REASON_SHOTS = '/tmp/shots/undo-more';

/** The Undo message, wide (1440×900) and on a phone (390×844), for looking at (outside the repository). */
async function shootBothSizes(page: Page, name: string, folder = SHOTS): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}-wide.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${folder}/${name}-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Deletes a listed record by its row's Delete button, confirmed. */
async function deleteListed(page: Page, title: string, deleteLabel = 'Delete', confirmLabel = deleteLabel): Promise<void> {
  await page.getByRole('button', { name: `${deleteLabel}: ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel }).click();
}

/** The banners listed once the demo's banner is among them. */
async function bannerCount(list: Locator): Promise<number> {
  await expect(list.getByRole('listitem', { name: BANNER })).toBeVisible({ timeout: 30_000 });
  return list.getByRole('listitem').count();
}

// Each journey signs in and walks several pages: more time than the default, never a wait.
test.describe.configure({ timeout: 180_000 });

test.describe('Undo after a delete or a deactivation', () => {
  test('a deleted banner comes back with Undo; deleted again, the super admin restores it from the Deleted filter', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/promotionalbanners');
    const list = page.getByRole('list', { name: 'Promotional banners' });
    // Other journeys may have added banners before this one: the count is taken, not assumed.
    const before = await bannerCount(list);

    // The confirmation stays before the delete; the message then offers Undo.
    await deleteListed(page, BANNER);
    const message = page.getByRole('alert').filter({ hasText: 'Banner deleted' });
    await expect(list.getByRole('listitem')).toHaveCount(before - 1);
    await message.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Restored', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem', { name: BANNER })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(before);

    // Deleted again and left (its message pictured): the Deleted filter lists it with Restore.
    await deleteListed(page, BANNER);
    await expect(message.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(before - 1);
    await shootBothSizes(page, 'banner-undo-en');
    await page.getByRole('button', { name: 'Deleted', exact: true }).click();
    const deleted = page.getByRole('list', { name: 'Deleted banners' });
    await expect(deleted.getByRole('listitem', { name: BANNER })).toBeVisible();
    await deleted.getByRole('button', { name: `Restore: ${BANNER}` }).click();
    // Other journeys' deleted banners may stay listed; this one leaves the list.
    await expect(deleted.getByRole('listitem', { name: BANNER })).toHaveCount(0);
    await page.getByRole('button', { name: 'Deleted', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(before);
  });

  test('a deleted draft SOP comes back with Undo, even from the list the delete went back to', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/sop');
    const grid = page.getByRole('grid');
    await grid.getByRole('gridcell', { name: DRAFT_SOP }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const message = page.getByRole('alert').filter({ hasText: 'SOP deleted' });
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/main\/sop$/);
    await expect(grid.getByRole('gridcell', { name: DRAFT_SOP })).toBeHidden();
    await message.getByRole('button', { name: 'Undo' }).click();
    await expect(grid.getByRole('gridcell', { name: DRAFT_SOP })).toBeVisible();
  });

  test('a deleted cancellation reason comes back with Undo, in its place', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/reasons');
    const grid = page.getByRole('grid', { name: 'Cancellation reasons' });
    await expect(grid.getByRole('gridcell', { name: UNUSED_REASON, exact: true })).toBeVisible({ timeout: 30_000 });
    await deleteListed(page, UNUSED_REASON);
    const message = page.getByRole('alert').filter({ hasText: 'Reason deleted' });
    await expect(message.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: UNUSED_REASON, exact: true })).toBeHidden();
    await shootBothSizes(page, 'reason-undo-en', REASON_SHOTS);
    await message.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Restored', { exact: true })).toBeVisible();
    await expect(grid.getByRole('row').last()).toContainText(UNUSED_REASON);
  });

  test('a discarded policy draft is restored from the Deleted filter', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/concerns');
    const editor = page.getByRole('textbox', { name: 'Text (Markdown)' });
    await expect(editor).toHaveValue(/\S/);
    await editor.fill('# Consent Form\n\nA draft worth keeping.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('dialog', { name: 'Discard the draft?' }).getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Draft discarded' }).getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(editor).not.toHaveValue(/A draft worth keeping/);

    await page.getByRole('button', { name: 'Deleted', exact: true }).click();
    const deleted = page.getByRole('list', { name: 'Discarded drafts' });
    await deleted.getByRole('button', { name: 'Restore: # Consent Form' }).first().click();
    await expect(page.getByText('Restored', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Deleted', exact: true }).click();
    await expect(editor).toHaveValue(/A draft worth keeping/);
    await expect(page.getByText('Draft: not visible to customers')).toBeVisible();
  });

  test('a deactivated worker is active again with Undo', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop(\/dashboard\/default)?$/);
    await page.goto('/workshop/workshop-list?status=active');
    const grid = page.getByRole('grid', { name: 'Workers' });
    await expect(grid.getByRole('row')).not.toHaveCount(1, { timeout: 30_000 });
    // The first cell ticks the row (bulk actions); the name opens the profile.
    await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
    await expect(page).toHaveURL(/\/workshop\/workshprofile\/\d+$/);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate this worker?' }).getByRole('button', { name: 'Deactivate' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Worker deactivated' });
    await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
    await message.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Restored', { exact: true })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  });

});

test.describe('Undo in Hindi', () => {
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('the Undo message and its button speak Hindi', async ({ page }) => {
    await signInInHindi(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/promotionalbanners');
    const list = page.getByRole('list', { name: 'प्रचार बैनर' });
    const before = await bannerCount(list);
    await deleteListed(page, BANNER, 'हटाएँ');
    const message = page.getByRole('alert').filter({ hasText: 'बैनर हटा दिया गया' });
    await expect(message.getByRole('button', { name: 'पहले जैसा करें' })).toBeVisible();
    await shootBothSizes(page, 'banner-undo-hi');
    await message.getByRole('button', { name: 'पहले जैसा करें' }).click();
    await expect(page.getByText('वापस लाया गया', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(before);
  });

  test('the reason Undo message speaks Hindi', async ({ page }) => {
    await signInInHindi(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/reasons');
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: UNUSED_REASON, exact: true })).toBeVisible({ timeout: 30_000 });
    await deleteListed(page, UNUSED_REASON, 'हटाएँ');
    const message = page.getByRole('alert').filter({ hasText: 'कारण हटाया गया' });
    await expect(message.getByRole('button', { name: 'पहले जैसा करें' })).toBeVisible();
    await shootBothSizes(page, 'reason-undo-hi', REASON_SHOTS);
    await message.getByRole('button', { name: 'पहले जैसा करें' }).click();
    await expect(page.getByText('वापस लाया गया', { exact: true })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: UNUSED_REASON, exact: true })).toBeVisible();
  });
});
