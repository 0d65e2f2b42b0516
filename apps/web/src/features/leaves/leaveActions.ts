import { LEAVE_ACTIONS, nextLeaveStatus, type LeaveAction, type LeaveStatus } from '@carcare/contracts';

/** The row actions a leave offers: exactly those the state machine (DESIGN §4) allows from its status. */
export function allowedLeaveActions(status: LeaveStatus): LeaveAction[] {
  return LEAVE_ACTIONS.filter((action) => nextLeaveStatus(status, action) !== null);
}

/** Inclusive length of a leave in days. */
export function leaveDays(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
