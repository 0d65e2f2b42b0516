import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, workshops } from '../src/db/schema';
import { fillWorkingHours } from '../src/modules/workshops/working-hours';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';
import { workshopBody } from './workshop-body';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const url = (id: number) => `/api/v1/workshops/${id}/working-hours`;
const DAY = { open: '08:00', close: '20:00' };
/** The demo workshop's "Mon–Sat 08:00–20:00". */
const DEMO_WEEK = [DAY, DAY, DAY, DAY, DAY, DAY, null];

const body = (overrides: Record<string, unknown> = {}) => ({
  weekly: [DAY, DAY, DAY, DAY, DAY, { open: '08:00', close: '14:00' }, null],
  holidays: [
    { date: '2026-11-08', note: 'Diwali' },
    { date: '2026-01-26', note: 'Republic Day' },
  ],
  travel_buffer_minutes: 20,
  late_after_minutes: 30,
  version: 1,
  ...overrides,
});

const detailsOf = async (response: Promise<{ statusCode: number; json: () => { details?: { field: string; code: string }[] } }>) => {
  const answer = await response;
  expect(answer.statusCode).toBe(400);
  return (answer.json().details ?? []).map(({ field, code }) => ({ field, code }));
};

describe('working hours: who may read and edit them', () => {
  it('the super admin reads any workshop’s hours; the week is Monday first, a closed day null', async () => {
    const own = await as.superAdmin.get(url(SEED.ownWorkshopId));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ weekly: DEMO_WEEK, holidays: [], travel_buffer_minutes: 0, late_after_minutes: 15, needs_review: false, version: 1 });
    // "Tue–Sun 09:00–19:30": Monday closed.
    const other = (await as.superAdmin.get(url(3))).json();
    expect(other.weekly[0]).toBeNull();
    expect(other.weekly[6]).toEqual({ open: '09:00', close: '19:30' });
  });

  it('the super admin saves any workshop’s hours', async () => {
    const saved = await as.superAdmin.put(url(SEED.otherWorkshopId), body());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ travel_buffer_minutes: 20, version: 2 });
  });

  it('a workshop admin reads and saves its own workshop’s hours', async () => {
    expect((await as.workshopAdmin.get(url(SEED.ownWorkshopId))).statusCode).toBe(200);
    const saved = await as.workshopAdmin.put(url(SEED.ownWorkshopId), body());
    expect(saved.statusCode).toBe(200);
    expect((await as.workshopAdmin.get(url(SEED.ownWorkshopId))).json()).toEqual(saved.json());
  });

  it('a workshop admin gets 404 for another workshop’s hours, as for one that does not exist, and changes nothing', async () => {
    const other = await as.workshopAdmin.get(url(SEED.otherWorkshopId));
    const missing = await as.workshopAdmin.get(url(999));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await as.workshopAdmin.put(url(SEED.otherWorkshopId), body())).statusCode).toBe(404);
    expect((await as.superAdmin.get(url(SEED.otherWorkshopId))).json()).toMatchObject({ version: 1, travel_buffer_minutes: 0 });
  });

  it('a society manager gets 403 and an anonymous caller 401, for reading and saving', async () => {
    expect((await as.societyManager.get(url(SEED.ownWorkshopId))).statusCode).toBe(403);
    expect((await as.societyManager.put(url(SEED.ownWorkshopId), body())).statusCode).toBe(403);
    expect((await as.anonymous.get(url(SEED.ownWorkshopId))).statusCode).toBe(401);
    expect((await as.anonymous.put(url(SEED.ownWorkshopId), body())).statusCode).toBe(401);
  });

  it('answers 404 for a workshop that does not exist, to the super admin too', async () => {
    expect((await as.superAdmin.get(url(999))).statusCode).toBe(404);
    expect((await as.superAdmin.put(url(999), body())).statusCode).toBe(404);
  });
});

describe('working hours: saving', () => {
  it('stores the week, keeps the holidays sorted by date, and bumps the workshop’s version', async () => {
    const saved = (await as.workshopAdmin.put(url(SEED.ownWorkshopId), body())).json();
    expect(saved).toEqual({
      weekly: [DAY, DAY, DAY, DAY, DAY, { open: '08:00', close: '14:00' }, null],
      holidays: [
        { date: '2026-01-26', note: 'Republic Day' },
        { date: '2026-11-08', note: 'Diwali' },
      ],
      travel_buffer_minutes: 20,
      late_after_minutes: 30,
      needs_review: false,
      version: 2,
    });
    expect((await as.superAdmin.get(`/api/v1/workshops/${SEED.ownWorkshopId}`)).json().version).toBe(2);
  });

  it('a stale version answers 409 STALE_VERSION and changes nothing', async () => {
    expect((await as.workshopAdmin.put(url(SEED.ownWorkshopId), body())).statusCode).toBe(200);
    const stale = await as.workshopAdmin.put(url(SEED.ownWorkshopId), body({ travel_buffer_minutes: 45 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.workshopAdmin.get(url(SEED.ownWorkshopId))).json()).toMatchObject({ travel_buffer_minutes: 20, version: 2 });
  });

  it('writes one audit entry workshop.hours naming what changed', async () => {
    await as.workshopAdmin.put(url(SEED.ownWorkshopId), body());
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'workshop.hours'), eq(auditEvents.entityId, SEED.ownWorkshopId)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entity: 'workshop', actorId: expect.any(Number) });
    expect(Object.keys(events[0]!.changes as object).sort()).toEqual(['holidays', 'lateAfterMinutes', 'travelBufferMinutes', 'workingHours']);
  });

  it('saving clears the review flag of hours guessed from unreadable text', async () => {
    await ctx.database.db.update(workshops).set({ hoursNeedReview: true }).where(eq(workshops.id, SEED.ownWorkshopId));
    expect((await as.workshopAdmin.get(url(SEED.ownWorkshopId))).json().needs_review).toBe(true);
    const saved = (await as.workshopAdmin.put(url(SEED.ownWorkshopId), body({ weekly: DEMO_WEEK, holidays: [], travel_buffer_minutes: 0, late_after_minutes: 15 }))).json();
    expect(saved.needs_review).toBe(false);
    const [event] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'workshop.hours'));
    expect(event!.changes).toEqual({ hoursNeedReview: { from: true, to: false } });
  });
});

describe('working hours: refusals name the field and its code', () => {
  const put = (overrides: Record<string, unknown>) => as.workshopAdmin.put(url(SEED.ownWorkshopId), body(overrides));

  it('a closing time not after the opening time is close_before_open on that day’s close', async () => {
    const weekly = [DAY, DAY, DAY, DAY, DAY, { open: '14:00', close: '09:00' }, { open: '10:00', close: '10:00' }];
    expect(await detailsOf(put({ weekly }))).toEqual([
      { field: 'weekly.5.close', code: 'close_before_open' },
      { field: 'weekly.6.close', code: 'close_before_open' },
    ]);
  });

  it('all seven days are required', async () => {
    expect(await detailsOf(put({ weekly: [DAY, DAY, DAY, DAY, DAY, DAY] }))).toEqual([{ field: 'weekly', code: 'too_few' }]);
    expect(await detailsOf(put({ weekly: undefined }))).toEqual([{ field: 'weekly', code: 'required' }]);
  });

  it('a date listed twice is duplicate_item on the second', async () => {
    const holidays = [
      { date: '2026-08-15', note: 'Independence Day' },
      { date: '2026-08-15', note: 'Again' },
    ];
    expect(await detailsOf(put({ holidays }))).toEqual([{ field: 'holidays.1.date', code: 'duplicate_item' }]);
  });

  it('a time that is not HH:MM, a bad date and the limits of the numbers and the note', async () => {
    expect(await detailsOf(put({ weekly: [{ open: '8am', close: '20:00' }, DAY, DAY, DAY, DAY, DAY, null] }))).toEqual([{ field: 'weekly.0.open', code: 'invalid_format' }]);
    expect(await detailsOf(put({ holidays: [{ date: '2026-02-30', note: '' }] }))).toEqual([{ field: 'holidays.0.date', code: 'invalid_date' }]);
    expect(await detailsOf(put({ holidays: [{ date: '2026-02-03', note: 'x'.repeat(81) }] }))).toEqual([{ field: 'holidays.0.note', code: 'too_long' }]);
    expect(await detailsOf(put({ travel_buffer_minutes: 241 }))).toEqual([{ field: 'travel_buffer_minutes', code: 'number_too_large' }]);
    expect(await detailsOf(put({ travel_buffer_minutes: -1 }))).toEqual([{ field: 'travel_buffer_minutes', code: 'number_too_small' }]);
    expect(await detailsOf(put({ late_after_minutes: 0 }))).toEqual([{ field: 'late_after_minutes', code: 'number_too_small' }]);
    expect(await detailsOf(put({ late_after_minutes: 1.5 }))).toEqual([{ field: 'late_after_minutes', code: 'not_whole_number' }]);
    const holidays = Array.from({ length: 61 }, (_, index) => ({ date: `2027-${String(Math.floor(index / 28) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`, note: '' }));
    expect(await detailsOf(put({ holidays }))).toEqual([{ field: 'holidays', code: 'too_many' }]);
  });

  it('a refused save changes nothing', async () => {
    await put({ travel_buffer_minutes: 999 });
    expect((await as.workshopAdmin.get(url(SEED.ownWorkshopId))).json()).toMatchObject({ travel_buffer_minutes: 0, version: 1 });
  });
});

describe('working hours from the free text', () => {
  it('fillWorkingHours reads "Mon–Sat 08:00–20:00", and flags unreadable text for review with 08:00–20:00 every day', async () => {
    await ctx.database.db.update(workshops).set({ workingHours: null, openingHours: 'Mon–Sat 08:00–20:00' }).where(eq(workshops.id, 1));
    await ctx.database.db.update(workshops).set({ workingHours: null, openingHours: 'Ask at the gate' }).where(eq(workshops.id, 2));
    expect(await fillWorkingHours(ctx.database.db)).toBe(2);
    expect((await as.superAdmin.get(url(1))).json()).toMatchObject({ weekly: DEMO_WEEK, needs_review: false });
    expect((await as.superAdmin.get(url(2))).json()).toMatchObject({ weekly: [DAY, DAY, DAY, DAY, DAY, DAY, DAY], needs_review: true });
    // Once filled, a workshop is not read again.
    expect(await fillWorkingHours(ctx.database.db)).toBe(0);
  });

  it('a workshop not yet read shows the 08:00–20:00 fallback', async () => {
    await ctx.database.db.update(workshops).set({ workingHours: null }).where(eq(workshops.id, 1));
    expect((await as.superAdmin.get(url(1))).json().weekly).toEqual([DAY, DAY, DAY, DAY, DAY, DAY, DAY]);
  });

  it('a created workshop gets its hours from its text; editing the text later leaves them alone', async () => {
    const created = await as.superAdmin.post('/api/v1/workshops', workshopBody({ email: 'care@lotusclinic.in', opening_hours: 'Mon–Fri 09:00–18:00; Sat 10:00–14:00' }));
    expect(created.statusCode).toBe(201);
    const workshop = created.json();
    const hours = (await as.superAdmin.get(url(workshop.id))).json();
    const weekday = { open: '09:00', close: '18:00' };
    expect(hours).toMatchObject({ weekly: [weekday, weekday, weekday, weekday, weekday, { open: '10:00', close: '14:00' }, null], needs_review: false });

    const { id, rating: _rating, status: _status, worker_count: _count, created_at: _created, updated_at: _updated, admin, ...rest } = workshop;
    const edited = await as.superAdmin.patch(`/api/v1/workshops/${id}`, { ...rest, opening_hours: 'By appointment', admin: { name: admin.name, phone: admin.phone, email: '' } });
    expect(edited.statusCode).toBe(200);
    expect((await as.superAdmin.get(url(id))).json()).toMatchObject({ weekly: hours.weekly, needs_review: false });
  });

  it('a created workshop with unreadable text gets 08:00–20:00, flagged for review', async () => {
    const created = await as.superAdmin.post('/api/v1/workshops', {
      name: 'Guesswork Garage',
      owner_name: 'Anil Rao',
      phone: '9811122255',
      email: '',
      address_line: '9, Ring Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302001',
      gstin: '',
      opening_hours: 'Call us',
      admin: { name: 'Anil Rao', phone: '9811122266', email: '' },
    });
    expect(created.statusCode).toBe(201);
    expect((await as.superAdmin.get(url(created.json().id))).json()).toMatchObject({ weekly: [DAY, DAY, DAY, DAY, DAY, DAY, DAY], needs_review: true });
  });
});
