import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

async function switchUser(page: Page, phone: string, home: RegExp) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, phone, home);
}

test.describe('reviews', () => {
  test('the workshop admin replies once to a review on its request; the super admin hides it with a reason', async ({ page }) => {
    test.setTimeout(120_000);
    // SR-000009 is a completed request of the first workshop with a 5-star review and no reply (demo seed).
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/service-details/9');
    const card = page.getByRole('region', { name: 'Customer review' });
    await expect(card.getByRole('img', { name: '5 out of 5' })).toBeVisible();
    await card.getByRole('textbox', { name: 'Your reply' }).fill('Thank you! See you at the next wash.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(card.getByText('Thank you! See you at the next wash.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send reply' })).toHaveCount(0);

    await switchUser(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/reviews?workshop_id=1');
    const grid = page.getByRole('grid', { name: 'Reviews' });
    await grid.getByRole('button', { name: 'Hide review SR-000009' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide review' });
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Posted twice by the same customer');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(page.getByText('Review hidden')).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Publish review SR-000009' })).toBeVisible();
  });
});

test.describe('SOPs', () => {
  test('the super admin writes an SOP with ordered steps, saves it as a draft and publishes it', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Interior shampoo checklist ${String(Date.now()).slice(-6)}`;
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/sop');
    await page.getByRole('button', { name: 'Create SOP' }).first().click();
    await expect(page).toHaveURL(/\/main\/create-sop$/);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('combobox', { name: 'Linked service' }).click();
    await page.getByRole('option', { name: 'Interior Deep Cleaning' }).click();
    await page.getByRole('textbox', { name: 'Step 1' }).fill('Vacuum seats and carpets');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Step 2 is empty')).toBeVisible();
    await page.getByRole('textbox', { name: 'Step 2' }).fill('Remove floor mats');
    // The mats come out first: move step 2 up.
    await page.getByRole('button', { name: 'Move step 2 up' }).click();
    await expect(page.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Remove floor mats');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('textbox', { name: 'Step 3' }).fill('Shampoo and extract');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('SOP saved as a draft')).toBeVisible();
    await expect(page).toHaveURL(/create-sop\?id=\d+/);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Publish this SOP?' }).getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('SOP published')).toBeVisible();
    // Published steps are read only, in the saved order.
    await expect(page.getByRole('textbox', { name: 'Step 1' })).toHaveCount(0);
    await expect(page.getByText('Remove floor mats')).toBeVisible();

    await page.goto('/main/sop');
    await page.getByRole('textbox', { name: 'Search SOPs' }).fill(title);
    const row = page.getByRole('grid', { name: 'SOPs' }).getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Published')).toBeVisible();
    await expect(row.getByText('3 steps')).toBeVisible();
  });
});
