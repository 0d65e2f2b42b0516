import { expect, test, type Page } from '@playwright/test';
import { DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

const SHOTS = '/tmp/shots/range-calendar';

interface RangeWords {
  from: string;
  to: string;
  calendarFrom: string;
  calendarTo: string;
  ok: string;
  filters: string;
  language: string;
}

/** The next answer of the Requests list whose query asks for `from` and `to`. */
const listAnswer = (page: Page, from: string, to: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/requests' && url.searchParams.get('from') === from && url.searchParams.get('to') === to;
  });

/**
 * The super admin's Requests list: a From and To typed as dd/mm/yyyy before any calendar code has
 * loaded, then another day picked in each calendar, on a wide screen (a popover, one click) and on
 * a phone (the filters folded, the mobile picker's dialog with its OK); the URL, the fields and the
 * list's query follow, and a screenshot of each calendar open.
 */
async function pickRangeOnBothScreens(page: Page, words: RangeWords) {
  const pickerLoads: string[] = [];
  page.on('request', (request) => {
    if (/\/PickerPopup-[\w-]+\.js$/.test(request.url())) pickerLoads.push(request.url());
  });
  await page.goto('/main/requests');
  const from = page.getByRole('textbox', { name: words.from, exact: true });
  const to = page.getByRole('textbox', { name: words.to, exact: true });
  await from.fill('10/01/2027');
  const typed = listAnswer(page, '2027-01-10', '2027-01-31');
  await to.fill('31/01/2027');
  await typed;
  await expect(page).toHaveURL(/[?&]from=2027-01-10&to=2027-01-31/);
  // Typing needs no picker: its chunk loads only when a calendar button is pressed.
  expect(pickerLoads).toEqual([]);

  await page.getByRole('button', { name: words.calendarFrom }).click();
  const fromPopup = page.getByRole('dialog', { name: words.from });
  await expect(fromPopup.getByRole('grid')).toBeVisible();
  await expect(fromPopup.getByRole('gridcell', { name: '10', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${SHOTS}/${words.language}-wide.png` });
  const pickedFrom = listAnswer(page, '2027-01-05', '2027-01-31');
  await fromPopup.getByRole('gridcell', { name: '5', exact: true }).click();
  await expect(fromPopup).toHaveCount(0);
  await pickedFrom;
  await expect(from).toHaveValue('05/01/2027');
  expect(pickerLoads).toHaveLength(1);

  await page.getByRole('button', { name: words.calendarTo }).click();
  const toPopup = page.getByRole('dialog', { name: words.to });
  const pickedTo = listAnswer(page, '2027-01-05', '2027-01-20');
  await toPopup.getByRole('gridcell', { name: '20', exact: true }).click();
  await pickedTo;
  await expect(to).toHaveValue('20/01/2027');
  await expect(page).toHaveURL(/[?&]from=2027-01-05&to=2027-01-20/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: words.filters, exact: true }).click();
  await page.getByRole('button', { name: words.calendarFrom }).click();
  const dialog = page.getByRole('dialog', { name: words.from });
  await dialog.getByRole('gridcell', { name: '12', exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/${words.language}-phone.png` });
  const pickedOnPhone = listAnswer(page, '2027-01-12', '2027-01-20');
  await dialog.getByRole('button', { name: words.ok }).click();
  await expect(dialog).toHaveCount(0);
  await pickedOnPhone;
  await expect(page.getByRole('textbox', { name: words.from, exact: true })).toHaveValue('12/01/2027');
  await expect(page).toHaveURL(/[?&]from=2027-01-12&to=2027-01-20/);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('a calendar on the date ranges', () => {
  test('a range is picked on the Requests list in English, wide and on a phone, and on the dashboard', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await pickRangeOnBothScreens(page, { from: 'From', to: 'To', calendarFrom: 'Calendar (From)', calendarTo: 'Calendar (To)', ok: 'OK', filters: 'Filters', language: 'en' });

    // The dashboard's range: its calendar opens on the range's first month and picks a day of it.
    await page.goto('/main');
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    const [, month, year] = (await from.inputValue()).split('/');
    await page.getByRole('button', { name: 'Calendar (From)' }).click();
    await page.getByRole('dialog', { name: 'From' }).getByRole('gridcell', { name: '1', exact: true }).click();
    await expect(from).toHaveValue(`01/${month}/${year}`);
  });

  test.describe('in Hindi', () => {
    test.afterEach(async ({ page }) => restoreEnglish(page));

    test('a range is picked on the Requests list in Hindi, wide and on a phone', async ({ page }) => {
      test.setTimeout(120_000);
      await signInInHindi(page, DEMO.superAdmin.phone, /\/main$/);
      await pickRangeOnBothScreens(page, { from: 'से', to: 'तक', calendarFrom: 'कैलेंडर (से)', calendarTo: 'कैलेंडर (तक)', ok: 'ठीक है', filters: 'फ़िल्टर', language: 'hi' });
    });
  });
});
