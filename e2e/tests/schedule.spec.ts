import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, restoreEnglish, signIn, signInInHindi } from '../support/auth';

/** The board's scale (ScheduleBoard's PX_PER_MINUTE). */
const PX_PER_MINUTE = 1.5;
const ACTIVE = ['accepted', 'assigned', 'in_progress'];

interface Day {
  date: string;
  workshop: { id: number };
  hours: { open: string; close: string } | null;
  travel_buffer_minutes: number;
  workers: { id: number; name: string; leave: { status: string } | null }[];
  jobs: { id: number; code: string; status: string; scheduled_at: string; duration_minutes: number; worker_id: number | null; version: number }[];
}
interface WorkingHours {
  weekly: ({ open: string; close: string } | null)[];
  holidays: { date: string; note: string }[];
  travel_buffer_minutes: number;
  late_after_minutes: number;
  needs_review: boolean;
  version: number;
}
interface Booking {
  id: number;
  code: string;
  version: number;
}

async function token(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('authState') ?? '{}') as { token?: string }).token ?? '');
}

async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${await token(page)}` };
  const response = await page.request.fetch(path, { method, headers, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const instantAt = (date: string, minutes: number) => `${date}T${clockOf(minutes)}:00+05:30`;
const minutesInto = (date: string, iso: string) => Math.round((Date.parse(iso) - Date.parse(`${date}T00:00:00+05:30`)) / 60_000);

function indiaDate(daysAhead: number): string {
  return new Date(Date.now() + 330 * 60_000 + daysAhead * 24 * 3600_000).toISOString().slice(0, 10);
}

/** A day some weeks ahead that the workshop is open: few bookings of the demo data, none late. */
async function openDayAhead(page: Page): Promise<Day> {
  for (let ahead = 40; ahead < 54; ahead += 1) {
    const day = await api<Day>(page, 'GET', `/api/v1/schedule?date=${indiaDate(ahead)}`);
    if (day.hours && day.workers.filter((worker) => !worker.leave).length >= 2) return day;
  }
  throw new Error('no open day with two workers in the next weeks');
}

/** The first start (15-minute steps) at which `workerId` is free for `duration` minutes, from `from`. */
function freeStart(day: Day, workerId: number, duration: number, from: number): number {
  const buffer = day.travel_buffer_minutes;
  const busy = day.jobs.filter((job) => job.worker_id === workerId && ACTIVE.includes(job.status)).map((job) => {
    const start = minutesInto(day.date, job.scheduled_at);
    return [start, start + job.duration_minutes + buffer] as const;
  });
  const close = minutesOf(day.hours!.close);
  for (let start = from; start + duration <= close; start += 15) {
    if (busy.every(([s, e]) => start + duration + buffer <= s || e <= start)) return start;
  }
  throw new Error(`worker ${workerId} has no free ${duration} minutes`);
}

/** A booking of no society (any worker may take it) at `minutes` of the day, accepted: it waits in the Unassigned tray. */
async function acceptedBooking(page: Page, date: string, minutes: number, customer: string): Promise<Booking> {
  const booked = await api<Booking>(page, 'POST', '/api/v1/requests', {
    customer_name: customer,
    customer_phone: `98${String(Date.now()).slice(-8)}`,
    vehicle_type: 'sedan',
    vehicle_make: 'Honda',
    vehicle_model: 'City',
    registration_number: `HR26SC${String(Date.now()).slice(-4)}`,
    service_id: 2,
    address: 'Plot 14, Sector 45',
    scheduled_at: instantAt(date, minutes),
  });
  return api<Booking>(page, 'POST', `/api/v1/requests/${booked.id}/accept`, { version: booked.version });
}

const jobButton = (scope: Page | Locator, code: string) => scope.getByRole('button', { name: new RegExp(`^${code},`) });
const lane = (page: Page, workerId: number) => page.locator(`[data-lane-track="${workerId}"]`);

/** Drags `job` by its left edge onto a worker's lane at `minutes`; `beforeDrop` looks at the lane while the job is held. */
async function drag(page: Page, job: Locator, workerId: number, minutes: number, beforeDrop: (track: Locator) => Promise<void>) {
  const track = lane(page, workerId);
  // The lane from its start (the board scrolled back to its left edge), then the job, without scrolling it under the lanes' names.
  await page.locator(`[data-lane="${workerId}"]`).evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'start' }));
  await job.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  const from = (await job.boundingBox())!;
  const grab = { x: from.x + 6, y: from.y + from.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  const box = (await track.boundingBox())!;
  const axisStart = Number(await track.getAttribute('data-axis-start'));
  await page.mouse.move(box.x + (minutes - axisStart) * PX_PER_MINUTE + 6, box.y + box.height / 2, { steps: 15 });
  await beforeDrop(track);
  await page.mouse.up();
}

test.describe('schedule board', () => {
  test('drag from the tray to assign, drag to move, a refused drop says why, and the keyboard dialog with Suggest', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    let day = await openDayAhead(page);
    const open = minutesOf(day.hours!.open);
    const [first, second] = day.workers.filter((worker) => !worker.leave);
    const suffix = String(Date.now()).slice(-5);
    const a = await acceptedBooking(page, day.date, open + 60, `Board A ${suffix}`);
    const b = await acceptedBooking(page, day.date, open + 60, `Board B ${suffix}`);
    day = await api<Day>(page, 'GET', `/api/v1/schedule?date=${day.date}`);
    const duration = day.jobs.find((job) => job.id === a.id)!.duration_minutes;

    await page.goto(`/workshop/schedule?date=${day.date}`);
    const tray = page.getByRole('region', { name: /^Unassigned/ });
    await expect(jobButton(tray, a.code)).toBeVisible();

    // Drag to assign: the lane says before the drop that the server will take it.
    const assignAt = freeStart(day, first!.id, duration, open);
    await drag(page, jobButton(tray, a.code), first!.id, assignAt, async (track) => {
      await expect(track.getByRole('status')).toHaveText(`✓ Assign to ${first!.name} at ${clockOf(assignAt)}`);
    });
    await expect(page.getByText(`${a.code} given to ${first!.name} at ${clockOf(assignAt)}`)).toBeVisible();
    await expect(jobButton(lane(page, first!.id), a.code)).toHaveAccessibleName(new RegExp(`^${a.code}, ${clockOf(assignAt)}–.*, ${first!.name}, Assigned`));

    // Drag to move: the same lane, a later free time.
    day = await api<Day>(page, 'GET', `/api/v1/schedule?date=${day.date}`);
    const moveAt = freeStart(day, first!.id, duration, assignAt + duration + 60);
    await drag(page, jobButton(lane(page, first!.id), a.code), first!.id, moveAt, async (track) => {
      await expect(track.locator('[data-drop-hint="ok"]')).toBeVisible();
    });
    await expect(page.getByText(`${a.code} moved to ${clockOf(moveAt)}`)).toBeVisible();
    await expect(jobButton(lane(page, first!.id), a.code)).toHaveAccessibleName(new RegExp(`^${a.code}, ${clockOf(moveAt)}–`));

    // A refused drop the board knows of: on top of A, the lane says why before the drop, and the job stays in the tray.
    await drag(page, jobButton(tray, b.code), first!.id, moveAt, async (track) => {
      await expect(track.locator('[data-drop-hint="refused"]')).toContainText(`${first!.name} is busy with ${a.code}`);
    });
    await expect(page.getByText(`${b.code} was not moved: ${first!.name} is busy with ${a.code} from ${clockOf(moveAt)}`)).toBeVisible();
    await expect(jobButton(tray, b.code)).toBeVisible();

    // A refusal only the server knows of: the workshop closes that day meanwhile (a holiday saved
    // elsewhere; a board hears of its jobs' changes, not of its hours). The board takes the drop, the
    // server refuses it with its reason, and B goes back to the tray.
    const hoursUrl = `/api/v1/workshops/${day.workshop.id}/working-hours`;
    const hours = await api<WorkingHours>(page, 'GET', hoursUrl);
    const { needs_review: _review, version, ...kept } = hours;
    const closed = await api<WorkingHours>(page, 'PUT', hoursUrl, { ...kept, version, holidays: [...hours.holidays, { date: day.date, note: 'Board test' }] });
    try {
      const laterAt = freeStart(day, second!.id, duration, open);
      await drag(page, jobButton(tray, b.code), second!.id, laterAt, async (track) => {
        await expect(track.locator('[data-drop-hint="ok"]')).toBeVisible();
      });
      await expect(page.getByText(`${b.code} was not moved: ${day.date} is a holiday (Board test)`)).toBeVisible();
      // The board read the day again: it shows the day closed now.
      await expect(page.getByText('Closed: Board test')).toBeVisible();
      await expect(jobButton(tray, b.code)).toBeVisible();
    } finally {
      await api(page, 'PUT', hoursUrl, { ...kept, version: closed.version });
    }

    // The keyboard path: focus B, Enter opens Assign or move; Suggest ranks the workers, Pick takes the first, Save.
    await jobButton(tray, b.code).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Assign or move ${b.code}` });
    await dialog.getByRole('button', { name: 'Suggest' }).click();
    const suggestions = dialog.getByRole('region', { name: 'Suggested workers' });
    const best = suggestions.getByRole('listitem').first();
    await expect(best).toContainText('Free');
    const bestName = (await best.locator('p').first().innerText()).trim();
    await best.getByRole('button', { name: `Pick ${bestName}` }).click();
    await expect(dialog.getByRole('combobox', { name: 'Worker' })).toHaveText(bestName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${b.code} given to ${bestName} at ${clockOf(open + 60)}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Reload keeps the day.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`date=${day.date}`));
    await expect(jobButton(page, a.code)).toBeVisible();
  });

  test('a move made on one admin’s board shows on another’s open board without a reload, over the live stream', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    let day = await openDayAhead(page);
    const open = minutesOf(day.hours!.open);
    const [first] = day.workers.filter((worker) => !worker.leave);
    const booking = await acceptedBooking(page, day.date, open + 120, `Live ${String(Date.now()).slice(-5)}`);
    day = await api<Day>(page, 'GET', `/api/v1/schedule?date=${day.date}`);
    const duration = day.jobs.find((job) => job.id === booking.id)!.duration_minutes;
    const workshopId = day.workshop.id;

    // The other admin: the super admin, in a browser of their own, on the same workshop's day.
    const other = await browser.newContext();
    try {
      const watcher = await other.newPage();
      await signIn(watcher, DEMO.superAdmin.phone, /\/main$/);
      const stream = watcher.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/events');
      await watcher.goto(`/main/schedule?workshop_id=${workshopId}&date=${day.date}`);
      await expect(jobButton(watcher.getByRole('region', { name: /^Unassigned/ }), booking.code)).toBeVisible();
      // The stream carries the token in its header, never in its address.
      const opened = await stream;
      expect(opened.url()).not.toMatch(/token|access|Bearer/i);
      expect(opened.headers().authorization).toMatch(/^Bearer .+/);
      await opened.response();

      await page.goto(`/workshop/schedule?date=${day.date}`);
      const at = freeStart(day, first!.id, duration, open);
      await drag(page, jobButton(page.getByRole('region', { name: /^Unassigned/ }), booking.code), first!.id, at, async (track) => {
        await expect(track.locator('[data-drop-hint="ok"]')).toBeVisible();
      });
      await expect(page.getByText(`${booking.code} given to ${first!.name} at ${clockOf(at)}`)).toBeVisible();

      // The watcher's board never reloads or polls: the job reaches the lane through the stream alone.
      const watcherUrl = watcher.url();
      await expect(jobButton(lane(watcher, first!.id), booking.code)).toHaveAccessibleName(new RegExp(`^${booking.code}, ${clockOf(at)}–.*, ${first!.name}, Assigned`));
      await expect(jobButton(watcher.getByRole('region', { name: /^Unassigned/ }), booking.code)).toHaveCount(0);
      expect(watcher.url()).toBe(watcherUrl);
    } finally {
      await other.close();
    }
  });

  test('a phone shows one agenda per worker, and the same dialog', async ({ page }) => {
    await signIn(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    const day = await openDayAhead(page);
    const booking = await acceptedBooking(page, day.date, minutesOf(day.hours!.open) + 30, `Phone Agenda ${String(Date.now()).slice(-5)}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/workshop/schedule?date=${day.date}`);
    const unassigned = page.getByRole('region', { name: /^Unassigned \(\d+\)$/ });
    await expect(jobButton(unassigned, booking.code)).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`^${day.workers[0]!.name} \\(\\d+\\)$`) })).toBeVisible();
    await expect(page.locator('[data-lane-track]')).toHaveCount(0);
    await jobButton(unassigned, booking.code).click();
    const dialog = page.getByRole('dialog', { name: `Assign or move ${booking.code}` });
    await expect(dialog.getByRole('combobox', { name: 'Worker' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('in Hindi: the menu item, the date switcher, the week strip and the Unassigned tray', async ({ page }) => {
    await signInInHindi(page, DEMO.workshopAdmin.phone, /\/workshop$/);
    try {
      await page.getByRole('link', { name: 'शेड्यूल' }).first().click();
      await expect(page).toHaveURL(/\/workshop\/schedule\?date=\d{4}-\d{2}-\d{2}/);
      await expect(page.getByRole('navigation', { name: 'हफ़्ता' }).getByRole('button')).toHaveCount(7);
      await expect(page.getByRole('button', { name: 'आज' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^बिना कर्मचारी/ })).toBeVisible();
    } finally {
      await restoreEnglish(page);
    }
  });
});
