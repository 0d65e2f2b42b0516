import type { ScheduleJob, ScheduleResponse, ScheduleWorker } from '@carcare/contracts';

/** A worker of the sample day: serves Green Meadows (society 7), no leave. */
export function sampleWorker(overrides: Partial<ScheduleWorker> = {}): ScheduleWorker {
  return { id: 11, name: 'Ravi Kumar', phone: '9876500011', skills: [], societies: [{ id: 7, name: 'Green Meadows' }], leave: null, ...overrides };
}

/** A job of the sample day (2026-12-01), 10:00–11:00 India time, accepted, without a worker. */
export function sampleJob(overrides: Partial<ScheduleJob> = {}): ScheduleJob {
  return {
    id: 101,
    code: 'SR-000101',
    status: 'accepted',
    scheduled_at: '2026-12-01T04:30:00.000Z',
    ends_at: '2026-12-01T05:30:00.000Z',
    duration_minutes: 60,
    worker_id: null,
    service: { id: 3, name: 'Foam Wash' },
    society: { id: 7, name: 'Green Meadows' },
    customer_name: 'Asha Mehta',
    vehicle_type: 'sedan',
    registration_number: 'HR26DK1234',
    address: 'Tower 4, Flat 1203',
    late: false,
    version: 2,
    ...overrides,
  };
}

/** 2026-12-01 (a Tuesday), open 09:00–18:00. */
export function sampleDay(overrides: Partial<ScheduleResponse> = {}): ScheduleResponse {
  const week = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
  return {
    date: '2026-12-01',
    workshop: { id: 1, name: 'Sparkle Auto Care' },
    hours: { open: '09:00', close: '18:00' },
    holiday: null,
    travel_buffer_minutes: 0,
    late_after_minutes: 15,
    workers: [sampleWorker()],
    jobs: [sampleJob()],
    week: week.map((date, index) => ({ date, count: index === 1 ? 1 : 0 })),
    ...overrides,
  };
}
