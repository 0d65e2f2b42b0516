import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { DEFAULT_SOP_SORT, SOP_STATUSES, type Sop } from '@carcare/contracts';
import { ListAddButton, ListCard, filterOptionsOf, useListPage, type ListSelect } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../components/format/dates';

import { SOP_CREATE_PATH, sopEditorPath } from './sopPaths';
import { useListSopsQuery } from './sopsApi';
import { SOP_STATUS_LABELS, SOP_TEXTS as T } from './sopTexts';
import { useServiceOptionsQuery } from '../../api/optionsApi';

const FILTERS = ['status', 'service_id'] as const;
const STATUS_OPTIONS = SOP_STATUSES.map((status) => ({ value: status, label: SOP_STATUS_LABELS[status] }));
const STATUS_SELECT: ListSelect<(typeof FILTERS)[number]> = { name: 'status', label: T.statusFilter, options: STATUS_OPTIONS, minWidth: 150 };

/** Column fields are the server's sort keys (SOP_SORTS) where a column sorts. */
const COLUMNS: GridColDef<Sop>[] = [
  { field: 'title', headerName: T.colTitle, flex: 1.5, minWidth: 220 },
  { field: 'status', headerName: T.colStatus, width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'service', headerName: T.colService, flex: 1, minWidth: 170, sortable: false, valueGetter: (_value, row) => row.service?.name ?? T.noService },
  { field: 'steps', headerName: T.colSteps, width: 100, sortable: false, valueGetter: (_value, row) => row.steps.length, valueFormatter: (value: number) => T.stepCount(value) },
  { field: 'updated_at', headerName: T.colUpdated, width: 130, valueFormatter: (value: string) => formatDate(value) },
];

/** sop: every SOP, filtered by status and service (in the URL), searchable by title. */
export default function SopListPage() {
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListSopsQuery, filters: FILTERS, sort: DEFAULT_SOP_SORT });
  const { data: services } = useServiceOptionsQuery();
  const serviceOptions = useMemo(() => filterOptionsOf(services), [services]);
  const create = () => void navigate(SOP_CREATE_PATH);

  return (
    <ListCard
      list={list}
      texts={T}
      selects={[STATUS_SELECT, { name: 'service_id', label: T.serviceFilter, options: serviceOptions, minWidth: 200 }]}
      actions={<ListAddButton label={T.create} onClick={create} />}
      columns={COLUMNS}
      noneAction={
        <Button size="small" startIcon={<AddIcon />} onClick={create}>
          {T.create}
        </Button>
      }
      onRowClick={(row) => void navigate(sopEditorPath(row.id))}
    />
  );
}
