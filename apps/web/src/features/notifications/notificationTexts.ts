import { NOTIFICATION_FILTERS, type NotificationFilter } from '@carcare/contracts';
import { formatDayMonth } from '../../components/format/dates';
import { SHELL_LABELS } from '../../layout/MainLayout/labels';

/** The spec's filter texts (All Notification, New, Unread, Other), in NOTIFICATION_FILTERS order. */
export const NOTIFICATION_FILTER_LABELS: Readonly<Record<NotificationFilter, string>> = Object.fromEntries(
  NOTIFICATION_FILTERS.map((filter, index) => [filter, SHELL_LABELS.notificationFilters[index]!]),
) as Record<NotificationFilter, string>;

export const NOTIFICATION_TEXTS = {
  title: SHELL_LABELS.notifications,
  markAllRead: SHELL_LABELS.markAllRead,
  viewAll: SHELL_LABELS.viewAll,
  filterLabel: SHELL_LABELS.notificationFilter,
  unreadChip: (badge: string) => `${badge} unread`,
  markRead: 'Mark as read',
  unread: 'Unread',
  empty: {
    all: 'No notifications yet.',
    new: 'Nothing new in the last 24 hours.',
    unread: 'You have read every notification.',
    other: 'No read notifications.',
  } satisfies Record<NotificationFilter, string>,
  loadFailed: 'Could not load notifications.',
  retry: 'Retry',
  markFailed: 'Could not mark the notification as read.',
  allMarked: 'All notifications marked as read.',
  pageAbout: 'Every notification you have received, newest first. New means the last 24 hours.',
  pagination: 'Notification pages',
  select: (title: string) => `Select: ${title}`,
} as const;

/** Mark many notifications read (the bar's shared words are in components/bulk). */
export const BULK_NOTIFICATION_TEXTS = {
  nouns: {
    region: 'Selected notifications',
    refusedList: 'Refused notifications',
    allDone: 'Every notification was marked as read.',
    unknownRow: (id: number) => `Notification #${id}`,
  },
  markRead: 'Mark as read',
};

/** "just now", "5 min ago", "3 hours ago", "Yesterday", then the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  if (hours < 48) return 'Yesterday';
  return formatDayMonth(iso, now);
}
