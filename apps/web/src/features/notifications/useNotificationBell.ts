import { useEffect, useRef } from 'react';
import { notificationBadgeText } from '@carcare/contracts';
import { useAppDispatch } from '../../app/hooks';
import { invalidateNotificationLists, UNREAD_POLL_MS, useUnreadNotificationCountQuery } from './notificationsApi';

/**
 * The bell's state: the unread count, polled while the tab is visible and fetched again when it
 * comes back into view. Polling the database keeps it right whichever server process made the
 * notification; a hidden tab does not poll, so it neither loads the server nor keeps renewing
 * tokens. When the count or the newest notification changes, the open lists are refreshed.
 */
export function useNotificationBell() {
  const dispatch = useAppDispatch();
  const { data } = useUnreadNotificationCountQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    // RTK Query's "focused" is document visibility (setupListeners in api/baseApi.ts).
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
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
