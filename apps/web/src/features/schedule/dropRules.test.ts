import { describe, expect, it } from 'vitest';
import { checkDrop } from './dropRules';
import { sampleDay, sampleJob, sampleWorker } from './testing/samples';

const RAVI = sampleWorker();
const MEENA = sampleWorker({ id: 12, name: 'Meena Devi', societies: [] });

describe('what the board checks before a drop (the server’s rules)', () => {
  it('takes a job onto a free worker who serves its society, within the hours', () => {
    expect(checkDrop(sampleDay(), sampleJob(), { workerId: RAVI.id, start: 600 })).toBeNull();
  });

  it('refuses a worker on approved leave, but not one whose leave is only pending', () => {
    const onLeave = sampleDay({ workers: [{ ...RAVI, leave: { id: 5, type: 'sick', status: 'approved' } }] });
    expect(checkDrop(onLeave, sampleJob(), { workerId: RAVI.id, start: 600 })).toMatchObject({ field: 'worker_id', code: 'worker_on_leave', params: { name: 'Ravi Kumar', date: '2026-12-01' } });
    const pending = sampleDay({ workers: [{ ...RAVI, leave: { id: 5, type: 'sick', status: 'pending' } }] });
    expect(checkDrop(pending, sampleJob(), { workerId: RAVI.id, start: 600 })).toBeNull();
  });

  it('refuses a society job to a worker who does not serve that society; a job of no society goes to anyone', () => {
    const day = sampleDay({ workers: [RAVI, MEENA] });
    expect(checkDrop(day, sampleJob(), { workerId: MEENA.id, start: 600 })).toMatchObject({ code: 'worker_not_in_society', params: { name: 'Meena Devi', society: 'Green Meadows' } });
    expect(checkDrop(day, sampleJob({ society: null }), { workerId: MEENA.id, start: 600 })).toBeNull();
  });

  it('refuses a window that starts before opening or ends after closing; the last slot that fits is taken', () => {
    const day = sampleDay();
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 8 * 60 + 45 })).toMatchObject({ field: 'scheduled_at', code: 'outside_hours', params: { from: '08:45', to: '09:45', open: '09:00', close: '18:00' } });
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 17 * 60 + 15 })).toMatchObject({ code: 'outside_hours' });
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 17 * 60 })).toBeNull();
  });

  it('refuses any time on a closed day', () => {
    expect(checkDrop(sampleDay({ hours: null }), sampleJob(), { workerId: RAVI.id, start: 600 })).toMatchObject({ code: 'outside_hours', params: { closed: true } });
  });

  it('refuses an overlap with the worker’s accepted, assigned or in-progress jobs, naming the job and its window', () => {
    const busy = sampleJob({ id: 102, code: 'SR-000102', status: 'in_progress', worker_id: RAVI.id, scheduled_at: '2026-12-01T05:00:00.000Z', duration_minutes: 45 });
    const day = sampleDay({ jobs: [sampleJob(), busy] });
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 600 })).toMatchObject({ field: 'worker_id', code: 'worker_busy', params: { name: 'Ravi Kumar', code: 'SR-000102', from: '10:30', to: '11:15' } });
    // Back to back is no overlap.
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 11 * 60 + 15 })).toBeNull();
  });

  it('ignores the worker’s completed jobs and the moved job itself', () => {
    const done = sampleJob({ id: 103, status: 'completed', worker_id: RAVI.id });
    const own = sampleJob({ status: 'assigned', worker_id: RAVI.id });
    expect(checkDrop(sampleDay({ jobs: [own, done] }), own, { workerId: RAVI.id, start: 630 })).toBeNull();
  });

  it('counts the travel buffer after each job', () => {
    const busy = sampleJob({ id: 102, code: 'SR-000102', status: 'assigned', worker_id: RAVI.id, scheduled_at: '2026-12-01T05:30:00.000Z', duration_minutes: 60 });
    const day = sampleDay({ jobs: [sampleJob(), busy], travel_buffer_minutes: 15 });
    // The other job runs 11:00–12:00: a job 10:00–11:00 leaves no 15 minutes to get there.
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 600 })).toMatchObject({ code: 'worker_busy' });
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 12 * 60 + 15 })).toBeNull();
    expect(checkDrop(day, sampleJob(), { workerId: RAVI.id, start: 12 * 60 })).toMatchObject({ code: 'worker_busy' });
  });

  it('refuses a worker for a pending job, and any move of a job already started', () => {
    expect(checkDrop(sampleDay(), sampleJob({ status: 'pending' }), { workerId: RAVI.id, start: 600 })).toMatchObject({ code: 'pending_no_worker' });
    expect(checkDrop(sampleDay(), sampleJob({ status: 'pending' }), { workerId: null, start: 600 })).toBeNull();
    expect(checkDrop(sampleDay(), sampleJob({ status: 'in_progress', worker_id: RAVI.id }), { workerId: RAVI.id, start: 660 })).toMatchObject({ code: 'not_movable' });
  });
});
