import { useNavigate } from 'react-router';
import { useMemo } from 'react';
import { Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, ROLE_HOME, WORKER_SKILLS, type Worker, type WorkerFilter } from '@carcare/contracts';
import { usePageBulkSelection } from '../../components/bulk';
import { BulkWorkerBar } from './BulkWorkerBar';
import { ListAddButton, ListExportButton, ListCard, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { ListImportButton } from '../../components/import';
import { useListWorkersQuery, WORKER_LIST } from './workersApi';
import { useTexts } from '../../i18n/useTexts';
import { workerCatalogue, workerListTexts, type WorkerTexts } from './workerTexts';
import { formatDate, formatRating } from './workerFormat';

const DISPLAY_STATUSES = ['active', 'on_leave', 'inactive'] as const;
// One chip and a "+N" keep the row tidy; the profile lists them all.
const SKILLS_SHOWN = 1;

/** Column fields are the server's sort keys (WORKER_SORTS) where a column sorts. */
function workshopColumns(t: WorkerTexts): GridColDef<Worker>[] {
  return [
  { field: 'name', headerName: t('name'), flex: 1.2, minWidth: 160 },
  // Status second: on a phone it is visible without scrolling sideways.
  {
    field: 'status',
    headerName: t('status'),
    width: 110,
    renderCell: ({ row }) => <StatusChip status={row.display_status} />,
  },
  { field: 'phone', headerName: t('phone'), width: 130, sortable: false },
  {
    field: 'skills',
    headerName: t('skills'),
    flex: 1,
    minWidth: 170,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
        {row.skills.slice(0, SKILLS_SHOWN).map((skill) => (
          <Chip key={skill} label={t(`skill.${skill}`)} size="small" variant="outlined" />
        ))}
        {row.skills.length > SKILLS_SHOWN ? (
          <Chip
            label={t('moreSkills', { count: row.skills.length - SKILLS_SHOWN })}
            size="small"
            title={row.skills
              .slice(SKILLS_SHOWN)
              .map((skill) => t(`skill.${skill}`))
              .join(', ')}
          />
        ) : null}
      </Stack>
    ),
  },
  {
    field: 'societies',
    headerName: t('societies'),
    flex: 1.2,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => (row.societies.length ? row.societies.map((s) => s.name).join(', ') : '—'),
  },
  { field: 'joined_on', headerName: t('joinedOn'), width: 120, valueFormatter: (value: string) => formatDate(value) },
  { field: 'rating', headerName: t('rating'), width: 90, valueFormatter: (value: number | null) => formatRating(value) },
  ];
}

/** A society's workers can come from several workshops: say which. */
function societyColumns(t: WorkerTexts): GridColDef<Worker>[] {
  return workshopColumns(t).flatMap((column) =>
  column.field === 'phone'
    ? [column, { field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => row.workshop.name }]
    : [column],
  );
}

/** List Workers: a workshop admin's own workers (managing) or the workers serving a society (read only). */
function WorkerList({ manage }: { manage: boolean }) {
  const t = useTexts(workerCatalogue);
  const navigate = useNavigate();
  const columns = useMemo(() => (manage ? workshopColumns(t) : societyColumns(t)), [t, manage]);
  const statusOptions = useMemo(() => DISPLAY_STATUSES.map((status) => ({ value: status, label: t(`displayStatus.${status}`) })), [t]);
  const skillOptions = useMemo(() => WORKER_SKILLS.map((skill) => ({ value: skill, label: t(`skill.${skill}`) })), [t]);
  const list = useListPage({ useQuery: useListWorkersQuery, ...WORKER_LIST });
  const home = manage ? ROLE_HOME.workshop_admin : ROLE_HOME.society_manager;
  const profilePath = manage ? 'workshprofile' : 'workerprofile';
  const filter: Omit<WorkerFilter, 'q'> = {
    status: list.filters.status as WorkerFilter['status'],
    skill: list.filters.skill as WorkerFilter['skill'],
  };
  const bulk = usePageBulkSelection<Worker, WorkerFilter>(list, filter, 'workers');

  return (
    <ListCard
      list={list}
      viewKey={WORKER_LIST.viewKey}
      texts={workerListTexts(t, manage)}
      selects={[
        { name: 'status', label: t('statusFilter'), options: statusOptions, minWidth: 140 },
        { name: 'skill', label: t('skillFilter'), options: skillOptions, minWidth: 170 },
      ]}
      actions={
        <>
          <ListExportButton list="workers" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.workers} />
          {manage ? <ListImportButton list="workers" /> : null}
          {manage ? <ListAddButton label={t('addWorker')} onClick={() => void navigate(`${home}/addWorkshop`)} /> : null}
        </>
      }
      // Bulk deactivate / reactivate (managers only): ticked rows stay ticked across pages.
      intro={manage ? <BulkWorkerBar bulk={bulk} /> : undefined}
      selection={manage ? bulk.grid : undefined}
      columns={columns}
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
