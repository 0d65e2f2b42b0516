import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Card, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { REQUEST_STATUSES, ROLE_HOME, formatInr, type OptionsResponse, type ServiceRequest } from '@carcare/contracts';
import { CsvExportButton, ListDateRange, ListFilterSelect, ListResults, ListTotal, ListToolbar, RangeInvalidAlert, useListPage, type FilterOption, type ListResultsTexts } from '../../components/list';

import { NewRequestDialog } from './NewRequestDialog';
import { formatDateTime, vehicleText } from './requestFormat';
import { requests, useListRequestsQuery, useRequestOfferedServicesQuery } from './requestsApi';
import { PaymentStatusChip, RequestStatusChip } from './RequestStatusChip';
import { REQUEST_STATUS_LABELS, REQUEST_TEXTS as T } from './requestTexts';
import { useAssignableSocietiesQuery, useServiceOptionsQuery, useWorkshopFilterOptionsQuery } from '../../api/optionsApi';

const LIST_TEXTS: ListResultsTexts = {
  ariaLabel: T.gridLabel,
  noneText: T.empty,
  emptyText: T.emptyFiltered,
  clearFiltersLabel: T.clearFilters,
  failedText: T.loadFailed,
  retryLabel: T.retry,
};

const REQUEST_FILTERS = ['status', 'from', 'to', 'service_id', 'society_id', 'workshop_id', 'worker_id'] as const;
const DEFAULT_REQUEST_SORT = '-scheduled_at';
const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] }));

/** Two lines in one cell: a main text and a secondary one (phone, registration). */
function TwoLines({ main, sub }: { main: string; sub: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {main}
      </Typography>
      <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
        {sub}
      </Typography>
    </Box>
  );
}

/** Column fields are the server's sort keys (REQUEST_SORTS) where a column sorts. */
function buildColumns(showWorkshop: boolean): GridColDef<ServiceRequest>[] {
  const cols: GridColDef<ServiceRequest>[] = [
    { field: 'code', headerName: T.code, width: 110 },
    // Status early: on a phone it shows without scrolling sideways.
    { field: 'status', headerName: T.status, width: 120, renderCell: ({ row }) => <RequestStatusChip status={row.status} /> },
    { field: 'scheduled_at', headerName: T.scheduled, width: 170, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'customer',
      headerName: T.customer,
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => <TwoLines main={row.customer_name} sub={row.customer_phone} />,
    },
    {
      field: 'vehicle',
      headerName: T.vehicle,
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <TwoLines main={vehicleText(row)} sub={row.registration_number} />,
    },
    { field: 'service', headerName: T.service, flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.service.name },
  ];
  if (showWorkshop) cols.push({ field: 'workshop', headerName: T.workshop, flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.workshop.name });
  cols.push(
    { field: 'society', headerName: T.society, flex: 1, minWidth: 130, sortable: false, valueGetter: (_value, row) => row.society?.name ?? '—' },
    { field: 'worker', headerName: T.worker, flex: 0.8, minWidth: 120, sortable: false, valueGetter: (_value, row) => row.worker?.name ?? '—' },
    { field: 'amount_paise', headerName: T.amount, width: 110, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatInr(value) },
    { field: 'payment_status', headerName: T.payment, width: 140, sortable: false, renderCell: ({ row }) => <PaymentStatusChip status={row.payment_status} /> },
  );
  return cols;
}

function toOptions(response: OptionsResponse | undefined): FilterOption[] {
  return (response?.data ?? []).map((option) => ({ value: String(option.id), label: option.name }));
}

/** The super admin filters by catalogue service; a workshop admin by the services it offers. */
function useServiceFilterOptions(superAdmin: boolean): FilterOption[] {
  const { data: catalogue } = useServiceOptionsQuery(undefined, { skip: !superAdmin });
  const { data: offered } = useRequestOfferedServicesQuery({}, { skip: superAdmin });
  return useMemo(
    () => (superAdmin ? toOptions(catalogue) : (offered?.data ?? []).map((offering) => ({ value: String(offering.service.id), label: offering.service.name }))),
    [superAdmin, catalogue, offered],
  );
}

function totalText(total: number, estimate: boolean | undefined): string {
  const count = total.toLocaleString('en-IN');
  const noun = total === 1 ? 'request' : 'requests';
  return estimate ? `About ${count} ${noun}` : `${count} ${noun}`;
}

/** Service requests of the caller's scope: filters, search and sort in the URL, CSV export, phone booking. */
function RequestList({ superAdmin }: { superAdmin: boolean }) {
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListRequestsQuery, filters: REQUEST_FILTERS, sort: DEFAULT_REQUEST_SORT });
  const { data } = list.result;
  const { data: workshops } = useWorkshopFilterOptionsQuery(undefined, { skip: !superAdmin });
  const { data: societies } = useAssignableSocietiesQuery();
  const serviceOptions = useServiceFilterOptions(superAdmin);
  const columns = useMemo(() => buildColumns(superAdmin), [superAdmin]);
  const [booking, setBooking] = useState(false);
  const home = superAdmin ? ROLE_HOME.super_admin : ROLE_HOME.workshop_admin;

  return (
    <Card>
      <ListToolbar
        list={list}
        searchLabel={T.searchLabel}
        filters={
          <>
            <ListFilterSelect list={list} name="status" label={T.status} anyLabel={T.any} options={STATUS_OPTIONS} minWidth={130} />
            <ListDateRange list={list} fromLabel={T.from} toLabel={T.to} />
            <ListFilterSelect list={list} name="service_id" label={T.service} anyLabel={T.any} options={serviceOptions} minWidth={150} />
            <ListFilterSelect list={list} name="society_id" label={T.society} anyLabel={T.any} options={toOptions(societies)} minWidth={150} />
            {superAdmin ? (
              <ListFilterSelect list={list} name="workshop_id" label={T.workshop} anyLabel={T.allWorkshops} options={toOptions(workshops)} minWidth={170} />
            ) : null}
            {list.filters.worker_id ? <Chip label={T.workerFilter} onDelete={() => list.setFilter('worker_id', undefined)} /> : null}
          </>
        }
        actions={
          <>
            <CsvExportButton path={requests.csvUrl} params={list.filterArgs} fileName="requests.csv" />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBooking(true)}>
              {T.newRequest}
            </Button>
          </>
        }
      />
      {data && !list.rangeInvalid ? <ListTotal>{totalText(data.total, data.total_is_estimate)}</ListTotal> : null}
      <RangeInvalidAlert invalid={list.rangeInvalid}>{T.rangeInvalid}</RangeInvalidAlert>
      <ListResults
        list={list}
        columns={columns}
        texts={LIST_TEXTS}
        onRowClick={(row) => void navigate(`${home}/service-details/${row.id}`)}
      />
      {booking ? (
        <NewRequestDialog
          chooseWorkshop={superAdmin}
          onClose={() => setBooking(false)}
          onCreated={(request) => void navigate(`${home}/service-details/${request.id}`)}
        />
      ) : null}
    </Card>
  );
}

export function SuperAdminRequestListPage() {
  return <RequestList superAdmin />;
}

export function WorkshopRequestListPage() {
  return <RequestList superAdmin={false} />;
}
