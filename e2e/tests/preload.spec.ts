import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiGet, countOtpsSentTo, readOtpFromOutbox, signIn } from '../support/auth';

/** The script URLs the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const asked = (urls: string[], chunk: string) => urls.some((url) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(url));

test.describe('code arrives before it is needed', () => {
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

  test("opening a list's address asks for its rows, its columns and its filters' options with its code, once each, before the page has mounted", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    // In order: each API call as it is asked for, and the list page's own code as it arrives.
    const events: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) events.push(url.pathname + url.search);
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/RequestListPage-[\w-]+\.js$/.test(new URL(request.url()).pathname)) events.push('page code arrived');
    });
    // A fresh load of the list's address (the page's code is not in memory yet).
    await page.goto('/main/requests?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const list = events.filter((event) => event.startsWith('/api/v1/requests?'));
    expect(list).toEqual([expect.stringContaining('status=pending')]);
    // The admin's columns of the list and the options of its filters come with the rows, not after
    // the page has mounted: the grid is drawn once with them instead of again as each arrives.
    const withRows = ['/api/v1/me/preferences/list.service-requests', '/api/v1/services/options', '/api/v1/societies/options', '/api/v1/workshops/options'];
    for (const call of withRows) expect(events.filter((event) => event === call), call).toHaveLength(1);
    const arrived = events.indexOf('page code arrived');
    expect(arrived).toBeGreaterThan(-1);
    for (const call of [list[0]!, ...withRows]) expect(events.indexOf(call), call).toBeLessThan(arrived);
  });

  test("opening a request's address asks for the request with its code, once, before the page's code has arrived", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const { data } = await apiGet<{ data: { id: number; code: string }[] }>(page, '/api/v1/requests?page_size=1');
    const [request] = data;
    const events: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/')) events.push(url.pathname);
    });
    page.on('requestfinished', (done) => {
      if (/\/assets\/RequestDetailsPage-[\w-]+\.js$/.test(new URL(done.url()).pathname)) events.push('page code arrived');
    });
    await page.goto(`/main/service-details/${request!.id}`);
    await expect(page.getByText(request!.code).first()).toBeVisible();
    const record = `/api/v1/requests/${request!.id}`;
    expect(events.filter((event) => event === record)).toHaveLength(1);
    expect(events.indexOf('page code arrived')).toBeGreaterThan(-1);
    expect(events.indexOf(record)).toBeLessThan(events.indexOf('page code arrived'));
  });

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
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/WideDataGrid-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
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
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!signed-in-preload-).*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
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
