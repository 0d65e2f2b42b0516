import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { withoutLiveStream } from '../support/network';
import { consoleRoutePaths } from '../support/consoleRoutes';

/*
 * Every server-paged list of every role, found by visiting each route of the console's feature
 * descriptors: a page that shows a pager is a list, and must page, sort and keep its place as an
 * operator expects. A new list page is covered here without a new test.
 */

const pager = (page: Page) => page.locator('.MuiTablePagination-root');
const shown = (page: Page) => pager(page).locator('.MuiTablePagination-displayedRows');
const params = (page: Page) => new URL(page.url()).searchParams;
/** The ids of the rows the grid shows, in order. */
const rowIds = (page: Page) => page.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

/** "26–50 of 360" → { from: 26, to: 50, total: 360 } (the demo's lists are small enough to be counted exactly). */
async function range(page: Page): Promise<{ from: number; to: number; total: number }> {
  const text = (await shown(page).textContent()) ?? '';
  const match = /(\d+)–(\d+) of ([\d,]+)$/.exec(text);
  expect(match, `pager text "${text}"`).not.toBeNull();
  return { from: Number(match![1]), to: Number(match![2]), total: Number(match![3]!.replaceAll(',', '')) };
}

async function expectRange(page: Page, from: number, to: number) {
  await expect(shown(page)).toHaveText(new RegExp(`^${from}–${to} of `));
}

/** The page URL with the given parameters (and none of the others). */
function at(path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

/** The header the list is sorted by, or the first sortable one; none for a list kept in a set order. */
async function sortHeader(page: Page): Promise<Locator | undefined> {
  const sorted = page.locator('[role="columnheader"][aria-sort="ascending"], [role="columnheader"][aria-sort="descending"]');
  if ((await sorted.count()) > 0) return sorted.first();
  const sortable = page.locator('[role="columnheader"].MuiDataGrid-columnHeader--sortable');
  return (await sortable.count()) > 0 ? sortable.first() : undefined;
}

/** The sorted column reverses, then reverses back, each time from page 1. */
async function checkSortReverses(page: Page, header: Locator, size: number, total: number) {
  const field = await header.getAttribute('data-field');
  const column = page.locator(`[role="columnheader"][data-field="${field}"]`);
  const before = (await header.getAttribute('aria-sort')) ?? 'none';
  await column.locator('.MuiDataGrid-columnHeaderTitle').click();
  const flipped = before === 'ascending' ? 'descending' : before === 'descending' ? 'ascending' : /ascending|descending/;
  await expect(column).toHaveAttribute('aria-sort', flipped);
  const firstSort = params(page).get('sort');
  expect(firstSort?.replace(/^-/, '')).toBe(field);
  expect(params(page).get('page')).toBeNull();
  await expectRange(page, 1, Math.min(size, total));
  await column.locator('.MuiDataGrid-columnHeaderTitle').click();
  await expect(column).toHaveAttribute('aria-sort', firstSort!.startsWith('-') ? 'ascending' : 'descending');
  expect(params(page).get('sort')).toBe(firstSort!.startsWith('-') ? field : `-${field}`);
}

/**
 * Goes to `url` inside the running console as its own links do (a history entry the router reads on
 * popstate), without loading the page again: a full load is a cold start of the console, and the
 * journey keeps those for the reloads it checks.
 */
async function openInConsole(page: Page, url: string) {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: 'e2e', idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await expect.poll(() => { const now = new URL(page.url()); return now.pathname + now.search; }).toBe(url);
}

/** Moves one page with the pager's own button. */
async function turnPage(page: Page, direction: 'next' | 'previous') {
  await pager(page).getByRole('button', { name: `Go to ${direction} page` }).click();
}

async function checkList(page: Page, path: string) {
  // The pager says 0–0 until the first answer is in (and for a list that is empty).
  await expect(shown(page)).not.toHaveText(/^0–0 of 0$/, { timeout: 5000 }).catch(() => undefined);
  const { total } = await range(page);
  // Smaller lists page by 10 or by 2 (a link may name any size), so that even the demo's short
  // lists have pages to move through.
  const size = total > 75 ? 25 : total > 30 ? 10 : 2;
  const sizeParam: Record<string, number> = size === 25 ? {} : { page_size: size };
  const pages = Math.ceil(total / size);
  test.info().annotations.push({ type: 'list', description: `${path}: ${total} rows, ${pages} pages of ${size}` });
  if (size !== 25) {
    await openInConsole(page, at(path, sizeParam));
    await expectRange(page, 1, Math.min(size, total));
  }

  // Page 2 reached by Next (by the cursor of page 1, on the large lists) is page 2 as its link
  // shows it on a reload (by its offset), and as Previous from page 3 shows it (page 3 itself
  // loaded by its link).
  let secondPage: (string | null)[] = [];
  if (pages >= 2) {
    // The pager follows the URL at once, the rows only once their answer is in: page 1 is read
    // when it holds exactly a page of rows (not the previous size's rows still shown meanwhile).
    await expect.poll(async () => (await rowIds(page)).length).toBe(Math.min(size, total));
    const firstPage = await rowIds(page);
    await turnPage(page, 'next');
    await expectRange(page, size + 1, Math.min(2 * size, total));
    expect(params(page).get('page')).toBe('2');
    const secondLength = Math.min(size, total - size);
    await expect.poll(async () => { const ids = await rowIds(page); return ids.length === secondLength && ids.join() !== firstPage.join(); }).toBe(true);
    secondPage = await rowIds(page);
    // Nothing on the page takes it back to page 1 a moment later.
    await page.waitForTimeout(800);
    await expectRange(page, size + 1, Math.min(2 * size, total));
    expect(params(page).get('page')).toBe('2');
    await page.reload();
    await expectRange(page, size + 1, Math.min(2 * size, total));
    await expect.poll(() => rowIds(page)).toEqual(secondPage);
  }

  if (pages >= 3) {
    await turnPage(page, 'next');
    await expectRange(page, 2 * size + 1, Math.min(3 * size, total));
    await page.reload();
    await expectRange(page, 2 * size + 1, Math.min(3 * size, total));
    expect(params(page).get('page')).toBe('3');
    await turnPage(page, 'previous');
    await expectRange(page, size + 1, 2 * size);
    await expect.poll(() => rowIds(page)).toEqual(secondPage);
  }

  const header = await sortHeader(page);
  if (header) await checkSortReverses(page, header, size, total);
  else test.info().annotations.push({ type: 'list', description: `${path}: kept in a set order, no sortable column` });

  // A page-size change goes back to page 1.
  if (pages >= 2) {
    await openInConsole(page, at(path, { ...sizeParam, page: 2 }));
    await expectRange(page, size + 1, Math.min(2 * size, total));
    await pager(page).getByRole('combobox').click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expectRange(page, 1, Math.min(50, total));
    expect(params(page).get('page')).toBeNull();
    expect(params(page).get('page_size')).toBe('50');
  }

  // A search or filter change goes back to page 1.
  if (pages >= 2) {
    await openInConsole(page, at(path, { ...sizeParam, page: 2 }));
    await expectRange(page, size + 1, Math.min(2 * size, total));
    const toolbar = page.getByRole('toolbar', { name: 'List filters' });
    // Every list's search box is labelled "Search …"; a list the server cannot search has none.
    const search = toolbar.getByRole('textbox', { name: /^Search/ });
    if ((await search.count()) > 0) {
      await search.fill('a');
      await expect.poll(() => params(page).get('q')).toBe('a');
    } else {
      await toolbar.getByRole('combobox').first().click();
      await page.getByRole('option').nth(1).click();
    }
    await expect.poll(() => params(page).get('page')).toBeNull();
    await expect(shown(page)).toHaveText(/^(1–\d+|0–0) of /);
  }
}

const ROLES = [
  { role: 'super_admin', phone: DEMO.superAdmin.phone, home: DEMO.superAdmin.home, atLeast: 10 },
  { role: 'workshop_admin', phone: DEMO.workshopAdmin.phone, home: DEMO.workshopAdmin.home, atLeast: 4 },
  { role: 'society_manager', phone: DEMO.societyManager.phone, home: DEMO.societyManager.home, atLeast: 2 },
] as const;

for (const { role, phone, home, atLeast } of ROLES) {
  test(`every server-paged list of the ${role} pages, sorts both ways and keeps its place`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    // Whether a page is a list is known once the network settles.
    await withoutLiveStream(page);
    await signIn(page, phone, new RegExp(`${home}$`));
    const lists: string[] = [];
    for (const path of await consoleRoutePaths(role)) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      // A list shows its pager once its first answer is in; other pages have none.
      await page.waitForLoadState('networkidle');
      if ((await pager(page).count()) === 0) continue;
      lists.push(path);
      await test.step(path, () => checkList(page, path));
    }
    expect(lists.length, `lists found: ${lists.join(', ')}`).toBeGreaterThanOrEqual(atLeast);
  });
}
