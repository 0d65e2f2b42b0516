import { useNavigate } from 'react-router';
import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, ROLE_HOME, WORKER_SKILLS, type Worker, type WorkerFilter } from '@carcare/contracts';
import { useBulkSelection } from '../../components/bulk';
import { BulkWorkerBar } from './BulkWorkerBar';
import { ListAddButton, ListExportButton, ListCard, useListPage, type ListPanelTexts } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { useListWorkersQuery } from './workersApi';
import { DISPLAY_STATUS_LABELS, SKILL_LABELS, WORKER_TEXTS as T } from './workerTexts';
import { formatDate, formatRating } from './workerFormat';

const FILTERS = ['status', 'skill'] as const;
const STATUS_OPTIONS = Object.entries(DISPLAY_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const SKILL_OPTIONS = WORKER_SKILLS.map((skill) => ({ value: skill, label: SKILL_LABELS[skill] }));
// One chip and a "+N" keep the row tidy; the profile lists them all.
const SKILLS_SHOWN = 1;

const WORKSHOP_LIST_TEXTS: ListPanelTexts = {
  searchLabel: T.searchLabel,
  any: T.any,
  gridLabel: T.gridLabel,
  none: T.emptyWorkshop,
  clearFilters: 'Clear filters',
  listFailed: <Typography variant="body2">Could not load the workers.</Typography>,
  retry: T.retry,
};
const SOCIETY_LIST_TEXTS: ListPanelTexts = { ...WORKSHOP_LIST_TEXTS, none: T.emptySociety };

/** Column fields are the server's sort keys (WORKER_SORTS) where a column sorts. */
const WORKSHOP_COLUMNS: GridColDef<Worker>[] = [
  { field: 'name', headerName: T.name, flex: 1.2, minWidth: 160 },
  // Status second: on a phone it is visible without scrolling sideways.
  {
    field: 'status',
    headerName: T.status,
    width: 110,
    renderCell: ({ row }) => <StatusChip status={row.display_status} />,
  },
  { field: 'phone', headerName: T.phone, width: 130, sortable: false },
  {
    field: 'skills',
    headerName: T.skills,
    flex: 1,
    minWidth: 170,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
        {row.skills.slice(0, SKILLS_SHOWN).map((skill) => (
          <Chip key={skill} label={SKILL_LABELS[skill]} size="small" variant="outlined" />
        ))}
        {row.skills.length > SKILLS_SHOWN ? (
          <Chip label={`+${row.skills.length - SKILLS_SHOWN}`} size="small" title={row.skills.slice(SKILLS_SHOWN).map((skill) => SKILL_LABELS[skill]).join(', ')} />
        ) : null}
      </Stack>
    ),
  },
  {
    field: 'societies',
    headerName: T.societies,
    flex: 1.2,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => (row.societies.length ? row.societies.map((s) => s.name).join(', ') : '—'),
  },
  { field: 'joined_on', headerName: T.joinedOn, width: 120, valueFormatter: (value: string) => formatDate(value) },
  { field: 'rating', headerName: T.rating, width: 90, valueFormatter: (value: number | null) => formatRating(value) },
];

/** A society's workers can come from several workshops: say which. */
const SOCIETY_COLUMNS: GridColDef<Worker>[] = WORKSHOP_COLUMNS.flatMap((column) =>
  column.field === 'phone'
    ? [column, { field: 'workshop', headerName: T.workshop, flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => row.workshop.name }]
    : [column],
);

/** List Workers: a workshop admin's own workers (managing) or the workers serving a society (read only). */
function WorkerList({ manage }: { manage: boolean }) {
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListWorkersQuery, filters: FILTERS, sort: 'name' });
  const home = manage ? ROLE_HOME.workshop_admin : ROLE_HOME.society_manager;
  const profilePath = manage ? 'workshprofile' : 'workerprofile';
  const filter: WorkerFilter = {
    status: list.filters.status as WorkerFilter['status'],
    skill: list.filters.skill as WorkerFilter['skill'],
    q: list.q.trim() || undefined,
  };
  const data = list.result.currentData;
  const bulk = useBulkSelection({ filter, filterKey: JSON.stringify(filter), total: data?.total ?? 0, totalIsEstimate: data?.total_is_estimate, pageRows: data?.data ?? [] });

  return (
    <ListCard
      list={list}
      viewKey="list.workers"
      texts={manage ? WORKSHOP_LIST_TEXTS : SOCIETY_LIST_TEXTS}
      selects={[
        { name: 'status', label: T.statusFilter, options: STATUS_OPTIONS, minWidth: 140 },
        { name: 'skill', label: T.skillFilter, options: SKILL_OPTIONS, minWidth: 170 },
      ]}
      actions={
        <>
          <ListExportButton list="workers" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.workers} />
          {manage ? <ListAddButton label={T.addWorker} onClick={() => void navigate(`${home}/addWorkshop`)} /> : null}
        </>
      }
      // Bulk deactivate / reactivate (managers only): ticked rows stay ticked across pages.
      intro={manage ? <BulkWorkerBar bulk={bulk} /> : undefined}
      selection={manage ? bulk.grid : undefined}
      columns={manage ? WORKSHOP_COLUMNS : SOCIETY_COLUMNS}
      onRowClick={(row) => void navigate(`${home}/${profilePath}/${row.id}`)}
    />
  );
}

export function WorkshopWorkerListPage() {
  return <WorkerList manage />;
}

export function SocietyWorkerListPage() {
  return <WorkerList manage={false} />;
}
