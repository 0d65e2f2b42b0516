import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

// The charts are built with bar-only MUI X Charts defaults (apps/web/vite.config.ts): they still
// draw, show their tooltip and open the list behind a bar.
test.describe('dashboard charts', () => {
  test("hovering a day's bar shows its count, and clicking it opens that day's requests", async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const perDay = page.getByRole('img', { name: /^Requests per day/ });
    await expect(perDay.locator('svg').first()).toBeVisible();
    // The tallest bar: a narrow shape of the plot, taller than any other.
    const bar = await perDay.locator('svg rect, svg path').evaluateAll((shapes) => {
      const boxes = shapes.map((shape) => shape.getBoundingClientRect()).filter((rect) => rect.width > 2 && rect.width < 80);
      const tallest = boxes.reduce((best, rect) => (rect.height > best.height ? rect : best));
      return { x: tallest.x + tallest.width / 2, y: tallest.y + tallest.height / 2 };
    });
    await page.mouse.move(bar.x, bar.y);
    await expect(page.getByRole('tooltip')).toContainText('Requests');
    await page.mouse.click(bar.x, bar.y);
    await expect(page).toHaveURL(/\/main\/requests\?.*from=(\d{4}-\d{2}-\d{2}).*to=\1/);
  });
});
