import type { SocietyManagerDashboard, SuperAdminDashboard, WorkshopAdminDashboard } from '@carcare/contracts';
import { REQUEST_STATUSES } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

const statuses = (counts: Partial<Record<(typeof REQUEST_STATUSES)[number], number>>) => REQUEST_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));
const days = (from: string, counts: number[]) =>
  counts.map((count, index) => ({ date: new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10), count }));

export const superAdminSample = fixture<SuperAdminDashboard>({
  role: 'super_admin',
  today: '2026-01-15',
  range: { from: '2026-01-13', to: '2026-01-15' },
  counts: { active_workshops: 5, active_societies: 4, active_workers: 37, requests_today: 11 },
  revenue: { this_month: { from: '2026-01-01', to: '2026-01-31' }, this_month_paise: 12345600, last_month: { from: '2025-12-01', to: '2025-12-31' }, last_month_paise: 10000000 },
  requests_per_day: days('2026-01-13', [3, 0, 11]),
  requests_by_status: statuses({ pending: 6, completed: 7, cancelled: 1 }),
  top_workshops: [{ id: 3, name: 'Shine Garage', city: 'Pune', rating: 4.6, review_count: 12 }],
  open_concerns: { open: 2, in_progress: 1 },
});

export const workshopAdminSample = fixture<WorkshopAdminDashboard>({
  role: 'workshop_admin',
  today: '2026-01-15',
  range: { from: '2025-12-17', to: '2026-01-15' },
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  requests_per_day: days('2026-01-13', [1, 2, 3]),
  requests_by_status: statuses({ pending: 2, assigned: 1, completed: 3 }),
  revenue: { range_paise: 450000, this_month: { from: '2026-01-01', to: '2026-01-31' }, this_month_paise: 150000 },
  todays_schedule: [
    {
      id: 42,
      code: 'SR-000042',
      scheduled_at: '2026-01-15T04:30:00.000Z',
      customer_name: 'Meera Iyer',
      service: { id: 1, name: 'Foam Wash' },
      worker: { id: 3, name: 'Ravi Kumar' },
      status: 'assigned',
    },
    { id: 43, code: 'SR-000043', scheduled_at: '2026-01-15T06:00:00.000Z', customer_name: 'Arjun Shah', service: { id: 2, name: 'Interior Detailing' }, worker: null, status: 'pending' },
  ],
  todays_schedule_total: 2,
  on_leave_today: [{ leave_id: 9, worker: { id: 5, name: 'Sunil Das' }, workshop: { id: 1, name: 'Sparkle Auto Care' }, type: 'sick', start_date: '2026-01-14', end_date: '2026-01-16' }],
  rating: { average: 4.25, review_count: 8 },
  open_concerns: { open: 1, in_progress: 0 },
});

export const societyManagerSample = fixture<SocietyManagerDashboard>({
  role: 'society_manager',
  today: '2026-01-15',
  range: { from: '2025-12-17', to: '2026-01-15' },
  society: { id: 1, name: 'Green Meadows' },
  workers_serving: 7,
  absent_today: [{ leave_id: 4, worker: { id: 1, name: 'Anil Verma' }, workshop: { id: 1, name: 'Sparkle Auto Care' }, type: 'casual', start_date: '2026-01-15', end_date: '2026-01-15' }],
  pending_absent_today: 0,
  requests_this_week: { from: '2026-01-12', to: '2026-01-18', total: 9, per_day: days('2026-01-12', [1, 2, 0, 3, 3, 0, 0]) },
});
