import { expect, test } from '@playwright/test';
import { DEMO, restoreEnglish, signInInHindi } from '../support/auth';

test.describe('services in Hindi', () => {
  test.afterEach(async ({ page }) => restoreEnglish(page));

  test('a workshop admin asks for a new service in Hindi: labels, validation messages and the lists speak Hindi', async ({ page }) => {
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop(\/dashboard\/default)?$/);

    await page.goto('/workshop/requestnewservice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const form = page.getByRole('form', { name: 'नई सेवा का अनुरोध' });
    await expect(form.getByText('बुकिंग करते समय ग्राहक ऐप में यही देखते हैं।')).toBeVisible();
    await expect(page.getByRole('table', { name: 'आपके अनुरोध' }).or(page.getByText('आपने अभी तक किसी सेवा का अनुरोध नहीं किया है।'))).toBeVisible();

    // Sending the empty form names each field's problem in Hindi, prices included; vehicle classes stay as they are.
    await form.getByRole('button', { name: 'अनुरोध भेजें' }).click();
    await expect(form.getByText('नाम डालना ज़रूरी है')).toBeVisible();
    await expect(form.getByText('श्रेणी चुनें')).toBeVisible();
    await expect(form.getByText('समय डालना ज़रूरी है')).toBeVisible();
    await expect(form.getByText('SUV की कीमत डालना ज़रूरी है')).toBeVisible();

    // A typed price that is not rupees says so in Hindi, on its own box.
    await form.getByRole('textbox', { name: 'हैचबैक की कीमत' }).fill('abc');
    await form.getByRole('textbox', { name: 'सेवा का नाम' }).click();
    await expect(form.getByText('हैचबैक की कीमत: रुपये में डालें, जैसे 499 या 499.50')).toBeVisible();

    // The offered services list: its buttons, filter and column names in Hindi, prices in rupees.
    await page.goto('/workshop/list-service');
    const grid = page.getByRole('grid', { name: 'उपलब्ध सेवाएँ' });
    await expect(grid.getByRole('columnheader', { name: 'श्रेणी' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'SUV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'नई सेवा का अनुरोध करें' })).toBeVisible();
    await expect(grid.getByText(/₹[\d,]+/).first()).toBeVisible();
  });
});
