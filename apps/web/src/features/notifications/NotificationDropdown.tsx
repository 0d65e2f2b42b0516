import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import NativeSelect from '@mui/material/NativeSelect';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { NOTIFICATION_FILTERS, ROLE_HOME, isUserType, type NotificationFilter } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectUserType } from '../../app/session/authSlice';
import { NotificationList } from './NotificationList';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation } from './notificationsApi';
import { useOpenNotification } from './useOpenNotification';
import { useTexts } from '../../i18n/useTexts';
import { notificationCatalogue } from './notificationTexts';

/** How many of the newest notifications the dropdown shows; "View All" opens the rest. */
export const DROPDOWN_SIZE = 8;

/**
 * The bell's dropdown: the newest notifications, a filter, "Mark all read" and "View All". Loaded
 * when the bell is first pointed at, focused or pressed (NotificationSection), not with the page.
 */
export function NotificationDropdown({ anchor, badge, onClose }: { anchor: HTMLElement | null; badge: string | null; onClose: () => void }) {
  const t = useTexts(notificationCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const userType = useAppSelector(selectUserType);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const open = Boolean(anchor);
  const list = useListNotificationsQuery({ filter, page: 1, page_size: DROPDOWN_SIZE }, { skip: !open, refetchOnMountOrArgChange: true });
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const openNotification = useOpenNotification(onClose);
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
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={onClose}
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
                onClose();
                void navigate(`${home}/notifications`);
              }}
            >
              {t('viewAll')}
            </Button>
          </Box>
        </Box>
      </Popover>
  );
}

export default NotificationDropdown;
