import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
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
};

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  now?: Date;
}

/** One notification: icon by kind, title (bold while unread), body and when; a click opens it. */
export function NotificationItem({ notification, onOpen, now }: NotificationItemProps) {
  const t = useTexts(notificationCatalogue);
  const Icon = KIND_ICONS[notification.kind] ?? AssignmentOutlined;
  const unread = notification.read_at === null;
  return (
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
}
