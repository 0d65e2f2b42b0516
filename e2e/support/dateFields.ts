import type { Locator } from '@playwright/test';

/**
 * Fills a console date-and-time field (a dd/mm/yyyy date box named `label` and a time box named
 * "Time (label)") with a datetime-local value, "2026-11-24T10:30".
 */
export async function fillDateTime(scope: Locator, label: string, local: string): Promise<void> {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-');
  await scope.getByRole('textbox', { name: label, exact: true }).fill(`${day}/${month}/${year}`);
  await scope.getByLabel(`Time (${label})`).fill(time.slice(0, 5));
}
