import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Rating, Skeleton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { ROLE_HOME, type Workshop } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { ShownOfTotal } from '../../components/ShownOfTotal';
import { StatusChip } from '../../components/StatusChip';
import { DetailList } from '../../components/DetailList';
import { formatRating, idFromParam } from '../../components/format/entityFormat';
import { useTexts } from '../../i18n/useTexts';
import { workshopCatalogue } from './workshopTexts';
import { useListWorkersQuery } from '../workers/public';
import { useGetWorkshopQuery } from './workshopsApi';
import { RecentRequestsList } from '../requests/public';
import { RetryAlert } from '../../components/RetryAlert';
import { WorkingHoursCard } from './WorkingHoursCard';
import { RecordTabs } from '../../components/history/RecordTabs';
import { RecordHistory } from '../audit/public';

const HOME = ROLE_HOME.super_admin;
const WORKERS_SHOWN = 20;

function CardTitle({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
      <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {children}
      </Typography>
      {action}
    </Stack>
  );
}

function WorkersCard({ workshopId }: { workshopId: number }) {
  const t = useTexts(workshopCatalogue);
  const { data, isLoading, isError } = useListWorkersQuery({ workshop_id: workshopId, page_size: WORKERS_SHOWN, sort: 'name' });
  const workers = data?.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <CardTitle>{data ? t('workersCount', { count: data.total }) : t('workers')}</CardTitle>
        {isLoading ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('loadingWorkers')}>
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Stack>
        ) : isError ? (
          <Alert severity="error">{t('workersFailed')}</Alert>
        ) : workers.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('noWorkers')}</Typography>
        ) : (
          <>
            <List dense disablePadding aria-label={t('workers')}>
              {workers.map((worker) => (
                <ListItem key={worker.id} disableGutters divider secondaryAction={<StatusChip status={worker.display_status} />}>
                  <ListItemText primary={worker.name} secondary={worker.phone} sx={{ pr: 10 }} />
                </ListItem>
              ))}
            </List>
            <ShownOfTotal shown={workers.length} total={data?.total} text={(shown, total) => t('moreWorkers', { shown, total })} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function WorkshopDetails({ workshop }: { workshop: Workshop }) {
  const t = useTexts(workshopCatalogue);
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {workshop.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                <StatusChip status={workshop.status} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {workshop.city}, {workshop.state}
                </Typography>
              </Stack>
            </Box>
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => void navigate(`${HOME}/editWorkshop?id=${workshop.id}`)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              {t('edit')}
            </Button>
          </Stack>
          <DetailList
            items={[
              { label: t('ownerName'), value: workshop.owner_name },
              { label: t('phone'), value: workshop.phone },
              { label: t('email'), value: workshop.email ?? t('notSet') },
              { label: t('openingHours'), value: workshop.opening_hours },
              { label: t('address'), value: `${workshop.address_line}, ${workshop.city}, ${workshop.state} ${workshop.pincode}` },
              { label: t('gstin'), value: workshop.gstin ?? t('notSet') },
              {
                label: t('rating'),
                value:
                  workshop.rating === null ? (
                    t('noRating')
                  ) : (
                    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                      <Rating value={workshop.rating} precision={0.1} readOnly size="small" />
                      <span>{formatRating(workshop.rating)}</span>
                    </Stack>
                  ),
              },
              {
                label: t('location'),
                value: workshop.latitude !== null && workshop.longitude !== null ? `${workshop.latitude}, ${workshop.longitude}` : t('notSet'),
              },
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <CardTitle>{t('admin')}</CardTitle>
          {workshop.admin ? (
            <DetailList
              items={[
                { label: t('adminName'), value: workshop.admin.name },
                { label: t('adminPhone'), value: workshop.admin.phone },
                { label: t('signIn'), value: workshop.status === 'active' ? t('signInAllowed') : t('signInStopped') },
              ]}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('noAdmin')}</Typography>
          )}
        </CardContent>
      </Card>
      <WorkingHoursCard workshopId={workshop.id} />
    </Stack>
  );
}

/** adminprofile/{id}: a workshop with its admin, workers and rating. */
export default function WorkshopProfilePage() {
  const t = useTexts(workshopCatalogue);
  const params = useParams();
  const id = idFromParam(params.id ?? null);
  const navigate = useNavigate();
  const { data: workshop, isLoading, error, refetch } = useGetWorkshopQuery(id ?? 0, { skip: id === null });

  if (id === null || apiErrorOf(error)?.status === 404) {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void navigate(`${HOME}/workshop-list`)}>{t('backToList')}</Button>}>
        {t('notFound')}
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('loading')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3 }}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  }
  if (!workshop) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
        {t('loadFailed')}
      </RetryAlert>
    );
  }
  return (
    <RecordTabs history={<RecordHistory record={`workshops/${workshop.id}`} />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3, alignItems: 'start', maxWidth: 1400 }}>
        <WorkshopDetails workshop={workshop} />
        <Stack spacing={3}>
          <WorkersCard workshopId={workshop.id} />
          <Card variant="outlined">
            <CardContent>
              <CardTitle>{t('recentRequests')}</CardTitle>
              <RecentRequestsList filter={{ workshop_id: workshop.id }} basePath="/main" emptyText={t('noRequests')} />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </RecordTabs>
  );
}
