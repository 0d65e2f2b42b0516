import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiGet, DEMO, signIn } from '../support/auth';

interface Document {
  id: number;
  number: string;
  kind: string;
  request: { id: number; code: string };
}

/** The downloaded file's name and bytes, as the browser saved them to disk. */
async function savedFile(download: Download): Promise<{ name: string; bytes: Buffer }> {
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** Clicks a download action and waits for the browser's download. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await click();
  return savedFile(await downloading);
}

/** The embedded fonts' names in a PDF: /FontName /ABCDEF+Roboto-Regular → Roboto-Regular. */
const fontsOf = (bytes: Buffer) => [...new Set([...bytes.toString('latin1').matchAll(/\/FontName \/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)/g)].map((match) => match[1]!))];

const fileNameOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

test.describe('GST documents as PDF', () => {
  test('the workshop admin downloads a paid request’s tax invoice from its page, in English and in Hindi', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const { data } = await apiGet<{ data: Document[] }>(page, '/api/v1/invoices?kind=tax_invoice&page_size=1');
    const invoice = data[0]!;
    expect(invoice.number).toMatch(/^INV\/W001\//);

    await page.goto(`/workshop/service-details/${invoice.request.id}`);
    const payments = page.getByRole('table', { name: 'Payments' });
    const download = payments.getByRole('button', { name: `Download invoice ${invoice.number}` });
    await expect(download).toBeVisible();

    const english = await downloadBy(page, () => download.click());
    expect(english.name).toBe(fileNameOf(invoice.number));
    expect(english.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fontsOf(english.bytes).some((name) => name.startsWith('Roboto'))).toBe(true);
    expect(fontsOf(english.bytes).some((name) => name.startsWith('NotoSansDevanagari'))).toBe(false);

    // The console shows English: Hindi is the choice beside the button.
    const hindi = await downloadBy(page, () => payments.getByRole('button', { name: `Download ${invoice.number} in Hindi` }).click());
    expect(hindi.name).toBe(fileNameOf(invoice.number));
    expect(hindi.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fontsOf(hindi.bytes).some((name) => name.startsWith('NotoSansDevanagari'))).toBe(true);
  });

  test('the super admin downloads a refund’s credit note from its request’s page', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const { data } = await apiGet<{ data: Document[] }>(page, '/api/v1/invoices?kind=credit_note&page_size=1');
    const note = data[0]!;
    await page.goto(`/main/service-details/${note.request.id}`);
    const button = page.getByRole('table', { name: 'Payments' }).getByRole('button', { name: `Download credit note ${note.number}` });
    const saved = await downloadBy(page, () => button.click());
    expect(saved.name).toBe(fileNameOf(note.number));
    expect(saved.name).toMatch(/^CN-W\d{3}-\d{4}-\d{2}-\d{6}\.pdf$/);
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
