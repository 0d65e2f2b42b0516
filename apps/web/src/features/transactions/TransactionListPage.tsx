import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CSV_COLUMN_KEYS,
  DEFAULT_TRANSACTION_SORT,
  PAYMENT_METHODS,
  ROLE_HOME,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  formatInr,
  type Transaction,
} from '@carcare/contracts';
import { ListCard, ListExportButton, ListDateRange, ListWorkshopFilter, useListPage, type ListSelect } from '../../components/list';

import { formatDateTime } from '../../components/format/dates';
import { PAYMENT_METHOD_LABELS } from '../requests/public';
import { TransactionDetailsDrawer } from './TransactionDetailsDrawer';
import { TransactionStatusChip } from './TransactionStatusChip';
import { TransactionTotalsCards } from './TransactionTotalsCards';
import { TRANSACTION_KIND_LABELS, TRANSACTION_STATUS_LABELS, TRANSACTION_TEXTS as T } from './transactionTexts';
import { useListTransactionsQuery } from './transactionsApi';

const TRANSACTION_FILTERS = ['kind', 'method', 'status', 'from', 'to', 'workshop_id'] as const;
const KIND_OPTIONS = TRANSACTION_KINDS.map((kind) => ({ value: kind, label: TRANSACTION_KIND_LABELS[kind] }));
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));
const STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({ value: status, label: TRANSACTION_STATUS_LABELS[status] }));
const TRANSACTION_SELECTS: readonly ListSelect<(typeof TRANSACTION_FILTERS)[number]>[] = [
  { name: 'kind', label: T.kind, options: KIND_OPTIONS, minWidth: 120 },
  { name: 'method', label: T.method, options: METHOD_OPTIONS, minWidth: 130 },
  { name: 'status', label: T.status, options: STATUS_OPTIONS, minWidth: 130 },
];

/** Column fields are the server's sort keys (TRANSACTION_SORTS) where a column sorts. */
const COLUMNS: GridColDef<Transaction>[] = [
  { field: 'code', headerName: T.code, width: 110, sortable: false },
  { field: 'created_at', headerName: T.date, width: 170, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'kind', headerName: T.kind, width: 90, sortable: false, valueGetter: (_value, row) => TRANSACTION_KIND_LABELS[row.kind] },
  { field: 'method', headerName: T.method, width: 110, sortable: false, valueGetter: (_value, row) => PAYMENT_METHOD_LABELS[row.method] },
  { field: 'amount_paise', headerName: T.amount, width: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatInr(value) },
  { field: 'status', headerName: T.status, width: 120, sortable: false, renderCell: ({ row }) => <TransactionStatusChip status={row.status} /> },
  { field: 'workshop', headerName: T.workshop, flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => row.workshop.name },
  {
    field: 'request',
    headerName: T.request,
    width: 120,
    sortable: false,
    renderCell: ({ row }) =>
      row.request ? (
        <Link
          component={RouterLink}
          to={`${ROLE_HOME.super_admin}/service-details/${row.request.id}`}
          // The link goes to the request; the rest of the row opens the details.
          onClick={(event: React.MouseEvent) => event.stopPropagation()}
        >
          {row.request.code}
        </Link>
      ) : (
        '—'
      ),
  },
];

/** The super admin's books: totals for the filter, the filtered list, CSV export, details and refunds. */
export default function TransactionListPage() {
  const list = useListPage({ useQuery: useListTransactionsQuery, filters: TRANSACTION_FILTERS, sort: DEFAULT_TRANSACTION_SORT });
  const totalsFilters = useMemo(() => {
    const { sort: _sort, ...filters } = list.filterArgs;
    return filters;
  }, [list.filterArgs]);
  const [selected, setSelected] = useState<number | null>(null);

  return (
    <Stack spacing={3}>
      <TransactionTotalsCards filters={totalsFilters} skip={list.rangeInvalid} />
      <ListCard
        list={list}
        texts={T}
        selects={TRANSACTION_SELECTS}
        filters={
          <>
            <ListDateRange list={list} fromLabel={T.from} toLabel={T.to} />
            <ListWorkshopFilter list={list} label={T.workshop} anyLabel={T.allWorkshops} />
          </>
        }
        actions={<ListExportButton list="transactions" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.transactions} />}
        columns={COLUMNS}
        onRowClick={(row) => setSelected(row.id)}
      />
      <TransactionDetailsDrawer id={selected} onOpen={setSelected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
