import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { fillDateTime } from '../support/dateFields';
import { openDayAhead } from '../support/bookingDays';

/**
 * Two days on (a day the workshop is open) at 10:30 as a datetime-local value: a later day than
 * today in India whatever this machine's zone, so starting it asks first.
 */
function inTwoDaysAt1030(): string {
  return `${openDayAhead(2)}T10:30`;
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Records a phone booking from the workshop's Requests page and lands on its details. */
async function recordBooking(page: Page, customer: string): Promise<string> {
  const suffix = String(Date.now()).slice(-4);
  await page.goto('/workshop/list-requests');
  await page.getByRole('button', { name: 'New request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New phone booking' });
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(customer);
  await dialog.getByRole('textbox', { name: 'Customer phone' }).fill(`97${String(Date.now()).slice(-8)}`);
  await choose(page, dialog, 'Vehicle type', /Sedan/);
  await dialog.getByRole('textbox', { name: 'Make' }).fill('Honda');
  await dialog.getByRole('textbox', { name: 'Model' }).fill('City');
  await dialog.getByRole('textbox', { name: 'Registration number' }).fill(`HR26DK${suffix}`);
  await choose(page, dialog, 'Service', /Express Exterior Wash/);
  await dialog.getByRole('textbox', { name: 'Address' }).fill('Tower 4, Flat 1203, Green Meadows Residency');
  await fillDateTime(dialog, 'Date and time', inTwoDaysAt1030());
  await dialog.getByRole('button', { name: 'Record booking' }).click();
  await expect(page.getByText(/Booking SR-\d{6} recorded/)).toBeVisible();
  await expect(page).toHaveURL(/\/workshop\/service-details\/\d+$/);
  return page.url().split('/').at(-1)!;
}

test.describe('workshop admin: service requests', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
  });

  test('a phone booking is accepted, assigned, started and completed with a cash payment', async ({ page }) => {
    test.setTimeout(150_000);
    // The details page logs nothing to the console, and a request without a review is no error.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const customer = `Cash Journey ${String(Date.now()).slice(-6)}`;
    await recordBooking(page, customer);
    await expect(page.getByText(customer).first()).toBeVisible();
    const actions = page.getByRole('group', { name: 'Actions' });

    await actions.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Request accepted')).toBeVisible();

    await actions.getByRole('button', { name: 'Assign worker' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign a worker' });
    await assign.getByRole('combobox', { name: 'Worker' }).click();
    const firstWorker = page.getByRole('option').first();
    const workerName = (await firstWorker.innerText()).trim();
    await firstWorker.click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('Worker assigned', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Worker' }).getByText(workerName)).toBeVisible();

    // Booked for a later day: Start asks first, and Cancel starts nothing.
    await actions.getByRole('button', { name: 'Start' }).click();
    const early = page.getByRole('dialog', { name: 'Start before the scheduled day?' });
    await expect(early).toContainText(/This request is scheduled for \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)\. Start it now\?/);
    await early.getByRole('button', { name: 'Cancel' }).click();
    await expect(early).toBeHidden();
    await actions.getByRole('button', { name: 'Start' }).click();
    await early.getByRole('button', { name: 'Start now' }).click();
    await expect(page.getByText('Work started', { exact: true }).first()).toBeVisible();

    await actions.getByRole('button', { name: 'Complete' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete this request?' });
    await expect(complete).toContainText(/This request is scheduled for .+\. Complete it now\?/);
    await complete.getByRole('checkbox', { name: 'Record cash payment' }).check();
    await expect(complete.getByRole('textbox', { name: 'Cash received (₹)' })).not.toHaveValue('');
    await complete.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByText('Request completed')).toBeVisible();

    // The payment is listed, no action is left, and the timeline holds every step in order.
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByText(/cash/i)).toBeVisible();
    await expect(payments.getByText(/₹/).first()).toBeVisible();
    await expect(actions.getByRole('button')).toHaveCount(0);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const titles = await timeline.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles.map((t) => t.trim())).toEqual(['Request created', 'Accepted', 'Worker assigned', 'Work started', 'Completed']);
    await expect(page.getByRole('region', { name: 'Customer review' })).toContainText('No review yet');
    expect(consoleErrors).toEqual([]);

    // The list finds it by code, completed.
    const code = (await page.getByRole('heading', { level: 2, name: /^SR-\d{6}$/ }).innerText()).trim();
    await page.goto(`/workshop/list-requests?q=${code}`);
    const grid = page.getByRole('grid', { name: 'Service requests' });
    await expect(grid.getByRole('row').filter({ hasText: code })).toHaveCount(1);
    await expect(grid.getByRole('row').filter({ hasText: code }).getByText('Completed')).toBeVisible();

    // The super admin refunds part of the cash payment, and the totals for the request change.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.superAdmin.phone, /\/main$/);
    await page.goto(`/main/transactions?q=${code}`);
    const totals = page.getByRole('group', { name: 'Totals for these filters' });
    await expect(totals.getByRole('region', { name: 'Payments' })).toContainText('₹349');
    await expect(totals.getByRole('region', { name: 'Refunds' })).toContainText('₹0');
    await expect(totals.getByRole('region', { name: 'Net' })).toContainText('₹349');
    const transactions = page.getByRole('grid', { name: 'Transactions' });
    await transactions.getByRole('row').filter({ hasText: 'Payment' }).getByRole('gridcell').first().click();
    const drawer = page.getByRole('dialog', { name: /^Transaction TX-\d+$/ });
    await drawer.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund payment' });
    await expect(refund.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('349');
    await refund.getByRole('textbox', { name: 'Amount (₹)' }).fill('400');
    await refund.getByRole('textbox', { name: 'Note' }).fill('Customer unhappy with the tyre dressing');
    await refund.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(refund.getByText('At most ₹349 can be refunded')).toBeVisible();
    await refund.getByRole('textbox', { name: 'Amount (₹)' }).fill('100');
    await refund.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(page.getByText('Refund recorded')).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Refunds' })).toContainText('₹100');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(totals.getByRole('region', { name: 'Refunds' })).toContainText('₹100');
    await expect(totals.getByRole('region', { name: 'Net' })).toContainText('₹249');
    await expect(transactions.getByRole('row').filter({ hasText: 'Refund' })).toHaveCount(1);
  });

  test('a cancellation needs a reason and shows on the timeline with it', async ({ page }) => {
    test.setTimeout(120_000);
    await recordBooking(page, `Cancel Journey ${String(Date.now()).slice(-6)}`);
    const actions = page.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(dialog.getByText('Choose a cancellation reason')).toBeVisible();
    await choose(page, dialog, 'Cancellation reason', 'Customer not reachable');
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Phone switched off twice');
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByText('Request cancelled')).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Customer not reachable')).toBeVisible();
    await expect(timeline.getByText('Phone switched off twice')).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Cancellation' }).getByText(/Customer not reachable/)).toBeVisible();
  });
});
