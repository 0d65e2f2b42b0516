import type { DashboardQuery, DashboardRange } from '@carcare/contracts';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS } from '@carcare/contracts';
import { addDays } from '../../db/calendar';
import { invalidField } from '../../http/http-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True for a YYYY-MM-DD that names a real day (not 2026-02-31). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The dashboard's date range: `to` defaults to today, `from` to 30 days ending at `to`; a range
 * must run forwards and span at most 366 days (so a query never scans years of requests).
 */
export function resolveDashboardRange(query: DashboardQuery, today: string): DashboardRange {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isCalendarDate(value)) throw invalidField(field, `${field === 'from' ? 'From' : 'To'} is not a real date`, 'invalid_date');
  }
  const to = query.to ?? (query.from && query.from > today ? addDays(query.from, DASHBOARD_DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  if (to < from) throw invalidField('to', 'To cannot be before From', 'end_before_start');
  if (daysBetween(from, to) > DASHBOARD_MAX_DAYS) throw invalidField('to', `A dashboard range spans at most ${DASHBOARD_MAX_DAYS} days`, 'range_too_long', { days: DASHBOARD_MAX_DAYS });
  return { from, to };
}

/** Every date of [from, to], in order. */
export function datesOf(range: DashboardRange): string[] {
  const dates: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** The calendar month of a date, and the month before it. */
export function monthOf(date: string): DashboardRange {
  const from = `${date.slice(0, 7)}-01`;
  const nextMonth = new Date(`${from}T00:00:00.000Z`);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return { from, to: addDays(nextMonth.toISOString().slice(0, 10), -1) };
}

export function previousMonthOf(date: string): DashboardRange {
  return monthOf(addDays(`${date.slice(0, 7)}-01`, -1));
}

/** Monday to Sunday of the week of a date. */
export function weekOf(date: string): DashboardRange {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  const from = addDays(date, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}
