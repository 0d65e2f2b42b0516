import { ACTIVE_JOB_STATUSES, RESCHEDULABLE_STATUSES, minutesOfClock, rangesOverlap, type ScheduleJob, type ScheduleResponse } from '@carcare/contracts';
import { clockText, minutesIntoDay } from './scheduleTime';

/** Why the server would refuse a move: the field code it answers with, and the values its text names. */
export interface DropRefusal {
  field: 'worker_id' | 'scheduled_at';
  code: 'worker_on_leave' | 'worker_not_in_society' | 'outside_hours' | 'worker_busy' | 'worker_inactive' | 'pending_no_worker' | 'not_movable';
  params: Record<string, string | number | boolean>;
}

/** Where a job is to go: a worker (null: keep it without one) and its new start, in minutes from the day's India midnight. */
export interface DropTarget {
  workerId: number | null;
  start: number;
}

type Day = Pick<ScheduleResponse, 'date' | 'hours' | 'workers' | 'jobs' | 'travel_buffer_minutes'>;

const ACTIVE: readonly string[] = ACTIVE_JOB_STATUSES;
const MOVABLE: readonly string[] = RESCHEDULABLE_STATUSES;

/**
 * The server's rule set for a reschedule (DESIGN §7), checked on the board's copy of the day so a
 * lane can say before the drop whether the move will be taken. The server stays the judge: this
 * only spares the round trip for what the board already knows. Null when nothing stands in the way.
 */
export function checkDrop(day: Day, job: ScheduleJob, target: DropTarget): DropRefusal | null {
  if (!MOVABLE.includes(job.status)) return { field: 'scheduled_at', code: 'not_movable', params: { status: job.status } };
  const end = target.start + job.duration_minutes;
  const from = clockText(target.start);
  const to = clockText(end);
  let worker: ScheduleResponse['workers'][number] | undefined;
  if (target.workerId !== null) {
    worker = day.workers.find((candidate) => candidate.id === target.workerId);
    if (!worker) return { field: 'worker_id', code: 'worker_inactive', params: { name: '' } };
    if (job.status === 'pending') return { field: 'worker_id', code: 'pending_no_worker', params: {} };
  }
  // The server looks at the hours first, then at the worker.
  if (!day.hours) return { field: 'scheduled_at', code: 'outside_hours', params: { date: day.date, from, to, closed: true } };
  const open = minutesOfClock(day.hours.open);
  const close = minutesOfClock(day.hours.close);
  if (target.start < open || end > close) return { field: 'scheduled_at', code: 'outside_hours', params: { date: day.date, from, to, open: day.hours.open, close: day.hours.close } };
  if (!worker) return null;
  if (worker.leave?.status === 'approved') return { field: 'worker_id', code: 'worker_on_leave', params: { name: worker.name, date: day.date } };
  if (job.society && !worker.societies.some((society) => society.id === job.society!.id)) {
    return { field: 'worker_id', code: 'worker_not_in_society', params: { name: worker.name, society: job.society.name } };
  }
  // A worker needs the travel buffer after each job before the next can start.
  const buffer = day.travel_buffer_minutes;
  for (const other of day.jobs) {
    if (other.id === job.id || other.worker_id !== target.workerId || !ACTIVE.includes(other.status)) continue;
    const otherStart = minutesIntoDay(day.date, other.scheduled_at);
    const otherEnd = otherStart + other.duration_minutes;
    if (rangesOverlap(target.start, end + buffer, otherStart, otherEnd + buffer)) {
      return { field: 'worker_id', code: 'worker_busy', params: { name: worker.name, code: other.code, from: clockText(otherStart), to: clockText(otherEnd) } };
    }
  }
  return null;
}
