import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { fillDateTime } from '../support/dateFields';

// India keeps one offset all year: its dates and clock times are arithmetic on UTC.
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The India date `days` after today in India. */
function indiaDateIn(days: number): string {
  return new Date(Date.now() + INDIA_OFFSET_MS + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The instant of an India date and clock time. */
const indiaInstant = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:30`).toISOString();

/** "HH:MM" `minutes` after `clock`. */
function clockPlus(clock: string, minutes: number): string {
  const [hours, mins] = clock.split(':').map(Number);
  const total = hours! * 60 + mins! + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Calls the API as the admin signed in on `page`; answers the status and the JSON body. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '');
  const response = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

interface Request {
  id: number;
  code: string;
  version: number;
  status: string;
  scheduled_at: string;
  worker: { id: number; name: string } | null;
}

/** A day this many days ahead or later on which the workshop is open, with its hours (GET /api/v1/schedule). */
async function openDay(page: Page, fromDays: number): Promise<{ date: string; open: string; close: string }> {
  for (let days = fromDays; days < fromDays + 14; days += 1) {
    const date = indiaDateIn(days);
    const { status, body } = await api<{ hours: { open: string; close: string } | null }>(page, 'GET', `/api/v1/schedule?date=${date}`);
    expect(status, `GET /api/v1/schedule?date=${date}`).toBe(200);
    if (body.hours) return { date, ...body.hours };
  }
  throw new Error('The workshop is closed for two weeks');
}

/** A phone booking without a society, at an India date and time, recorded through the API. */
async function book(page: Page, date: string, clock: string, customer: string): Promise<Request> {
  const offered = await api<{ data: { service: { id: number } }[] }>(page, 'GET', '/api/v1/workshop-services?active=true&page_size=100');
  const suffix = String(Date.now()).slice(-4);
  const { status, body } = await api<Request>(page, 'POST', '/api/v1/requests', {
    customer_name: customer,
    customer_phone: `97${String(Date.now()).slice(-8)}`,
    vehicle_type: 'sedan',
    vehicle_make: 'Honda',
    vehicle_model: 'City',
    registration_number: `HR26DK${suffix}`,
    service_id: offered.body.data[0]!.service.id,
    society_id: null,
    address: 'Tower 4, Flat 1203, Green Meadows Residency',
    scheduled_at: indiaInstant(date, clock),
  });
  expect(status, 'POST /api/v1/requests').toBe(201);
  return body;
}

/** Accepts a booking and gives it to the first worker free at its time (by the server's suggestions), other than `avoid`. */
async function acceptAndAssign(page: Page, request: Request, avoid?: number): Promise<Request> {
  const accepted = await api<Request>(page, 'POST', `/api/v1/requests/${request.id}/accept`, { version: request.version });
  expect(accepted.status).toBe(200);
  const ranked = await api<{ data: { id: number; refusal: string | null }[] }>(page, 'GET', `/api/v1/requests/${request.id}/worker-suggestions?scheduled_at=${encodeURIComponent(request.scheduled_at)}`);
  const worker = ranked.body.data.find((suggestion) => suggestion.refusal === null && suggestion.id !== avoid)!.id;
  const assigned = await api<Request>(page, 'POST', `/api/v1/requests/${request.id}/assign`, { version: accepted.body.version, worker_id: worker });
  expect(assigned.status).toBe(200);
  return assigned.body;
}

test.describe('reschedule and leave approval over jobs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
  });

  test('a request is moved from its page to another time: the new time and a timeline event show', async ({ page }) => {
    const day = await openDay(page, 200);
    const request = await book(page, day.date, clockPlus(day.open, 60), `Move Journey ${String(Date.now()).slice(-6)}`);
    const later = clockPlus(day.open, 180);
    await page.goto(`/workshop/service-details/${request.id}`);
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule ${request.code}` });
    await fillDateTime(dialog, 'New date', `${day.date}T${later}`);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog).toBeHidden();
    const { body: moved } = await api<Request>(page, 'GET', `/api/v1/requests/${request.id}`);
    expect(moved.scheduled_at).toBe(indiaInstant(day.date, later));
    const shown = await page.evaluate((iso) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)), moved.scheduled_at);
    await expect(page.getByText(`Moved to ${shown}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Schedule' })).toContainText(shown);
    await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('heading', { name: 'Rescheduled' })).toBeVisible();
  });

  test('a request is moved from the list’s row menu', async ({ page }) => {
    const day = await openDay(page, 215);
    const request = await book(page, day.date, clockPlus(day.open, 60), `Menu Journey ${String(Date.now()).slice(-6)}`);
    const later = clockPlus(day.open, 120);
    await page.goto(`/workshop/list-requests?q=${request.code}`);
    await page.getByRole('button', { name: `More actions for ${request.code}` }).click();
    await page.getByRole('menuitem', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule ${request.code}` });
    await fillDateTime(dialog, 'New date', `${day.date}T${later}`);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByText(/^Moved to /)).toBeVisible();
    await expect(page).toHaveURL(/\/workshop\/list-requests/);
    const { body: moved } = await api<Request>(page, 'GET', `/api/v1/requests/${request.id}`);
    expect(moved.scheduled_at).toBe(indiaInstant(day.date, later));
  });

  test('a refused reschedule says why on the worker field: the worker is busy with another job then', async ({ page }) => {
    const day = await openDay(page, 230);
    const at = clockPlus(day.open, 60);
    const first = await acceptAndAssign(page, await book(page, day.date, at, `Busy One ${String(Date.now()).slice(-6)}`));
    const second = await acceptAndAssign(page, await book(page, day.date, clockPlus(day.open, 240), `Busy Two ${String(Date.now()).slice(-6)}`), first.worker!.id);
    await page.goto(`/workshop/service-details/${second.id}`);
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule ${second.code}` });
    await fillDateTime(dialog, 'New date', `${day.date}T${at}`);
    await dialog.getByRole('combobox', { name: 'Worker' }).click();
    await page.getByRole('option', { name: first.worker!.name, exact: true }).click();
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    // The worker field says who is busy with which job; nothing moved.
    await expect(dialog).toContainText(first.code);
    await expect(dialog.getByRole('combobox', { name: 'Worker' })).toHaveAttribute('aria-invalid', 'true');
    const { body: unchanged } = await api<Request>(page, 'GET', `/api/v1/requests/${second.id}`);
    expect(unchanged.scheduled_at).toBe(second.scheduled_at);
  });

  test('approving a leave over an assigned job lists the job, and approving with unassign frees it', async ({ page }) => {
    const day = await openDay(page, 245);
    const job = await acceptAndAssign(page, await book(page, day.date, clockPlus(day.open, 90), `Leave Journey ${String(Date.now()).slice(-6)}`));
    const worker = job.worker!;
    const leave = await api<{ id: number }>(page, 'POST', '/api/v1/leaves', { worker_id: worker.id, start_date: day.date, end_date: day.date, type: 'casual', reason: 'Journey over a job' });
    expect(leave.status).toBe(201);

    await page.goto(`/workshop/listofleaves?from=${day.date}&to=${day.date}`);
    await page.getByRole('button', { name: `Approve: ${worker.name}, ${day.date}` }).click();
    await page.getByRole('dialog', { name: 'Approve this leave?' }).getByRole('button', { name: 'Approve' }).click();
    const jobs = page.getByRole('dialog', { name: 'This worker has jobs on these days' });
    const link = jobs.getByRole('link', { name: job.code });
    await expect(link).toHaveAttribute('href', `/workshop/service-details/${job.id}`);
    await jobs.getByRole('button', { name: 'Approve and unassign these jobs' }).click();
    await expect(page.getByText('Leave approved; 1 job unassigned')).toBeVisible();

    await page.goto(`/workshop/service-details/${job.id}`);
    await expect(page.getByRole('region', { name: 'Worker' })).toContainText('Not assigned yet');
    await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('heading', { name: 'Worker removed' })).toBeVisible();
    const { body: freed } = await api<Request>(page, 'GET', `/api/v1/requests/${job.id}`);
    expect(freed.status).toBe('accepted');
    expect(freed.worker).toBeNull();
  });
});
