import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, TableCell, TablePagination, TableRow, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { can, type Worker } from '@carcare/contracts';
import { useStaleAlert } from '../../components/form/useStaleAlert';
import { useAppSelector } from '../../app/hooks';
import { useStatusChange } from '../../components/useStatusChange';
import { StatusChip } from '../../components/StatusChip';
import { selectUserType } from '../auth/public';
import { leaveCatalogue } from '../leaves/public';
import { useTexts } from '../../i18n/useTexts';
import { useGetWorkerQuery, useSetWorkerActiveMutation, useWorkerLeavesQuery } from './workersApi';
import { formatDate, formatRating } from './workerFormat';
import { workerCatalogue, workerStatusTexts } from './workerTexts';
import { RecentRequestsList } from '../requests/public';
import { DetailItem } from '../../components/DetailList';
import { RecordUnavailable } from '../../components/RecordUnavailable';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { lazyNamed } from '../../app/lazyPage';
import { PlainTable } from '../../components/PlainTable';
import { RecordTabs } from '../../components/history/RecordTabs';
import { RecordHistory } from '../audit/public';

// The edit form (react-hook-form, the worker's schemas) loads on the first "Edit": most visits only read the profile.
const EditWorkerDialog = lazyNamed(() => import('./EditWorkerDialog'), 'EditWorkerDialog');
// Likewise the societies' form, shown to those who manage workers.
const WorkerSocietiesForm = lazyNamed(() => import('./WorkerSocietiesForm'), 'WorkerSocietiesForm');

const HISTORY_PAGE_SIZE = 10;

// Each section reads the texts itself: the sections are small components of their own.
function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" sx={{ mb: 2, fontSize: '1rem', fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

function WorkerDetails({ worker }: { worker: Worker }) {
  const t = useTexts(workerCatalogue);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2, m: 0 }}>
      <DetailItem label={t('phone')}>{worker.phone}</DetailItem>
      <DetailItem label={t('workshop')}>{worker.workshop.name}</DetailItem>
      <DetailItem label={t('joinedOn')}>{formatDate(worker.joined_on)}</DetailItem>
      <DetailItem label={t('idProofType')}>{t(`idProof.${worker.id_proof_type}`)}</DetailItem>
      {/* Society managers get null here: the number is not theirs to see. */}
      {worker.id_proof_number !== null ? <DetailItem label={t('idProofNumber')}>{worker.id_proof_number}</DetailItem> : null}
      <DetailItem label={t('rating')}>{worker.rating === null ? t('noRating') : t('ratingOutOf5', { rating: formatRating(worker.rating) })}</DetailItem>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
          {t('skills')}
        </Typography>
        <Box component="dd" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {worker.skills.map((skill) => (
            <Chip key={skill} label={t(`skill.${skill}`)} size="small" variant="outlined" />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function LeaveHistory({ workerId }: { workerId: number }) {
  const t = useTexts(workerCatalogue);
  const leaveText = useTexts(leaveCatalogue);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useWorkerLeavesQuery({ id: workerId, page, page_size: HISTORY_PAGE_SIZE });
  if (isLoading) return <Skeleton variant="rounded" height={120} />;
  if (isError || !data) return <Alert severity="error">{t('leaveHistoryFailed')}</Alert>;
  if (data.data.length === 0) return <Typography color="text.secondary">{t('noLeaves')}</Typography>;
  return (
    // On a phone the table scrolls sideways: a named, focusable region lets a keyboard scroll it too.
    <Box role="region" aria-label={t('leaveHistory')} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <PlainTable label={t('leaveHistory')} head={[t('leaveFrom'), t('leaveTo'), t('leaveType'), t('leaveStatus'), t('leaveReason')]}>
        {data.data.map((leave) => (
          <TableRow key={leave.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(leave.start_date)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(leave.end_date)}</TableCell>
            <TableCell>{leaveText(`type.${leave.type}`)}</TableCell>
            <TableCell>
              <StatusChip status={leave.status} />
            </TableCell>
            <TableCell>{leave.reason || '—'}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
      {data.total > HISTORY_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={data.total}
          page={page - 1}
          rowsPerPage={HISTORY_PAGE_SIZE}
          rowsPerPageOptions={[HISTORY_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      ) : null}
    </Box>
  );
}

function ProfileSkeleton() {
  const t = useTexts(workerCatalogue);
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={140} />
    </Stack>
  );
}

/** A worker's profile; who may manage workers (permission table) also gets edit, deactivate and society assignment. */
export default function WorkerProfilePage() {
  const t = useTexts(workerCatalogue);
  const statusTexts = useMemo(() => workerStatusTexts(t), [t]);
  const manage = can(useAppSelector(selectUserType), 'workers.manage');
  const id = Number(useParams().id);
  const { data: worker, isLoading, error, refetch } = useGetWorkerQuery(id, { skip: !Number.isInteger(id) });
  const [setActive, { isLoading: switching }] = useSetWorkerActiveMutation();
  const [editing, setEditing] = useState(false);
  const deactivatedVersion = useRef<number | null>(null);
  const editorOpened = useOpenedOnce(editing);
  const stale = useStaleAlert(refetch, t('reload'));
  const statusChange = useStatusChange({
    active: worker?.status === 'active',
    texts: statusTexts,
    busy: switching,
    // Asked only once the worker is shown.
    onChange: async (nextActive) => {
      if (!worker) return undefined;
      const result = await setActive({ id: worker.id, active: nextActive, version: worker.version });
      if (result.data) deactivatedVersion.current = result.data.version;
      return result.error;
    },
    // Undo reactivates the worker as the deactivation left it: a change since answers 409.
    undoDeactivate: async () => (worker ? (await setActive({ id: worker.id, active: true, version: deactivatedVersion.current ?? worker.version })).error : undefined),
    onStale: stale.show,
    failedText: t('statusFailed'),
  });

  if (isLoading) return <ProfileSkeleton />;
  if (!worker) return <RecordUnavailable validId={Number.isInteger(id)} error={error} onRetry={() => void refetch()} texts={{ notFound: t('notFound'), failed: t('loadFailed'), retry: t('retry') }} />;

  const active = worker.status === 'active';

  return (
    <RecordTabs history={<RecordHistory record={`workers/${worker.id}`} />}>
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        {stale.alert}
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Typography component="h2" variant="h5" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {worker.name}
                </Typography>
                <StatusChip status={worker.display_status} />
              </Stack>
              {manage ? (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                    {t('edit')}
                  </Button>
                  <Button
                    variant="outlined"
                    color={active ? 'error' : 'primary'}
                    startIcon={active ? <BlockIcon /> : <RestartAltIcon />}
                    onClick={statusChange.ask}
                  >
                    {active ? t('deactivate') : t('reactivate')}
                  </Button>
                </Stack>
              ) : null}
            </Stack>
            <WorkerDetails worker={worker} />
          </CardContent>
        </Card>

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
          <Card>
            <CardContent>
              <SectionTitle>{t('assignTitle')}</SectionTitle>
              {manage ? (
                <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
                  <WorkerSocietiesForm worker={worker} onStale={stale.show} />
                </Suspense>
              ) : worker.societies.length ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  {worker.societies.map((s) => (
                    <Chip key={s.id} label={s.name} />
                  ))}
                </Box>
              ) : (
                <Typography color="text.secondary">{t('none')}</Typography>
              )}
            </CardContent>
          </Card>
          {manage ? (
            <Card>
              <CardContent>
                <SectionTitle>{t('requestsTitle')}</SectionTitle>
                <RecentRequestsList filter={{ worker_id: worker.id }} basePath="/workshop" emptyText={t('noRequests')} />
              </CardContent>
            </Card>
          ) : null}
        </Box>

        <Card>
          <CardContent>
            <SectionTitle>{t('leaveHistory')}</SectionTitle>
            <LeaveHistory workerId={worker.id} />
          </CardContent>
        </Card>

        {manage ? (
          <>
            <Suspense fallback={null}>{editorOpened ? <EditWorkerDialog open={editing} worker={worker} onClose={() => setEditing(false)} onReload={() => void refetch()} /> : null}</Suspense>
            {statusChange.dialog}
          </>
        ) : null}
      </Stack>
    </RecordTabs>
  );
}
