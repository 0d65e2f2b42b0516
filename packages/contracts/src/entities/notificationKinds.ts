// The notification kinds, filters and badge, apart from the zod schemas (notifications.ts): the
// header's bell shows them on every page, and a module without zod keeps zod off those pages.

/** What raised a notification: each kind has its recipients, chosen by the server. */
export const NOTIFICATION_KINDS = ['request_created', 'request_cancelled', 'concern_created', 'leave_recorded', 'service_requested', 'job_late'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The dropdown's and the page's filters (spec texts: All Notification, New, Unread, Other):
 * - all: every notification of the caller;
 * - new: created in the last NEW_NOTIFICATION_HOURS hours, read or not;
 * - unread: not read yet (read_at null);
 * - other: already read.
 */
export const NOTIFICATION_FILTERS = ['all', 'new', 'unread', 'other'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const NEW_NOTIFICATION_HOURS = 24;

/** The badge: two digits ("01", "12"), "99+" above 99, nothing (null) when there are none. */
export const NOTIFICATION_BADGE_MAX = 99;
export function notificationBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  if (unread > NOTIFICATION_BADGE_MAX) return `${NOTIFICATION_BADGE_MAX}+`;
  return String(Math.floor(unread)).padStart(2, '0');
}
