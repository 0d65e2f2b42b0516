import type { ScheduleResponse } from '@carcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectSchedule } from '../src/modules/schedule/schedule-queries';
import { seedIfEmpty } from '../src/seeds/seed';
import { seedDemoDay } from '../src/seeds/seed-demo-day';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

// A Wednesday afternoon in India: every demo workshop is open.
const NOW = new Date('2026-12-02T14:10:00+05:30');
let database: TestDatabase;
const boards: ScheduleResponse[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { now: NOW });
  await seedDemoDay(database.db, NOW);
  for (let id = 1; id <= 5; id += 1) boards.push((await selectSchedule(database.db, id, '2026-12-02', NOW))!);
}, 180_000);
afterAll(async () => {
  await database.close();
});

describe('the demo’s day (a fresh demo opens on a working day)', () => {
  it('gives each workshop at least 5 workers on the board, one of them on leave', () => {
    for (const board of boards) {
      expect(board.workers.length, board.workshop.name).toBeGreaterThanOrEqual(5);
      expect(board.workers.filter((worker) => worker.leave?.status === 'approved').length).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives each worker with no leave that day 2–6 jobs that never overlap, a few unassigned jobs and one late job', () => {
    for (const board of boards) {
      for (const worker of board.workers.filter((row) => row.leave === null)) {
        const jobs = board.jobs.filter((job) => job.worker_id === worker.id && job.status !== 'pending').sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at));
        expect(jobs.length, `${board.workshop.name}: ${worker.name}`).toBeGreaterThanOrEqual(2);
        expect(jobs.length).toBeLessThanOrEqual(7);
        for (let index = 1; index < jobs.length; index += 1) expect(jobs[index]!.scheduled_at >= jobs[index - 1]!.ends_at, `${worker.name} ${jobs[index]!.code}`).toBe(true);
      }
      expect(board.jobs.filter((job) => job.worker_id === null).length).toBeGreaterThanOrEqual(2);
      expect(board.jobs.filter((job) => job.late).length, board.workshop.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('books the days ahead too', () => {
    for (const board of boards) expect(board.week.filter((day) => day.date > '2026-12-02' && day.count > 0).length).toBeGreaterThanOrEqual(3);
  });
});
