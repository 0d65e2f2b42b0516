import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { choose, recordBooking } from '../support/phoneBooking';

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
