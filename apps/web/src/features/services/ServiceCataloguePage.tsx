import { Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge, Box, Button, Card, Stack, Tab, Tabs } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, ROLE_HOME, SERVICE_CATEGORIES, SERVICE_STATUSES, type Service } from '@carcare/contracts';
import { ListAddButton, ListExportButton, ListPanel, useListPage, type ListSelect, type ListPanelTexts } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { priceColumns } from './priceColumns';
import type { PendingDecision } from './ServiceDecisionDialog';
import { formatDuration, LIST_VIEW_KEYS, serviceCatalogue, serviceListTexts, type ServiceText } from './serviceTexts';
import { useListServicesQuery } from './servicesApi';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { lazyNamed } from '../../app/lazyPage';

// Approve / reject asks first, in a dialog whose note check uses the contract's schema: it loads on the first decision.
const ServiceDecisionDialog = lazyNamed(() => import('./ServiceDecisionDialog'), 'ServiceDecisionDialog');

const HOME = ROLE_HOME.super_admin;
const PENDING_TAB = 'pending';
const CATALOGUE_FILTERS = ['status', 'category'] as const;
const PENDING_FILTERS = ['category'] as const;
const PENDING_ARGS = { status: 'pending_approval' } as const;

const categoryOptions = (t: ServiceText) => SERVICE_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }));

function catalogueSelects(t: ServiceText): readonly ListSelect<(typeof CATALOGUE_FILTERS)[number]>[] {
  return [
    { name: 'status', label: t('statusFilter'), options: SERVICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })), minWidth: 170 },
    { name: 'category', label: t('categoryFilter'), options: categoryOptions(t), minWidth: 150 },
  ];
}

/** Column fields are the server's sort keys (SERVICE_SORTS) where a column sorts. */
function commonColumns(t: ServiceText) {
  return {
    name: { field: 'name', headerName: t('colName'), flex: 1.3, minWidth: 180 } satisfies GridColDef<Service>,
    category: {
      field: 'category',
      headerName: t('colCategory'),
      width: 120,
      valueFormatter: (value: Service['category']) => t(`category.${value}`),
    } satisfies GridColDef<Service>,
    duration: { field: 'duration_minutes', headerName: t('colDuration'), width: 120, valueFormatter: (value: number) => formatDuration(t, value) } satisfies GridColDef<Service>,
    prices: priceColumns<Service>(t, { prices: (row) => row.prices }),
  };
}

function catalogueColumns(t: ServiceText): GridColDef<Service>[] {
  const columns = commonColumns(t);
  return [
    columns.name,
    // Status early: on a phone it shows without scrolling sideways.
    { field: 'status', headerName: t('colStatus'), width: 150, renderCell: ({ row }) => <StatusChip status={row.status} /> },
    columns.category,
    ...columns.prices,
    columns.duration,
  ];
}

function pendingColumns(t: ServiceText, onDecide: (decision: PendingDecision) => void): GridColDef<Service>[] {
  const columns = commonColumns(t);
  return [
    columns.name,
    {
      field: 'requested_by',
      headerName: t('colRequestedBy'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_value, row) => row.requested_by_workshop?.name ?? '—',
    },
    {
      field: 'actions',
      headerName: t('colActions'),
      width: 230,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {(['approve', 'reject'] as const).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'approve' ? 'contained' : 'outlined'}
              color={action === 'approve' ? 'success' : 'error'}
              aria-label={t('actionOn', { action: t(`action.${action}.button`), name: row.name })}
              onClick={(event) => {
                event.stopPropagation();
                onDecide({ service: row, action });
              }}
            >
              {t(`action.${action}.button`)}
            </Button>
          ))}
        </Stack>
      ),
    },
    columns.category,
    { field: 'created_at', headerName: t('colRequestedOn'), width: 130, valueFormatter: (value: string) => formatDate(value) },
    ...columns.prices,
    columns.duration,
  ];
}

function CatalogueTab() {
  const navigate = useNavigate();
  const t = useTexts(serviceCatalogue);
  const list = useListPage({ useQuery: useListServicesQuery, filters: CATALOGUE_FILTERS, sort: 'name' });
  const columns = useMemo(() => catalogueColumns(t), [t]);
  const selects = useMemo(() => catalogueSelects(t), [t]);

  return (
    <ListPanel
      list={list}
      texts={serviceListTexts(t)}
      viewKey={LIST_VIEW_KEYS.catalogue}
      selects={selects}
      actions={
        <>
          <ListExportButton list="services" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.services} />
          <Button variant="outlined" startIcon={<ChecklistIcon />} onClick={() => void navigate(`${HOME}/serviceinclusionsform`)}>
            {t('manageInclusions')}
          </Button>
          <ListAddButton label={t('add')} onClick={() => void navigate(`${HOME}/addservice`)} />
        </>
      }
      columns={columns}
      onRowClick={(row) => void navigate(`${HOME}/edit-service/${row.id}`)}
    />
  );
}

function PendingTab() {
  const navigate = useNavigate();
  const t = useTexts(serviceCatalogue);
  const list = useListPage({ useQuery: useListServicesQuery, filters: PENDING_FILTERS, sort: 'created_at', fixedArgs: PENDING_ARGS });
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const deciding = useOpenedOnce(pending !== null);
  const columns = useMemo(() => pendingColumns(t, setPending), [t]);
  // No "Clear filters" button on an empty pending list: its only filter is one select.
  const texts: ListPanelTexts = { ...serviceListTexts(t), gridLabel: t('pendingGridLabel'), none: t('pendingEmpty'), clearFilters: undefined };

  return (
    <>
      <ListPanel
        list={list}
        texts={texts}
        viewKey={LIST_VIEW_KEYS.pending}
        selects={[{ name: 'category', label: t('categoryFilter'), options: categoryOptions(t), minWidth: 150 }]}
        columns={columns}
        onRowClick={(row) => void navigate(`${HOME}/edit-service/${row.id}`)}
      />
      <Suspense fallback={null}>{deciding ? <ServiceDecisionDialog pending={pending} onClose={() => setPending(null)} /> : null}</Suspense>
    </>
  );
}

/** service: the catalogue (filters in the URL) and the workshops' requests waiting for a decision. */
export default function ServiceCataloguePage() {
  const t = useTexts(serviceCatalogue);
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
          aria-label={t('listTabs')}
        >
          <Tab value="catalogue" label={t('catalogueTab')} />
          <Tab
            value={PENDING_TAB}
            label={
              <Badge color="warning" badgeContent={waiting} max={99} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                {t('pendingTab')}
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
