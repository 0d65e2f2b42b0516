import { z } from 'zod';
import { dateQuerySchema, namedRefSchema } from './common';
import { leaveTypeSchema } from './leaves';
import { requestStatusSchema } from './requests';

/** `GET /api/v1/dashboard?from&to`: India calendar dates, both ends included. */
export const dashboardQuerySchema = z.object({
  from: dateQuerySchema('From'),
  to: dateQuerySchema('To'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardRangeSchema = z.object({ from: z.string(), to: z.string() });
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

/** One calendar day of a per-day series; days without any row are present with 0. */
export const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });
export type DayCount = z.infer<typeof dayCountSchema>;

/** Every request status, with 0 for those that have none. */
export const statusCountSchema = z.object({ status: requestStatusSchema, count: z.number().int() });
export type StatusCount = z.infer<typeof statusCountSchema>;

export const openConcernsSchema = z.object({ open: z.number().int(), in_progress: z.number().int() });
export type OpenConcerns = z.infer<typeof openConcernsSchema>;

/** An approved leave covering today: who is absent, why and until when. */
export const absenceTodaySchema = z.object({
  leave_id: z.number().int(),
  worker: namedRefSchema,
  workshop: namedRefSchema,
  type: leaveTypeSchema,
  start_date: z.string(),
  end_date: z.string(),
});
export type AbsenceToday = z.infer<typeof absenceTodaySchema>;

const dashboardBase = {
  /** The India date the figures call "today". */
  today: z.string(),
  range: dashboardRangeSchema,
};

export const superAdminDashboardSchema = z.object({
  role: z.literal('super_admin'),
  ...dashboardBase,
  counts: z.object({
    active_workshops: z.number().int(),
    active_societies: z.number().int(),
    active_workers: z.number().int(),
    requests_today: z.number().int(),
  }),
  /** Successful payments minus successful refunds, by calendar month (India). */
  revenue: z.object({
    this_month: dashboardRangeSchema,
    this_month_paise: z.number().int(),
    last_month: dashboardRangeSchema,
    last_month_paise: z.number().int(),
  }),
  requests_per_day: z.array(dayCountSchema),
  requests_by_status: z.array(statusCountSchema),
  top_workshops: z.array(
    z.object({ id: z.number().int(), name: z.string(), city: z.string(), rating: z.number(), review_count: z.number().int() }),
  ),
  open_concerns: openConcernsSchema,
});
export type SuperAdminDashboard = z.infer<typeof superAdminDashboardSchema>;

export const scheduleEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  scheduled_at: z.string(),
  customer_name: z.string(),
  service: namedRefSchema,
  worker: namedRefSchema.nullable(),
  status: requestStatusSchema,
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const workshopAdminDashboardSchema = z.object({
  role: z.literal('workshop_admin'),
  ...dashboardBase,
  workshop: namedRefSchema,
  requests_per_day: z.array(dayCountSchema),
  requests_by_status: z.array(statusCountSchema),
  revenue: z.object({
    range_paise: z.number().int(),
    this_month: dashboardRangeSchema,
    this_month_paise: z.number().int(),
  }),
  todays_schedule: z.array(scheduleEntrySchema),
  todays_schedule_total: z.number().int(),
  on_leave_today: z.array(absenceTodaySchema),
  /** Published reviews of the workshop (all time). */
  rating: z.object({ average: z.number().nullable(), review_count: z.number().int() }),
  open_concerns: openConcernsSchema,
});
export type WorkshopAdminDashboard = z.infer<typeof workshopAdminDashboardSchema>;

export const societyManagerDashboardSchema = z.object({
  role: z.literal('society_manager'),
  ...dashboardBase,
  society: namedRefSchema,
  /** Active workers assigned to the society (those on leave today included). */
  workers_serving: z.number().int(),
  /** Approved leaves covering today. */
  absent_today: z.array(absenceTodaySchema),
  /** Leaves covering today still waiting for a decision: the Absent List shows them too, marked pending. */
  pending_absent_today: z.number().int(),
  /** Monday to Sunday of the current India week. */
  requests_this_week: z.object({ from: z.string(), to: z.string(), total: z.number().int(), per_day: z.array(dayCountSchema) }),
});
export type SocietyManagerDashboard = z.infer<typeof societyManagerDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion('role', [superAdminDashboardSchema, workshopAdminDashboardSchema, societyManagerDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;
