// The concerns' states, actions, codes and bounds, without zod: the console's lists use them without loading any schema (plain/index.ts).
import { nextStatusBy, type Transitions } from './transitions';

export const CONCERN_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type ConcernStatus = (typeof CONCERN_STATUSES)[number];

export const CONCERN_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ConcernPriority = (typeof CONCERN_PRIORITIES)[number];

export const CONCERN_CATEGORIES = ['service_quality', 'payment', 'worker_behaviour', 'booking', 'damage', 'app', 'other'] as const;
export type ConcernCategory = (typeof CONCERN_CATEGORIES)[number];

/** How a concern reached us: the customer app, or staff logging a call. */
export const CONCERN_CHANNELS = ['app', 'phone'] as const;
export type ConcernChannel = (typeof CONCERN_CHANNELS)[number];

export const CONCERN_ACTIONS = ['start', 'resolve', 'close', 'reopen'] as const;
export type ConcernAction = (typeof CONCERN_ACTIONS)[number];

/** DESIGN §4: open → in_progress → resolved → closed; resolved → open (reopened). */
export const CONCERN_TRANSITIONS: Transitions<ConcernStatus, ConcernAction> = {
  start: { from: ['open'], to: 'in_progress' },
  resolve: { from: ['in_progress'], to: 'resolved' },
  close: { from: ['resolved'], to: 'closed' },
  reopen: { from: ['resolved'], to: 'open' },
};

export function nextConcernStatus(current: ConcernStatus, action: ConcernAction): ConcernStatus | null {
  return nextStatusBy(CONCERN_TRANSITIONS, current, action);
}

export function allowedConcernActions(current: ConcernStatus): ConcernAction[] {
  return CONCERN_ACTIONS.filter((action) => nextConcernStatus(current, action) !== null);
}

/** Human code of a concern, derived from its id: UC-000042. */
export function concernCode(id: number): string {
  return `UC-${String(id).padStart(6, '0')}`;
}

/** The console's words for a concern action that the state does not allow (409 INVALID_TRANSITION). */
const STATUS_WORDS: Readonly<Record<ConcernStatus, string>> = { open: 'open', in_progress: 'in progress', resolved: 'resolved', closed: 'closed' };
const ACTION_PAST: Readonly<Record<ConcernAction, string>> = { start: 'started', resolve: 'resolved', close: 'closed', reopen: 'reopened' };

/** "This concern is closed; only in progress concerns can be resolved". */
export function invalidConcernTransitionMessage(current: ConcernStatus, action: ConcernAction): string {
  const allowed = CONCERN_TRANSITIONS[action].from.map((status) => STATUS_WORDS[status]).join(' or ');
  return `This concern is ${STATUS_WORDS[current]}; only ${allowed} concerns can be ${ACTION_PAST[action]}`;
}

/** A closed concern is final: no more replies or priority changes. */
export function concernIsFinal(status: ConcernStatus): boolean {
  return allowedConcernActions(status).length === 0;
}

export const CONCERN_SUBJECT_MAX = 120;
export const CONCERN_DESCRIPTION_MAX = 2000;
export const CONCERN_MESSAGE_MAX = 2000;

export const CONCERN_AUTHOR_KINDS = ['customer', 'staff'] as const;
export type ConcernAuthorKind = (typeof CONCERN_AUTHOR_KINDS)[number];


/** Sort keys of the concern list (prefix "-" for descending); `code` sorts by id. */
export const CONCERN_SORTS = ['created_at', 'code'] as const;
export const DEFAULT_CONCERN_SORT = '-created_at';

/** "SR-000123", "sr-123" or "123": the related request of a phone concern. */
export const REQUEST_CODE_INPUT = /^(?:SR-?)?(\d{1,9})$/i;
