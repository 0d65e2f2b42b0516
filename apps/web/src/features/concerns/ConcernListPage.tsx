import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { CONCERN_CATEGORIES, CONCERN_PRIORITIES, CONCERN_STATUSES, ROLE_HOME, type UserConcern } from '@carcare/contracts';
import { ListAddButton, ListCard, ListDateRange, ListWorkshopFilter, TwoLineCell, useListPage, type ListSelect } from '../../components/list';

import { formatDateTime } from '../../components/format/dates';
import { ConcernPriorityChip, ConcernStatusChip } from './ConcernChips';
import { useListConcernsQuery } from './concernsApi';
import { CONCERN_CATEGORY_LABELS, CONCERN_PRIORITY_LABELS, CONCERN_STATUS_LABELS, CONCERN_TEXTS as T } from './concernTexts';
import { LogConcernDialog } from './LogConcernDialog';

const CONCERN_FILTERS = ['status', 'priority', 'category', 'from', 'to', 'workshop_id'] as const;
const DEFAULT_SORT = '-created_at';
const STATUS_OPTIONS = CONCERN_STATUSES.map((value) => ({ value, label: CONCERN_STATUS_LABELS[value] }));
const PRIORITY_OPTIONS = CONCERN_PRIORITIES.map((value) => ({ value, label: CONCERN_PRIORITY_LABELS[value] }));
const CATEGORY_OPTIONS = CONCERN_CATEGORIES.map((value) => ({ value, label: CONCERN_CATEGORY_LABELS[value] }));
const CONCERN_SELECTS: readonly ListSelect<(typeof CONCERN_FILTERS)[number]>[] = [
  { name: 'status', label: T.status, options: STATUS_OPTIONS, minWidth: 130 },
  { name: 'priority', label: T.priority, options: PRIORITY_OPTIONS, minWidth: 120 },
  { name: 'category', label: T.category, options: CATEGORY_OPTIONS, minWidth: 160 },
];

/** Column fields are the server's sort keys (CONCERN_SORTS) where a column sorts. */
function buildColumns(showWorkshop: boolean): GridColDef<UserConcern>[] {
  const cols: GridColDef<UserConcern>[] = [
    { field: 'code', headerName: T.code, width: 110 },
    // Status and priority early: on a phone they show without scrolling sideways.
    { field: 'status', headerName: T.status, width: 120, sortable: false, renderCell: ({ row }) => <ConcernStatusChip status={row.status} /> },
    { field: 'priority', headerName: T.priority, width: 100, sortable: false, renderCell: ({ row }) => <ConcernPriorityChip priority={row.priority} /> },
    {
      field: 'subject',
      headerName: T.subject,
      flex: 1.6,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <TwoLineCell main={row.subject} sub={CONCERN_CATEGORY_LABELS[row.category]} />,
    },
    {
      field: 'customer',
      headerName: T.customer,
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <TwoLineCell
          main={row.customer_name}
          sub={row.customer_phone}
          icon={row.channel === 'phone' ? <PhoneInTalkOutlinedIcon sx={{ fontSize: 14 }} titleAccess={T.phoneChannel} /> : undefined}
        />
      ),
    },
  ];
  if (showWorkshop) cols.push({ field: 'workshop', headerName: T.workshop, flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.workshop?.name ?? T.noWorkshop });
  cols.push(
    { field: 'request', headerName: T.request, width: 110, sortable: false, valueGetter: (_value, row) => row.request?.code ?? '—' },
    { field: 'created_at', headerName: T.raised, width: 170, valueFormatter: (value: string) => formatDateTime(value) },
  );
  return cols;
}

/** User concerns of the caller's scope: filters and search in the URL, phone logging, a row opens the concern. */
function ConcernList({ superAdmin }: { superAdmin: boolean }) {
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListConcernsQuery, filters: CONCERN_FILTERS, sort: DEFAULT_SORT });
  const columns = useMemo(() => buildColumns(superAdmin), [superAdmin]);
  const [logging, setLogging] = useState(false);
  const home = superAdmin ? ROLE_HOME.super_admin : ROLE_HOME.workshop_admin;
  const open = (id: number) => void navigate(`${home}/userconcerns/${id}`);

  return (
    <ListCard
      list={list}
      texts={T}
      selects={CONCERN_SELECTS}
      filters={
        <>
          <ListDateRange list={list} fromLabel={T.from} toLabel={T.to} />
          {superAdmin ? <ListWorkshopFilter list={list} label={T.workshop} anyLabel={T.allWorkshops} /> : null}
        </>
      }
      actions={<ListAddButton label={T.logConcern} onClick={() => setLogging(true)} />}
      columns={columns}
      onRowClick={(row) => open(row.id)}
    >
      {logging ? <LogConcernDialog chooseWorkshop={superAdmin} onClose={() => setLogging(false)} onLogged={(concern) => open(concern.id)} /> : null}
    </ListCard>
  );
}

export function SuperAdminConcernListPage() {
  return <ConcernList superAdmin />;
}

export function WorkshopConcernListPage() {
  return <ConcernList superAdmin={false} />;
}
