import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

const REPORTS = '/api/v1/client-errors';
const SHOTS = '/tmp/shots/client-errors';

/** The console's reports to the API, and the API's answers to them. */
function watchReports(page: Page) {
  const sent: { body: Record<string, string>; status: Promise<number> }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith(REPORTS) || request.method() !== 'POST') return;
    sent.push({ body: request.postDataJSON() as Record<string, string>, status: request.response().then((response) => response?.status() ?? 0) });
  });
  return sent;
}

const reportedCount = async (page: Page, kind: string) => {
  const text = await (await page.request.get('/metrics')).text();
  return Number(new RegExp(`carcare_client_errors_total\\{kind="${kind}"\\} (\\d+)`).exec(text)?.[1] ?? 'NaN');
};

test.describe('errors from the browser', () => {
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('a page whose code fails to load shows the calm error page with a reference, reported to the API, and Reload recovers', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const before = await reportedCount(page, 'chunk_load');
    const sent = watchReports(page);
    // The workers page's code cannot be fetched, as after a deploy that replaced it.
    await page.route(/\/assets\/WorkerListPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/workshop/workshop-list?q=9876543210');

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByTestId('error-reference')).toHaveText(/^[0-9A-F]{8}$/);
    const reference = (await page.getByTestId('error-reference').textContent()) ?? '';
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.body).toMatchObject({ kind: 'chunk_load', reference, path: '/workshop/workshop-list' });
    expect(JSON.stringify(sent[0]!.body)).not.toContain('9876543210');
    expect(await sent[0]!.status).toBe(202);
    expect(await reportedCount(page, 'chunk_load')).toBe(before + 1);
    await page.screenshot({ path: `${SHOTS}/en-wide.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/en-phone.png` });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.unroute(/\/assets\/WorkerListPage-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('in Hindi the error page speaks Hindi', async ({ page }) => {
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.route(/\/assets\/WorkerListPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/workshop/workshop-list');
    await expect(page.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'दोबारा लोड करें' })).toBeVisible();
    await expect(page.getByText('संदर्भ:')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/hi-wide.png` });
  });

  test('a promise nobody awaited is reported, and the page goes on', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const before = await reportedCount(page, 'unhandled_rejection');
    const sent = watchReports(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('nobody awaited this'));
    });
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.body).toMatchObject({ kind: 'unhandled_rejection', message: 'nobody awaited this', path: '/main' });
    expect(await sent[0]!.status).toBe(202);
    expect(await reportedCount(page, 'unhandled_rejection')).toBe(before + 1);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});
