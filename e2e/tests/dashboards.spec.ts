import { expect, test, type Locator, type Page } from '@playwright/test';
import { REQUEST_STATUSES, flattenMenu, formatInr, menuForUserType, type Dashboard, type SocietyManagerDashboard, type SuperAdminDashboard, type WorkshopAdminDashboard } from '@carcare/contracts';
import { DEMO, apiGet, signIn } from '../support/auth';

interface ListTotal {
  total: number;
}

const total = async (page: Page, path: string) => (await apiGet<ListTotal>(page, `${path}${path.includes('?') ? '&' : '?'}page_size=1`)).total;

/** The big number of a stat card, found by the card's title. */
const figure = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true }).locator('[data-figure]');

/** The count beside a status link of the "Requests by status" list. */
const statusCount = (page: Page, label: string): Locator =>
  page.getByRole('list', { name: 'Requests by status' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: label, exact: true }) }).locator('span');

const STATUS_LABELS: Record<(typeof REQUEST_STATUSES)[number], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  assigned: 'Assigned',
  in_progress: 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

async function dashboardOf<T extends Dashboard>(page: Page, query = ''): Promise<T> {
  return apiGet<T>(page, `/api/v1/dashboard${query}`);
}

async function expectStatusesMatchList(page: Page, range: { from: string; to: string }) {
  let sum = 0;
  for (const status of REQUEST_STATUSES) {
    const expected = await total(page, `/api/v1/requests?status=${status}&from=${range.from}&to=${range.to}`);
    await expect(statusCount(page, STATUS_LABELS[status]), status).toHaveText(String(expected));
    sum += expected;
  }
  return sum;
}

test.describe('Dashboards show figures that match the data', () => {
  test('super admin: counts, revenue, requests by status and the date range', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await expect(figure(page, 'Active workshops')).toBeVisible();
    const dash = await dashboardOf<SuperAdminDashboard>(page);

    await expect(figure(page, 'Active workshops')).toHaveText(String(await total(page, '/api/v1/workshops?status=active')));
    await expect(figure(page, 'Active societies')).toHaveText(String(await total(page, '/api/v1/societies?status=active')));
    await expect(figure(page, 'Requests today')).toHaveText(String(await total(page, `/api/v1/requests?from=${dash.today}&to=${dash.today}`)));
    const month = dash.revenue.this_month;
    const totals = await apiGet<{ net_paise: number }>(page, `/api/v1/transactions/totals?from=${month.from}&to=${month.to}`);
    await expect(figure(page, 'Revenue this month')).toHaveText(formatInr(totals.net_paise));
    const concerns = (await total(page, '/api/v1/concerns?status=open')) + (await total(page, '/api/v1/concerns?status=in_progress'));
    await expect(figure(page, 'Open concerns')).toHaveText(String(concerns));
    const inRange = await expectStatusesMatchList(page, dash.range);
    expect(inRange).toBeGreaterThan(0);
    await expect(page.getByText(`${inRange} requests in the range`).first()).toBeVisible();
    await expect(page.getByRole('group', { name: /^Requests per day/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Top workshops by rating' }).getByRole('listitem')).toHaveCount(dash.top_workshops.length);

    // A narrower range, kept in the URL, changes the figures to that range's.
    // Date fields read and write dd/mm/yyyy; the URL keeps YYYY-MM-DD.
    const from = dash.range.to.slice(0, 8) + '01';
    const fromText = `01/${from.slice(5, 7)}/${from.slice(0, 4)}`;
    await page.getByLabel('From', { exact: true }).fill(fromText);
    await expect(page).toHaveURL(new RegExp(`from=${from}`));
    await expectStatusesMatchList(page, { from, to: dash.range.to });
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(fromText);

    // A status opens the requests list with that filter.
    await page.getByRole('list', { name: 'Requests by status' }).getByRole('link', { name: 'Completed', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/main/requests\\?status=completed&from=${from}&to=${dash.range.to}$`));
  });

  test("workshop admin: its requests, today's schedule, who is on leave, open concerns", async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await expect(figure(page, 'Requests today')).toBeVisible();
    const dash = await dashboardOf<WorkshopAdminDashboard>(page);
    await expect(page.getByText(dash.workshop.name).first()).toBeVisible();

    const today = await total(page, `/api/v1/requests?from=${dash.today}&to=${dash.today}`);
    await expect(figure(page, 'Requests today')).toHaveText(String(today));
    if (today > 0) await expect(page.getByRole('list', { name: "Today's schedule" }).getByRole('listitem')).toHaveCount(Math.min(today, 50));
    else await expect(page.getByText('Nothing is scheduled for today.')).toBeVisible();
    const onLeave = await total(page, '/api/v1/leaves?status=approved');
    if (onLeave > 0) await expect(page.getByRole('list', { name: 'On leave today' }).getByRole('listitem')).toHaveCount(onLeave);
    else await expect(page.getByText('Every worker is available today.')).toBeVisible();
    const concerns = (await total(page, '/api/v1/concerns?status=open')) + (await total(page, '/api/v1/concerns?status=in_progress'));
    await expect(figure(page, 'Open concerns')).toHaveText(String(concerns));
    // The workshop admin's lists are its own: its figures are its workshop's only.
    expect(await expectStatusesMatchList(page, dash.range)).toBeGreaterThan(0);
  });

  test('society manager: workers serving the society, who is absent today, requests this week', async ({ page }) => {
    await signIn(page, DEMO.societyManager.phone, /\/society$/);
    await expect(figure(page, 'Workers serving your society')).toBeVisible();
    const dash = await dashboardOf<SocietyManagerDashboard>(page);
    const serving = (await total(page, '/api/v1/workers?status=active')) + (await total(page, '/api/v1/workers?status=on_leave'));
    await expect(figure(page, 'Workers serving your society')).toHaveText(String(serving));
    const absent = await total(page, '/api/v1/leaves?status=approved');
    await expect(figure(page, 'Absent today')).toHaveText(String(absent));
    if (absent > 0) await expect(page.getByRole('list', { name: 'Who is absent today' }).getByRole('listitem')).toHaveCount(absent);
    // The Absent List's "Today" shows pending leaves too: the card says how many, beside the approved count.
    const pending = await total(page, '/api/v1/leaves?status=pending');
    expect(pending).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Absent today', exact: true })).toContainText(`+${pending} pending approval`);
    await expect(figure(page, 'Requests this week')).toHaveText(String(dash.requests_this_week.total));
    expect(dash.requests_this_week.per_day).toHaveLength(7);
    await expect(page.getByLabel('From', { exact: true })).toHaveCount(0);
  });
});

test.describe('Help', () => {
  test('the society manager opens its help from the profile menu', async ({ page }) => {
    await signIn(page, DEMO.societyManager.phone, /\/society$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/society\/sample-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Help topics' }).getByRole('link', { name: 'Absent List', exact: true })).toHaveAttribute('href', '/society/listofleave');
  });

  test("the workshop admin's help lists its menu items with links", async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/sample-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const main = page.getByRole('region', { name: 'Help topics' });
    const items = flattenMenu(menuForUserType('workshop_admin'));
    for (const item of items) await expect(main.getByRole('link', { name: item.title, exact: true })).toHaveAttribute('href', item.url!);
    // The super admin's own pages are not in it.
    await expect(main.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Absent List', exact: true }).click();
    await expect(page).toHaveURL(/\/workshop\/listofleaves$/);
  });
});
