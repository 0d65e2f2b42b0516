import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, type ServiceInclusion } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListAddButton, ListCard, ListExportButton, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { useDeleteInclusionMutation, useListInclusionsQuery, useRestoreInclusionMutation, useUpdateInclusionMutation } from './inclusionsApi';
import { useUndoSnackbar } from '../../components/snackbar/useUndoSnackbar';
import { DeletedFilterButton, ListOrDeleted } from '../../components/DeletedRecords';
import { serverMessageIn } from '../../i18n/catalogue';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { lazyNamed } from '../../app/lazyPage';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { inclusionListTexts, LIST_VIEW_KEYS, serviceCatalogue, type ServiceText } from './serviceTexts';
import { serverFailureText, serverFailureTextOf } from '../../components/form/fieldErrorText';

// The form loads when first opened: a list's first visit does not carry it.
const InclusionDialog = lazyNamed(() => import('./InclusionDialog'), 'InclusionDialog');

const FILTERS = ['active'] as const;
const activeOptions = (t: ServiceText) => [
  { value: 'true', label: t('inclusion.active') },
  { value: 'false', label: t('inclusion.inactive') },
];

/** What the confirmation dialog is asking about. */
type Asking = { kind: 'delete' | 'deactivate' | 'inUse'; inclusion: ServiceInclusion; message?: string } | null;

interface RowActions {
  edit: (inclusion: ServiceInclusion) => void;
  toggle: (inclusion: ServiceInclusion) => void;
  remove: (inclusion: ServiceInclusion) => void;
}

function buildColumns(t: ServiceText, actions: RowActions): GridColDef<ServiceInclusion>[] {
  return [
    { field: 'name', headerName: t('inclusion.colName'), flex: 1, minWidth: 160 },
    {
      field: 'actions',
      headerName: t('inclusion.colActions'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <Tooltip title={t('inclusion.edit')}>
            <IconButton size="small" aria-label={t('actionOn', { action: t('inclusion.edit'), name: row.name })} onClick={() => actions.edit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={row.active ? t('inclusion.deactivate') : t('inclusion.activate')}>
            <IconButton size="small" aria-label={t('actionOn', { action: row.active ? t('inclusion.deactivate') : t('inclusion.activate'), name: row.name })} onClick={() => actions.toggle(row)}>
              {row.active ? <ToggleOnIcon fontSize="small" color="success" /> : <ToggleOffIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('inclusion.delete')}>
            <IconButton size="small" color="error" aria-label={t('actionOn', { action: t('inclusion.delete'), name: row.name })} onClick={() => actions.remove(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
    { field: 'status', headerName: t('inclusion.colStatus'), width: 110, sortable: false, renderCell: ({ row }) => <StatusChip status={row.active ? 'active' : 'inactive'} /> },
    { field: 'service_count', headerName: t('inclusion.colUsedBy'), width: 120, sortable: false, valueFormatter: (value: number) => t('inclusion.usedBy', { count: value }) },
    { field: 'description', headerName: t('inclusion.colDescription'), flex: 1.5, minWidth: 200, sortable: false, valueFormatter: (value: string) => value || '—' },
  ];
}

/** serviceinclusionsform: the inclusions a catalogue service can list; one in use is deactivated, not deleted; the deleted ones can be restored. */
export default function InclusionsPage() {
  const t = useTexts(serviceCatalogue);
  return (
    <ListOrDeleted<ServiceInclusion>
      deleted={{
        useList: useListInclusionsQuery,
        useRestore: useRestoreInclusionMutation,
        describe: (inclusion) => ({ name: inclusion.name, detail: inclusion.description || undefined }),
        label: t('inclusion.deletedLabel'),
        emptyText: t('inclusion.noneDeleted'),
      }}
      list={(showDeleted) => <Inclusions onShowDeleted={showDeleted} />}
    />
  );
}

function Inclusions({ onShowDeleted }: { onShowDeleted: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const t = useTexts(serviceCatalogue);
  const language = useLanguage();
  const list = useListPage({ useQuery: useListInclusionsQuery, filters: FILTERS, sort: 'name' });
  const result = list.result;
  const { data, refetch } = result;
  const [updateInclusion, { isLoading: updating }] = useUpdateInclusionMutation();
  const [deleteInclusion, { isLoading: deleting }] = useDeleteInclusionMutation();
  const [restoreInclusion] = useRestoreInclusionMutation();
  const offerUndo = useUndoSnackbar();
  const [editing, setEditing] = useState<{ inclusion: ServiceInclusion | null } | null>(null);
  const editorOpened = useOpenedOnce(editing !== null);
  const [asking, setAsking] = useState<Asking>(null);

  const setActive = useCallback(
    async (inclusion: ServiceInclusion, active: boolean) => {
      const result = await updateInclusion({
        id: inclusion.id,
        body: { name: inclusion.name, description: inclusion.description, active, version: inclusion.version },
      });
      setAsking(null);
      if (result.error) enqueueSnackbar(serverFailureTextOf(result.error) ?? t('inclusion.changeFailed'), { variant: 'error' });
      else enqueueSnackbar(active ? t('inclusion.activated') : t('inclusion.deactivated'), { variant: 'success' });
    },
    [updateInclusion, enqueueSnackbar, t],
  );

  const remove = async (inclusion: ServiceInclusion) => {
    const result = await deleteInclusion({ id: inclusion.id, version: inclusion.version });
    if (!result.error) {
      setAsking(null);
      const deleted = result.data;
      offerUndo({ message: t('inclusion.deleted'), undo: deleted ? async () => (await restoreInclusion({ id: deleted.id, version: deleted.version })).error : undefined });
      return;
    }
    const apiError = apiErrorOf(result.error);
    if (apiError?.status === 409 && apiError.data.code === 'IN_USE') {
      // Keep the dialog open: say why and offer the way that works.
      setAsking({ kind: 'inUse', inclusion, message: serverMessageIn(serviceCatalogue, language, apiError.data) });
      return;
    }
    setAsking(null);
    enqueueSnackbar(apiError ? serverFailureText(apiError.data) : t('inclusion.deleteFailed'), { variant: 'error' });
  };

  const columns = useMemo(
    () =>
      buildColumns(t, {
        edit: (inclusion) => setEditing({ inclusion }),
        toggle: (inclusion) => (inclusion.active ? setAsking({ kind: 'deactivate', inclusion }) : void setActive(inclusion, true)),
        remove: (inclusion) => setAsking({ kind: 'delete', inclusion }),
      }),
    [setActive, t],
  );
  // The dialog edits the latest copy of its row (after a reload the version moves on).
  const editingInclusion = editing?.inclusion ? (data?.data.find((row) => row.id === editing.inclusion?.id) ?? editing.inclusion) : null;

  return (
    <ListCard
      list={list}
      texts={inclusionListTexts(t)}
      viewKey={LIST_VIEW_KEYS.inclusions}
      selects={[{ name: 'active', label: t('inclusion.statusFilter'), options: activeOptions(t), minWidth: 140 }]}
      actions={
        <>
          <DeletedFilterButton pressed={false} onChange={onShowDeleted} />
          <ListExportButton list="service-inclusions" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS['service-inclusions']} />
          <ListAddButton label={t('inclusion.add')} onClick={() => setEditing({ inclusion: null })} />
        </>
      }
      columns={columns}
    >
      <Suspense fallback={null}>{editorOpened ? <InclusionDialog open={editing !== null} entity={editingInclusion} onClose={() => setEditing(null)} onReload={() => refetch()} /> : null}</Suspense>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'delete' ? t('inclusion.deleteTitle') : asking?.kind === 'inUse' ? t('inclusion.inUseTitle') : t('inclusion.deactivateTitle')}
        text={
          asking?.kind === 'inUse' ? (
            // The server says why (how many services use it); the hint says what deactivating keeps.
            <>
              <Box component="p" sx={{ m: 0 }}>
                {asking.message}
              </Box>
              <Box component="p" sx={{ mb: 0 }}>
                {t('inclusion.inUseHint')}
              </Box>
            </>
          ) : asking ? (
            <>
              <strong>{asking.inclusion.name}</strong>. {asking.kind === 'delete' ? t('inclusion.deleteText') : t('inclusion.deactivateText')}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={asking?.kind === 'delete' ? t('inclusion.delete') : asking?.kind === 'inUse' ? t('inclusion.deactivateInstead') : t('inclusion.deactivate')}
        cancelLabel={asking?.kind === 'inUse' ? t('inclusion.keep') : undefined}
        destructive={asking?.kind === 'delete'}
        busy={updating || deleting}
        onConfirm={() => {
          if (!asking) return;
          if (asking.kind === 'delete') void remove(asking.inclusion);
          else void setActive(asking.inclusion, false);
        }}
        onCancel={() => setAsking(null)}
      />
    </ListCard>
  );
}
