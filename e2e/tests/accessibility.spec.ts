import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { flattenMenu, menuForUserType, type UserType } from '@carcare/contracts';
import { DEMO, apiGet, signIn } from '../support/auth';

/** The axe rules of WCAG 2.0 and 2.1, levels A and AA: what the console promises. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const VIEWPORTS = {
  wide: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} satisfies Record<string, BrowserContextOptions>;
type ViewportName = keyof typeof VIEWPORTS;

const ROLES: readonly { role: UserType; phone: string; home: string }[] = [
  { role: 'super_admin', ...DEMO.superAdmin },
  { role: 'workshop_admin', ...DEMO.workshopAdmin },
  { role: 'society_manager', ...DEMO.societyManager },
];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedIn = new Map<string, StorageState>();

/** A context of `phone`'s admin at a viewport; the admin signs in once and every later context reuses the session. */
async function contextOf(browser: Browser, phone: string, home: string, viewport: ViewportName): Promise<BrowserContext> {
  let state = signedIn.get(phone);
  if (!state) {
    const context = await browser.newContext();
    await signIn(await context.newPage(), phone, new RegExp(`${home}(/dashboard/default)?$`));
    state = await context.storageState();
    signedIn.set(phone, state);
    await context.close();
  }
  return browser.newContext({ ...VIEWPORTS[viewport], storageState: state });
}

/** Waits until the page shows its content: no loading bar or placeholder left, no colour still fading in. */
async function settled(page: Page) {
  const main = page.locator('main');
  // The console's first load, code and session, takes longest on a busy machine.
  await expect(main).toBeVisible({ timeout: 30_000 });
  await expect(main).not.toBeEmpty();
  // A shown indeterminate progress bar (no aria-valuenow) stands for data not in yet. Skeletons stay
  // where a part loads only when scrolled to, and hold no text for axe to read.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])').filter({ visible: true })).toHaveCount(0);
  // axe reads colours as they are at that moment: a chip or a button still fading in would be misread.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length)).toBe(0);
}

/** The serious and critical WCAG 2.1 AA violations on the page as it is, one line each: rule, where, the elements. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Only violations are read: axe then keeps a single node of what passed, which makes a long grid's page quicker to check.
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) on ${where}: ${violation.nodes.length} × ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Every page of a role's menu, as the console's menu lists it, so a new page is checked without a change here. */
function menuPages(role: UserType): { url: string; title: string }[] {
  return flattenMenu(menuForUserType(role)).flatMap((entry) => (entry.url && !entry.external ? [{ url: entry.url, title: entry.title }] : []));
}

/**
 * Opens a page of the console already loaded, as its menu would: the router follows the address
 * without the whole console loading again. The page's heading changes when its page is in.
 */
async function openInConsole(page: Page, url: string, title: string) {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: to, idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await expect(page).toHaveURL(url);
  // The page header's heading comes first; a page may show a document with its own.
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(title);
}

test.describe('every menu page meets WCAG 2.1 AA (axe: no serious or critical violation)', () => {
  for (const { role, phone, home } of ROLES) {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      test(`${role}, ${viewport}`, async ({ browser }) => {
        const pages = menuPages(role);
        test.setTimeout(60_000 + pages.length * 30_000);
        const context = await contextOf(browser, phone, home, viewport);
        const page = await context.newPage();
        await page.goto(pages[0]!.url);
        const found: string[] = [];
        for (const [index, { url, title }] of pages.entries()) {
          if (index > 0) await openInConsole(page, url, title);
          await settled(page);
          const here = await seriousViolations(page, `${url} (${viewport})`);
          // Said as each page is checked, so a run cut short still tells what it found.
          for (const line of here) console.log(line);
          found.push(...here);
        }
        await context.close();
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
});

test.describe('record pages and a form dialog meet WCAG 2.1 AA', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test(`a request's details, a worker's profile and the Record leave dialog, ${viewport}`, async ({ browser }) => {
      const { phone, home } = DEMO.workshopAdmin;
      const context = await contextOf(browser, phone, home, viewport);
      const page = await context.newPage();
      await page.goto('/workshop');
      const requests = await apiGet<{ data: { id: number }[] }>(page, '/api/v1/requests?page_size=1');
      const workers = await apiGet<{ data: { id: number }[] }>(page, '/api/v1/workers?page_size=1');
      test.setTimeout(180_000);
      const found: string[] = [];

      const details = `/workshop/service-details/${requests.data[0]!.id}`;
      await page.goto(details);
      await settled(page);
      found.push(...(await seriousViolations(page, `${details} (${viewport})`)));

      const profile = `/workshop/workshprofile/${workers.data[0]!.id}`;
      await page.goto(profile);
      await settled(page);
      found.push(...(await seriousViolations(page, `${profile} (${viewport})`)));

      await page.goto('/workshop/listofleaves');
      await settled(page);
      await page.getByRole('button', { name: 'Record leave' }).click();
      await expect(page.getByRole('dialog', { name: 'Record leave' })).toBeVisible();
      await settled(page);
      found.push(...(await seriousViolations(page, `the Record leave dialog (${viewport})`)));

      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
