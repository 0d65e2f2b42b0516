import { useEffect, useRef } from 'react';
import { notificationBadgeText } from '@carcare/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useLiveRefetch } from '../../api/live/liveBus';
import { invalidateNotificationLists, useUnreadNotificationCountQuery } from './notificationsApi';

/**
 * The bell's state: the unread count, read again when the live stream says this admin has new
 * notifications (whichever server process made them), when it asks for a resync (back after a gap, and
 * now and then while it is down: the fallback polling), and when the tab comes back into view. A hidden
 * tab neither hears nor polls, so it neither loads the server nor keeps renewing tokens. When the count
 * or the newest notification changes, the open lists are refreshed.
 */
export function useNotificationBell() {
  const dispatch = useAppDispatch();
  const unread = useUnreadNotificationCountQuery(undefined, {
    // RTK Query's "focused" is document visibility (setupListeners in api/baseApi.ts).
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  useLiveRefetch(unread, (signal) => signal.type === 'notifications' || signal.type === 'resync');
  const { data } = unread;
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
