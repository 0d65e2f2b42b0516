import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { can, CSV_COLUMN_KEYS, SOP_STATUSES, type Sop } from '@carcare/contracts';
import { ListAddButton, ListCard, ListExportButton, filterOptionsOf, useListPage, type ListSelect } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { SOP_CREATE_PATH, sopEditorPath } from './sopPaths';
import { useListSopsQuery, useRestoreSopMutation, SOP_LIST } from './sopsApi';
import { DeletedFilterButton, DeletedListCard } from '../../components/DeletedRecords';
import { useAppSelector } from '../../app/hooks';
import { selectUserType } from '../auth/public';
import { sopCatalogue, sopListTexts, type SopText } from './sopTexts';
import { useServiceOptionsQuery } from '../../api/optionsApi';

const statusSelect = (t: SopText): ListSelect<(typeof SOP_LIST.filters)[number]> => ({
  name: 'status',
  label: t('statusFilter'),
  options: SOP_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  minWidth: 150,
});

/** Column fields are the server's sort keys (SOP_SORTS) where a column sorts. */
const sopColumns = (t: SopText): GridColDef<Sop>[] => [
  { field: 'title', headerName: t('colTitle'), flex: 1.5, minWidth: 220 },
  { field: 'status', headerName: t('colStatus'), width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'service', headerName: t('colService'), flex: 1, minWidth: 170, sortable: false, valueGetter: (_value, row) => row.service?.name ?? t('noService') },
  { field: 'steps', headerName: t('colSteps'), width: 100, sortable: false, valueGetter: (_value, row) => row.steps.length, valueFormatter: (value: number) => t('stepCount', { count: value }) },
  { field: 'updated_at', headerName: t('colUpdated'), width: 130, valueFormatter: (value: string) => formatDate(value) },
];

/** sop: every SOP, filtered by status and service (in the URL), searchable by title; a super admin also sees the deleted ones. */
export default function SopListPage() {
  const t = useTexts(sopCatalogue);
  const [showDeleted, setShowDeleted] = useState(false);
  const restores = can(useAppSelector(selectUserType), 'sops.manage');
  if (restores && showDeleted) {
    return (
      <DeletedListCard<Sop>
        useList={useListSopsQuery}
        useRestore={useRestoreSopMutation}
        describe={(sop) => ({ name: sop.title, detail: sop.service?.name ?? t('noService') })}
        label={t('deletedLabel')}
        emptyText={t('noneDeleted')}
        onShowAll={() => setShowDeleted(false)}
      />
    );
  }
  return <SopList onShowDeleted={restores ? () => setShowDeleted(true) : undefined} />;
}

function SopList({ onShowDeleted }: { onShowDeleted?: () => void }) {
  const navigate = useNavigate();
  const t = useTexts(sopCatalogue);
  const columns = useMemo(() => sopColumns(t), [t]);
  const list = useListPage({ useQuery: useListSopsQuery, ...SOP_LIST });
  const { data: services } = useServiceOptionsQuery();
  const serviceOptions = useMemo(() => filterOptionsOf(services), [services]);
  const create = () => void navigate(SOP_CREATE_PATH);

  return (
    <ListCard
      list={list}
      texts={sopListTexts(t)}
      viewKey={SOP_LIST.viewKey}
      selects={[statusSelect(t), { name: 'service_id', label: t('serviceFilter'), options: serviceOptions, minWidth: 200 }]}
      actions={
        <>
          {onShowDeleted ? <DeletedFilterButton pressed={false} onChange={onShowDeleted} /> : null}
          <ListExportButton list="sops" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.sops} />
          <ListAddButton label={t('create')} onClick={create} />
        </>
      }
      columns={columns}
      noneAction={
        <Button size="small" startIcon={<AddIcon />} onClick={create}>
          {t('create')}
        </Button>
      }
      onRowClick={(row) => void navigate(sopEditorPath(row.id))}
    />
  );
}
