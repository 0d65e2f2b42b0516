import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, REQUEST_STATUSES, ROLE_HOME, formatInr, type RequestFilter, type ServiceRequest } from '@carcare/contracts';
import { usePageBulkSelection } from '../../components/bulk';
import { BulkAssignBar } from './BulkAssignBar';
import {
  ListAddButton,
  ListCard,
  ListDateRange,
  ListExportButton,
  ListFilterSelect,
  ListWorkshopFilter,
  TwoLineCell,
  filterOptionsOf,
  useListPage,
  type FilterOption,
} from '../../components/list';

import { formatDateTime, vehicleText } from './requestFormat';
import { useListOfferingsQuery } from '../services/public';
import { ALL_OPTIONS, useListRequestsQuery, REQUEST_LIST } from './requestsApi';
import { PaymentStatusChip, RequestStatusChip } from './RequestStatusChip';
import { RequestRowMenu } from './RequestRowMenu';
import { useAssignableSocietiesQuery, useServiceOptionsQuery } from '../../api/optionsApi';
import { useTexts } from '../../i18n/useTexts';
import { lazyNamed } from '../../app/lazyPage';
import { requestCatalogue, requestListTexts, type RequestTexts } from './requestTexts';

// The booking form (react-hook-form, its schema, the date and phone fields) loads when first opened.
const NewRequestDialog = lazyNamed(() => import('./NewRequestDialog'), 'NewRequestDialog');
const RescheduleDialog = lazyNamed(() => import('./RescheduleDialog'), 'RescheduleDialog');

/** Column fields are the server's sort keys (REQUEST_SORTS) where a column sorts. */
function buildColumns(t: RequestTexts, showWorkshop: boolean, onReschedule: (row: ServiceRequest) => void): GridColDef<ServiceRequest>[] {
  const cols: GridColDef<ServiceRequest>[] = [
    { field: 'code', headerName: t('code'), width: 110 },
    // Status early: on a phone it shows without scrolling sideways.
    { field: 'status', headerName: t('status'), width: 120, renderCell: ({ row }) => <RequestStatusChip status={row.status} /> },
    { field: 'scheduled_at', headerName: t('scheduled'), width: 170, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'customer',
      headerName: t('customer'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => <TwoLineCell main={row.customer_name} sub={row.customer_phone} />,
    },
    {
      field: 'vehicle',
      headerName: t('vehicle'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <TwoLineCell main={vehicleText(t, row)} sub={row.registration_number} />,
    },
    { field: 'service', headerName: t('service'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.service.name },
  ];
  if (showWorkshop) cols.push({ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.workshop.name });
  cols.push(
    { field: 'society', headerName: t('society'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_value, row) => row.society?.name ?? '—' },
    { field: 'worker', headerName: t('worker'), flex: 0.8, minWidth: 120, sortable: false, valueGetter: (_value, row) => row.worker?.name ?? '—' },
    { field: 'amount_paise', headerName: t('amount'), width: 110, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatInr(value) },
    { field: 'payment_status', headerName: t('payment'), width: 140, sortable: false, renderCell: ({ row }) => <PaymentStatusChip status={row.payment_status} /> },
    {
      field: 'row_actions',
      headerName: t('rowActions'),
      width: 80,
      sortable: false,
      renderCell: ({ row }) => <RequestRowMenu row={row} onReschedule={onReschedule} />,
    },
  );
  return cols;
}

/** The super admin filters by catalogue service; a workshop admin by the services it offers. */
function useServiceFilterOptions(superAdmin: boolean): FilterOption[] {
  const { data: catalogue } = useServiceOptionsQuery(undefined, { skip: !superAdmin });
  const { data: offered } = useListOfferingsQuery({ page_size: ALL_OPTIONS }, { skip: superAdmin });
  return useMemo(
    () => (superAdmin ? filterOptionsOf(catalogue) : (offered?.data ?? []).map((offering) => ({ value: String(offering.service.id), label: offering.service.name }))),
    [superAdmin, catalogue, offered],
  );
}

/** Service requests of the caller's scope: filters, search and sort in the URL, CSV export, phone booking. */
function RequestList({ superAdmin }: { superAdmin: boolean }) {
  const t = useTexts(requestCatalogue);
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListRequestsQuery, ...REQUEST_LIST });
  const { data: societies } = useAssignableSocietiesQuery();
  const serviceOptions = useServiceFilterOptions(superAdmin);
  const [rescheduling, setRescheduling] = useState<ServiceRequest | null>(null);
  const columns = useMemo(() => buildColumns(t, superAdmin, setRescheduling), [t, superAdmin]);
  const listTexts = useMemo(() => requestListTexts(t), [t]);
  const statusOptions = useMemo(() => REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })), [t]);
  const [booking, setBooking] = useState(false);
  const home = superAdmin ? ROLE_HOME.super_admin : ROLE_HOME.workshop_admin;
  const id = (name: (typeof REQUEST_LIST.filters)[number]) => (list.filters[name] ? Number(list.filters[name]) : undefined);
  const filter: Omit<RequestFilter, 'q'> = {
    status: list.filters.status as RequestFilter['status'],
    from: list.filters.from,
    to: list.filters.to,
    service_id: id('service_id'),
    society_id: id('society_id'),
    workshop_id: id('workshop_id'),
    worker_id: id('worker_id'),
  };
  const bulk = usePageBulkSelection<ServiceRequest, RequestFilter>(list, filter, 'requests');

  return (
    <ListCard
      list={list}
      viewKey={REQUEST_LIST.viewKey}
      texts={listTexts}
      filters={
        <>
          <ListFilterSelect list={list} name="status" label={t('status')} anyLabel={t('any')} options={statusOptions} minWidth={130} />
          <ListDateRange list={list} fromLabel={t('from')} toLabel={t('to')} />
          <ListFilterSelect list={list} name="service_id" label={t('service')} anyLabel={t('any')} options={serviceOptions} minWidth={150} />
          <ListFilterSelect list={list} name="society_id" label={t('society')} anyLabel={t('any')} options={filterOptionsOf(societies)} minWidth={150} />
          {superAdmin ? <ListWorkshopFilter list={list} label={t('workshop')} anyLabel={t('allWorkshops')} /> : null}
          {list.filters.worker_id ? <Chip label={t('workerFilter')} onDelete={() => list.setFilter('worker_id', undefined)} /> : null}
        </>
      }
      actions={
        <>
          <ListExportButton list="requests" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.requests} />
          <ListAddButton label={t('newRequest')} onClick={() => setBooking(true)} />
        </>
      }
      // Bulk assignment: ticked rows stay ticked across pages; the bar above the rows acts on them.
      intro={list.rangeInvalid ? undefined : <BulkAssignBar bulk={bulk} showWorkshop={superAdmin} />}
      selection={list.rangeInvalid ? undefined : bulk.grid}
      columns={columns}
      onRowClick={(row) => void navigate(`${home}/service-details/${row.id}`)}
    >
      <Suspense fallback={null}>
        {booking ? (
          <NewRequestDialog
            chooseWorkshop={superAdmin}
            onClose={() => setBooking(false)}
            onCreated={(request) => void navigate(`${home}/service-details/${request.id}`)}
          />
        ) : null}
        {rescheduling ? <RescheduleDialog request={rescheduling} onClose={() => setRescheduling(null)} /> : null}
      </Suspense>
    </ListCard>
  );
}

export function SuperAdminRequestListPage() {
  return <RequestList superAdmin />;
}

export function WorkshopRequestListPage() {
  return <RequestList superAdmin={false} />;
}
