import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import type { Notification, NotificationKind } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { notificationCatalogue, timeAgo } from './notificationTexts';

const KIND_ICONS: Record<NotificationKind, typeof AssignmentOutlined> = {
  request_created: AssignmentOutlined,
  request_cancelled: AssignmentLateOutlined,
  concern_created: HeadsetMicOutlined,
  leave_recorded: EventBusyOutlined,
  service_requested: PlaylistAddOutlined,
  job_late: AlarmOutlined,
};

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  now?: Date;
  /** A tick box before the item, for bulk "mark as read" on the notifications page. */
  tick?: { ticked: boolean; onChange: (ticked: boolean) => void };
}

/** One notification: icon by kind, title (bold while unread), body and when; a click opens it. */
export function NotificationItem({ notification, onOpen, now, tick }: NotificationItemProps) {
  const t = useTexts(notificationCatalogue);
  const Icon = KIND_ICONS[notification.kind] ?? AssignmentOutlined;
  const unread = notification.read_at === null;
  const item = (
    <ListItemButton
      alignItems="flex-start"
      onClick={() => onOpen(notification)}
      sx={{ bgcolor: unread ? 'action.hover' : undefined, borderRadius: 1 }}
      data-unread={unread ? 'true' : 'false'}
    >
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: 'primary.light', color: 'primary.dark' }}>
          <Icon fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={notification.title}
        secondary={
          <>
            {notification.body}
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {timeAgo(t, notification.created_at, now)}
              {unread && (
                <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
                  {` · ${t('unread')}`}
                </Box>
              )}
            </Box>
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
      />
    </ListItemButton>
  );
  if (!tick) return item;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Checkbox
        checked={tick.ticked}
        onChange={(event) => tick.onChange(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('select', { title: notification.title }) } }}
        sx={{ mt: 1.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>{item}</Box>
    </Box>
  );
}
