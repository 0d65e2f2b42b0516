import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

/** Records a leave of worker 10 (Anil Tanwar, the demo workshop's) through the API as the signed-in admin. */
async function recordLeave(page: Page, day: string, approve = false): Promise<void> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '');
  const response = await page.request.post('/api/v1/leaves', {
    headers: { authorization: `Bearer ${token}` },
    data: { worker_id: 10, start_date: day, end_date: day, type: 'casual', reason: 'Bulk journey', approve },
  });
  expect(response.status()).toBe(201);
}

test.describe('Absent List bulk decisions', () => {
  test('rows ticked on two pages are approved at once; the refused one is listed and can be selected again', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    // A week of its own, far ahead: three pending leaves and one already approved.
    for (const day of ['2027-06-01', '2027-06-03', '2027-06-05']) await recordLeave(page, day);
    await recordLeave(page, '2027-06-07', true);

    await page.goto('/workshop/listofleaves?from=2027-06-01&to=2027-06-10&sort=start_date&page_size=2');
    const grid = page.getByRole('grid', { name: 'Leaves' });
    const dataRows = grid.getByRole('row').filter({ hasText: 'Anil Tanwar' });
    await expect(dataRows).toHaveCount(2);
    await dataRows.nth(0).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Selected leaves' });
    await expect(bar).toContainText('1 selected');
    await expect(bar.getByRole('button', { name: 'Select all 4 matching' })).toBeVisible();

    // Page 2: the pending 5 June and the approved 7 June; the tick of page 1 is kept.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(dataRows.filter({ hasText: 'Approved' })).toHaveCount(1);
    await dataRows.nth(0).getByRole('checkbox').check();
    await dataRows.nth(1).getByRole('checkbox').check();
    await expect(bar).toContainText('3 selected');
    await page.screenshot({ path: test.info().outputPath('bulk-bar-wide.png') });

    await bar.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve 3 leaves?' });
    await confirm.getByRole('button', { name: 'Approve 3' }).click();

    const result = page.getByRole('dialog', { name: '2 done · 1 refused' });
    await expect(result).toBeVisible();
    const refused = result.getByRole('list', { name: 'Refused leaves' }).getByRole('listitem');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('Anil Tanwar');
    await expect(refused).toContainText('This leave is approved; only pending leaves can be approved');
    await page.screenshot({ path: test.info().outputPath('bulk-result-wide.png') });

    // The list shows the decisions; the refused leave can be ticked again in one click.
    await result.getByRole('button', { name: 'Select the refused ones' }).click();
    await expect(result).toBeHidden();
    await expect(bar).toContainText('1 selected');
    await expect(dataRows.filter({ hasText: 'Pending' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(dataRows.filter({ hasText: 'Approved' })).toHaveCount(1);
    await expect(dataRows.filter({ hasText: 'Pending' })).toHaveCount(1);

    // "Select all matching" sends the filter: the remaining pending leave is rejected with a reason.
    await page.goto('/workshop/listofleaves?from=2027-06-01&to=2027-06-10&status=pending&page_size=2');
    await expect(dataRows).toHaveCount(1);
    await dataRows.nth(0).getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject 1 leave?' });
    await reject.getByRole('button', { name: 'Reject 1' }).click();
    await expect(reject.getByText('Give a reason for rejecting')).toBeVisible();
    await reject.getByRole('textbox').fill('Short staffed');
    await reject.getByRole('button', { name: 'Reject 1' }).click();
    await expect(page.getByRole('dialog', { name: '1 done · 0 refused' })).toContainText('Every leave was decided.');
  });

  test('the bulk bar on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await recordLeave(page, '2027-07-01');
    await recordLeave(page, '2027-07-02');
    await page.goto('/workshop/listofleaves?from=2027-07-01&to=2027-07-05');
    // Phones show cards without checkboxes: "Select all matching" is the way to act on many.
    const bar = page.getByRole('region', { name: 'Selected leaves' });
    await bar.getByRole('button', { name: 'Select all 2 matching' }).click();
    await expect(bar).toContainText('2 selected');
    await page.screenshot({ path: test.info().outputPath('bulk-bar-phone.png'), fullPage: true });
    await bar.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve 2 leaves?' }).getByRole('button', { name: 'Approve 2' }).click();
    await expect(page.getByRole('dialog', { name: '2 done · 0 refused' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bulk-result-phone.png') });
  });
});
