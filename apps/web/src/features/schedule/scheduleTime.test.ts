import { describe, expect, it } from 'vitest';
import { addDays, axisOf, clockText, indiaLocalToIso, instantAt, isoToIndiaLocal, minutesAtOffset, minutesIntoDay, validDate, weekOf } from './scheduleTime';

describe('the board’s India clock', () => {
  it('reads an instant as minutes into the India day, whatever the instant’s zone', () => {
    expect(minutesIntoDay('2026-12-01', '2026-12-01T04:30:00.000Z')).toBe(600);
    expect(minutesIntoDay('2026-12-01', '2026-12-01T10:00:00+05:30')).toBe(600);
    // 23:00 UTC the day before is 04:30 in India.
    expect(minutesIntoDay('2026-12-01', '2026-11-30T23:00:00Z')).toBe(270);
  });

  it('writes minutes into the India day as an instant with India’s offset, also past midnight', () => {
    expect(instantAt('2026-12-01', 615)).toBe('2026-12-01T10:15:00+05:30');
    expect(Date.parse(instantAt('2026-12-01', 615))).toBe(Date.parse('2026-12-01T04:45:00Z'));
    expect(instantAt('2026-12-31', 24 * 60 + 30)).toBe('2027-01-01T00:30:00+05:30');
  });

  it('turns a date-and-time box’s value into India time and back', () => {
    expect(indiaLocalToIso('2026-12-01T17:45')).toBe('2026-12-01T17:45:00+05:30');
    expect(indiaLocalToIso('17:45')).toBe('');
    expect(isoToIndiaLocal('2026-12-01T12:15:00.000Z')).toBe('2026-12-01T17:45');
  });

  it('counts days across months and years and finds the Monday-to-Sunday week', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekOf('2026-12-01')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weekOf('2026-12-06')[0]).toBe('2026-11-30');
  });

  it('keeps only real dates from the address', () => {
    expect(validDate('2026-12-01')).toBe('2026-12-01');
    expect(validDate('2026-02-30')).toBeNull();
    expect(validDate('tomorrow')).toBeNull();
    expect(validDate(null)).toBeNull();
  });

  it('writes clock times and wraps past midnight', () => {
    expect(clockText(605)).toBe('10:05');
    expect(clockText(24 * 60 + 15)).toBe('00:15');
  });
});

describe('the board’s time axis', () => {
  it('spans the day’s hours in whole hours', () => {
    expect(axisOf({ open: '08:30', close: '19:15' }, [])).toEqual({ start: 480, end: 1200 });
  });

  it('widens to show a job outside the hours', () => {
    expect(axisOf({ open: '09:00', close: '18:00' }, [{ start: 7 * 60 + 30, end: 8 * 60 + 30 }, { start: 18 * 60, end: 19 * 60 + 10 }])).toEqual({ start: 420, end: 1200 });
  });

  it('shows 08:00–20:00 on a closed day', () => {
    expect(axisOf(null, [])).toEqual({ start: 480, end: 1200 });
  });

  it('snaps a drop to 15 minutes and keeps the whole job on the axis', () => {
    const axis = { start: 540, end: 1080 };
    // 2 px a minute: 127 px is 63.5 minutes past 09:00, nearest step 10:00.
    expect(minutesAtOffset(127, 2, axis, 60)).toBe(600);
    expect(minutesAtOffset(-50, 2, axis, 60)).toBe(540);
    expect(minutesAtOffset(5000, 2, axis, 60)).toBe(1020);
    expect(minutesAtOffset(5000, 2, axis, 50)).toBe(1020);
  });
});
