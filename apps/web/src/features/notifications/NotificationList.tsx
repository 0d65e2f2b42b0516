import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ListResponse, Notification, NotificationFilter } from '@carcare/contracts';
import { NotificationItem } from './NotificationItem';
import { RetryAlert } from '../../components/RetryAlert';
import { useTexts } from '../../i18n/useTexts';
import { notificationCatalogue } from './notificationTexts';

/** The parts of the notifications query result the list shows. */
export interface NotificationListResult {
  data?: ListResponse<Notification>;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface NotificationListProps {
  result: NotificationListResult;
  /** The filter the result is for: it picks the empty text. */
  filter: NotificationFilter;
  onOpen: (notification: Notification) => void;
  /** The header dropdown's tighter, scrolling version of the list. */
  compact?: boolean;
  /** Tick boxes on the items (the page's bulk "mark as read"). */
  ticks?: { isTicked: (id: number) => boolean; onChange: (notification: Notification, ticked: boolean) => void };
}

/** Notifications as a list, or why there are none: a failure with Retry, a spinner while loading, the filter's empty text. */
export function NotificationList({ result, filter, onOpen, compact = false, ticks }: NotificationListProps) {
  const t = useTexts(notificationCatalogue);
  const items = result.data?.data ?? [];
  if (result.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={result.refetch} sx={{ m: 2 }}>
        {t('loadFailed')}
      </RetryAlert>
    );
  }
  if (result.isLoading || (result.isFetching && !result.data)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: compact ? 3 : 6 }}>
        <CircularProgress size={compact ? 24 : 28} aria-label={t('title')} />
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Typography variant={compact ? 'body2' : 'body1'} sx={{ px: 2, py: compact ? 3 : 6, color: 'text.secondary', textAlign: 'center' }}>
        {t(`empty.${filter}`)}
      </Typography>
    );
  }
  return (
    <List dense={compact} aria-label={t('title')} sx={compact ? { maxHeight: 320, overflowY: 'auto', px: 1 } : { px: 1 }}>
      {items.map((item) => (
        <NotificationItem
          key={item.id}
          notification={item}
          onOpen={onOpen}
          tick={ticks ? { ticked: ticks.isTicked(item.id), onChange: (ticked) => ticks.onChange(item, ticked) } : undefined}
        />
      ))}
    </List>
  );
}
