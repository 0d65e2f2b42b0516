import { describe, expect, it } from 'vitest';
import { LEAVE_ACTIONS, LEAVE_STATUSES, nextLeaveStatus } from '@carcare/contracts';
import { allowedLeaveActions, leaveDays } from './leaveActions';
import { QUICK_RANGES, activeQuickRanges, addDays, businessToday } from './leaveDates';

describe('allowedLeaveActions', () => {
  it('offers exactly the actions nextLeaveStatus allows, for every status', () => {
    for (const status of LEAVE_STATUSES) {
      const expected = LEAVE_ACTIONS.filter((action) => nextLeaveStatus(status, action) !== null);
      expect(allowedLeaveActions(status)).toEqual(expected);
    }
  });

  it('lets a pending leave be approved, rejected or cancelled, an approved one only cancelled, and closes decided ones', () => {
    expect(allowedLeaveActions('pending')).toEqual(['approve', 'reject', 'cancel']);
    expect(allowedLeaveActions('approved')).toEqual(['cancel']);
    expect(allowedLeaveActions('rejected')).toEqual([]);
    expect(allowedLeaveActions('cancelled')).toEqual([]);
  });
});

describe('leave dates', () => {
  it('counts both ends of a leave', () => {
    expect(leaveDays('2026-11-22', '2026-11-22')).toBe(1);
    expect(leaveDays('2026-11-30', '2026-12-02')).toBe(3);
  });

  it('takes "today" in Indian time, not UTC', () => {
    expect(businessToday(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-11-22T18:31:00Z'))).toBe('2026-11-23');
  });

  it('offers Today, This week (Monday to Sunday) and Next 7 days', () => {
    const [today, week, next7] = QUICK_RANGES;
    // 2026-11-26 is a Thursday.
    expect(today.range('2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(week.range('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(week.range('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(next7.range('2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('marks every quick range equal to the shown range: on a Monday both This week and Next 7 days', () => {
    // 2026-11-23 is a Monday, 2026-11-26 a Thursday.
    expect(activeQuickRanges('2026-11-23', '2026-11-23', '2026-11-29')).toEqual(['week', 'next7']);
    expect(activeQuickRanges('2026-11-26', '2026-11-26', '2026-12-02')).toEqual(['next7']);
    expect(activeQuickRanges('2026-11-26', '2026-11-26', '2026-11-26')).toEqual(['today']);
    expect(activeQuickRanges('2026-11-26', '2026-11-20', '2026-11-26')).toEqual([]);
  });
});
