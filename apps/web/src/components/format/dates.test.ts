import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/languageStore';
import { businessToday, formatCalendarDate, formatCalendarDay, formatDate, formatDateTime, formatDayMonth, formatTime, inputToIsoDate, isoDateToInput, maskDateInput } from './dates';

describe('dates, in India time', () => {
  it('formats an instant as "24 Nov 2026, 2:58 pm" in Asia/Kolkata, whatever the browser’s zone', () => {
    expect(formatDateTime('2026-11-24T09:28:00.000Z')).toBe('24 Nov 2026, 2:58 pm');
    expect(formatDate('2026-11-24T09:28:00.000Z')).toBe('24 Nov 2026');
    expect(formatTime('2026-11-24T09:28:00.000Z')).toBe('2:58 pm');
  });

  it('puts a late-evening UTC instant on the next day, as India sees it', () => {
    expect(formatDateTime('2026-11-24T20:15:00.000Z')).toBe('25 Nov 2026, 1:45 am');
    expect(formatDate('2026-11-24T20:15:00.000Z')).toBe('25 Nov 2026');
    expect(businessToday(new Date('2026-11-24T20:15:00.000Z'))).toBe('2026-11-25');
    expect(businessToday(new Date('2026-11-24T18:29:59.000Z'))).toBe('2026-11-24');
    expect(formatDayMonth('2026-12-31T19:00:00.000Z', new Date('2026-12-31T12:00:00.000Z'))).toBe('1 Jan 2027');
  });

  it('shows a calendar date as the day it names, never shifted', () => {
    expect(formatCalendarDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatCalendarDay('2026-01-05')).toBe('5 Jan');
  });

  it('says "—" (or the caller’s word) when there is nothing, and shows unreadable text as it came', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined, 'Never')).toBe('Never');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatCalendarDate('')).toBe('—');
  });

  it('writes and reads date fields as dd/mm/yyyy', () => {
    expect(isoDateToInput('2026-11-04')).toBe('04/11/2026');
    expect(isoDateToInput('')).toBe('');
    expect(inputToIsoDate('04/11/2026')).toBe('2026-11-04');
    expect(inputToIsoDate('4/1/2026')).toBe('2026-01-04');
    expect(inputToIsoDate('31/02/2026')).toBeNull();
    expect(inputToIsoDate('29/02/2028')).toBe('2028-02-29');
    expect(inputToIsoDate('2026-11-04')).toBeNull();
    expect(inputToIsoDate('04/11/26')).toBeNull();
  });

  it('keeps typing to the dd/mm/yyyy shape', () => {
    expect(maskDateInput('2')).toBe('2');
    expect(maskDateInput('241')).toBe('24/1');
    expect(maskDateInput('24112026')).toBe('24/11/2026');
    expect(maskDateInput('24/11/')).toBe('24/11');
    expect(maskDateInput('24/11/20269')).toBe('24/11/2026');
    expect(maskDateInput('4/1/2026')).toBe('04/01/2026');
    expect(maskDateInput('ab')).toBe('');
  });
});

describe('dates in Hindi', () => {
  it('names the month in Hindi, keeps India time and Latin digits', async () => {
    await changeLanguage('hi');
    try {
      expect(formatDateTime('2026-11-24T09:28:00Z')).toMatch(/^24 नव॰ 2026, 2:58 (pm|am|अपराह्न)$/);
      expect(formatCalendarDate('2026-11-22')).toBe('22 नव॰ 2026');
    } finally {
      await changeLanguage('en');
    }
    expect(formatCalendarDate('2026-11-22')).toBe('22 Nov 2026');
  });
});
