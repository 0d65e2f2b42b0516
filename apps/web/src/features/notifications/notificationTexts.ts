import { formatDayMonth } from '../../components/format/dates';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The notifications' texts: the spec's filter names (All Notification, New, Unread, Other) and the rest. */
export const notificationCatalogue = defineCatalogue('notifications', english, () => import('./i18n/hi.json'));

export type NotificationKey = Extract<keyof typeof english, string>;

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
export function timeAgo(t: Translate<NotificationKey>, iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return t('justNow');
  if (minutes < 60) return t('minutesAgo', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('hoursAgo', { hours });
  if (hours < 48) return t('yesterday');
  return formatDayMonth(iso, now);
}
