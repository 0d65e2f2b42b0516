import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from './openingHours';
import { rangesOverlap, snapMinutes, weekdayIndexOf } from './schedule';

const h = (open: string, close: string) => ({ open, close });

describe('parseOpeningHours (the free text workshops had before structured hours)', () => {
  it('reads a weekday range with 24-hour times; days not named are closed', () => {
    expect(parseOpeningHours('Mon–Sat 08:00–20:00')).toEqual([h('08:00', '20:00'), h('08:00', '20:00'), h('08:00', '20:00'), h('08:00', '20:00'), h('08:00', '20:00'), h('08:00', '20:00'), null]);
  });
  it('reads "Daily" and a range that wraps past Sunday', () => {
    expect(parseOpeningHours('Daily 07:30–21:00')).toEqual(Array(7).fill(h('07:30', '21:00')));
    expect(parseOpeningHours('Tue–Sun 09:00–19:30')?.[0]).toBeNull();
    expect(parseOpeningHours('Fri-Mon 10:00-18:00')).toEqual([h('10:00', '18:00'), null, null, null, h('10:00', '18:00'), h('10:00', '18:00'), h('10:00', '18:00')]);
  });
  it('reads bare hours, am/pm and several segments', () => {
    expect(parseOpeningHours('Mon–Sat 9–19')?.[5]).toEqual(h('09:00', '19:00'));
    expect(parseOpeningHours('9am - 7pm')).toEqual(Array(7).fill(h('09:00', '19:00')));
    expect(parseOpeningHours('Mon-Fri 9:30 AM to 6 PM; Sat 10-2')).toEqual([h('09:30', '18:00'), h('09:30', '18:00'), h('09:30', '18:00'), h('09:30', '18:00'), h('09:30', '18:00'), h('10:00', '14:00'), null]);
    expect(parseOpeningHours('Daily 8–20; Sun closed')?.[6]).toBeNull();
  });
  it('answers null for text it cannot read', () => {
    for (const text of ['', 'Call before coming', 'Mon–Sat', 'Sometimes 9-5', '25:00–26:00', '18:00–09:00']) expect(parseOpeningHours(text), text).toBeNull();
  });
});

describe('the day helpers', () => {
  it('weekdayIndexOf counts Monday as 0', () => {
    expect(weekdayIndexOf('2026-12-07')).toBe(0);
    expect(weekdayIndexOf('2026-12-06')).toBe(6);
  });
  it('rangesOverlap treats ranges as half-open: touching ends do not clash', () => {
    expect(rangesOverlap(0, 60, 60, 120)).toBe(false);
    expect(rangesOverlap(0, 61, 60, 120)).toBe(true);
  });
  it('snapMinutes rounds to the nearest quarter hour', () => {
    expect([snapMinutes(7), snapMinutes(8), snapMinutes(52)]).toEqual([0, 15, 45]);
  });
});
