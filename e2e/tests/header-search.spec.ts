import { expect, test, type Page } from '@playwright/test';
import { apiGet, DEMO, signIn } from '../support/auth';

interface RequestRow {
  id: number;
  code: string;
  registration_number: string;
}

async function firstRequestOfWorkshop(page: Page, workshopId: number): Promise<RequestRow> {
  const list = await apiGet<{ data: RequestRow[] }>(page, `/api/v1/requests?workshop_id=${workshopId}&page_size=1`);
  return list.data[0]!;
}

/** "MH12AB1234" typed as staff often do: lower case, with spaces. */
const asTyped = (registration: string) => `${registration.slice(0, 2)} ${registration.slice(2, 4)} ${registration.slice(4)}`.toLowerCase();

test.describe('header search', () => {
  test('what is typed before the search field has loaded is kept, and its matches show once it has', async ({ page }) => {
    // Hold the field's code back until something has been typed into the look-alike standing in for it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SearchField-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).not.toHaveAttribute('aria-autocomplete', 'list');
    await box.pressSequentially('MH');
    release();
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await expect(box).toHaveValue('MH');
    await expect(box).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Search' }).getByText('Requests', { exact: true })).toBeVisible();
  });


  test('the super admin finds a request by its registration number and opens it with Enter', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const request = await firstRequestOfWorkshop(page, 2);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(asTyped(request.registration_number));
    const listbox = page.getByRole('listbox', { name: 'Search' });
    await expect(listbox.getByText('Requests', { exact: true })).toBeVisible();
    await expect(listbox.getByRole('option', { name: new RegExp(request.code) })).toBeVisible();
    // The first match is highlighted; arrow keys move, Enter opens.
    const options = listbox.getByRole('option');
    const index = (await options.allTextContents()).findIndex((text) => text.includes(request.code));
    for (let i = 0; i < index; i += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/main/service-details/${request.id}$`));
    await expect(page.getByText(request.code).first()).toBeVisible();
  });

  test('the filter button limits the kinds searched', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('sparkle');
    const listbox = page.getByRole('listbox', { name: 'Search' });
    await expect(listbox.getByRole('option', { name: /Sparkle Auto Care/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Search filters' }).click();
    await page.getByRole('checkbox', { name: 'Workshops' }).uncheck();
    await page.keyboard.press('Escape');
    await box.fill('sparkl');
    await box.fill('sparkle');
    await expect(listbox.getByText('Workshops', { exact: true })).toBeHidden();
  });

  test('a workshop admin never finds another workshop’s request', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    const foreign = await firstRequestOfWorkshop(page, 2);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    await page.getByRole('combobox', { name: 'Search' }).fill(foreign.code);
    await expect(page.getByText('No matches')).toBeVisible();
  });

  test('on a phone the search opens as a popup and a match opens its page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const own = await firstRequestOfWorkshop(page, 1);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Search' });
    await popup.getByRole('combobox', { name: 'Search' }).fill(own.code);
    await page.getByRole('option', { name: new RegExp(own.code) }).click();
    await expect(page).toHaveURL(new RegExp(`/workshop/service-details/${own.id}$`));
    await expect(popup).toBeHidden();
  });
});
