import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { CONCERN_CATEGORIES, CONCERN_PRIORITIES, CONCERN_STATUSES, CSV_COLUMN_KEYS, ROLE_HOME, type UserConcern } from '@carcare/contracts';
import { ListAddButton, ListCard, ListDatesAndWorkshop, ListExportButton, TwoLineCell, useListPage, type ListPanelTexts, type ListSelect } from '../../components/list';
import { formatDateTime } from '../../components/format/dates';
import { ConcernPriorityChip, ConcernStatusChip } from './ConcernChips';
import { useListConcernsQuery, CONCERN_LIST } from './concernsApi';
import { useTexts } from '../../i18n/useTexts';
import { lazyNamed } from '../../app/lazyPage';
import { concernCatalogue, concernTotal, type ConcernTranslate } from './concernTexts';
import { pickTexts } from '../../i18n/pickTexts';
import { DATED_LIST_TEXT_NAMES } from '../../components/list/listTextNames';

// The form loads when first opened: a list's first visit does not carry it.
const LogConcernDialog = lazyNamed(() => import('./LogConcernDialog'), 'LogConcernDialog');

function concernSelects(t: ConcernTranslate): readonly ListSelect<(typeof CONCERN_LIST.filters)[number]>[] {
  return [
    { name: 'status', label: t('status'), options: CONCERN_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })), minWidth: 130 },
    { name: 'priority', label: t('priority'), options: CONCERN_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) })), minWidth: 120 },
    { name: 'category', label: t('category'), options: CONCERN_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) })), minWidth: 160 },
  ];
}

/** Column fields are the server's sort keys (CONCERN_SORTS) where a column sorts. */
function buildColumns(t: ConcernTranslate, showWorkshop: boolean): GridColDef<UserConcern>[] {
  const cols: GridColDef<UserConcern>[] = [
    { field: 'code', headerName: t('code'), width: 110 },
    // Status and priority early: on a phone they show without scrolling sideways.
    { field: 'status', headerName: t('status'), width: 120, sortable: false, renderCell: ({ row }) => <ConcernStatusChip status={row.status} /> },
    { field: 'priority', headerName: t('priority'), width: 100, sortable: false, renderCell: ({ row }) => <ConcernPriorityChip priority={row.priority} /> },
    {
      field: 'subject',
      headerName: t('subject'),
      flex: 1.6,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <TwoLineCell main={row.subject} sub={t(`category.${row.category}`)} />,
    },
    {
      field: 'customer',
      headerName: t('customer'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <TwoLineCell
          main={row.customer_name}
          sub={row.customer_phone}
          icon={row.channel === 'phone' ? <PhoneInTalkOutlinedIcon sx={{ fontSize: 14 }} titleAccess={t('phoneChannel')} /> : undefined}
        />
      ),
    },
  ];
  if (showWorkshop) cols.push({ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.workshop?.name ?? t('noWorkshop') });
  cols.push(
    { field: 'request', headerName: t('request'), width: 110, sortable: false, valueGetter: (_value, row) => row.request?.code ?? '—' },
    { field: 'created_at', headerName: t('raised'), width: 170, valueFormatter: (value: string) => formatDateTime(value) },
  );
  return cols;
}

/** User concerns of the caller's scope: filters and search in the URL, phone logging, a row opens the concern. */
function ConcernList({ superAdmin }: { superAdmin: boolean }) {
  const t = useTexts(concernCatalogue);
  const navigate = useNavigate();
  const selects = useMemo(() => concernSelects(t), [t]);
  const texts = useMemo<ListPanelTexts>(() => ({ ...pickTexts(t, DATED_LIST_TEXT_NAMES), total: (count, isEstimate) => concernTotal(t, count, isEstimate) }), [t]);
  const list = useListPage({ useQuery: useListConcernsQuery, ...CONCERN_LIST });
  const columns = useMemo(() => buildColumns(t, superAdmin), [t, superAdmin]);
  const [logging, setLogging] = useState(false);
  const home = superAdmin ? ROLE_HOME.super_admin : ROLE_HOME.workshop_admin;
  const open = (id: number) => void navigate(`${home}/userconcerns/${id}`);

  return (
    <ListCard
      list={list}
      texts={texts}
      viewKey={CONCERN_LIST.viewKey}
      selects={selects}
      filters={<ListDatesAndWorkshop list={list} t={t} everyWorkshop={superAdmin} />}
      actions={
        <>
          <ListExportButton list="concerns" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.concerns} />
          <ListAddButton label={t('logConcern')} onClick={() => setLogging(true)} />
        </>
      }
      columns={columns}
      onRowClick={(row) => open(row.id)}
    >
      <Suspense fallback={null}>{logging ? <LogConcernDialog chooseWorkshop={superAdmin} onClose={() => setLogging(false)} onLogged={(concern) => open(concern.id)} /> : null}</Suspense>
    </ListCard>
  );
}

export function SuperAdminConcernListPage() {
  return <ConcernList superAdmin />;
}

export function WorkshopConcernListPage() {
  return <ConcernList superAdmin={false} />;
}
