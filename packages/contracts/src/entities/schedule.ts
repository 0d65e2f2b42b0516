import { z } from 'zod';
import { fieldCodeParams } from '../fieldErrors';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { CLOCK_TIME_PATTERN, MAX_HOLIDAYS, MAX_LATE_AFTER_MINUTES, MAX_TRAVEL_BUFFER_MINUTES, minutesOfClock, WEEKDAYS } from '../plain/schedule';
import { dateSchema, namedRefSchema, versionSchema } from './common';
import { leaveTypeSchema } from './leaves';
import { requestStatusSchema } from './requests';
import { vehicleTypeSchema } from './services';

const idSchema = z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX);
const clockTimeSchema = (label: string) =>
  z.string({ error: `${label} is required` }).max(5, { error: `${label} must be a time (HH:MM)` }).regex(CLOCK_TIME_PATTERN, { error: `${label} must be a time (HH:MM)` });

/** One weekday's hours; null = closed that day. */
export const dayHoursSchema = z
  .object({ open: clockTimeSchema('Opening time'), close: clockTimeSchema('Closing time') })
  // A time that is not HH:MM already has its own message; only two real times are compared.
  .refine((day) => !CLOCK_TIME_PATTERN.test(day.open) || !CLOCK_TIME_PATTERN.test(day.close) || minutesOfClock(day.close) > minutesOfClock(day.open), { error: 'Closing time must be after opening time', path: ['close'], params: fieldCodeParams('close_before_open') });

export const holidaySchema = z.object({
  date: dateSchema('Holiday date'),
  note: z.string().trim().max(80, { error: 'Holiday note must be at most 80 characters' }).default(''),
});

/** A workshop's structured hours (DESIGN §7): Monday first, null = closed. */
export const workingHoursSchema = z.object({
  weekly: z.array(dayHoursSchema.nullable()).length(WEEKDAYS.length),
  holidays: z.array(holidaySchema).max(MAX_HOLIDAYS),
  travel_buffer_minutes: z.number().int().min(0).max(MAX_TRAVEL_BUFFER_MINUTES),
  late_after_minutes: z.number().int().min(1).max(MAX_LATE_AFTER_MINUTES),
  /** The hours were read from free text that could not be understood: 08:00–20:00 assumed until someone saves them. */
  needs_review: z.boolean(),
  version: z.number().int(),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const updateWorkingHoursBodySchema = z
  .object({
    weekly: z.array(dayHoursSchema.nullable()).length(WEEKDAYS.length, { error: 'Give the hours of all seven days' }),
    holidays: z.array(holidaySchema).max(MAX_HOLIDAYS, { error: `At most ${MAX_HOLIDAYS} holidays` }).default([]),
    travel_buffer_minutes: z.number({ error: 'Travel buffer is required' }).int().min(0).max(MAX_TRAVEL_BUFFER_MINUTES),
    late_after_minutes: z.number({ error: 'Late alert is required' }).int().min(1).max(MAX_LATE_AFTER_MINUTES),
    version: versionSchema,
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.holidays.forEach((holiday, index) => {
      if (seen.has(holiday.date)) ctx.addIssue({ code: 'custom', path: ['holidays', index, 'date'], message: 'This holiday is listed twice', params: fieldCodeParams('duplicate_item') });
      seen.add(holiday.date);
    });
  });
export type UpdateWorkingHoursBody = z.input<typeof updateWorkingHoursBodySchema>;

/** GET /api/v1/schedule: one workshop's day. workshop_id is required from a super admin. */
export const scheduleQuerySchema = z.object({
  date: dateSchema('date'),
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
});
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const scheduleWorkerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  skills: z.array(z.string()),
  societies: z.array(namedRefSchema),
  /** Approved (or pending, marked so) leave covering the day. */
  leave: z.object({ id: z.number().int(), type: leaveTypeSchema, status: z.enum(['approved', 'pending']) }).nullable(),
});
export type ScheduleWorker = z.infer<typeof scheduleWorkerSchema>;

export const scheduleJobSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: requestStatusSchema,
  scheduled_at: z.string(),
  /** scheduled_at + the service's duration (the travel buffer is not included). */
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  worker_id: z.number().int().nullable(),
  service: namedRefSchema,
  society: namedRefSchema.nullable(),
  customer_name: z.string(),
  vehicle_type: vehicleTypeSchema,
  registration_number: z.string(),
  address: z.string(),
  /** Not started late_after_minutes after its time. */
  late: z.boolean(),
  version: z.number().int(),
});
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;

export const scheduleResponseSchema = z.object({
  date: z.string(),
  workshop: namedRefSchema,
  /** The day's hours in India time; null when the workshop is closed (its weekday, or a holiday). */
  hours: z.object({ open: z.string(), close: z.string() }).nullable(),
  holiday: z.object({ date: z.string(), note: z.string() }).nullable(),
  travel_buffer_minutes: z.number().int(),
  late_after_minutes: z.number().int(),
  workers: z.array(scheduleWorkerSchema),
  jobs: z.array(scheduleJobSchema),
  /** Monday to Sunday of the date's week: how many jobs each day holds. */
  week: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** Move a pending, accepted or assigned job (optionally to another worker, which assigns it). */
export const rescheduleRequestBodySchema = z.object({
  version: versionSchema,
  scheduled_at: z.iso.datetime({ offset: true, error: 'Scheduled time must be a date and time' }).max(40, { error: 'Scheduled time must be a date and time' }),
  worker_id: idSchema.optional(),
});
export type RescheduleRequestBody = z.input<typeof rescheduleRequestBodySchema>;

/** A job that stands in a leave's way (409 LEAVE_HAS_JOBS details). */
export const leaveJobSchema = z.object({ id: z.number().int(), code: z.string(), scheduled_at: z.string() });
export type LeaveJob = z.infer<typeof leaveJobSchema>;

/** "Suggest": the workshop's workers ranked for one job at one time. */
export const suggestWorkersQuerySchema = z.object({
  scheduled_at: z.iso.datetime({ offset: true, error: 'Scheduled time must be a date and time' }).max(40).optional(),
});
export const workerSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null when the worker can take the job; else the rule's field code. */
  refusal: z.string().nullable(),
  serves_society: z.boolean(),
  jobs_that_day: z.number().int(),
});
export const workerSuggestionsResponseSchema = z.object({ data: z.array(workerSuggestionSchema) });
export type WorkerSuggestion = z.infer<typeof workerSuggestionSchema>;
