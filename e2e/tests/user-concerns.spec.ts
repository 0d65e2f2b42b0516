import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

/** The seed's first concern (apps/api/src/seeds/seed-concerns.ts): workshop 1's, open, high priority. */
const SUBJECT = 'Scratch on the rear bumper after the foam wash';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('user concerns', () => {
  test('a workshop admin answers, starts and resolves a concern; the super admin sees it resolved with the reply', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const reply = `We will inspect the bumper tomorrow at 10 (ref ${String(Date.now()).slice(-5)}).`;
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/userconcerns');
    await choose(page, 'Status', 'Open');
    await page.getByRole('gridcell', { name: SUBJECT }).click();
    await expect(page).toHaveURL(/\/workshop\/userconcerns\/\d+$/);
    const concernPath = new URL(page.url()).pathname;
    const thread = page.getByRole('list', { name: 'Conversation' });
    await expect(thread.getByRole('listitem')).not.toHaveCount(0);

    await page.getByRole('textbox', { name: 'Reply to the customer' }).fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(thread.getByText(reply)).toBeVisible();

    const actions = page.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Start working' }).click();
    await expect(page.getByText('Concern in progress')).toBeVisible();
    await actions.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(page.getByText('Concern resolved')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Close', 'Reopen']);

    const superPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(superPage, DEMO.superAdmin.phone, /\/main$/);
    await superPage.goto('/main/userconcerns');
    await superPage.getByRole('textbox', { name: 'Search code, phone, name or subject' }).fill(SUBJECT);
    await choose(superPage, 'Workshop', 'Sparkle Auto Care');
    await expect(superPage).toHaveURL(/workshop_id=1/);
    // Other workshops have a concern with the same subject; once filtered, one row is left.
    await expect(superPage.getByRole('gridcell', { name: SUBJECT })).toHaveCount(1);
    await superPage.getByRole('gridcell', { name: SUBJECT }).click();
    await expect(superPage).toHaveURL(new RegExp(`/main/userconcerns/${concernPath.split('/').at(-1)}$`));
    await expect(superPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const header = superPage.getByRole('main');
    await expect(header.getByText('Resolved', { exact: true }).first()).toBeVisible();
    // The reply stands in the thread as the staff's (other journeys may have renamed the demo workshop admin).
    const replyItem = superPage.getByRole('list', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: reply });
    await expect(replyItem).toBeVisible();
    await expect(replyItem).toContainText('· Staff');
    await superPage.close();
  });

  test('the list filters survive a reload', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/userconcerns');
    await choose(page, 'Status', 'Resolved');
    await choose(page, 'Category', 'Damage');
    await page.getByLabel('From', { exact: true }).fill('01/01/2020');
    await expect(page).toHaveURL(/status=resolved/);
    await expect(page).toHaveURL(/category=damage/);
    await expect(page).toHaveURL(/from=2020-01-01/);
    const rows = page.getByRole('grid', { name: 'User concerns' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Resolved');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Resolved');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Damage');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('01/01/2020');
    await expect(rows.nth(1)).toContainText('Resolved');
    const statuses = await page.getByRole('grid', { name: 'User concerns' }).locator('[data-field="status"][role="gridcell"]').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Resolved']));
  });
});
