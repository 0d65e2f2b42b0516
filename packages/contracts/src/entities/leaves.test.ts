import { describe, expect, it } from 'vitest';
import { LEAVE_ACTIONS, LEAVE_STATUSES, nextLeaveStatus } from '../plain/leaves';
import { createLeaveBodySchema, rejectLeaveBodySchema } from './leaves';

describe('nextLeaveStatus (DESIGN §4: pending → approved / rejected; pending/approved → cancelled)', () => {
  it('answers the next status for every legal pair and null for every other one', () => {
    const table = Object.fromEntries(LEAVE_STATUSES.map((status) => [status, Object.fromEntries(LEAVE_ACTIONS.map((action) => [action, nextLeaveStatus(status, action)]))]));
    expect(table).toEqual({
      pending: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
      approved: { approve: null, reject: null, cancel: 'cancelled' },
      rejected: { approve: null, reject: null, cancel: null },
      cancelled: { approve: null, reject: null, cancel: null },
    });
  });
});

describe('leave bodies', () => {
  it('refuse an end date before the start date, naming end_date', () => {
    const result = createLeaveBodySchema.safeParse({ worker_id: 1, start_date: '2026-01-10', end_date: '2026-01-09', type: 'sick' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['end_date'], message: 'End date cannot be before start date' });
  });

  it('accept a one-day leave', () => {
    expect(createLeaveBodySchema.safeParse({ worker_id: 1, start_date: '2026-01-10', end_date: '2026-01-10', type: 'sick' }).success).toBe(true);
  });

  it('require a note to reject', () => {
    expect(rejectLeaveBodySchema.safeParse({ version: 1, note: ' ' }).success).toBe(false);
    expect(rejectLeaveBodySchema.safeParse({ version: 1, note: 'Short staffed' }).success).toBe(true);
  });
});
