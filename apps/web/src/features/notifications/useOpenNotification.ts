import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import type { Notification } from '@carcare/contracts';
import { useMarkNotificationReadMutation } from './notificationsApi';
import { NOTIFICATION_TEXTS as T } from './notificationTexts';

/** Opening a notification marks it read (if it was not) and goes to its link. */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [markRead] = useMarkNotificationReadMutation();
  return useCallback(
    (notification: Notification) => {
      if (notification.read_at === null) {
        markRead(notification.id)
          .unwrap()
          .catch(() => enqueueSnackbar(T.markFailed, { variant: 'error' }));
      }
      onOpened?.();
      if (notification.link) void navigate(notification.link);
    },
    [markRead, navigate, enqueueSnackbar, onOpened],
  );
}
