import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { datesOf, daysBetween, monthOf, previousMonthOf, resolveDashboardRange, weekOf } from './dashboard-range';

describe('dashboard calendar ranges', () => {
  it('months run from the 1st to the last day, across leap years and year ends', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonthOf('2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonthOf('2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2026-01-15')).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(weekOf('2026-01-12')).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(weekOf('2026-01-18')).toEqual({ from: '2026-01-12', to: '2026-01-18' });
  });

  it('the default range is the 30 days ending today; a lone future From gets the 30 days from it', () => {
    expect(resolveDashboardRange({}, '2026-01-15')).toEqual({ from: '2025-12-17', to: '2026-01-15' });
    expect(resolveDashboardRange({ to: '2026-01-10' }, '2026-01-15')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(resolveDashboardRange({ from: '2026-01-01' }, '2026-01-15')).toEqual({ from: '2026-01-01', to: '2026-01-15' });
    expect(resolveDashboardRange({ from: '2026-02-01' }, '2026-01-15')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
  });

  it('refuses backwards ranges, ranges over 366 days and days that do not exist, naming the field', () => {
    const fieldOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof HttpError ? error.details?.[0]?.field : 'other';
      }
      return null;
    };
    expect(fieldOf(() => resolveDashboardRange({ from: '2026-01-10', to: '2026-01-09' }, '2026-01-15'))).toBe('to');
    expect(fieldOf(() => resolveDashboardRange({ from: '2025-01-14', to: '2026-01-15' }, '2026-01-15'))).toBe('to');
    expect(fieldOf(() => resolveDashboardRange({ from: '2025-01-15', to: '2026-01-15' }, '2026-01-15'))).toBeNull();
    expect(fieldOf(() => resolveDashboardRange({ from: '2026-02-29' }, '2026-03-15'))).toBe('from');
  });

  it('lists every date of a range', () => {
    expect(datesOf({ from: '2025-12-30', to: '2026-01-02' })).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(daysBetween('2025-01-15', '2026-01-15')).toBe(366);
  });
});
