import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Link, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import DoneIcon from '@mui/icons-material/Done';
import LockIcon from '@mui/icons-material/LockOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  allowedConcernActions,
  CONCERN_PRIORITIES,
  concernIsFinal,
  ROLE_HOME,
  type ConcernAction,
  type ConcernPriority,
  type UserConcernDetails,
} from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import LoadingButton from '../../components/LoadingButton';
import { selectUserType } from '../auth/public';
import { RequestStatusChip } from '../requests/public';
import { formatDateTime } from '../../components/format/dates';
import { DetailList } from '../../components/DetailList';
import { ConcernPriorityChip, ConcernStatusChip } from './ConcernChips';
import { useGetConcernQuery } from './concernsApi';
import { useTexts } from '../../i18n/useTexts';
import { concernCatalogue } from './concernTexts';
import { useConcernChange } from './useConcernChange';
import { RecordHeaderCard, RecordSection, RecordSkeleton } from '../../components/RecordHeaderCard';
import { RecordUnavailable } from '../../components/RecordUnavailable';
import { lazyNamed, loadOnce } from '../../app/lazyPage';
import { RecordTabs } from '../../components/history/RecordTabs';
import { RecordHistory } from '../audit/public';

// The reply form (react-hook-form and the reply's schema) loads beside the concern's data, not with
// the page's code: the thread and the details show without it.
const loadReplyBox = loadOnce(() => import('./ConcernReplyBox'));
const ConcernReplyBox = lazyNamed(loadReplyBox, 'ConcernReplyBox');

const ACTION_ICONS: Readonly<Record<ConcernAction, ReactNode>> = {
  start: <PlayArrowIcon />,
  resolve: <DoneIcon />,
  close: <LockIcon />,
  reopen: <ReplayIcon />,
};

/** One message of the thread: the customer's on the left, staff's on the right (as in a chat). */
function MessageBubble({ fromStaff, author, at, children }: { fromStaff: boolean; author: string; at: string; children: ReactNode }) {
  const t = useTexts(concernCatalogue);
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: fromStaff ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <Box sx={{ maxWidth: { xs: '90%', md: '75%' } }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5, textAlign: fromStaff ? 'right' : 'left' }}>
          {author} · {fromStaff ? t('staffAuthor') : t('customerAuthor')} · {formatDateTime(at)}
        </Typography>
        <Box
          sx={{
            px: 2,
            py: 1.25,
            borderRadius: 3,
            borderTopLeftRadius: fromStaff ? undefined : 4,
            borderTopRightRadius: fromStaff ? 4 : undefined,
            bgcolor: fromStaff ? 'primary.main' : 'grey.100',
            color: fromStaff ? 'primary.contrastText' : 'text.primary',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          <Typography variant="body2">{children}</Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** The customer's description opens the thread; replies follow, oldest first. */
function Thread({ concern }: { concern: UserConcernDetails }) {
  const t = useTexts(concernCatalogue);
  return (
    <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }} aria-label={t('threadCard')}>
      <MessageBubble fromStaff={false} author={concern.customer_name} at={concern.created_at}>
        {concern.description}
      </MessageBubble>
      {concern.messages.map((message) => (
        <MessageBubble key={message.id} fromStaff={message.author_kind === 'staff'} author={message.author_name} at={message.at}>
          {message.body}
        </MessageBubble>
      ))}
    </Stack>
  );
}

/** The reply form's height (a three-line field, its hint and the button), held while its code arrives. */
const REPLY_BOX_HEIGHT = 165;

/** The reply form, or why a closed concern takes none. */
function ReplyBox({ concern }: { concern: UserConcernDetails }) {
  const t = useTexts(concernCatalogue);
  if (concernIsFinal(concern.status)) return <Alert severity="info">{t('closedNoReply')}</Alert>;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={REPLY_BOX_HEIGHT} aria-label={t('reply')} />}>
      <ConcernReplyBox concern={concern} />
    </Suspense>
  );
}

/** The buttons of exactly the actions the concern's state allows; Close asks first (it is final). */
function ConcernActions({ concern }: { concern: UserConcernDetails }) {
  const t = useTexts(concernCatalogue);
  const { change, busy } = useConcernChange(concern);
  const [confirming, setConfirming] = useState(false);
  const actions = allowedConcernActions(concern.status);
  if (actions.length === 0) return null;
  const run = (action: ConcernAction) => change({ kind: 'action', action });
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('actions')}>
        {actions.map((action) => (
          <LoadingButton
            key={action}
            variant={action === 'close' ? 'outlined' : 'contained'}
            color={action === 'resolve' ? 'success' : 'primary'}
            startIcon={ACTION_ICONS[action]}
            loading={busy === action}
            disabled={busy !== undefined && busy !== action}
            onClick={() => (action === 'close' ? setConfirming(true) : void run(action))}
          >
            {t(`action.${action}.button`)}
          </LoadingButton>
        ))}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('confirmCloseTitle')}
        text={t('confirmCloseText')}
        confirmLabel={t('confirmClose')}
        busy={busy === 'close'}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run('close').then(() => {
            setConfirming(false);
          })
        }
      />
    </>
  );
}

function PrioritySelect({ concern }: { concern: UserConcernDetails }) {
  const t = useTexts(concernCatalogue);
  const { change, busy } = useConcernChange(concern);
  return (
    <TextField
      select
      size="small"
      label={t('priority')}
      value={concern.priority}
      disabled={concernIsFinal(concern.status) || busy !== undefined}
      onChange={(event) => {
        const priority = event.target.value as ConcernPriority;
        if (priority !== concern.priority) void change({ kind: 'priority', priority });
      }}
      sx={{ minWidth: 160 }}
    >
      {CONCERN_PRIORITIES.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {t(`priority.${priority}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ConcernDetails({ concern, home }: { concern: UserConcernDetails; home: string }) {
  const t = useTexts(concernCatalogue);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <RecordHeaderCard
        title={concern.code}
        chips={[<ConcernStatusChip status={concern.status} key="status" />, <ConcernPriorityChip priority={concern.priority} key="priority" />]}
        actions={<ConcernActions concern={concern} />}
      >
        <Typography sx={{ mt: 1, fontWeight: 500, wordBreak: 'break-word' }}>{concern.subject}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t(`category.${concern.category}`)} · {concern.channel === 'phone' ? t('phoneChannel') : t('appChannel')} · {formatDateTime(concern.created_at)}
        </Typography>
      </RecordHeaderCard>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <RecordSection title={t('threadCard')}>
          <Stack spacing={3}>
            <Thread concern={concern} />
            <ReplyBox concern={concern} />
          </Stack>
        </RecordSection>
        <Stack spacing={3}>
          <RecordSection title={t('customerCard')} details={[{ label: t('customerName'), value: concern.customer_name }, { label: t('customerPhone'), value: concern.customer_phone }]} />
          <RecordSection title={t('aboutCard')}>
            <Stack spacing={2.5}>
              <PrioritySelect concern={concern} />
              <DetailList
                items={[
                  { label: t('category'), value: t(`category.${concern.category}`) },
                  { label: t('workshop'), value: concern.workshop?.name ?? t('noWorkshop') },
                  {
                    label: t('request'),
                    value: concern.request ? (
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Link component={RouterLink} to={`${home}/service-details/${concern.request.id}`} underline="always" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                          {concern.request.code}
                          <OpenInNewIcon sx={{ fontSize: 16 }} titleAccess={t('viewRequest')} />
                        </Link>
                        <RequestStatusChip status={concern.request.status} />
                      </Stack>
                    ) : (
                      <Typography component="span" sx={{ color: 'text.secondary' }}>
                        {t('noRequest')}
                      </Typography>
                    ),
                  },
                  { label: t('loggedBy'), value: concern.created_by?.name ?? t('loggedByCustomer') },
                  { label: t('raisedAt'), value: formatDateTime(concern.created_at) },
                  ...(concern.resolved_at ? [{ label: t('resolvedAt'), value: formatDateTime(concern.resolved_at) }] : []),
                  ...(concern.closed_at ? [{ label: t('closedAt'), value: formatDateTime(concern.closed_at) }] : []),
                ]}
              />
            </Stack>
          </RecordSection>
        </Stack>
      </Box>
    </Stack>
  );
}

/** userconcerns/:id of the super and workshop admins: one concern, its conversation and its handling. */
export default function ConcernDetailsPage() {
  const t = useTexts(concernCatalogue);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const userType = useAppSelector(selectUserType);
  const home = userType === 'workshop_admin' ? ROLE_HOME.workshop_admin : ROLE_HOME.super_admin;
  const { data: concern, isLoading, error, refetch } = useGetConcernQuery(id, { skip: !valid });
  useEffect(() => {
    loadReplyBox().catch(() => undefined);
  }, []);

  if (isLoading) return <RecordSkeleton label={t('loading')} columns={{ lg: '2fr 1fr' }} cards={[360, 360]} />;
  if (!concern) return <RecordUnavailable validId={valid} error={error} onRetry={() => void refetch()} texts={{ notFound: t('notFound'), failed: t('detailsFailed'), retry: t('retry') }} />;
  return (
    <RecordTabs history={<RecordHistory record={`concerns/${concern.id}`} />}>
      <ConcernDetails concern={concern} home={home} />
    </RecordTabs>
  );
}
