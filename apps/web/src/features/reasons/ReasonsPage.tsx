import { Suspense, useMemo, useState } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { IconButton, Stack, Switch, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, REASON_AUDIENCES, type CancellationReason } from '@carcare/contracts';
import { MoveButtons } from '../../components/MoveButtons';
import { ListAddButton, ListCard, ListExportButton, useListPage, type ListSelect } from '../../components/list';
import { ListImportButton } from '../../components/import';
import { useDeleteReasonMutation, useListReasonsQuery, useMoveReasonMutation, useRestoreReasonMutation, useUpdateReasonMutation, REASON_LIST } from './reasonsApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeletedFilterButton, ListOrDeleted } from '../../components/DeletedRecords';
import { useUndoSnackbar } from '../../components/snackbar/useUndoSnackbar';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { serverMessageIn } from '../../i18n/catalogue';
import { apiErrorOf } from '../../api/baseApi';
import { lazyNamed } from '../../app/lazyPage';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { reasonCatalogue, reasonListTexts, type ReasonText } from './reasonTexts';
import { serverFailureTextOf } from '../../components/form/fieldErrorText';

// The form loads when first opened: a list's first visit does not carry it.
const ReasonDialog = lazyNamed(() => import('./ReasonDialog'), 'ReasonDialog');

function reasonSelects(t: ReasonText): readonly ListSelect<(typeof REASON_LIST.filters)[number]>[] {
  const activeOptions = [
    { value: 'true', label: t('active') },
    { value: 'false', label: t('inactive') },
  ];
  return [
    { name: 'audience', label: t('audienceFilter'), options: REASON_AUDIENCES.map((audience) => ({ value: audience, label: t(`audience.${audience}`) })), minWidth: 140 },
    { name: 'active', label: t('statusFilter'), options: activeOptions, minWidth: 130 },
  ];
}

interface RowHandlers {
  /** The ends of the whole order (known only when nothing is filtered out). */
  isFirst: (reason: CancellationReason) => boolean;
  isLast: (reason: CancellationReason) => boolean;
  busy: boolean;
  move: (reason: CancellationReason, direction: 'up' | 'down') => void;
  toggle: (reason: CancellationReason) => void;
  edit: (reason: CancellationReason) => void;
  remove: (reason: CancellationReason) => void;
}

function buildColumns(t: ReasonText, h: RowHandlers): GridColDef<CancellationReason>[] {
  return [
    { field: 'sort_order', headerName: t('colOrder'), width: 56, sortable: false },
    { field: 'text', headerName: t('colText'), flex: 1.5, minWidth: 180, sortable: false },
    {
      field: 'actions',
      headerName: t('colActions'),
      width: 164,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <MoveButtons size="small" name={row.text} first={h.isFirst(row)} last={h.isLast(row)} busy={h.busy} onMove={(direction) => h.move(row, direction)} />
          <Tooltip title={t('edit')}>
            <IconButton size="small" aria-label={t('actionOn', { action: t('edit'), name: row.text })} onClick={() => h.edit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('delete')}>
            <IconButton size="small" color="error" aria-label={t('actionOn', { action: t('delete'), name: row.text })} disabled={h.busy} onClick={() => h.remove(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
    {
      field: 'active',
      headerName: t('colActive'),
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Switch size="small" checked={row.active} disabled={h.busy} onChange={() => h.toggle(row)} slotProps={{ input: { 'aria-label': t('actionOn', { action: t('colActive'), name: row.text }) } }} />
      ),
    },
    { field: 'audience', headerName: t('colAudience'), width: 120, sortable: false, valueFormatter: (value: CancellationReason['audience']) => t(`audience.${value}`) },
  ];
}

/** reasons: the cancellation reasons in the order they are offered; add, edit, reorder, switch on and off, delete (and restore). */
export default function ReasonsPage() {
  const t = useTexts(reasonCatalogue);
  return (
    <ListOrDeleted<CancellationReason>
      deleted={{
        useList: useListReasonsQuery,
        useRestore: useRestoreReasonMutation,
        describe: (reason) => ({ name: reason.text, detail: t(`audience.${reason.audience}`) }),
        label: t('deletedLabel'),
        emptyText: t('noneDeleted'),
      }}
      list={(showDeleted) => <Reasons onShowDeleted={showDeleted} />}
    />
  );
}

function Reasons({ onShowDeleted }: { onShowDeleted: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const t = useTexts(reasonCatalogue);
  const language = useLanguage();
  const list = useListPage({ useQuery: useListReasonsQuery, ...REASON_LIST });
  const result = list.result;
  const { data, isFetching, refetch } = result;
  const [moveReason, { isLoading: moving }] = useMoveReasonMutation();
  const [updateReason, { isLoading: updating }] = useUpdateReasonMutation();
  const [deleteReason, { isLoading: deleting }] = useDeleteReasonMutation();
  const [restoreReason] = useRestoreReasonMutation();
  const offerUndo = useUndoSnackbar();
  const [removing, setRemoving] = useState<CancellationReason | null>(null);
  const [editing, setEditing] = useState<{ reason: CancellationReason | null } | null>(null);
  const editorOpened = useOpenedOnce(editing !== null);
  const { filtered } = list;
  const rows = useMemo(() => data?.data ?? [], [data]);

  const columns = useMemo(() => {
    const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / list.pageSize));
    const say = (error: unknown, fallback: string) => enqueueSnackbar(serverFailureTextOf(error) ?? fallback, { variant: 'error' });
    return buildColumns(t, {
      isFirst: (reason) => !filtered && list.page === 1 && rows[0]?.id === reason.id,
      isLast: (reason) => !filtered && list.page === lastPage && rows[rows.length - 1]?.id === reason.id,
      busy: moving || updating || isFetching,
      move: (reason, direction) => {
        void moveReason({ id: reason.id, direction, version: reason.version }).then((result) => {
          if (result.error) say(result.error, t('moveFailed'));
          else enqueueSnackbar(direction === 'up' ? t('movedUp') : t('movedDown'), { variant: 'success' });
        });
      },
      toggle: (reason) => {
        const body = { text: reason.text, audience: reason.audience, active: !reason.active, version: reason.version };
        void updateReason({ id: reason.id, body }).then((result) => {
          if (result.error) say(result.error, t('changeFailed'));
          else enqueueSnackbar(body.active ? t('activated') : t('deactivated'), { variant: 'success' });
        });
      },
      edit: (reason) => setEditing({ reason }),
      remove: (reason) => setRemoving(reason),
    });
  }, [data?.total, list.pageSize, list.page, filtered, rows, moving, updating, isFetching, moveReason, updateReason, enqueueSnackbar, t]);

  const remove = async (reason: CancellationReason) => {
    const result = await deleteReason({ id: reason.id, version: reason.version });
    setRemoving(null);
    if (result.error) {
      // A reason that bookings give is refused by its code, said in the language shown.
      const apiError = apiErrorOf(result.error);
      const text = apiError?.data.code === 'IN_USE' ? serverMessageIn(reasonCatalogue, language, apiError.data) : serverFailureTextOf(result.error);
      enqueueSnackbar(text ?? t('deleteFailed'), { variant: 'error' });
      return;
    }
    const deleted = result.data;
    offerUndo({ message: t('deleted'), undo: deleted ? async () => (await restoreReason({ id: deleted.id, version: deleted.version })).error : undefined });
  };
  // The dialog edits the latest copy of its row (after a reload the version moves on).
  const editingReason = editing?.reason ? (rows.find((row) => row.id === editing.reason?.id) ?? editing.reason) : null;

  return (
    <ListCard
      list={list}
      texts={reasonListTexts(t)}
      viewKey={REASON_LIST.viewKey}
      selects={reasonSelects(t)}
      actions={
        <>
          <DeletedFilterButton pressed={false} onChange={onShowDeleted} />
          <ListExportButton list="cancellation-reasons" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS['cancellation-reasons']} />
          <ListImportButton list="cancellation-reasons" />
          <ListAddButton label={t('add')} onClick={() => setEditing({ reason: null })} />
        </>
      }
      intro={t('intro')}
      columns={columns}
    >
      <Suspense fallback={null}>{editorOpened ? <ReasonDialog open={editing !== null} entity={editingReason} onClose={() => setEditing(null)} onReload={() => refetch()} /> : null}</Suspense>
      <ConfirmDialog
        open={removing !== null}
        busy={deleting}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
        title={t('deleteTitle')}
        text={
          removing ? (
            <>
              <strong>{removing.text}</strong>. {t('deleteText')}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={t('delete')}
        destructive
      />
    </ListCard>
  );
}
