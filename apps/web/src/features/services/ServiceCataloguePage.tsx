import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge, Box, Button, Card, Stack, Tab, Tabs } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_HOME, SERVICE_CATEGORIES, SERVICE_STATUSES, type Service } from '@carcare/contracts';
import { ListAddButton, ListPanel, useListPage, type ListSelect, type ListPanelTexts } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { priceColumns } from './priceColumns';
import { ServiceDecisionDialog, type PendingDecision } from './ServiceDecisionDialog';
import { formatDay, formatDuration } from './serviceFormat';
import { CATEGORY_LABELS, SERVICE_ACTION_TEXTS, SERVICE_STATUS_LABELS, SERVICE_TEXTS as T } from './serviceTexts';
import { useListServicesQuery } from './servicesApi';

const HOME = ROLE_HOME.super_admin;
const PENDING_TAB = 'pending';
const STATUS_OPTIONS = SERVICE_STATUSES.map((status) => ({ value: status, label: SERVICE_STATUS_LABELS[status] }));
const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }));
const CATALOGUE_FILTERS = ['status', 'category'] as const;
const PENDING_FILTERS = ['category'] as const;
const CATALOGUE_SELECTS: readonly ListSelect<(typeof CATALOGUE_FILTERS)[number]>[] = [
  { name: 'status', label: T.statusFilter, options: STATUS_OPTIONS, minWidth: 170 },
  { name: 'category', label: T.categoryFilter, options: CATEGORY_OPTIONS, minWidth: 150 },
];
const PENDING_ARGS = { status: 'pending_approval' } as const;

// No "Clear filters" button on an empty pending list: its only filter is one select.
const PENDING_LIST_TEXTS: ListPanelTexts = { ...T, gridLabel: T.pendingGridLabel, none: T.pendingEmpty, clearFilters: undefined };

/** Column fields are the server's sort keys (SERVICE_SORTS) where a column sorts. */
const NAME_COLUMN: GridColDef<Service> = { field: 'name', headerName: T.colName, flex: 1.3, minWidth: 180 };
const CATEGORY_COLUMN: GridColDef<Service> = {
  field: 'category',
  headerName: T.colCategory,
  width: 120,
  valueFormatter: (value: Service['category']) => CATEGORY_LABELS[value],
};
const PRICE_COLUMNS = priceColumns<Service>({ prices: (row) => row.prices });

const CATALOGUE_COLUMNS: GridColDef<Service>[] = [
  NAME_COLUMN,
  // Status early: on a phone it shows without scrolling sideways.
  { field: 'status', headerName: T.colStatus, width: 150, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  CATEGORY_COLUMN,
  ...PRICE_COLUMNS,
  { field: 'duration_minutes', headerName: T.colDuration, width: 110, valueFormatter: (value: number) => formatDuration(value) },
];

function pendingColumns(onDecide: (decision: PendingDecision) => void): GridColDef<Service>[] {
  return [
    NAME_COLUMN,
    {
      field: 'requested_by',
      headerName: T.colRequestedBy,
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_value, row) => row.requested_by_workshop?.name ?? '—',
    },
    {
      field: 'actions',
      headerName: T.colActions,
      width: 190,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {(['approve', 'reject'] as const).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'approve' ? 'contained' : 'outlined'}
              color={action === 'approve' ? 'success' : 'error'}
              aria-label={`${SERVICE_ACTION_TEXTS[action].button}: ${row.name}`}
              onClick={(event) => {
                event.stopPropagation();
                onDecide({ service: row, action });
              }}
            >
              {SERVICE_ACTION_TEXTS[action].button}
            </Button>
          ))}
        </Stack>
      ),
    },
    CATEGORY_COLUMN,
    { field: 'created_at', headerName: T.colRequestedOn, width: 130, valueFormatter: (value: string) => formatDay(value) },
    ...PRICE_COLUMNS,
    { field: 'duration_minutes', headerName: T.colDuration, width: 110, valueFormatter: (value: number) => formatDuration(value) },
  ];
}

function CatalogueTab() {
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListServicesQuery, filters: CATALOGUE_FILTERS, sort: 'name' });

  return (
    <ListPanel
      list={list}
      texts={T}
      selects={CATALOGUE_SELECTS}
      actions={
        <>
          <Button variant="outlined" startIcon={<ChecklistIcon />} onClick={() => void navigate(`${HOME}/serviceinclusionsform`)}>
            {T.manageInclusions}
          </Button>
          <ListAddButton label={T.add} onClick={() => void navigate(`${HOME}/addservice`)} />
        </>
      }
      columns={CATALOGUE_COLUMNS}
      onRowClick={(row) => void navigate(`${HOME}/edit-service/${row.id}`)}
    />
  );
}

function PendingTab() {
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListServicesQuery, filters: PENDING_FILTERS, sort: 'created_at', fixedArgs: PENDING_ARGS });
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const columns = useMemo(() => pendingColumns(setPending), []);

  return (
    <>
      <ListPanel
        list={list}
        texts={PENDING_LIST_TEXTS}
        selects={[{ name: 'category', label: T.categoryFilter, options: CATEGORY_OPTIONS, minWidth: 150 }]}
        columns={columns}
        onRowClick={(row) => void navigate(`${HOME}/edit-service/${row.id}`)}
      />
      <ServiceDecisionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

/** service: the catalogue (filters in the URL) and the workshops' requests waiting for a decision. */
export default function ServiceCataloguePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === PENDING_TAB ? PENDING_TAB : 'catalogue';
  const { data: pendingCount } = useListServicesQuery({ ...PENDING_ARGS, page: 1, page_size: 1 });
  const waiting = pendingCount?.total ?? 0;

  return (
    <Card>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs
          value={tab}
          // A tab starts from its own first page, without the other tab's search and filters.
          onChange={(_event, next: string) => setParams(next === PENDING_TAB ? { tab: PENDING_TAB } : {}, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Service lists"
        >
          <Tab value="catalogue" label={T.catalogueTab} />
          <Tab
            value={PENDING_TAB}
            label={
              <Badge color="warning" badgeContent={waiting} max={99} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                {T.pendingTab}
              </Badge>
            }
            sx={{ pr: waiting ? 4 : undefined }}
          />
        </Tabs>
      </Box>
      {tab === PENDING_TAB ? <PendingTab key="pending" /> : <CatalogueTab key="catalogue" />}
    </Card>
  );
}
