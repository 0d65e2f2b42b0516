import { useEffect, useRef } from 'react';
import { notificationBadgeText } from '@carcare/contracts';
import { useAppDispatch } from '../../app/hooks';
import { invalidateNotificationLists, UNREAD_POLL_MS, useUnreadNotificationCountQuery } from './notificationsApi';

/**
 * The bell's state: the unread count, polled (and fetched again when the window regains focus).
 * Polling the database keeps it right whichever server process made the notification. When the
 * count or the newest notification changes, the open lists are refreshed.
 */
export function useNotificationBell() {
  const dispatch = useAppDispatch();
  const { data } = useUnreadNotificationCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS, refetchOnFocus: true, refetchOnReconnect: true });
  const seen = useRef<string | null>(null);
  const key = data ? `${data.count}:${data.latest_id ?? ''}` : null;
  useEffect(() => {
    if (key === null) return;
    if (seen.current !== null && seen.current !== key) dispatch(invalidateNotificationLists());
    seen.current = key;
  }, [key, dispatch]);
  const count = data?.count ?? 0;
  return { count, badge: notificationBadgeText(count) };
}
