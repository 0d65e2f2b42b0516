// The leaves' types, states and actions, without zod: the console's lists use them without loading any schema (plain/index.ts).
import { nextStatusBy, type Transitions } from './transitions';

export const LEAVE_TYPES = ['sick', 'casual', 'emergency', 'other'] as const;
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const LEAVE_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

/** DESIGN §4: pending → approved / rejected; pending/approved → cancelled. */
export const LEAVE_TRANSITIONS: Transitions<LeaveStatus, LeaveAction> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  cancel: { from: ['pending', 'approved'], to: 'cancelled' },
};

export function nextLeaveStatus(current: LeaveStatus, action: LeaveAction): LeaveStatus | null {
  return nextStatusBy(LEAVE_TRANSITIONS, current, action);
}

/** Sort keys of leave lists (prefix "-" for descending). */
export const LEAVE_SORTS = ['start_date', 'end_date', 'worker_name', 'status', 'created_at'] as const;

export const BULK_LEAVE_ACTIONS = ['approve', 'reject'] as const;
export type BulkLeaveAction = (typeof BULK_LEAVE_ACTIONS)[number];
