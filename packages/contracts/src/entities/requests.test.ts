import { describe, expect, it } from 'vitest';
import { allowedRequestActions, nextRequestStatus, REQUEST_ACTIONS, REQUEST_STATUSES, requestCode } from '../plain/requests';
import {
  cancelRequestBodySchema,
  completeRequestBodySchema,
  createRequestBodySchema,
  registrationNumberSchema,
  rejectRequestBodySchema,
  requestListQuerySchema,
} from './requests';

describe('nextRequestStatus (DESIGN §4: pending → accepted → assigned → in_progress → completed; pending → rejected; pending/accepted/assigned → cancelled)', () => {
  it('answers the next status for every legal pair and null for every other one', () => {
    const table = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, Object.fromEntries(REQUEST_ACTIONS.map((action) => [action, nextRequestStatus(status, action)]))]));
    expect(table).toEqual({
      pending: { accept: 'accepted', reject: 'rejected', assign: null, start: null, complete: null, cancel: 'cancelled' },
      accepted: { accept: null, reject: null, assign: 'assigned', start: null, complete: null, cancel: 'cancelled' },
      // Assigning again changes the worker.
      assigned: { accept: null, reject: null, assign: 'assigned', start: 'in_progress', complete: null, cancel: 'cancelled' },
      in_progress: { accept: null, reject: null, assign: null, start: null, complete: 'completed', cancel: null },
      completed: { accept: null, reject: null, assign: null, start: null, complete: null, cancel: null },
      rejected: { accept: null, reject: null, assign: null, start: null, complete: null, cancel: null },
      cancelled: { accept: null, reject: null, assign: null, start: null, complete: null, cancel: null },
    });
  });

  it('allowedRequestActions lists exactly the legal actions of each status, in console order', () => {
    expect(Object.fromEntries(REQUEST_STATUSES.map((status) => [status, allowedRequestActions(status)]))).toEqual({
      pending: ['accept', 'reject', 'cancel'],
      accepted: ['assign', 'cancel'],
      assigned: ['assign', 'start', 'cancel'],
      in_progress: ['complete'],
      completed: [],
      rejected: [],
      cancelled: [],
    });
    for (const status of REQUEST_STATUSES) {
      expect(allowedRequestActions(status)).toEqual(REQUEST_ACTIONS.filter((action) => nextRequestStatus(status, action) !== null));
    }
  });

  it('only completed, rejected and cancelled are final', () => {
    expect(REQUEST_STATUSES.filter((status) => allowedRequestActions(status).length === 0)).toEqual(['completed', 'rejected', 'cancelled']);
  });
});

describe('registrationNumberSchema', () => {
  it.each([
    ['HR26DK8337', 'HR26DK8337'],
    ['hr26dk8337', 'HR26DK8337'],
    ['KA 01 AB 1234', 'KA01AB1234'],
    ['MH-12-XY-9', 'MH12XY9'],
    ['  dl3cab1234 ', 'DL3CAB1234'],
    ['TN9A1', 'TN9A1'],
  ])('accepts %j as %s', (input, normalised) => {
    expect(registrationNumberSchema.parse(input)).toBe(normalised);
  });

  it.each(['', 'HR', '26DK8337', 'HR26DK83371', 'HR26DKAB8337', 'HR123AB1234', 'HR26DK', 'HR26 DK 83@7'])('refuses %j with the format hint', (input) => {
    const result = registrationNumberSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Registration number must look like HR26DK8337');
  });

  it('refuses a missing value with "required"', () => {
    expect(registrationNumberSchema.safeParse(undefined).error!.issues[0]!.message).toBe('Registration number is required');
  });
});

describe('requestCode', () => {
  it('pads the id to six digits after SR-', () => {
    expect(requestCode(1)).toBe('SR-000001');
    expect(requestCode(123)).toBe('SR-000123');
    expect(requestCode(999999)).toBe('SR-999999');
  });

  it('keeps every digit past six', () => {
    expect(requestCode(1234567)).toBe('SR-1234567');
  });
});

describe('request bodies', () => {
  const booking = {
    customer_name: 'Aditi Sharma',
    customer_phone: '9812345678',
    vehicle_type: 'hatchback',
    vehicle_make: 'Maruti Suzuki',
    vehicle_model: 'Swift',
    registration_number: 'hr 26 dk 8337',
    service_id: 1,
    address: 'Flat B-202, Green Meadows Residency',
    scheduled_at: '2026-01-20T10:00:00+05:30',
  };

  it('a phone booking normalises the registration number and needs no workshop or society', () => {
    const parsed = createRequestBodySchema.parse(booking);
    expect(parsed.registration_number).toBe('HR26DK8337');
    expect(parsed.workshop_id).toBeUndefined();
  });

  it('a phone booking names each missing or bad field', () => {
    const result = createRequestBodySchema.safeParse({ ...booking, customer_phone: '12345', vehicle_type: 'truck', scheduled_at: 'tomorrow', customer_name: ' ' });
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['customer_name', 'customer_phone', 'scheduled_at', 'vehicle_type']);
  });

  it('reject needs a note', () => {
    expect(rejectRequestBodySchema.safeParse({ version: 1, note: '  ' }).error!.issues[0]!.message).toBe('Give a reason for rejecting');
    expect(rejectRequestBodySchema.safeParse({ version: 1, note: 'No slot' }).success).toBe(true);
  });

  it('complete takes an optional positive cash amount in whole paise', () => {
    expect(completeRequestBodySchema.safeParse({ version: 1 }).success).toBe(true);
    expect(completeRequestBodySchema.safeParse({ version: 1, cash_payment_paise: 29900 }).success).toBe(true);
    expect(completeRequestBodySchema.safeParse({ version: 1, cash_payment_paise: 0 }).success).toBe(false);
    expect(completeRequestBodySchema.safeParse({ version: 1, cash_payment_paise: 10.5 }).success).toBe(false);
  });

  it('cancel needs a reason; the note defaults to empty', () => {
    expect(cancelRequestBodySchema.parse({ version: 2, reason_id: 3 })).toEqual({ version: 2, reason_id: 3, note: '' });
    expect(cancelRequestBodySchema.safeParse({ version: 2 }).error!.issues[0]!.path).toEqual(['reason_id']);
  });

  it('the list query coerces ids and checks dates and status', () => {
    expect(requestListQuerySchema.parse({ worker_id: '8', from: '2026-01-01' })).toMatchObject({ worker_id: 8, from: '2026-01-01', page: 1 });
    expect(requestListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(requestListQuerySchema.safeParse({ to: '15/01/2026' }).success).toBe(false);
  });
});
