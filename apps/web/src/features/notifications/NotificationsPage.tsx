import { useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { Box, Button, Card, Pagination, Stack, Tab, Tabs, Typography } from '@mui/material';
import { NOTIFICATION_FILTERS, notificationFilterSchema, type NotificationFilter } from '@carcare/contracts';
import { NotificationList } from './NotificationList';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation } from './notificationsApi';
import { useNotificationBell } from './useNotificationBell';
import { useOpenNotification } from './useOpenNotification';
import { useTexts } from '../../i18n/useTexts';
import { notificationCatalogue } from './notificationTexts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** notifications: every notification of the signed-in admin, by the dropdown's filters (kept in the URL), paged. */
export default function NotificationsPage() {
  const t = useTexts(notificationCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const parsed = notificationFilterSchema.safeParse(params.get('filter'));
  const filter: NotificationFilter = parsed.success ? parsed.data : 'all';
  const page = readPage(params.get('page'));
  const { badge } = useNotificationBell();
  const list = useListNotificationsQuery({ filter, page, page_size: NOTIFICATIONS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const openNotification = useOpenNotification();
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE));

  const show = (next: { filter?: NotificationFilter; page?: number }) => {
    const values = new URLSearchParams(params);
    const nextFilter = next.filter ?? filter;
    if (nextFilter === 'all') values.delete('filter');
    else values.set('filter', nextFilter);
    if (!next.page || next.page === 1) values.delete('page');
    else values.set('page', String(next.page));
    setParams(values, { replace: true });
  };

  const markAll = async () => {
    try {
      await markAllRead().unwrap();
      enqueueSnackbar(t('allMarked'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('markFailed'), { variant: 'error' });
    }
  };

  return (
    <Card>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', px: 2, pt: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('pageAbout')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => void markAll()} disabled={badge === null || markingAll.isLoading} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}>
          {t('markAllRead')}
        </Button>
      </Stack>
      <Tabs
        value={filter}
        onChange={(_event, value: NotificationFilter) => show({ filter: value, page: 1 })}
        aria-label={t('filterLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {NOTIFICATION_FILTERS.map((option) => (
          <Tab key={option} value={option} label={t(`filter.${option}`)} />
        ))}
      </Tabs>
      <NotificationList result={list} filter={filter} onOpen={openNotification} />
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_event, value) => show({ page: value })} aria-label={t('pagination')} />
        </Box>
      ) : null}
    </Card>
  );
}
