import { describe, expect, it } from 'vitest';
import { isBeforeScheduledDay } from './isBeforeScheduledDay';

// 25 Nov 2026, 10:30 am in India.
const booked = { scheduled_at: '2026-11-25T05:00:00.000Z' };

describe('isBeforeScheduledDay', () => {
  it('is true on any earlier day in India, however close in hours', () => {
    expect(isBeforeScheduledDay(booked, new Date('2026-11-22T05:00:00.000Z'))).toBe(true);
    // 24 Nov, 11:59 pm in India.
    expect(isBeforeScheduledDay(booked, new Date('2026-11-24T18:29:00.000Z'))).toBe(true);
  });

  it('is false from the start of the booked day in India, and after it', () => {
    // 25 Nov, 12:01 am in India (still 24 Nov in UTC).
    expect(isBeforeScheduledDay(booked, new Date('2026-11-24T18:31:00.000Z'))).toBe(false);
    expect(isBeforeScheduledDay(booked, new Date('2026-11-25T12:00:00.000Z'))).toBe(false);
    expect(isBeforeScheduledDay(booked, new Date('2026-11-28T12:00:00.000Z'))).toBe(false);
  });
});
