import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, restoreEnglish, signInInHindi } from '../support/auth';

/*
 * The tools every list shares (components/list and components/bulk), read in Hindi on the workshop
 * admin's service requests: the toolbar, saved views, the column chooser, the pager, a CSV export's
 * progress panel and the bulk bar with its confirmation; then the phone's folded filters and sort.
 */
test.describe('the list tools in Hindi', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('toolbar, Views, Columns, pager, a CSV export and the bulk bar read Hindi, wide and on a phone', async ({ page }, testInfo) => {
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/list-requests');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const grid = page.getByRole('grid', { name: 'सर्विस बुकिंग' });
    // The page, the list's tools and their Hindi are separate chunks: on a busy machine they take a while.
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const toolbar = page.getByRole('toolbar', { name: 'सूची के फ़िल्टर' });
    await expect(toolbar.getByRole('button', { name: 'व्यू' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'कॉलम' })).toBeVisible();
    await expect(toolbar.getByRole('group', { name: 'फ़िल्टर की हुई सूची एक्सपोर्ट करें' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'XLSX (Excel) एक्सपोर्ट' })).toBeVisible();
    // The pager: "116 में से 1–25", the total in Indian grouping.
    await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^[\d,]+ में से 1–\d+$/);

    // Saved views: the menu and its empty state.
    await toolbar.getByRole('button', { name: 'व्यू' }).click();
    const views = page.getByRole('dialog', { name: 'सेव किए व्यू' });
    await expect(views.getByRole('button', { name: 'यह व्यू सेव करें…' })).toBeVisible();
    await expect(views.getByText(/^अभी कोई व्यू सेव नहीं है।/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('views-wide.png') });
    await page.keyboard.press('Escape');
    await expect(views).toBeHidden();

    // The column chooser: each column named as the grid names it, the move buttons, the density.
    await toolbar.getByRole('button', { name: 'कॉलम' }).click();
    const chooser = page.getByRole('dialog', { name: 'कॉलम' });
    await expect(chooser.getByRole('checkbox', { name: 'ग्राहक' })).toBeChecked();
    await expect(chooser.getByRole('button', { name: 'नीचे करें: ग्राहक' })).toBeVisible();
    await expect(chooser.getByRole('heading', { name: 'पंक्तियों की ऊँचाई' })).toBeVisible();
    await expect(chooser.getByRole('radio', { name: 'सामान्य' })).toBeChecked();
    await expect(chooser.getByRole('radio', { name: 'सघन' })).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'कॉलम पहले जैसे करें' })).toBeDisabled();
    await expect(chooser).toHaveCSS('opacity', '1');
    await page.screenshot({ path: testInfo.outputPath('columns-wide.png') });
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    // A CSV export: the file is written in the admin's Hindi (titles and statuses; codes, India time
    // and amounts as they are, behind a BOM for Excel), and the panel says in Hindi how it ended.
    const downloading = page.waitForEvent('download');
    await toolbar.getByRole('button', { name: 'CSV एक्सपोर्ट' }).click();
    const download = await downloading;
    expect(await download.failure()).toBeNull();
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first] = csv.slice(1).split('\r\n');
    expect(header).toMatch(/^कोड,स्थिति,तय समय \(भारतीय समय\),ग्राहक,फ़ोन,गाड़ी,गाड़ी नंबर,सेवा,/);
    expect(first).toMatch(/^SR-\d{6},(पेंडिंग|मंज़ूर|कर्मचारी तय|काम चालू|पूरा|नामंज़ूर|रद्द),\d{4}-\d\d-\d\d \d\d:\d\d,/);
    const panel = page.getByRole('region', { name: 'एक्सपोर्ट की प्रगति' });
    await expect(panel.getByRole('heading', { name: 'CSV एक्सपोर्ट' })).toBeVisible();
    await expect(panel.getByText(/^हो गया: [\d,]+ पंक्तियाँ, [\d.]+ (B|KB|MB)। ब्राउज़र ने फ़ाइल सेव कर ली है।$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('export-wide.png') });
    await panel.getByRole('button', { name: 'बंद करें' }).click();
    await expect(panel).toBeHidden();

    // The bulk bar over one ticked row, and its confirmation's way back.
    await grid.getByRole('row').nth(1).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'चुनी गई बुकिंग' });
    await expect(bar.getByText('1 चुने गए')).toBeVisible();
    await expect(bar.getByRole('button', { name: /^मिलते हुए सभी [\d,]+ चुनें$/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'चुनाव हटाएँ' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('bulk-bar-wide.png') });
    await bar.getByRole('button', { name: 'कर्मचारी तय करें' }).click();
    const confirm = page.getByRole('dialog', { name: /के लिए कर्मचारी तय करें\?$/ });
    await expect(confirm.getByRole('button', { name: 'रहने दें' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('bulk-confirm-wide.png') });
    await confirm.getByRole('button', { name: 'रहने दें' }).click();
    await expect(confirm).toBeHidden();
    await bar.getByRole('button', { name: 'चुनाव हटाएँ' }).click();
    await expect(bar).toBeHidden();

    // On a phone the filters fold behind one button and the cards sort by one select.
    await page.setViewportSize({ width: 390, height: 844 });
    const filters = toolbar.getByRole('button', { name: 'फ़िल्टर', exact: true });
    await expect(filters).toBeVisible();
    await filters.click();
    await expect(page.getByRole('combobox', { name: 'क्रम' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('toolbar-phone.png') });
    await page.getByRole('combobox', { name: 'क्रम' }).click();
    await expect(page.getByRole('option', { name: 'तय समय (घटते क्रम में)' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sort-phone.png') });
    await page.keyboard.press('Escape');
    await toolbar.getByRole('button', { name: 'कॉलम' }).click();
    await expect(page.getByRole('dialog', { name: 'कॉलम' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('columns-phone.png') });
  });
});
