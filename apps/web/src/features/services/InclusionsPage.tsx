import { useCallback, useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { ServiceInclusion } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListAddButton, ListCard, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { InclusionDialog } from './InclusionDialog';
import { useDeleteInclusionMutation, useListInclusionsQuery, useUpdateInclusionMutation } from './inclusionsApi';
import { INCLUSION_TEXTS as T } from './serviceTexts';

const FILTERS = ['active'] as const;
const ACTIVE_OPTIONS = [
  { value: 'true', label: T.active },
  { value: 'false', label: T.inactive },
];

/** What the confirmation dialog is asking about. */
type Asking = { kind: 'delete' | 'deactivate' | 'inUse'; inclusion: ServiceInclusion; message?: string } | null;

interface RowActions {
  edit: (inclusion: ServiceInclusion) => void;
  toggle: (inclusion: ServiceInclusion) => void;
  remove: (inclusion: ServiceInclusion) => void;
}

function buildColumns(actions: RowActions): GridColDef<ServiceInclusion>[] {
  return [
    { field: 'name', headerName: T.colName, flex: 1, minWidth: 160 },
    {
      field: 'actions',
      headerName: T.colActions,
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <Tooltip title={T.edit}>
            <IconButton size="small" aria-label={`${T.edit}: ${row.name}`} onClick={() => actions.edit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={row.active ? T.deactivate : T.activate}>
            <IconButton size="small" aria-label={`${row.active ? T.deactivate : T.activate}: ${row.name}`} onClick={() => actions.toggle(row)}>
              {row.active ? <ToggleOnIcon fontSize="small" color="success" /> : <ToggleOffIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={T.delete}>
            <IconButton size="small" color="error" aria-label={`${T.delete}: ${row.name}`} onClick={() => actions.remove(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
    { field: 'status', headerName: T.colStatus, width: 110, sortable: false, renderCell: ({ row }) => <StatusChip status={row.active ? 'active' : 'inactive'} /> },
    { field: 'service_count', headerName: T.colUsedBy, width: 120, sortable: false, valueFormatter: (value: number) => T.usedBy(value) },
    { field: 'description', headerName: T.colDescription, flex: 1.5, minWidth: 200, sortable: false, valueFormatter: (value: string) => value || '—' },
  ];
}

/** serviceinclusionsform: the inclusions a catalogue service can list; one in use is deactivated, not deleted. */
export default function InclusionsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const list = useListPage({ useQuery: useListInclusionsQuery, filters: FILTERS, sort: 'name' });
  const result = list.result;
  const { data, refetch } = result;
  const [updateInclusion, { isLoading: updating }] = useUpdateInclusionMutation();
  const [deleteInclusion, { isLoading: deleting }] = useDeleteInclusionMutation();
  const [editing, setEditing] = useState<{ inclusion: ServiceInclusion | null } | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const setActive = useCallback(
    async (inclusion: ServiceInclusion, active: boolean) => {
      const result = await updateInclusion({
        id: inclusion.id,
        body: { name: inclusion.name, description: inclusion.description, active, version: inclusion.version },
      });
      setAsking(null);
      if (result.error) enqueueSnackbar(apiErrorOf(result.error)?.data.message ?? 'Could not change the inclusion.', { variant: 'error' });
      else enqueueSnackbar(active ? T.activated : T.deactivated, { variant: 'success' });
    },
    [updateInclusion, enqueueSnackbar],
  );

  const remove = async (inclusion: ServiceInclusion) => {
    const result = await deleteInclusion({ id: inclusion.id });
    if (!result.error) {
      setAsking(null);
      enqueueSnackbar(T.deleted, { variant: 'success' });
      return;
    }
    const apiError = apiErrorOf(result.error);
    if (apiError?.status === 409 && apiError.data.code === 'IN_USE') {
      // Keep the dialog open: say why and offer the way that works.
      setAsking({ kind: 'inUse', inclusion, message: apiError.data.message });
      return;
    }
    setAsking(null);
    enqueueSnackbar(apiError?.data.message ?? 'Could not delete the inclusion.', { variant: 'error' });
  };

  const columns = useMemo(
    () =>
      buildColumns({
        edit: (inclusion) => setEditing({ inclusion }),
        toggle: (inclusion) => (inclusion.active ? setAsking({ kind: 'deactivate', inclusion }) : void setActive(inclusion, true)),
        remove: (inclusion) => setAsking({ kind: 'delete', inclusion }),
      }),
    [setActive],
  );
  // The dialog edits the latest copy of its row (after a reload the version moves on).
  const editingInclusion = editing?.inclusion ? (data?.data.find((row) => row.id === editing.inclusion?.id) ?? editing.inclusion) : null;

  return (
    <ListCard
      list={list}
      texts={T}
      selects={[{ name: 'active', label: T.statusFilter, options: ACTIVE_OPTIONS, minWidth: 140 }]}
      actions={<ListAddButton label={T.add} onClick={() => setEditing({ inclusion: null })} />}
      columns={columns}
    >
      <InclusionDialog open={editing !== null} inclusion={editingInclusion} onClose={() => setEditing(null)} onReload={() => refetch()} />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'delete' ? T.deleteTitle : asking?.kind === 'inUse' ? T.inUseTitle : T.deactivateTitle}
        text={
          asking?.kind === 'inUse' ? (
            // The server says why (how many services use it); the hint says what deactivating keeps.
            <>
              <Box component="p" sx={{ m: 0 }}>
                {asking.message}
              </Box>
              <Box component="p" sx={{ mb: 0 }}>
                {T.inUseHint}
              </Box>
            </>
          ) : asking ? (
            <>
              <strong>{asking.inclusion.name}</strong>. {asking.kind === 'delete' ? T.deleteText : T.deactivateText}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={asking?.kind === 'delete' ? T.delete : asking?.kind === 'inUse' ? T.deactivateInstead : T.deactivate}
        cancelLabel={asking?.kind === 'inUse' ? T.keep : undefined}
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
