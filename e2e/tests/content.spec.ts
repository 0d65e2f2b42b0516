import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { fillDateTime } from '../support/dateFields';

// A real 1×1 PNG (the server checks the bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date-time field's value `days` from now, in India time, as the console reads what is typed. */
function localInput(days: number): string {
  return new Date(Date.now() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 16);
}

async function publicBannerTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/public/banners');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { title: string; image_url: string }[] };
  for (const banner of body.data) expect(banner.image_url).toMatch(/^\/uploads\/[0-9a-f]{64}\.(png|jpg|webp)$/);
  return body.data.map((banner) => banner.title);
}

test.describe('content (super admin settings)', () => {
  test('leaving the consent form with unsaved text asks first: Stay keeps it, Leave goes', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/concerns');
    const editor = page.getByRole('textbox', { name: 'Text (Markdown)' });
    await expect(editor).toHaveValue(/\S/);
    await editor.fill('# Consent Form\n\nA change not saved yet.');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Privacy Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/main\/concerns$/);
    await expect(editor).toHaveValue(/A change not saved yet/);
    await nav.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/main\/privacy$/);
  });

  test('the super admin publishes a new privacy policy version and the public endpoint serves it', async ({ page }) => {
    test.setTimeout(120_000);
    const before = await page.request.get('/api/v1/public/policies/privacy_policy');
    expect(await before.json()).toMatchObject({ kind: 'privacy_policy', version: 2 });

    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/privacy');
    const editor = page.getByRole('textbox', { name: 'Text (Markdown)' });
    await expect(editor).toHaveValue(/Digital Personal Data Protection Act/);
    await expect(page.getByText('Published: version 2')).toBeVisible();

    await editor.fill('# Privacy Policy\n\nWe now delete service photos after **60 days**.\n\n- Name\n- Phone');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('60 days');

    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Privacy Policy?' });
    await expect(dialog).toContainText('version 3');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Version 3 published')).toBeVisible();
    await expect(page.getByText('Published: version 3')).toBeVisible();

    const history = page.getByRole('list', { name: 'Version history' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('Version 3');
    await expect(history.getByRole('listitem').nth(1)).toContainText('Superseded');

    // The customer app's call, without a token.
    const response = await page.request.get('/api/v1/public/policies/privacy_policy');
    expect(response.status()).toBe(200);
    const published = (await response.json()) as { version: number; body: string; html: string };
    expect(published.version).toBe(3);
    expect(published.body).toContain('after **60 days**');
    expect(published.html).toContain('<strong>60 days</strong>');
    expect(published.html).toContain('<ul><li>Name</li><li>Phone</li></ul>');

    // An old version opens from the history.
    await history.getByRole('button', { name: 'View version 2' }).click();
    const old = page.getByRole('dialog', { name: /Version 2/ });
    await expect(old.getByText(/Digital Personal Data Protection Act/)).toBeVisible();
  });

  test('the super admin uploads, orders and schedules a banner; the public list follows', async ({ page }) => {
    test.setTimeout(150_000);
    // The demo: two banners live now, one scheduled for later.
    expect(await publicBannerTitles(page)).toEqual(['Monsoon Shield: underbody anti-rust coating', 'Foam wash at your doorstep from ₹299']);

    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/promotionalbanners');
    const list = page.getByRole('list', { name: 'Promotional banners' });
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Add banner' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add banner' });
    await dialog.getByLabel('Title').fill('Republic Day wash offer');
    await dialog.getByLabel('Alternative text').fill('A clean SUV with a tricolour ribbon: Republic Day wash offer');
    await dialog.getByLabel('Link (https)').fill('http://carcare.in/offers/republic-day');
    await fillDateTime(dialog, 'Starts', localInput(-1));
    await fillDateTime(dialog, 'Ends', localInput(7));
    // The browser refuses a file that is not an image before sending it.
    await dialog.getByLabel('Banner image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(dialog.getByText('Upload a PNG, JPEG or WebP image')).toBeVisible();
    await dialog.getByLabel('Banner image file').setInputFiles({ name: 'republic-day.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Only https links.
    await expect(dialog.getByText('The link must be an https:// address')).toBeVisible();
    await dialog.getByLabel('Link (https)').fill('https://carcare.in/offers/republic-day');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Banner added')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = list.getByRole('listitem', { name: 'Republic Day wash offer' });
    await expect(row.getByText('Live')).toBeVisible();
    await expect(row.getByRole('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.png$/);
    expect(await publicBannerTitles(page)).toEqual(['Monsoon Shield: underbody anti-rust coating', 'Foam wash at your doorstep from ₹299', 'Republic Day wash offer']);

    // Order: up past the scheduled Diwali banner, then past the foam wash.
    await row.getByRole('button', { name: 'Move up: Republic Day wash offer' }).click();
    await expect(page.getByText('Moved up').first()).toBeVisible();
    await expect(list.getByRole('listitem').nth(2)).toHaveAccessibleName('Republic Day wash offer');
    await row.getByRole('button', { name: 'Move up: Republic Day wash offer' }).click();
    await expect(list.getByRole('listitem').nth(1)).toHaveAccessibleName('Republic Day wash offer');
    expect(await publicBannerTitles(page)).toEqual(['Monsoon Shield: underbody anti-rust coating', 'Republic Day wash offer', 'Foam wash at your doorstep from ₹299']);

    // The live preview shows the live banners.
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('img', { name: 'Banner 1 of 3' })).toBeVisible();

    // Schedule it for later: it leaves the public list until then.
    await row.getByRole('button', { name: 'Edit: Republic Day wash offer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit banner' });
    await fillDateTime(edit, 'Starts', localInput(2));
    await fillDateTime(edit, 'Ends', localInput(9));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Banner saved')).toBeVisible();
    await expect(row.getByText('Scheduled')).toBeVisible();
    expect(await publicBannerTitles(page)).toEqual(['Monsoon Shield: underbody anti-rust coating', 'Foam wash at your doorstep from ₹299']);
    await expect(preview.getByRole('img', { name: 'Banner 1 of 2' })).toBeVisible();
  });
});
