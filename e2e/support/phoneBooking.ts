import { expect, type Locator, type Page } from '@playwright/test';
import { fillDateTime } from './dateFields';
import { openDayAhead } from './bookingDays';

/** Picks `option` in the select named `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Records a phone booking from the workshop's Requests page and lands on its details; returns its
 * id. By default two days on (a day the workshop is open) at 10:30 India time: a later day than
 * today in India whatever the browser's zone, so starting it asks first. `when` is a datetime-local
 * value typed into the form, or what fills the form's "Date and time" (a calendar picking it).
 */
export async function recordBooking(page: Page, customer: string, when: string | ((dialog: Locator) => Promise<void>) = `${openDayAhead(2)}T10:30`): Promise<string> {
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
  if (typeof when === 'string') await fillDateTime(dialog, 'Date and time', when);
  else await when(dialog);
  await dialog.getByRole('button', { name: 'Record booking' }).click();
  await expect(page.getByText(/Booking SR-\d{6} recorded/)).toBeVisible();
  await expect(page).toHaveURL(/\/workshop\/service-details\/\d+$/);
  return page.url().split('/').at(-1)!;
}
