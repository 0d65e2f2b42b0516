import { Suspense, useState } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Box, Button, Card, CardContent, Chip, IconButton, Link, Skeleton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { bannerStateOf, type Banner, type BannerMoveDirection, type BannerState } from '@carcare/contracts';
import { ListExportButton } from '../../components/list';
import { MoveButtons } from '../../components/MoveButtons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmTarget } from '../../components/useConfirmTarget';
import { formatDateTime } from '../../components/format/dates';
import { imageSrc } from '../services/public';
import { useDeleteBannerMutation, useListBannersQuery, useListDeletedBannersQuery, useMoveBannerMutation, useRestoreBannerMutation, useSetBannerActiveMutation } from './contentApi';
import { useUndoSnackbar } from '../../components/snackbar/useUndoSnackbar';
import { DeletedFilterButton, DeletedRecords } from '../../components/DeletedRecords';
import { useTexts } from '../../i18n/useTexts';
import { contentCatalogue } from './contentTexts';
import { LiveBannersPreview } from './LiveBannersPreview';
import { serverFailureTextOf } from '../../components/form/fieldErrorText';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { lazyNamed } from '../../app/lazyPage';
import { RetryAlert } from '../../components/RetryAlert';
import HistoryIcon from '@mui/icons-material/History';
import { RecordHistoryDialog } from '../audit/public';

// The banner's form (react-hook-form, the upload, the schemas) loads on the first Add or Edit.
const BannerDialog = lazyNamed(() => import('./BannerDialog'), 'BannerDialog');

const STATE_CHIPS = {
  live: { label: 'banner.live', color: 'success' },
  scheduled: { label: 'banner.scheduled', color: 'info' },
  expired: { label: 'banner.expired', color: 'default' },
  inactive: { label: 'banner.inactive', color: 'default' },
  needs_image: { label: 'banner.needsImage', color: 'warning' },
} as const satisfies Readonly<Record<BannerState, { label: string; color: 'success' | 'default' | 'warning' | 'info' }>>;

interface RowProps {
  banner: Banner;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: BannerMoveDirection) => void;
  onToggle: () => void;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
}

function BannerRow({ banner, first, last, busy, onMove, onToggle, onEdit, onHistory, onDelete }: RowProps) {
  const t = useTexts(contentCatalogue);
  const state = STATE_CHIPS[bannerStateOf(banner, new Date())];
  return (
    <Box component="li" aria-label={banner.title} sx={{ listStyle: 'none', py: 2, '& + &': { borderTop: 1, borderColor: 'divider' }, display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}>
      <Box sx={{ width: { xs: '100%', sm: 168 }, aspectRatio: '12 / 5', flexShrink: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {banner.image_url ? (
          <Box component="img" src={imageSrc(banner.image_url)} alt={banner.alt_text} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('banner.noImage')}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{banner.title}</Typography>
          <Chip size="small" label={t(state.label)} color={state.color} variant={state.color === 'default' ? 'outlined' : 'filled'} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('banner.dates', { from: formatDateTime(banner.starts_at), to: formatDateTime(banner.ends_at) })}
        </Typography>
        {banner.link_url ? (
          <Link href={banner.link_url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
            {banner.link_url}
          </Link>
        ) : null}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
        <MoveButtons name={banner.title} first={first} last={last} busy={busy} onMove={onMove} />
        <Tooltip title={t('banner.active')}>
          <Switch checked={banner.active} disabled={busy} onChange={onToggle} slotProps={{ input: { 'aria-label': `${t('banner.active')}: ${banner.title}` } }} />
        </Tooltip>
        <Tooltip title={t('banner.edit')}>
          <IconButton aria-label={`${t('banner.edit')}: ${banner.title}`} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('banner.history')}>
          <IconButton aria-label={`${t('banner.history')}: ${banner.title}`} onClick={onHistory}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('banner.delete')}>
          <IconButton aria-label={`${t('banner.delete')}: ${banner.title}`} color="error" disabled={busy} onClick={onDelete}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}

/** promotionalbanners: the customer app's banners in order, with upload, schedule, order, on/off and a live preview. */
export default function BannersPage() {
  const t = useTexts(contentCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const query = useListBannersQuery();
  const [moveBanner, { isLoading: moving }] = useMoveBannerMutation();
  const [setActive, { isLoading: toggling }] = useSetBannerActiveMutation();
  const [deleteBanner, { isLoading: deleting }] = useDeleteBannerMutation();
  const [restoreBanner] = useRestoreBannerMutation();
  const offerUndo = useUndoSnackbar();
  const [showDeleted, setShowDeleted] = useState(false);
  const deletedQuery = useListDeletedBannersQuery(undefined, { skip: !showDeleted });
  const [editing, setEditing] = useState<{ banner: Banner | null } | null>(null);
  const [historyOf, setHistoryOf] = useState<Banner | null>(null);
  const toDelete = useConfirmTarget<Banner>();
  const banners = query.data?.data ?? [];
  const busy = moving || toggling || deleting || query.isFetching;
  const say = (error: unknown) => enqueueSnackbar(serverFailureTextOf(error) ?? t('banner.failed'), { variant: 'error' });
  // The dialog edits the latest copy of its banner (its version moves on after each change).
  const editorOpened = useOpenedOnce(editing !== null);
  const editingBanner = editing?.banner ? (banners.find((banner) => banner.id === editing.banner?.id) ?? editing.banner) : null;

  const onDelete = async (banner: Banner) => {
    const result = await deleteBanner({ id: banner.id, version: banner.version });
    if (result.error) say(result.error);
    else {
      const deleted = result.data;
      offerUndo({ message: t('banner.deleted'), undo: deleted ? async () => (await restoreBanner({ id: deleted.id, version: deleted.version })).error : undefined });
    }
  };

  let content;
  if (showDeleted) {
    content = deletedQuery.isError ? (
      <RetryAlert retryLabel={t('banner.retry')} onRetry={deletedQuery.refetch}>
        {serverFailureTextOf(deletedQuery.error) ?? t('banner.loadFailed')}
      </RetryAlert>
    ) : deletedQuery.isLoading ? (
      <Skeleton height={64} />
    ) : (
      <DeletedRecords
        label={t('banner.deletedLabel')}
        emptyText={t('banner.noneDeleted')}
        rows={(deletedQuery.data?.data ?? []).map((banner) => ({ id: banner.id, version: banner.version, name: banner.title, detail: t('banner.dates', { from: formatDateTime(banner.starts_at), to: formatDateTime(banner.ends_at) }) }))}
        restore={async ({ id, version }) => (await restoreBanner({ id, version })).error}
      />
    );
  } else if (query.isLoading) {
    content = (
      <Stack spacing={2} sx={{ py: 1 }} aria-label={t('banner.listLabel')} aria-busy>
        {[0, 1, 2].map((row) => (
          <Stack key={row} direction="row" spacing={2}>
            <Skeleton variant="rounded" width={168} height={70} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="50%" />
              <Skeleton width="70%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <RetryAlert retryLabel={t('banner.retry')} onRetry={query.refetch}>
        {serverFailureTextOf(query.error) ?? t('banner.loadFailed')}
      </RetryAlert>
    );
  } else if (banners.length === 0) {
    content = (
      <Box sx={{ py: 5, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('banner.empty')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ banner: null })}>
          {t('banner.add')}
        </Button>
      </Box>
    );
  } else {
    content = (
      <Box component="ol" aria-label={t('banner.listLabel')} sx={{ m: 0, p: 0 }}>
        {banners.map((banner, index) => (
          <BannerRow
            key={banner.id}
            banner={banner}
            first={index === 0}
            last={index === banners.length - 1}
            busy={busy}
            onMove={(direction) => {
              void moveBanner({ id: banner.id, direction, version: banner.version }).then((result) => {
                if (result.error) say(result.error);
                else enqueueSnackbar(direction === 'up' ? t('banner.movedUp') : t('banner.movedDown'), { variant: 'success' });
              });
            }}
            onToggle={() => {
              void setActive({ id: banner.id, active: !banner.active, version: banner.version }).then((result) => {
                if (result.error) say(result.error);
                else enqueueSnackbar(banner.active ? t('banner.deactivated') : t('banner.activated'), { variant: 'success' });
              });
            }}
            onEdit={() => setEditing({ banner })}
            onHistory={() => setHistoryOf(banner)}
            onDelete={() => toDelete.ask(banner)}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, gap: 2.5, alignItems: 'start' }}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('banner.intro')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap', rowGap: 1 }}>
              {/* Every banner in display order, every column: the list has no filter and no grid. */}
              <DeletedFilterButton pressed={showDeleted} onChange={setShowDeleted} />
              <ListExportButton list="banners" params={{}} />
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ banner: null })}>
                {t('banner.add')}
              </Button>
            </Stack>
          </Stack>
          {content}
        </CardContent>
      </Card>
      <LiveBannersPreview banners={banners} />
      <Suspense fallback={null}>{historyOf ? <RecordHistoryDialog record={`banners/${historyOf.id}`} name={historyOf.title} onClose={() => setHistoryOf(null)} /> : null}</Suspense>
      <Suspense fallback={null}>{editorOpened ? <BannerDialog open={editing !== null} banner={editingBanner} onClose={() => setEditing(null)} onReload={() => query.refetch()} /> : null}</Suspense>
      <ConfirmDialog
        {...toDelete.dialogProps(onDelete, deleting)}
        title={t('banner.deleteTitle')}
        text={
          <>
            <strong>{toDelete.target?.title}</strong>. {t('banner.deleteText')}
          </>
        }
        confirmLabel={t('banner.delete')}
        destructive
      />
    </Box>
  );
}
