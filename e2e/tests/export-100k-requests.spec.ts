import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { BIG_BASE_URL, BIG_OUTBOX_FILE, BIG_REQUESTS, seedBigDataOnce, startBigServer } from '../support/bigServer';

const progressPanel = (page: Page) => page.getByRole('region', { name: 'Export progress' });
/** "12,500 of about 100 K rows": the rows written so far, as the panel shows them. */
const ROWS_SO_FAR = /^([\d,]+) of about 100 K rows$/;

// The console on its own folder of 100,000 requests: seeded once per machine, started for this file.
test.use({ baseURL: BIG_BASE_URL });

let server: Awaited<ReturnType<typeof startBigServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  const seconds = seedBigDataOnce();
  console.log(seconds === null ? `[export-100k] ${BIG_REQUESTS} requests already seeded` : `[export-100k] seeded ${BIG_REQUESTS} requests in ${seconds.toFixed(1)} s`);
  const started = Date.now();
  server = await startBigServer();
  console.log(`[export-100k] server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  await server?.stop();
});

async function rowsShown(page: Page): Promise<number> {
  const text = (await progressPanel(page).getByText(ROWS_SO_FAR).textContent({ timeout: 1000 }).catch(() => null)) ?? '';
  return Number(ROWS_SO_FAR.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
}

test.describe('exporting 100,000 requests', () => {
  test.describe.configure({ timeout: 5 * 60_000 });

  test('a CSV of every request streams to disk with rows and bytes shown; an XLSX is cancelled midway', async ({ page }, testInfo) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/, BIG_OUTBOX_FILE);
    await page.goto('/main/requests');
    await expect(page.getByRole('grid', { name: 'Service requests' }).getByRole('row')).not.toHaveCount(1, { timeout: 30_000 });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const panel = progressPanel(page);
    // Progress against the estimated total, rows and bytes growing while the browser writes the file.
    await expect.poll(() => rowsShown(page), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(panel.getByText(/^\d+(\.\d)? (KB|MB)$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('export-progress-wide.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('export-progress-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    const path = await download.path();
    expect(await download.failure()).toBeNull();
    const lines = readFileSync(path!, 'utf8').trimEnd().split('\r\n');
    expect(lines.length - 1).toBeGreaterThanOrEqual(BIG_REQUESTS);
    await expect(panel.getByText(`Done: ${(lines.length - 1).toLocaleString('en-IN')} rows`, { exact: false })).toBeVisible({ timeout: 10_000 });
    await panel.getByRole('button', { name: 'Close' }).click();

    // Cancel: the server stops streaming, the browser marks the download failed, the panel says where it stopped.
    const xlsxDownloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX (Excel)' }).click();
    const xlsx = await xlsxDownloading;
    await expect.poll(() => rowsShown(page), { timeout: 60_000 }).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByText(/^Cancelled after [\d,]+ rows/)).toBeVisible({ timeout: 15_000 });
    expect(await xlsx.failure()).not.toBeNull();
    const stoppedAt = Number(/Cancelled after ([\d,]+) rows/.exec((await panel.getByText(/^Cancelled after/).textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(stoppedAt).toBeLessThan(BIG_REQUESTS);
    await page.screenshot({ path: testInfo.outputPath('export-cancelled-wide.png') });
  });
});
