import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits';

/** What raised a notification (issue 5): each kind has its recipients, chosen by the server. */
export const NOTIFICATION_KINDS = ['request_created', 'request_cancelled', 'concern_created', 'leave_recorded', 'service_requested'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * The dropdown's and the page's filters (spec texts: All Notification, New, Unread, Other):
 * - all: every notification of the caller;
 * - new: created in the last NEW_NOTIFICATION_HOURS hours, read or not;
 * - unread: not read yet (read_at null);
 * - other: already read.
 */
export const NOTIFICATION_FILTERS = ['all', 'new', 'unread', 'other'] as const;
export const notificationFilterSchema = z.enum(NOTIFICATION_FILTERS);
export type NotificationFilter = z.infer<typeof notificationFilterSchema>;
export const NEW_NOTIFICATION_HOURS = 24;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A console path of the recipient's role (e.g. "/workshop/service-details/12"), or null. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  filter: notificationFilterSchema.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** The polled badge: the unread count and the newest notification's id (a change means the list is stale). */
export const unreadNotificationCountSchema = z.object({ count: z.number().int(), latest_id: z.number().int().nullable() });
export type UnreadNotificationCount = z.infer<typeof unreadNotificationCountSchema>;

export const readAllNotificationsResponseSchema = z.object({ updated: z.number().int() });
export type ReadAllNotificationsResponse = z.infer<typeof readAllNotificationsResponseSchema>;

/** The badge: two digits ("01", "12"), "99+" above 99, nothing (null) when there are none. */
export const NOTIFICATION_BADGE_MAX = 99;
export function notificationBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  if (unread > NOTIFICATION_BADGE_MAX) return `${NOTIFICATION_BADGE_MAX}+`;
  return String(Math.floor(unread)).padStart(2, '0');
}
