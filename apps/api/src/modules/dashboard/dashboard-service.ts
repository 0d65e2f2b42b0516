import type { Dashboard, DashboardRange, SocietyManagerDashboard, SuperAdminDashboard, WorkshopAdminDashboard } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import { societies, workers, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { forbidden } from '../../http/http-error';
import type { AccessScope } from '../scope/access-scope';
import { requestCountScope } from '../scope/access-scope';
import {
  absencesOn,
  countPendingLeavesOn,
  countActive,
  countActiveWorkersWhere,
  countRequestsWithin,
  nameOf,
  openConcerns,
  requestsByStatus,
  requestsPerDay,
  revenuePaise,
  scheduleOfDay,
  servesSociety,
  topWorkshopsByRating,
  workshopRating,
} from './dashboard-queries';
import { monthOf, previousMonthOf, weekOf } from './dashboard-range';

export const TOP_WORKSHOPS = 5;

async function superAdminDashboard(db: Executor, range: DashboardRange, today: string): Promise<SuperAdminDashboard> {
  const thisMonth = monthOf(today);
  const lastMonth = previousMonthOf(today);
  const [activeWorkshops, activeSocieties, activeWorkers, requestsToday, [thisMonthPaise, lastMonthPaise], perDay, byStatus, top, concerns] = await Promise.all([
    countActive(db, workshops),
    countActive(db, societies),
    countActive(db, workers),
    countRequestsWithin(db, undefined, { from: today, to: today }),
    revenuePaise(db, null, [thisMonth, lastMonth]),
    requestsPerDay(db, undefined, range),
    requestsByStatus(db, undefined, range),
    topWorkshopsByRating(db, TOP_WORKSHOPS),
    openConcerns(db, { kind: 'all' }),
  ]);
  return {
    role: 'super_admin',
    today,
    range,
    counts: { active_workshops: activeWorkshops, active_societies: activeSocieties, active_workers: activeWorkers, requests_today: requestsToday },
    revenue: { this_month: thisMonth, this_month_paise: thisMonthPaise ?? 0, last_month: lastMonth, last_month_paise: lastMonthPaise ?? 0 },
    requests_per_day: perDay,
    requests_by_status: byStatus,
    top_workshops: top,
    open_concerns: concerns,
  };
}

async function workshopAdminDashboard(db: Executor, workshopId: number, range: DashboardRange, today: string): Promise<WorkshopAdminDashboard> {
  const own = requestCountScope({ kind: 'workshop', workshopId });
  const thisMonth = monthOf(today);
  const [workshop, perDay, byStatus, [rangePaise, thisMonthPaise], schedule, onLeave, rating, concerns] = await Promise.all([
    nameOf(db, workshops, workshopId),
    requestsPerDay(db, own, range),
    requestsByStatus(db, own, range),
    revenuePaise(db, workshopId, [range, thisMonth]),
    scheduleOfDay(db, workshopId, today),
    absencesOn(db, eq(workers.workshopId, workshopId), today),
    workshopRating(db, workshopId),
    openConcerns(db, { kind: 'workshop', workshopId }),
  ]);
  return {
    role: 'workshop_admin',
    today,
    range,
    workshop,
    requests_per_day: perDay,
    requests_by_status: byStatus,
    revenue: { range_paise: rangePaise ?? 0, this_month: thisMonth, this_month_paise: thisMonthPaise ?? 0 },
    todays_schedule: schedule.entries,
    todays_schedule_total: schedule.total,
    on_leave_today: onLeave,
    rating,
    open_concerns: concerns,
  };
}

async function societyManagerDashboard(db: Executor, societyId: number, range: DashboardRange, today: string): Promise<SocietyManagerDashboard> {
  const week = weekOf(today);
  const inSociety = requestCountScope({ kind: 'society', societyId });
  const [society, serving, absent, pending, perDay] = await Promise.all([
    nameOf(db, societies, societyId),
    countActiveWorkersWhere(db, servesSociety(societyId)),
    absencesOn(db, servesSociety(societyId), today),
    countPendingLeavesOn(db, servesSociety(societyId), today),
    requestsPerDay(db, inSociety, week),
  ]);
  return {
    role: 'society_manager',
    today,
    range,
    society,
    workers_serving: serving,
    absent_today: absent,
    pending_absent_today: pending,
    requests_this_week: { ...week, total: perDay.reduce((sum, day) => sum + day.count, 0), per_day: perDay },
  };
}

/** The figures of the caller's role, within its scope. */
export async function dashboardFor(db: Executor, scope: AccessScope, range: DashboardRange, today: string): Promise<Dashboard> {
  switch (scope.kind) {
    case 'all':
      return superAdminDashboard(db, range, today);
    case 'workshop':
      return workshopAdminDashboard(db, scope.workshopId, range, today);
    case 'society':
      return societyManagerDashboard(db, scope.societyId, range, today);
    case 'none':
      throw forbidden();
  }
}
