import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

const SHOTS = '/tmp/shots/import';
const HEADER = 'name,phone,skills,id_proof_type,id_proof_number,joined_on';

/** Two workers with phones of this run; `badPhone` spoils the second one's. */
function workersFile(stamp: string, badPhone = false) {
  const rows = [
    `Imported One ${stamp},+9195${stamp},exterior_wash;detailing,aadhaar,AB${stamp},2025-01-15`,
    `Imported Two ${stamp},${badPhone ? '12345' : `+9194${stamp}`},tyres,pan,CD${stamp},2025-02-01`,
  ];
  return { name: 'workers.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`) };
}

async function openImport(page: Page, button: string, title: string) {
  await page.goto('/workshop/workshop-list');
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-wide.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('importing workers from a spreadsheet', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the workshop admin sees a row’s error, fixes the file, imports, finds the workers; a second run changes nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now()).slice(-8);
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    let dialog = await openImport(page, 'Import', 'Import workers');
    await dialog.getByTestId('import-file').setInputFiles(workersFile(stamp, true));
    const problems = dialog.getByRole('table', { name: 'Rows with problems' });
    await expect(problems.getByRole('row', { name: /^3 phone / })).toBeVisible();
    await expect(dialog.getByText('1 invalid (skipped)')).toBeVisible();
    await shoot(page, 'dry-run-en');

    await dialog.getByTestId('import-file').setInputFiles(workersFile(stamp));
    await expect(dialog.getByText('2 new')).toBeVisible();
    await expect(dialog.getByText('Every row is valid.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('2 written · 0 refused')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/workshop/workshop-list?q=${stamp}`);
    await expect(page.getByText(`Imported One ${stamp}`).first()).toBeVisible();
    await expect(page.getByText(`Imported Two ${stamp}`).first()).toBeVisible();

    dialog = await openImport(page, 'Import', 'Import workers');
    await dialog.getByTestId('import-file').setInputFiles(workersFile(stamp));
    await expect(dialog.getByText('2 unchanged (skipped)')).toBeVisible();
    await expect(dialog.getByText('Nothing to import: every valid row is already as the file says.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  test('in Hindi the dry run speaks Hindi', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = String(Date.now()).slice(-8);
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const dialog = await openImport(page, 'इम्पोर्ट', 'कर्मचारी इम्पोर्ट करें');
    await dialog.getByTestId('import-file').setInputFiles(workersFile(stamp, true));
    await expect(dialog.getByRole('table', { name: 'समस्या वाली पंक्तियाँ' })).toBeVisible();
    await expect(dialog.getByText('1 नए')).toBeVisible();
    await shoot(page, 'dry-run-hi');
    await restoreEnglish(page);
  });
});
