import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits';
import { bulkIdSelectionShape, checkBulkSelection } from '../bulk';
import { NOTIFICATION_FILTERS, NOTIFICATION_KINDS } from './notificationKinds';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export const notificationFilterSchema = z.enum(NOTIFICATION_FILTERS);

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

/** The notification list's filter, as "mark every notification matching read" names it. */
export const notificationBulkFilterSchema = z.object({ filter: notificationFilterSchema.default('all') });
export type NotificationBulkFilter = z.input<typeof notificationBulkFilterSchema>;
const NOTIFICATION_NOUN = { one: 'notification', many: 'notifications' };

/** Mark many of the caller's notifications read: by ids (they have no versions), or by the list's filter. */
export const bulkNotificationBodySchema = z
  .object({ action: z.enum(['read']), ...bulkIdSelectionShape(NOTIFICATION_NOUN, notificationBulkFilterSchema) })
  .superRefine((body, ctx) => checkBulkSelection(body, ctx, NOTIFICATION_NOUN));
export type BulkNotificationBody = z.input<typeof bulkNotificationBodySchema>;
