import { lazy, Suspense, useCallback, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { loadNotificationDropdown, notificationCatalogue, useNotificationBell } from '../../../features/notifications/public';
import { useTexts } from '../../../i18n/useTexts';

// The dropdown (a popover, its list, filter and actions) is not needed to show a
// page: it loads when the bell is first pointed at or focused, and is kept once it has been opened.
const loadDropdown = loadNotificationDropdown;
const NotificationDropdown = lazy(loadDropdown);

/** The bell with the unread badge ("01", "99+", none at zero) and the dropdown the spec draws, on live data. */
export function NotificationSection() {
  const t = useTexts(notificationCatalogue);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const { badge } = useNotificationBell();
  const open = Boolean(anchor);
  const close = useCallback(() => setAnchor(null), []);

  return (
    <>
      <IconButton
        aria-label={badge ? `${t('title')}, ${t('unreadChip', { badge: badge })}` : t('title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={(event) => {
          setEverOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px' }}
      >
        {/* A new badge when the count goes: MUI keeps showing the last count in a hidden badge otherwise. */}
        <Badge key={badge === null ? 'none' : 'unread'} badgeContent={badge} color="error" invisible={badge === null} data-testid="notification-badge">
          <NotificationsNoneOutlined fontSize="small" />
        </Badge>
      </IconButton>
      {everOpened ? (
        <Suspense fallback={null}>
          <NotificationDropdown anchor={anchor} badge={badge} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

export default NotificationSection;
