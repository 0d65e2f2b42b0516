import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import NativeSelect from '@mui/material/NativeSelect';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { useSnackbar } from 'notistack';
import { SHELL_LABELS } from '../labels';

type NotificationFilter = (typeof SHELL_LABELS.notificationFilters)[number];

interface SampleNotification {
  id: string;
  title: string;
  body: string;
  ago: string;
  kind: 'New' | 'Unread' | 'Other';
  icon: typeof AssignmentOutlined;
}

/** Static samples (spec: the dropdown is not wired to data yet). */
const SAMPLE_NOTIFICATIONS: SampleNotification[] = [
  { id: 'n1', title: 'New service request', body: 'SR-000123: foam wash for a sedan, tomorrow 10:00.', ago: '2 min ago', kind: 'New', icon: AssignmentOutlined },
  { id: 'n2', title: 'Leave request', body: 'A worker asked for casual leave on Friday.', ago: '1 hour ago', kind: 'Unread', icon: EventBusyOutlined },
  { id: 'n3', title: 'New review', body: 'A customer rated a recent interior cleaning 5 stars.', ago: 'Yesterday', kind: 'Other', icon: StarBorderOutlined },
];

/** The bell with its static "01" badge and the dropdown the spec draws. */
export function NotificationSection() {
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState<NotificationFilter>('All Notification');
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [allFilter] = SHELL_LABELS.notificationFilters;
  const shown = SAMPLE_NOTIFICATIONS.filter((item) => filter === allFilter || item.kind === filter);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={SHELL_LABELS.notifications}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px' }}
      >
        <Badge badgeContent={SHELL_LABELS.notificationBadge} color="error">
          <NotificationsNoneOutlined fontSize="small" />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxWidth: 360, mt: 1.5, boxShadow: 3 } } }}
      >
        <Box role="dialog" aria-labelledby="notifications-title">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id="notifications-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {SHELL_LABELS.notifications}
              </Typography>
              <Chip size="small" color="warning" label={SHELL_LABELS.notificationBadge} />
            </Stack>
            <Button size="small" onClick={() => setRead(new Set(SAMPLE_NOTIFICATIONS.map((item) => item.id)))}>
              {SHELL_LABELS.markAllRead}
            </Button>
          </Stack>
          <Box sx={{ px: 2, py: 1.5 }}>
            <NativeSelect
              fullWidth
              value={filter}
              onChange={(event) => setFilter(event.target.value as NotificationFilter)}
              inputProps={{ 'aria-label': SHELL_LABELS.notificationFilter }}
            >
              {SHELL_LABELS.notificationFilters.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </Box>
          <Divider />
          <List dense aria-label={SHELL_LABELS.notifications} sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {shown.map((item) => {
              const Icon = item.icon;
              const unread = !read.has(item.id);
              return (
                <ListItem key={item.id} alignItems="flex-start" sx={{ bgcolor: unread ? 'action.hover' : undefined }}>
                  <ListItemAvatar>
                    <Avatar sx={{ bgcolor: 'primary.light', color: 'primary.dark' }}>
                      <Icon fontSize="small" />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={item.title}
                    secondary={
                      <>
                        {item.body}
                        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                          {item.ago}
                          {unread && ` · ${item.kind}`}
                        </Box>
                      </>
                    }
                    slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
                  />
                </ListItem>
              );
            })}
          </List>
          <Typography variant="caption" component="p" sx={{ px: 2, color: 'text.secondary' }}>
            {SHELL_LABELS.notificationsSample}
          </Typography>
          <Divider sx={{ mt: 1 }} />
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button
              size="small"
              onClick={() => {
                close();
                enqueueSnackbar(SHELL_LABELS.notificationsViewAllSoon, { variant: 'info' });
              }}
            >
              {SHELL_LABELS.viewAll}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}

export default NotificationSection;
