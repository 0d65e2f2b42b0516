import { z } from 'zod';

export const CONCERN_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const concernStatusSchema = z.enum(CONCERN_STATUSES);
export type ConcernStatus = z.infer<typeof concernStatusSchema>;

export const CONCERN_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const concernPrioritySchema = z.enum(CONCERN_PRIORITIES);
export type ConcernPriority = z.infer<typeof concernPrioritySchema>;

export const CONCERN_CATEGORIES = ['service_quality', 'payment', 'worker_behaviour', 'booking', 'damage', 'app', 'other'] as const;
export const concernCategorySchema = z.enum(CONCERN_CATEGORIES);
export type ConcernCategory = z.infer<typeof concernCategorySchema>;

/** How a concern reached us: the customer app, or staff logging a call. */
export const CONCERN_CHANNELS = ['app', 'phone'] as const;
export const concernChannelSchema = z.enum(CONCERN_CHANNELS);
export type ConcernChannel = z.infer<typeof concernChannelSchema>;

export const CONCERN_ACTIONS = ['start', 'resolve', 'close', 'reopen'] as const;
export type ConcernAction = (typeof CONCERN_ACTIONS)[number];

/** DESIGN §4: open → in_progress → resolved → closed; resolved → open (reopened). */
export const CONCERN_TRANSITIONS: Readonly<Record<ConcernAction, { from: readonly ConcernStatus[]; to: ConcernStatus }>> = {
  start: { from: ['open'], to: 'in_progress' },
  resolve: { from: ['in_progress'], to: 'resolved' },
  close: { from: ['resolved'], to: 'closed' },
  reopen: { from: ['resolved'], to: 'open' },
};

export function nextConcernStatus(current: ConcernStatus, action: ConcernAction): ConcernStatus | null {
  const rule = CONCERN_TRANSITIONS[action];
  return rule.from.includes(current) ? rule.to : null;
}

export function allowedConcernActions(current: ConcernStatus): ConcernAction[] {
  return CONCERN_ACTIONS.filter((action) => nextConcernStatus(current, action) !== null);
}

/** Human code of a concern, derived from its id: UC-000042. */
export function concernCode(id: number): string {
  return `UC-${String(id).padStart(6, '0')}`;
}
