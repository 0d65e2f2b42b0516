import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

async function switchUser(page: Page, phone: string, home: RegExp) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, phone, home);
}

test.describe('service catalogue', () => {
  test('a workshop asks for a new service, the super admin approves it, and the workshop can offer it', async ({ page }) => {
    test.setTimeout(180_000);
    const name = `Alloy Wheel Polish ${String(Date.now()).slice(-6)}`;

    // The workshop admin asks for a new catalogue service, with prices in rupees.
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/requestnewservice');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Service name' }).fill(name);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Detailing' }).click();
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).or(page.getByRole('textbox', { name: 'Duration (minutes)' })).fill('45');
    for (const [label, rupees] of [['Hatchback price', '499'], ['Sedan price', '549.50'], ['SUV price', '599'], ['MUV price', '649'], ['Bike price', '199']] as const) {
      await page.getByRole('textbox', { name: label }).or(page.getByRole('spinbutton', { name: label })).fill(rupees);
    }
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent. The platform will review it.')).toBeVisible();
    const mine = page.getByRole('table', { name: 'Your requests' }).getByRole('row').filter({ hasText: name });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText(/pending/i)).toBeVisible();

    // The super admin sees it pending and approves it.
    await switchUser(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/service');
    await page.getByRole('tab', { name: /Pending requests/ }).click();
    const pending = page.getByRole('grid', { name: 'Pending service requests' });
    await expect(pending.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(pending.getByRole('row').filter({ hasText: name }).getByText('Sparkle Auto Care')).toBeVisible();
    await pending.getByRole('button', { name: `Approve: ${name}` }).click();
    await page.getByRole('dialog', { name: 'Approve this service?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Service approved')).toBeVisible();
    await expect(pending.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // It is now in the catalogue, active, with its sedan price in rupees.
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByRole('textbox', { name: 'Search services' }).fill(name);
    const row = page.getByRole('grid', { name: 'Services' }).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('₹549.50')).toBeVisible();

    // The workshop admin sees it approved and offers it at the workshop.
    await switchUser(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.goto('/workshop/requestnewservice');
    await expect(page.getByRole('table', { name: 'Your requests' }).getByRole('row').filter({ hasText: name }).getByText(/active/i)).toBeVisible();
    await page.goto('/workshop/service');
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByRole('button', { name: 'Offer service' }).click();
    await expect(page.getByText('Service offered at your workshop')).toBeVisible();
    await page.goto('/workshop/list-service');
    await expect(page.getByRole('grid', { name: 'Services offered' }).getByRole('row').filter({ hasText: name })).toHaveCount(1);
  });

  test('an inclusion used by a service cannot be deleted, only deactivated', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/serviceinclusionsform');
    await page.getByRole('button', { name: 'Delete: Glass cleaning' }).click();
    await page.getByRole('dialog', { name: 'Delete this inclusion?' }).getByRole('button', { name: 'Delete' }).click();
    const inUse = page.getByRole('dialog', { name: 'This inclusion is in use' });
    await expect(inUse.getByText(/is included in \d+ services?; deactivate it instead/)).toBeVisible();
    await inUse.getByRole('button', { name: 'Deactivate instead' }).click();
    await expect(page.getByText('Inclusion deactivated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate: Glass cleaning' })).toBeVisible();
  });

  test('the super admin uploads a service image, checked by type, and removes it', async ({ page }) => {
    // A blue 1×1 PNG no other browser test uploads (the same bytes would be one image, kept while any record uses it).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQ63gKAAJTAYzS8q3uAAAAAElFTkSuQmCC', 'base64');
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto('/main/edit-service/8');
    await expect(page.getByText('No image yet')).toBeVisible();
    await page.getByLabel('Image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Images must be PNG, JPEG or WebP')).toBeVisible();
    await page.getByLabel('Image file').setInputFiles({ name: 'inspection.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Image uploaded')).toBeVisible();
    const image = page.getByRole('img', { name: 'Pre-purchase Inspection' });
    await expect(image).toBeVisible();
    // The image is stored in the database under its SHA-256 and served back as a PNG, cached for good.
    const src = await image.getAttribute('src');
    const hash = createHash('sha256').update(png).digest('hex');
    expect(src).toBe(`/uploads/${hash}.png`);
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['etag']).toBe(`"${hash}"`);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.body()).equals(png)).toBe(true);

    await page.getByRole('button', { name: 'Remove image' }).click();
    await page.getByRole('dialog', { name: 'Remove this image?' }).getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByText('Image removed')).toBeVisible();
    await expect(page.getByText('No image yet')).toBeVisible();
    // No record uses it any more: it is gone.
    expect((await page.request.get(src!)).status()).toBe(404);
  });
});
