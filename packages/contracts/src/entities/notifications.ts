import { z } from 'zod';

/** What raised a notification (issue 5): each kind has its recipients, chosen by the server. */
export const NOTIFICATION_KINDS = ['request_created', 'request_cancelled', 'concern_created', 'leave_recorded', 'service_requested'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
