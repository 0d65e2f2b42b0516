import { expect, test } from '@playwright/test';
import { DEMO, restoreEnglish, signInInHindi } from '../support/auth';

test.describe('the dashboard in Hindi', () => {
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test("the super admin's panels and charts speak Hindi, then English again", async ({ page }) => {
    test.setTimeout(120_000);
    await signInInHindi(page, DEMO.superAdmin.phone, /\/main(\/dashboard\/default)?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // The figures' cards and the panels, named by their Hindi titles.
    await expect(page.getByRole('region', { name: 'सक्रिय वर्कशॉप' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'आज की बुकिंग' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'इस महीने की कमाई' })).toContainText('पिछला महीना: ₹');
    await expect(page.getByRole('heading', { name: 'स्थिति के हिसाब से बुकिंग', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'सबसे अच्छी रेटिंग वाली वर्कशॉप', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'से' })).toBeVisible();

    // A chart: its title, its summary and the bars' series name in the tooltip.
    const perDay = page.getByRole('group', { name: /^रोज़ की बुकिंग: / });
    await expect(page.getByRole('heading', { name: 'रोज़ की बुकिंग', level: 2 })).toBeVisible();
    await expect(perDay).toHaveAccessibleName(/इन तारीखों में \d+ बुकिंग; सबसे ज़्यादा/);
    // Each bar is named in Hindi by its day and count, and its tooltip names the series.
    const bar = perDay.getByRole('button').last();
    await expect(bar).toHaveAccessibleName(/^\d+ \S+: \d+ बुकिंग$/);
    await bar.hover();
    await expect(page.getByRole('tooltip')).toContainText('बुकिंग');
    // The status chart's axis names the statuses in Hindi.
    const byStatus = page.getByRole('group', { name: 'स्थिति के हिसाब से बुकिंग' });
    await expect(byStatus.locator('svg text', { hasText: 'पेंडिंग' }).first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: test.info().outputPath('hindi-dashboard-wide.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('hindi-dashboard-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // English back from the profile menu: the same panels in English, without a reload.
    await page.getByRole('button', { name: /खाता मेन्यू$/ }).click();
    await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Active workshops' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Requests per day', level: 2 })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Requests by status/ })).toBeVisible();
  });
});
