import { describe, expect, it } from 'vitest';
import { lastEndedWeek, weekChoices } from './weeks';

describe('the weeks a statement may be made for', () => {
  it('takes the last ended week by the India date, not the browser’s', () => {
    // Sunday 30 Nov 2026 20:00 UTC is already Monday 1 Dec 01:30 in India: the week of 23 Nov has ended.
    expect(lastEndedWeek(new Date('2026-11-29T20:00:00Z'))).toBe('2026-11-23');
    // Sunday 29 Nov 2026 17:00 UTC is 22:30 in India, still Sunday: the week of 23 Nov is under way.
    expect(lastEndedWeek(new Date('2026-11-29T17:00:00Z'))).toBe('2026-11-16');
  });

  it('offers the week under way as not ended, then the ended weeks newest first', () => {
    const choices = weekChoices(new Date('2026-12-02T06:00:00Z'), 3);
    expect(choices).toEqual([
      { weekStart: '2026-11-30', ended: false },
      { weekStart: '2026-11-23', ended: true },
      { weekStart: '2026-11-16', ended: true },
      { weekStart: '2026-11-09', ended: true },
    ]);
  });
});
