import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readZip, sheetRows } from '../../apps/api/test/zip-reader';
import { apiGet, DEMO, signIn } from '../support/auth';

const progressPanel = (page: Page) => page.getByRole('region', { name: 'Export progress' });

/** Clicks an export button and returns the downloaded file's bytes, as the browser saved them to disk. */
async function exportFile(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test.describe('exports', () => {
  test.describe.configure({ timeout: 120_000 });

  test('requests export as CSV and XLSX, streamed to disk with the progress panel, in words and India time', async ({ page }, testInfo) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/requests?status=pending');
    await expect(page.getByRole('grid', { name: 'Service requests' }).getByRole('row')).not.toHaveCount(1, { timeout: 30_000 });

    const csv = await exportFile(page, 'Export CSV');
    expect(csv.name).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    // The grid's columns, in its order: the code first, then status and the time in India time.
    expect(lines[0]).toBe('Code,Status,Scheduled at (India time),Customer,Phone,Vehicle,Registration,Service,Workshop,Society,Worker,Amount (₹),Payment status');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',Pending,'))).toBe(true);
    expect(lines[1]).toMatch(/^SR-\d{6},Pending,\d{4}-\d\d-\d\d \d\d:\d\d,/);
    // The server reported the end; the panel says so.
    const panel = progressPanel(page);
    await expect(panel.getByText(new RegExp(`Done: ${(lines.length - 1).toLocaleString('en-IN')} rows`))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('export-done-wide.png') });
    const results = await new AxeBuilder({ page }).include('[aria-label="Export progress"]').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();

    const xlsx = await exportFile(page, 'Export XLSX (Excel)');
    expect(xlsx.name).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = sheetRows(readZip(xlsx.bytes).get('xl/worksheets/sheet1.xml')!);
    expect(sheet).toHaveLength(lines.length);
    expect(sheet[0]!.join(',')).toBe(lines[0]);
    expect(sheet[1]![0]).toBe(lines[1]!.split(',')[0]);
    await expect(panel.getByText(/^Done: /)).toBeVisible();
    // Once the export has ended, the title no longer says it is under way.
    await expect(panel.getByRole('heading', { name: 'Excel (XLSX) export' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('export-done-phone.png') });
  });

  test('the Absent List exports its filtered leaves, in the columns shown', async ({ page }, testInfo) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '');
    for (const day of ['2027-09-06', '2027-09-08']) {
      const recorded = await page.request.post('/api/v1/leaves', {
        headers: { authorization: `Bearer ${token}` },
        data: { worker_id: 10, start_date: day, end_date: day, type: 'casual', reason: 'Export journey', approve: day === '2027-09-06' },
      });
      expect(recorded.status()).toBe(201);
    }
    await page.goto('/workshop/listofleaves?from=2027-09-01&to=2027-09-30&sort=start_date');
    const grid = page.getByRole('grid', { name: 'Leaves' });
    await expect(grid.getByRole('row').filter({ hasText: 'Export journey' })).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath('absent-list-export-wide.png') });

    const csv = await exportFile(page, 'Export CSV');
    expect(csv.name).toMatch(/^leaves-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    // The grid's columns in its order (the id first; Reason brings the decision with it), no actions.
    expect(lines[0]).toBe('ID,Worker,From,To,Days,Type,Status,Reason,Decided by,Decision note');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 8).join(','))).toEqual([
      'Anil Tanwar,2027-09-06,2027-09-06,1,Casual,Approved,Export journey',
      'Anil Tanwar,2027-09-08,2027-09-08,1,Casual,Pending,Export journey',
    ]);
    await expect(progressPanel(page).getByText(/^Done: 2 rows/)).toBeVisible();
    await progressPanel(page).getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('absent-list-export-phone.png') });
  });

  test('reviews export as XLSX, filtered, in the columns shown', async ({ page }, testInfo) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/reviews?rating=5');
    const grid = page.getByRole('grid', { name: 'Reviews' });
    await expect(grid.getByRole('row')).not.toHaveCount(1, { timeout: 30_000 });
    const total = Number((await apiGet<{ total: number }>(page, '/api/v1/reviews?rating=5&page_size=1')).total);
    await page.screenshot({ path: testInfo.outputPath('reviews-export-wide.png') });

    const xlsx = await exportFile(page, 'Export XLSX (Excel)');
    expect(xlsx.name).toMatch(/^reviews-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = sheetRows(readZip(xlsx.bytes).get('xl/worksheets/sheet1.xml')!);
    // The grid's columns in its order (the id first; no actions), every five-star review.
    expect(sheet[0]).toEqual(['ID', 'Created at (India time)', 'Request', 'Workshop', 'Worker', 'Customer', 'Rating', 'Comment', 'Reply', 'Replied at (India time)', 'Status', 'Moderation reason']);
    expect(sheet).toHaveLength(total + 1);
    expect(sheet.slice(1).every((row) => row[6] === '5')).toBe(true);
    await expect(progressPanel(page).getByText(new RegExp(`^Done: ${total.toLocaleString('en-IN')} rows`))).toBeVisible();
  });

  test('user concerns export as CSV, filtered, in the columns shown, every row of the list', async ({ page }, testInfo) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/userconcerns?status=open&sort=code');
    const grid = page.getByRole('grid', { name: 'User concerns' });
    await expect(grid.getByRole('row')).not.toHaveCount(1, { timeout: 30_000 });
    const total = Number((await apiGet<{ total: number }>(page, '/api/v1/concerns?status=open&page_size=1')).total);
    expect(total).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('concerns-export-wide.png') });

    const csv = await exportFile(page, 'Export CSV');
    expect(csv.name).toMatch(/^concerns-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    // The grid's columns in its order (the subject brings its category, the customer the phone and channel).
    expect(lines[0]).toBe('Code,Status,Priority,Subject,Category,Customer,Phone,Channel,Workshop,Request,Created at (India time)');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => /^UC-\d{6},Open,/.test(line))).toBe(true);
    await expect(progressPanel(page).getByText(new RegExp(`^Done: ${total.toLocaleString('en-IN')} rows`))).toBeVisible();
  });
});
