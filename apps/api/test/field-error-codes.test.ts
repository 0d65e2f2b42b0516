import { FIELD_ERROR_CODES } from '@carcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/http-error';
import type { DemoClients } from './api-client';
import { signInDemoAdmins } from './api-client';
import { bookingBody } from './booking-body';
import { createTestContext, detailsWithoutFieldCode, type TestContext } from './test-app';

// Every 400 of the API tests passes the field-code check of test-app.ts; this file names the codes
// of the schema layer and of business rules, and shows that check failing on a detail without one.
let ctx: TestContext;
let as: DemoClients;
beforeAll(async () => {
  ctx = await createTestContext({}, {
    beforeReady: (app) => {
      // A route that forgets the code, as a business rule written without one would.
      app.get('/api/v1/test-only/uncoded', async () => {
        throw new HttpError(400, 'VALIDATION_ERROR', 'Bad', {}, [{ field: 'x', message: 'Bad' } as never]);
      });
    },
  });
  await ctx.reset();
  as = await signInDemoAdmins(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Detail = { field: string; message: string; code: string; params?: Record<string, string | number> };
const detailOf = (details: Detail[], field: string) => details.find((detail) => detail.field === field);

describe('field codes of a 400', () => {
  it('schema checks map to field codes with the limits their English names; the English message stays word for word', async () => {
    const response = await as.superAdmin.post('/api/v1/workshops', {
      name: 'x'.repeat(121),
      owner_name: '',
      phone: '12',
      pincode: 'abc',
      latitude: 'north',
      longitude: 500,
      opening_hours: 'Mon–Sat 9–7',
      admin: { name: 'Ravi', phone: '' },
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as Detail[];
    expect(detailOf(details, 'name')).toEqual({ field: 'name', message: 'Workshop name must be at most 120 characters', code: 'too_long', params: { max: 120 } });
    expect(detailOf(details, 'owner_name')).toEqual({ field: 'owner_name', message: 'Owner name is required', code: 'required' });
    // Absent, not an empty string: still "required" although zod sees a wrong type.
    expect(detailOf(details, 'address_line')).toMatchObject({ message: 'Address is required', code: 'required' });
    expect(detailOf(details, 'pincode')).toMatchObject({ message: 'Pincode must be 6 digits', code: 'invalid_format' });
    expect(detailOf(details, 'phone')).toMatchObject({ message: 'Phone must be exactly 10 digits', code: 'invalid_format' });
    // An empty phone fails the same pattern: the field is missing, whatever the English says.
    expect(detailOf(details, 'admin.phone')).toEqual({ field: 'admin.phone', message: 'Phone must be exactly 10 digits', code: 'required' });
    expect(detailOf(details, 'latitude')).toMatchObject({ code: 'not_a_number' });
    expect(detailOf(details, 'longitude')).toMatchObject({ code: 'number_too_large', params: { max: 180 } });
    for (const detail of details) expect(FIELD_ERROR_CODES).toContain(detail.code);
  });

  it('a value not in a list is invalid_choice, a refined calendar date invalid_date, a key the endpoint does not take unknown_field', async () => {
    const leave = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: 1, start_date: '2026-02-30', end_date: '2026-03-01', type: 'holiday' });
    expect(leave.statusCode).toBe(400);
    const details = leave.json().details as Detail[];
    expect(detailOf(details, 'start_date')).toEqual({ field: 'start_date', message: 'Start date must be a date (YYYY-MM-DD)', code: 'invalid_date' });
    expect(detailOf(details, 'type')).toMatchObject({ code: 'invalid_choice' });
    const view = await as.superAdmin.post('/api/v1/me/views', { list: 'list.workshops', name: 'Mine', query: '', colour: 'red' });
    expect(view.statusCode).toBe(400);
    expect((view.json().details as Detail[])[0]).toMatchObject({ code: 'unknown_field' });
  });

  it('business rules checked on the server carry their own code and the values their message names', async () => {
    const range = await as.superAdmin.get('/api/v1/dashboard?from=2024-01-01&to=2026-01-15');
    expect(range.statusCode).toBe(400);
    expect(range.json().details).toEqual([{ field: 'to', message: 'A dashboard range spans at most 366 days', code: 'range_too_long', params: { days: 366 } }]);
    const backwards = await as.superAdmin.get('/api/v1/transactions?from=2026-01-10&to=2026-01-01');
    expect(backwards.json().details).toEqual([{ field: 'to', message: 'End date cannot be before start date', code: 'end_before_start' }]);
    const sort = await as.superAdmin.get('/api/v1/workshops?sort=colour');
    expect((sort.json().details as Detail[])[0]).toMatchObject({ field: 'sort', code: 'unknown_sort' });
    const far = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: '2027-06-20T10:00:00+05:30' }));
    expect(far.statusCode).toBe(400);
    expect(far.json().details).toEqual([{ field: 'scheduled_at', message: expect.stringMatching(/^Scheduled time must be within \d+ days$/), code: 'scheduled_too_far', params: { days: expect.any(Number) } }]);
  });

  it('the test check turns a 400 whose detail has no field code into a failure', async () => {
    const response = await as.superAdmin.get('/api/v1/test-only/uncoded');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/without a field code/);
    expect(detailsWithoutFieldCode(400, JSON.stringify({ details: [{ field: 'x', message: 'Bad', code: 'no_such_code' }] }))).toHaveLength(1);
    expect(detailsWithoutFieldCode(400, JSON.stringify({ details: [{ field: 'x', message: 'Bad', code: 'required' }] }))).toHaveLength(0);
  });
});
