import { useSearchParams } from 'react-router';
import { useMemo } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Box, Button, Card, Pagination, Stack, Tab, Tabs, Typography } from '@mui/material';
import { NOTIFICATION_FILTERS, type Notification, type NotificationBulkFilter, type NotificationFilter } from '@carcare/contracts';
import { BulkActionBar, BulkResultsDialog, bulkCatalogue, useBulkSelection, bulkNounsOf } from '../../components/bulk';
import { ListExportButton } from '../../components/list';
import { NotificationList } from './NotificationList';
import { useBulkMarkNotificationsReadMutation, useListNotificationsQuery, useMarkAllNotificationsReadMutation } from './notificationsApi';
import { useNotificationBell } from './useNotificationBell';
import { useOpenNotification } from './useOpenNotification';
import { translatorFor } from '../../i18n/catalogue';
import { useTexts } from '../../i18n/useTexts';
import { notificationCatalogue } from './notificationTexts';
import { serverFailureTextOf } from '../../components/form/fieldErrorText';

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
  const filterParam = params.get('filter');
  const filter: NotificationFilter = NOTIFICATION_FILTERS.find((known) => known === filterParam) ?? 'all';
  const page = readPage(params.get('page'));
  const { badge } = useNotificationBell();
  const list = useListNotificationsQuery({ filter, page, page_size: NOTIFICATIONS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const openNotification = useOpenNotification();
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  const bulkFilter: NotificationBulkFilter = { filter };
  const bulk = useBulkSelection<Notification, NotificationBulkFilter>({ filter: bulkFilter, filterKey: filter, total: list.currentData?.total ?? 0, pageRows: list.currentData?.data ?? [], jobList: 'notifications' });
  const [bulkMarkRead] = useBulkMarkNotificationsReadMutation();
  const bulkNouns = useMemo(() => bulkNounsOf(t), [t]);
  const markSelectedRead = async () => {
    const result = await bulk.send((target) => bulkMarkRead({ action: 'read', ...target }));
    if (result.error) enqueueSnackbar(serverFailureTextOf(result.error) ?? translatorFor(bulkCatalogue)('failed'), { variant: 'error' });
  };

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
        <Stack direction="row" spacing={1} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          {/* The tab's notifications, every page of them: a list without a grid exports every column. */}
          <ListExportButton list="notifications" params={filter === 'all' ? {} : { filter }} />
          <Button variant="outlined" size="small" onClick={() => void markAll()} disabled={badge === null || markingAll.isLoading}>
            {t('markAllRead')}
          </Button>
        </Stack>
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
      <Box sx={{ pt: 1.5 }}>
        <BulkActionBar bulk={bulk} label={bulkNouns.region} ticksOnPhone actions={[{ key: 'read', label: t('markRead'), variant: 'contained', onClick: () => void markSelectedRead() }]} />
      </Box>
      <NotificationList result={list} filter={filter} onOpen={openNotification} ticks={{ isTicked: bulk.isTicked, onChange: bulk.toggle }} />
      <BulkResultsDialog bulk={bulk} texts={bulkNouns} rowLabel={(notification) => notification.title} />
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_event, value) => show({ page: value })} aria-label={t('pagination')} />
        </Box>
      ) : null}
    </Card>
  );
}
