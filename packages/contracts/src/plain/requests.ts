// The requests' states, actions and codes, without zod: the console's lists use them without loading any schema (plain/index.ts).
import { nextStatusBy, type Transitions } from './transitions';

export const REQUEST_STATUSES = ['pending', 'accepted', 'assigned', 'in_progress', 'completed', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_ACTIONS = ['accept', 'reject', 'assign', 'start', 'complete', 'cancel'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/**
 * DESIGN §4: pending → accepted → assigned → in_progress → completed; pending → rejected;
 * pending/accepted/assigned → cancelled. `assign` on an assigned request reassigns the worker.
 */
export const REQUEST_TRANSITIONS: Transitions<RequestStatus, RequestAction> = {
  accept: { from: ['pending'], to: 'accepted' },
  reject: { from: ['pending'], to: 'rejected' },
  assign: { from: ['accepted', 'assigned'], to: 'assigned' },
  start: { from: ['assigned'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['pending', 'accepted', 'assigned'], to: 'cancelled' },
};

export function nextRequestStatus(current: RequestStatus, action: RequestAction): RequestStatus | null {
  return nextStatusBy(REQUEST_TRANSITIONS, current, action);
}

/** The actions the current state allows, in the order the console shows them. */
export function allowedRequestActions(current: RequestStatus): RequestAction[] {
  return REQUEST_ACTIONS.filter((action) => nextRequestStatus(current, action) !== null);
}

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'cash', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TRANSACTION_KINDS = ['payment', 'refund', 'payout'] as const;
export const TRANSACTION_STATUSES = ['pending', 'success', 'failed'] as const;

/** Indian registration number, e.g. "HR26DK8337" or "KA 01 AB 1234" (spaces and dashes dropped). */
export const REGISTRATION_PATTERN = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/;

export const REQUEST_SORTS = ['scheduled_at', 'created_at', 'code', 'status', 'amount_paise'] as const;

/** "SR-000123" from the request id. */
export function requestCode(id: number): string {
  return `SR-${String(id).padStart(6, '0')}`;
}

/** Only assignment is offered in bulk; each request still follows the state machine on its own. */
export const BULK_REQUEST_ACTIONS = ['assign'] as const;
export type BulkRequestAction = (typeof BULK_REQUEST_ACTIONS)[number];
