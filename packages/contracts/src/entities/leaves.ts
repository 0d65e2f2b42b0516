import { z } from 'zod';
import { fieldCodeParams } from '../fieldErrors';
import { listQuerySchema } from '../api';
import { dateQuerySchema, dateSchema, namedRefSchema } from './common';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { bulkSelectionShape, checkBulkSelection } from '../bulk';
import { NOT_FILTERS } from '../plain/bulk';
import { BULK_LEAVE_ACTIONS, LEAVE_STATUSES, LEAVE_TYPES } from '../plain/leaves';
import { trimInvisible } from '../plain/common';

export const leaveTypeSchema = z.enum(LEAVE_TYPES);
export const leaveStatusSchema = z.enum(LEAVE_STATUSES);

export const leaveSchema = z.object({
  id: z.number().int(),
  worker: namedRefSchema,
  workshop: namedRefSchema,
  start_date: z.string(),
  end_date: z.string(),
  type: leaveTypeSchema,
  reason: z.string(),
  status: leaveStatusSchema,
  decided_by: namedRefSchema.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const createLeaveBodySchema = z
  .object({
    worker_id: z.number({ error: 'Choose a worker' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX),
    start_date: dateSchema('Start date'),
    end_date: dateSchema('End date'),
    type: leaveTypeSchema,
    reason: z.string().trim().max(500, { error: 'Reason must be at most 500 characters' }).default(''),
    /** Record it as already approved (a leave agreed by phone). */
    approve: z.boolean().optional(),
    /** With approve: free the worker's assigned jobs on those days instead of refusing (409 LEAVE_HAS_JOBS). */
    unassign_jobs: z.boolean().optional(),
  })
  .refine((body) => body.end_date >= body.start_date, { error: 'End date cannot be before start date', path: ['end_date'], params: fieldCodeParams('end_before_start') });
export type CreateLeaveBody = z.input<typeof createLeaveBodySchema>;

export const leaveDecisionBodySchema = z.object({
  version: z.number().int(),
  note: z.string().trim().max(500).optional(),
});

/** Approve: `unassign_jobs: true` frees the worker's assigned jobs on the leave's days (else 409 LEAVE_HAS_JOBS lists them). */
export const approveLeaveBodySchema = leaveDecisionBodySchema.extend({ unassign_jobs: z.boolean().optional() });

/** Absent List: leaves overlapping [from, to] (default today), within the caller's scope. */
export const leaveListQuerySchema = listQuerySchema.extend({
  from: dateQuerySchema('from'),
  to: dateQuerySchema('to'),
  status: leaveStatusSchema.optional(),
  worker_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
});
export type LeaveListQuery = z.infer<typeof leaveListQuerySchema>;

/** Rejecting needs a note saying why. */
export const rejectLeaveBodySchema = z.object({
  version: z.number().int(),
  note: z.string({ error: 'Give a reason for rejecting' }).overwrite(trimInvisible).min(1, { error: 'Give a reason for rejecting' }).max(500),
});

/** The Absent List's filters, as a bulk decision names "every leave matching". */
export const leaveFilterSchema = leaveListQuerySchema.omit(NOT_FILTERS);
export type LeaveFilter = z.infer<typeof leaveFilterSchema>;

const LEAVE_NOUN = { one: 'leave', many: 'leaves' };

/**
 * Approve or reject many leaves at once: either `items` (ids with the versions the caller saw) or
 * `filter` with the `expected_count` the caller saw matching. Reject needs a note, as the single action does.
 */
export const bulkLeaveBodySchema = z
  .object({
    action: z.enum(BULK_LEAVE_ACTIONS),
    note: z.string().trim().max(500).optional(),
    /** Approving: free each worker's assigned jobs on the leave's days instead of refusing the leave (LEAVE_HAS_JOBS). */
    unassign_jobs: z.boolean().optional(),
    ...bulkSelectionShape(LEAVE_NOUN, leaveFilterSchema),
  })
  .superRefine((body, ctx) => {
    checkBulkSelection(body, ctx, LEAVE_NOUN);
    if (body.action === 'reject' && !body.note) ctx.addIssue({ code: 'custom', message: 'Give a reason for rejecting', path: ['note'], params: fieldCodeParams('required') });
  });
export type BulkLeaveBody = z.input<typeof bulkLeaveBodySchema>;
