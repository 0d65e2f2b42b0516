import { expect, test, type Page, type Route } from '@playwright/test';
import { apiGet, DEMO, signIn } from '../support/auth';
import { BIG_BASE_URL, seedRequestsOnce, startRequestsServer } from '../support/bigServer';

/**
 * Generated requests for this journey: about 1,060 reviews, some 40 of them hidden, so "all
 * matching" is above the 1,000 a bulk call acts on at once and runs as a job on the server.
 */
const REQUESTS = 1500;

// The console on a fresh copy of its own seeded folder (the journey hides reviews): on BIG_PORT.
test.use({ baseURL: BIG_BASE_URL });

let server: Awaited<ReturnType<typeof startRequestsServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  const seconds = seedRequestsOnce(REQUESTS);
  console.log(seconds === null ? `[bulk-job] ${REQUESTS} requests already seeded` : `[bulk-job] seeded ${REQUESTS} requests in ${seconds.toFixed(1)} s`);
  const started = Date.now();
  server = await startRequestsServer(REQUESTS, { fresh: true });
  console.log(`[bulk-job] server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  await server?.stop();
});

const count = (n: number) => n.toLocaleString('en-IN');
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('hiding every review matching (> 1000) runs as a job: progress with counts, then the refused ones with reasons', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.superAdmin.phone, /\/main$/, server!.outboxFile);
  const all = await apiGet<{ total: number; total_is_estimate?: boolean }>(page, '/api/v1/reviews?page_size=1');
  const hidden = (await apiGet<{ total: number }>(page, '/api/v1/reviews?page_size=1&status=hidden')).total;
  expect(all.total).toBeGreaterThan(1000);
  expect(hidden).toBeGreaterThan(0);
  // The hidden reviews of the first page: the refused rows the page has copies of, ticked again at the end.
  const firstPage = await apiGet<{ data: { status: string }[] }>(page, '/api/v1/reviews?page_size=25');
  const hiddenOnPage = firstPage.data.filter((review) => review.status === 'hidden').length;

  await page.goto('/main/reviews');
  const grid = page.getByRole('grid', { name: 'Reviews' });
  const dataRows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(dataRows.first()).toBeVisible({ timeout: 30_000 });
  await dataRows.nth(0).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected reviews' });
  await bar.getByRole('button', { name: `Select all ${count(all.total)} matching` }).click();
  await expect(bar).toContainText(`${count(all.total)} selected`);

  await bar.getByRole('button', { name: 'Hide' }).click();
  const confirm = page.getByRole('dialog', { name: `Hide ${count(all.total)} reviews?` });
  await expect(confirm).toContainText(`This runs as a job on the server, ${count(all.total)} rows a batch at a time`);
  await confirm.getByRole('textbox').fill('Cleaning up old reviews');
  await shot(page, 'bulk-job-confirm-wide');
  // Until the reload below, the page hears of the job's progress but not of its end: had it learned
  // the end first, it would show the outcome before the reload (and, rightly, not again after it),
  // however fast the server works through the rows. The server's answer saying so is held, never
  // delivered to this page; the reloaded page gets every answer.
  let holdEnds = true;
  const heldEnds: Route[] = [];
  await page.route(/\/api\/v1\/bulk-jobs\/\d+$/, async (route) => {
    const response = await route.fetch();
    const job = (await response.json()) as { status: string };
    if (holdEnds && job.status !== 'queued' && job.status !== 'running') heldEnds.push(route);
    else await route.fulfill({ response }).catch(() => undefined);
  });
  await confirm.getByRole('button', { name: `Hide ${count(all.total)}` }).click();

  // The progress panel: rows processed of the total, the counts so far, Cancel.
  const panel = page.getByRole('region', { name: 'Bulk action progress' });
  await expect(panel.getByText(new RegExp(`^[\\d,]+ of ${count(all.total)} rows processed$`))).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/^[\d,]+ done · [\d,]+ refused$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await shot(page, 'bulk-job-progress-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeInViewport();
  await shot(page, 'bulk-job-progress-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  // A reload while the job runs loses nothing: the page finds the job again, follows it (or, had it
  // ended meanwhile, reads how it ended) and shows the same outcome.
  holdEnds = false;
  await page.reload();
  for (const route of heldEnds) await route.abort().catch(() => undefined);

  // The end: every published review hidden, the hidden ones refused with the single action's reason.
  const result = page.getByRole('dialog', { name: `${count(all.total - hidden)} done · ${count(hidden)} refused` });
  await expect(result).toBeVisible({ timeout: 90_000 });
  await expect(panel).toBeHidden();
  const refused = result.getByRole('list', { name: 'Refused reviews' }).getByRole('listitem');
  await expect(refused).toHaveCount(hidden);
  await expect(refused.first()).toContainText('This review is hidden; only published reviews can be hidden');
  await shot(page, 'bulk-job-result-wide');
  await result.getByRole('button', { name: 'Select the refused ones' }).click();
  if (hiddenOnPage > 0) await expect(bar).toContainText(`${hiddenOnPage} selected`);
  else await expect(bar).toBeHidden();
  expect((await apiGet<{ total: number }>(page, '/api/v1/reviews?page_size=1&status=published')).total).toBe(0);
});
