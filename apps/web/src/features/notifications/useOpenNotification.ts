import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar/snackbars';
import type { Notification } from '@carcare/contracts';
import { useMarkNotificationReadMutation } from './notificationsApi';
import { useTexts } from '../../i18n/useTexts';
import { notificationCatalogue } from './notificationTexts';

/** Opening a notification marks it read (if it was not) and goes to its link. */
export function useOpenNotification(onOpened?: () => void) {
  const t = useTexts(notificationCatalogue);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [markRead] = useMarkNotificationReadMutation();
  return useCallback(
    (notification: Notification) => {
      if (notification.read_at === null) {
        markRead(notification.id)
          .unwrap()
          .catch(() => enqueueSnackbar(t('markFailed'), { variant: 'error' }));
      }
      onOpened?.();
      if (notification.link) void navigate(notification.link);
    },
    [markRead, navigate, enqueueSnackbar, onOpened, t],
  );
}
