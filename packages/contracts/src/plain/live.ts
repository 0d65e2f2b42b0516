// What the live stream (GET /api/v1/events, Server-Sent Events) tells a console: which data changed.

export const LIVE_EVENTS_PATH = '/api/v1/events';

/**
 * - schedule: a job of `workshop_id` changed on those India dates (a board showing one refetches);
 * - notifications: those admins have new notifications (their badge refetches).
 */
export type LiveEvent = { type: 'schedule'; workshop_id: number; dates: string[] } | { type: 'notifications'; admin_ids: number[] };

/** The SSE event that says the stream ends for good (the session ended): the console stops reconnecting. */
export const LIVE_END_EVENT = 'end';
