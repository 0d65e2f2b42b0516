import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO, signIn } from '../support/auth';

// The dashboard's own SVG bar charts (apps/web/src/features/dashboard/charts/BarChart.tsx): each bar
// shows its figure in a tooltip on hover and on keyboard focus, and opens the list behind it.
test.describe('dashboard charts', () => {
  test("hovering a day's bar shows its count, and clicking it opens that day's requests", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const perDay = page.getByRole('group', { name: /^Requests per day/ });
    const bars = perDay.getByRole('button');
    await expect(bars.first()).toBeVisible();
    // The tallest bar: the day with the most requests, as its name says.
    const names = await bars.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    const counts = names.map((name) => Number(/: (\d+) requests?$/.exec(name)?.[1] ?? -1));
    expect(counts.every((count) => count >= 0)).toBe(true);
    const busiest = counts.indexOf(Math.max(...counts));
    const bar = bars.nth(busiest);
    await bar.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Requests');
    await expect(tooltip).toContainText(String(counts[busiest]));
    await expect(tooltip).toContainText(names[busiest]!.split(':')[0]!);
    await bar.click();
    await expect(page).toHaveURL(/\/main\/requests\?.*from=(\d{4}-\d{2}-\d{2}).*to=\1/);
  });

  test('the keyboard reaches the bars: Tab into a chart, arrows between bars with their tooltip, Enter opens the list', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const byStatus = page.getByRole('group', { name: 'Requests by status' });
    const pending = byStatus.getByRole('button', { name: /^Pending: \d+ requests?$/ });
    await expect(pending).toBeVisible();
    // Tab from the last figure's card: the per-day chart is the next stop, then the status chart.
    await page.getByRole('region', { name: 'Open concerns' }).getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: /^Requests per day/ }).getByRole('button').first()).toBeFocused();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(pending).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('Pending');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const completed = byStatus.getByRole('button', { name: /^Completed: \d+ requests?$/ });
    await expect(completed).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('Completed');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main\/requests\?status=completed&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  });
});

test.describe('dashboards and axe', () => {
  for (const [role, { phone, home }] of Object.entries(DEMO)) {
    test(`the ${role} dashboard has no accessibility violations, light and dark`, async ({ page }) => {
      await signIn(page, phone, new RegExp(`${home}$`));
      await expect(page.locator('[data-bar]').first()).toBeVisible();
      for (const mode of ['light', 'dark']) {
        if (mode === 'dark') {
          await page.getByRole('button', { name: 'Toggle dark mode' }).click();
          // The dark palette's page (src/theme/palette.ts), then the end of the colours' transitions
          // (a chip's background fades over 300 ms): axe reads the colours as they are at that moment.
          await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 25, 54)');
          await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length)).toBe(0);
        }
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), mode).toEqual([]);
      }
    });
  }
});
