import { describe, expect, it } from 'vitest';
import { indiaDateTimeOf, todayInIndia } from './calendar';

const KOLKATA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const byIntl = (at: Date) => KOLKATA.format(at).replace(', ', ' ');

describe('India time by arithmetic', () => {
  it('writes an instant as Asia/Kolkata does, to the minute, across midnight, month and year ends', () => {
    for (const iso of ['2026-01-15T12:00:00Z', '2026-01-15T18:29:59Z', '2026-01-15T18:30:00Z', '2025-12-31T18:45:00Z', '2024-02-28T20:00:00Z', '1999-06-30T23:59:00Z']) {
      expect(indiaDateTimeOf(new Date(iso)), iso).toBe(byIntl(new Date(iso)));
    }
  });

  it('dates the same instant as todayInIndia does', () => {
    const at = new Date('2026-03-31T19:00:00Z');
    expect(indiaDateTimeOf(at)).toBe('2026-04-01 00:30');
    expect(todayInIndia(at)).toBe('2026-04-01');
  });
});
