import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO, apiGet, countOtpsSentTo, readOtpFromOutbox, signIn } from '../support/auth';
import { withoutLiveStream } from '../support/network';

/** The script URLs the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The board's calls for a day (path and query) the page has made so far. */
function dayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/schedule') calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/** The board's chip of the day's hours (or of its closing), drawn from the day's answer. */
const dayDrawn = (page: Page) => page.getByText(/^(Open \d\d:\d\d–\d\d:\d\d|Closed)/).first();

/** The path of the console's chunk `name`. */
const chunkPath = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
const asked = (urls: string[], chunk: string) => urls.some((url) => chunkPath(chunk).test(url));

/** Holds back the scripts whose path matches `pattern` until released, as a slow network would. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('code arrives before it is needed', () => {
  // These tests read what a page asked for once the network settles.
  test.beforeEach(({ page }) => withoutLiveStream(page));

  test('while the admin types the OTP, the console shell and the dashboard load', async ({ page }) => {
    const urls = scriptRequests(page);
    await page.goto('/');
    const phone = DEMO.superAdmin.phone;
    await page.getByPlaceholder('Enter Your Mobile Number').fill(phone);
    // The phone step has not asked for the console: MUI's shell and the layout wait for the code step.
    await page.waitForLoadState('networkidle');
    expect(['ConsoleShell', 'ui-core', 'MainLayout'].filter((chunk) => asked(urls, chunk))).toEqual([]);
    const before = countOtpsSentTo(phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await readOtpFromOutbox(phone, before);
    await expect
      .poll(() => ['ConsoleShell', 'ui-core', 'MainLayout', 'DashboardPage'].filter((chunk) => !asked(urls, chunk)))
      .toEqual([]);
    // Nothing has been verified yet: still on the sign-in page.
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
  });

  test('pointing at a menu item loads its page before the click', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const urls = scriptRequests(page);
    const item = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transactions' });
    // The pointer comes to the item again until its page is asked for: once in CI, a pointer that
    // arrived while the console was still mounting reached no handler, and a resting pointer sends no
    // new event. The click still comes after the page's code has been asked for.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await item.hover();
        // A list page brings the grid's code with its own on a wide screen.
        return asked(urls, 'TransactionListPage') && asked(urls, 'WideDataGrid');
      })
      .toBe(true);
    await item.click();
    await expect(page).toHaveURL(/\/main\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  });

  test("opening a list's address asks for its rows, its columns and its filters' options while its code is still on its way, once each", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
    });
    // A fresh load of the list's address, the page's own code held back: the calls cannot wait for it.
    const release = await holdScripts(page, chunkPath('RequestListPage'));
    await page.goto('/main/requests?status=pending', { waitUntil: 'commit' });
    // The admin's columns of the list and the options of its filters come with the rows, not after
    // the page has mounted: the grid is drawn once with them instead of again as each arrives.
    const withRows = ['/api/v1/me/preferences/list.service-requests', '/api/v1/services/options', '/api/v1/societies/options', '/api/v1/workshops/options'];
    await expect.poll(() => withRows.filter((call) => !calls.includes(call))).toEqual([]);
    await expect.poll(() => calls.filter((call) => call.startsWith('/api/v1/requests?'))).toEqual([expect.stringContaining('status=pending')]);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.startsWith('/api/v1/requests?'))).toHaveLength(1);
    for (const call of withRows) expect(calls.filter((event) => event === call), call).toHaveLength(1);
  });

  test("opening a request's address asks for the request while the page's code is still on its way, once", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const { data } = await apiGet<{ data: { id: number; code: string }[] }>(page, '/api/v1/requests?page_size=1');
    const [request] = data;
    const calls: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    const release = await holdScripts(page, chunkPath('RequestDetailsPage'));
    await page.goto(`/main/service-details/${request!.id}`, { waitUntil: 'commit' });
    const record = `/api/v1/requests/${request!.id}`;
    await expect.poll(() => calls.includes(record)).toBe(true);
    release();
    await expect(page.getByText(request!.code).first()).toBeVisible();
    expect(calls.filter((call) => call === record)).toHaveLength(1);
  });

  test("opening the board's address asks for its day before any of the console's code has arrived, and the board draws that answer without asking again", async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const days = dayCalls(page);
    const release = await holdScripts(page, chunkPath('startConsole'));
    await page.goto('/workshop/schedule', { waitUntil: 'commit' });
    await expect.poll(() => days.length).toBe(1);
    release();
    await expect(dayDrawn(page)).toBeVisible();
    expect(days).toHaveLength(1);
  });

  for (const failure of [
    { name: 'fails on the network', answer: (route: Route) => route.abort('failed') },
    { name: 'is refused', answer: (route: Route) => route.fulfill({ status: 401, json: { code: 'UNAUTHENTICATED', message: 'Token expired' } }) },
  ]) {
    test(`when the board's early call for its day ${failure.name}, the board asks for the day itself and draws it`, async ({ page }) => {
      await signIn(page, DEMO.superAdmin.phone, /\/main$/);
      const { data } = await apiGet<{ data: { id: number }[] }>(page, '/api/v1/workshops?page_size=1');
      const days = dayCalls(page);
      let early = true;
      await page.route('**/api/v1/schedule?*', async (route) => {
        if (!early) return route.continue();
        early = false;
        return failure.answer(route);
      });
      await page.goto(`/main/schedule?workshop_id=${data[0]!.id}`);
      await expect(dayDrawn(page)).toBeVisible();
      expect(days).toHaveLength(2);
      expect(new Set(days).size).toBe(1);
    });
  }

  for (const screen of [
    { name: 'a wide screen', size: { width: 1440, height: 900 }, chunks: ['RequestListPage', 'WideDataGrid'], rows: 'grid' as const },
    { name: 'a phone', size: { width: 390, height: 844 }, chunks: ['RequestListPage'], rows: 'list' as const },
  ]) {
    test(`on ${screen.name}, opening a list's address asks for the list's code before the console's code has matched the address`, async ({ page }) => {
      await page.setViewportSize(screen.size);
      await signIn(page, DEMO.superAdmin.phone, /\/main$/);
      const chunks: string[] = [];
      page.on('request', (request) => {
        const name = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
        if (name) chunks.push(name);
      });
      // The console's route table is held back: until it arrives, the console's code cannot match
      // the address to a page and ask for that page's code itself.
      const release = await holdScripts(page, chunkPath('route-table'));
      await page.goto('/main/requests', { waitUntil: 'commit' });
      await expect.poll(() => chunks.includes('route-table')).toBe(true);
      await expect.poll(() => screen.chunks.filter((chunk) => chunks.includes(chunk))).toEqual(screen.chunks);
      // A phone draws cards: the grid's code is not asked for.
      expect(chunks.includes('WideDataGrid')).toBe(screen.chunks.includes('WideDataGrid'));
      release();
      await expect(page.getByRole(screen.rows, { name: 'Service requests' }).getByRole(screen.rows === 'grid' ? 'row' : 'listitem').nth(1)).toBeVisible();
    });
  }

  test("on a phone a list shows its rows as cards and never loads the grid's code; widened, it loads the grid", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const urls = scriptRequests(page);
    await page.goto('/main/requests');
    const cards = page.getByRole('list', { name: 'Service requests' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // The next page, as an operator on a phone would go.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked(urls, 'RequestListPage')).toBe(true);
    expect(asked(urls, 'WideDataGrid')).toBe(false);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('grid', { name: 'Service requests' }).getByRole('row').nth(1)).toBeVisible();
    expect(asked(urls, 'WideDataGrid')).toBe(true);
  });

  test("while a wide screen waits for the grid's code, the list shows its tools and pager and a progress bar in the grid's place", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const release = await holdScripts(page, chunkPath('WideDataGrid'));
    await page.goto('/main/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    // The pager, whatever the count (other journeys add requests).
    await expect(page.getByText(/^1–25 of [\d,]+$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    release();
    await expect(page.getByRole('grid', { name: 'Service requests' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  });

  test("a list's first visit leaves its forms' code until one opens: New request, then Views' Save current view", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const urls = scriptRequests(page);
    await page.goto('/main/requests');
    await expect(page.getByRole('grid', { name: 'Service requests' }).getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(['useConsoleForm', 'NewRequestDialog', 'SavedViewDialogs'].filter((chunk) => asked(urls, chunk))).toEqual([]);
    await page.getByRole('button', { name: 'New request' }).click();
    const booking = page.getByRole('dialog', { name: 'New phone booking' });
    await expect(booking).toBeVisible();
    expect(asked(urls, 'NewRequestDialog')).toBe(true);
    await booking.getByRole('button', { name: 'Cancel' }).click();
    await expect(booking).toHaveCount(0);
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('button', { name: 'Save current view…' }).click();
    await expect(page.getByRole('dialog', { name: 'Save current view' })).toBeVisible();
    expect(asked(urls, 'SavedViewDialogs')).toBe(true);
  });

  test("a request's details page loads its action dialogs' code when the pointer reaches the actions, and the super admin never loads the reply form", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const pending = await apiGet<{ data: { id: number; code: string }[] }>(page, '/api/v1/requests?status=pending&page_size=1');
    const request = pending.data[0];
    expect(request, 'the demo has a pending request').toBeDefined();
    const urls = scriptRequests(page);
    await page.goto(`/main/service-details/${request!.id}`);
    await expect(page.getByRole('heading', { name: request!.code })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(['RequestActionDialogs', 'useConsoleForm', 'ReviewReplyForm'].filter((chunk) => asked(urls, chunk))).toEqual([]);

    const reject = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Reject' });
    await reject.hover();
    await expect.poll(() => asked(urls, 'RequestActionDialogs')).toBe(true);
    await reject.click();
    const dialog = page.getByRole('dialog', { name: 'Reject this request?' });
    await expect(dialog.getByRole('textbox', { name: 'Reason for rejecting' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await expect(dialog).toHaveCount(0);

    // A completed request's review: read by the super admin, who may hide it but not reply.
    await page.goto('/main/service-details/9');
    await expect(page.getByRole('region', { name: 'Customer review' }).getByRole('img', { name: /out of 5$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked(urls, 'ReviewReplyForm')).toBe(false);
  });

  test('a signed-in visit asks for the shell, the layout and the home page with the entry, and for the figures once', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const preloaded = () =>
      page.evaluate(() => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((link) => new URL(link.href).pathname));
    const dashboardCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/dashboard') dashboardCalls.push(request.url());
    });
    await page.goto('/workshop');
    await expect(page.getByText(/^Welcome, /)).toBeVisible();
    const onHome = await preloaded();
    expect(['ConsoleShell', 'roleRoutes', 'MainLayout', 'DashboardPage'].filter((chunk) => !asked(onHome, chunk))).toEqual([]);
    // The route asked for the figures while the page's code loaded; the page took that answer.
    await expect(page.getByRole('region', { name: 'Requests today', exact: true }).locator('[data-figure]')).toBeVisible();
    expect(dashboardCalls).toHaveLength(1);

    // Another page: the shell and the layout, not the dashboard's code.
    await page.goto('/workshop/list-requests');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const onList = await preloaded();
    expect(asked(onList, 'MainLayout')).toBe(true);
    expect(asked(onList, 'DashboardPage')).toBe(false);
  });

  test('signed out, the sign-in page asks for none of the console', async ({ page }) => {
    const urls = scriptRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(['ConsoleShell', 'ui-core', 'MainLayout', 'roleRoutes', 'DashboardPage'].filter((chunk) => asked(urls, chunk))).toEqual([]);
  });

  test("a signed-in visit draws the console's frame and the welcome line before its code arrives, and the console takes their place", async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const name = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? 'null') as { currentUser: { name: string } }).currentUser.name);
    // The console's code is held back, as on a slow network: only the small signed-in script arrives.
    const release = await holdScripts(page, /\/assets\/(?!signed-in-preload-).*\.js$/);
    await page.goto('/workshop', { waitUntil: 'commit' });
    const frame = page.locator('#first-frame');
    await expect(frame.getByText(`Welcome, ${name}`, { exact: true })).toBeVisible();
    await expect(frame.getByText('Dashboard', { exact: true })).toBeVisible();
    // The frame is decoration for the eye only: nothing in it is offered to assistive technology.
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    release();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(frame).toHaveCount(0);
    await expect(page.getByText(`Welcome, ${name}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('signed out, no frame is drawn over the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'GET OTP' })).toBeVisible();
    await expect(page.locator('#first-frame')).toHaveCount(0);
  });
});
