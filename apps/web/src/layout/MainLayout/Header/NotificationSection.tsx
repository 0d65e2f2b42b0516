import { useCallback, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { NOTIFICATION_FILTERS, ROLE_HOME, isUserType, type NotificationFilter } from '@carcare/contracts';
import { useAppSelector } from '../../../app/hooks';
import { selectUserType } from '../../../features/auth/authSlice';
import { NotificationList } from '../../../features/notifications/NotificationList';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation } from '../../../features/notifications/notificationsApi';
import { useNotificationBell } from '../../../features/notifications/useNotificationBell';
import { useOpenNotification } from '../../../features/notifications/useOpenNotification';
import { useTexts } from '../../../i18n/useTexts';
import { notificationCatalogue } from '../../../features/notifications/notificationTexts';

/** How many of the newest notifications the dropdown shows; "View All" opens the rest. */
export const DROPDOWN_SIZE = 8;

/** The bell with the unread badge ("01", "99+", none at zero) and the dropdown the spec draws, on live data. */
export function NotificationSection() {
  const t = useTexts(notificationCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const userType = useAppSelector(selectUserType);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const { badge } = useNotificationBell();
  const open = Boolean(anchor);
  const list = useListNotificationsQuery({ filter, page: 1, page_size: DROPDOWN_SIZE }, { skip: !open, refetchOnMountOrArgChange: true });
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const close = useCallback(() => setAnchor(null), []);
  const openNotification = useOpenNotification(close);
  const home = isUserType(userType) ? ROLE_HOME[userType] : ROLE_HOME.super_admin;
  const panel = useRef<HTMLDivElement>(null);

  const markAll = async () => {
    // The button disables itself as soon as the call starts, which would drop the focus to the page
    // (and Escape would no longer close the dropdown): move it to the dropdown first.
    panel.current?.focus();
    try {
      await markAllRead().unwrap();
    } catch {
      enqueueSnackbar(t('markFailed'), { variant: 'error' });
    }
  };

  return (
    <>
      <IconButton
        aria-label={badge ? `${t('title')}, ${t('unreadChip', { badge: badge })}` : t('title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px' }}
      >
        {/* A new badge when the count goes: MUI keeps showing the last count in a hidden badge otherwise. */}
        <Badge key={badge === null ? 'none' : 'unread'} badgeContent={badge} color="error" invisible={badge === null} data-testid="notification-badge">
          <NotificationsNoneOutlined fontSize="small" />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxWidth: 360, mt: 1.5, boxShadow: 3 } } }}
      >
        <Box role="dialog" aria-labelledby="notifications-title" ref={panel} tabIndex={-1} sx={{ outline: 'none' }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id="notifications-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('title')}
              </Typography>
              {badge ? <Chip size="small" color="warning" label={badge} aria-label={t('unreadChip', { badge: badge })} /> : null}
            </Stack>
            <Button size="small" onClick={() => void markAll()} disabled={badge === null || markingAll.isLoading}>
              {t('markAllRead')}
            </Button>
          </Stack>
          <Box sx={{ px: 2, py: 1.5 }}>
            <NativeSelect fullWidth value={filter} onChange={(event) => setFilter(event.target.value as NotificationFilter)} inputProps={{ 'aria-label': t('filterLabel') }}>
              {NOTIFICATION_FILTERS.map((option) => (
                <option key={option} value={option}>
                  {t(`filter.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </Box>
          <Divider />
          <NotificationList result={list} filter={filter} onOpen={openNotification} compact />
          <Divider />
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button
              size="small"
              onClick={() => {
                close();
                void navigate(`${home}/notifications`);
              }}
            >
              {t('viewAll')}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}

export default NotificationSection;
