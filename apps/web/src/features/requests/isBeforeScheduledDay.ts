import type { ServiceRequest } from '@carcare/contracts';
import { businessToday } from '../../components/format/dates';

/**
 * Whether Start or Complete would come before the day the request is booked for. The line is the
 * calendar day in India, not a number of hours: working on the booked day, at any hour, is normal
 * (workers arrive early, slots slip), while starting on an earlier day is usually the wrong
 * request and is asked about first. The server records either.
 */
export function isBeforeScheduledDay(request: Pick<ServiceRequest, 'scheduled_at'>, now: Date = new Date()): boolean {
  const scheduled = new Date(request.scheduled_at);
  if (Number.isNaN(scheduled.getTime())) return false;
  return businessToday(now) < businessToday(scheduled);
}
