import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

/** The demo workshop admin's workshop ("Mon–Sat 08:00–20:00"). */
const OWN_WORKSHOP_ID = 1;
const SATURDAY = 5;

const hoursCard = (page: Page) => page.getByRole('region', { name: 'Working hours' });
const weekHours = (card: Locator) => card.getByLabel('Hours of each weekday').getByRole('definition');

/** The PUTs of working hours the page sends from now on. */
function recordHourSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/working-hours')) saves.push(request.url());
  });
  return saves;
}

// Serial: the super admin looks at what the workshop admin saved.
test.describe.serial('working hours of a workshop', () => {
  test('a workshop admin closes Saturday at 14:00 and adds a holiday; a closing time before the opening time is refused and saves nothing', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    // A workshop admin sees its own workshop on its profile.
    await page.goto('/workshop/profile');
    const card = hoursCard(page);
    await expect(weekHours(card)).toHaveText(['08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', 'Closed']);
    await expect(card.getByText('No holidays listed')).toBeVisible();

    await card.getByRole('button', { name: 'Edit' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit working hours' });
    await dialog.getByLabel('Saturday closes').fill('14:00');
    await dialog.getByRole('button', { name: 'Add holiday' }).click();
    await dialog.getByRole('textbox', { name: 'Holiday 1 date' }).fill('15/08/2027');
    await dialog.getByRole('textbox', { name: 'Holiday 1 note' }).fill('Independence Day');
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    await expect(page.getByText('Working hours saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(weekHours(card).nth(SATURDAY)).toHaveText('08:00–14:00');
    await expect(card.getByRole('list', { name: 'Holidays' }).getByRole('listitem')).toHaveText('15 Aug 2027 · Independence Day');

    const saves = recordHourSaves(page);
    await card.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit working hours' });
    await dialog.getByLabel('Saturday opens').fill('15:00');
    await dialog.getByLabel('Saturday closes').fill('09:00');
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    await expect(dialog.getByText('Closing time must be after opening time')).toBeVisible();
    await expect(dialog.getByLabel('Saturday closes')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(saves).toEqual([]);
    await page.reload();
    await expect(weekHours(card).nth(SATURDAY)).toHaveText('08:00–14:00');
  });

  test('the super admin sees the same hours on that workshop’s page', async ({ page }) => {
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto(`/main/adminprofile/${OWN_WORKSHOP_ID}`);
    const card = hoursCard(page);
    await expect(weekHours(card)).toHaveText(['08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–14:00', 'Closed']);
    await expect(card.getByRole('list', { name: 'Holidays' }).getByRole('listitem')).toHaveText('15 Aug 2027 · Independence Day');
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  });
});
