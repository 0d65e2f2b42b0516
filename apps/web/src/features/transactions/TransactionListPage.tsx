import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CSV_COLUMN_KEYS,
  PAYMENT_METHODS,
  ROLE_HOME,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  formatInr,
  type Transaction,
  type UserType,
} from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectUserType } from '../auth/public';
import { ListCard, ListExportButton, ListDatesAndWorkshop, useListPage, type ListPanelTexts, type ListSelect } from '../../components/list';

import { formatDateTime } from '../../components/format/dates';
import type { Translate } from '../../i18n/catalogue';
import { useTexts } from '../../i18n/useTexts';
import { pickTexts } from '../../i18n/pickTexts';
import { DATED_LIST_TEXT_NAMES } from '../../components/list/listTextNames';
import { TransactionDetailsDrawer } from './TransactionDetailsDrawer';
import { TransactionStatusChip } from './TransactionStatusChip';
import { TransactionTotalsCards } from './TransactionTotalsCards';
import { transactionCatalogue, type TransactionTextKey } from './transactionTexts';
import { useListTransactionsQuery, TRANSACTION_LIST } from './transactionsApi';

type Texts = Translate<TransactionTextKey>;

function selectsOf(t: Texts): readonly ListSelect<(typeof TRANSACTION_LIST.filters)[number]>[] {
  return [
    { name: 'kind', label: t('kind'), options: TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })), minWidth: 120 },
    { name: 'method', label: t('method'), options: PAYMENT_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) })), minWidth: 130 },
    { name: 'status', label: t('status'), options: TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })), minWidth: 130 },
  ];
}

/** Column fields are the server's sort keys (TRANSACTION_SORTS) where a column sorts; the workshop column is the super admin's. */
function columnsOf(t: Texts, home: string, everyWorkshop: boolean): GridColDef<Transaction>[] {
  return [
  { field: 'code', headerName: t('code'), width: 110, sortable: false },
  { field: 'created_at', headerName: t('date'), width: 170, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'kind', headerName: t('kind'), width: 90, sortable: false, valueGetter: (_value, row) => t(`kind.${row.kind}`) },
  { field: 'method', headerName: t('method'), width: 110, sortable: false, valueGetter: (_value, row) => t(`method.${row.method}`) },
  { field: 'amount_paise', headerName: t('amount'), width: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatInr(value) },
  { field: 'status', headerName: t('status'), width: 120, sortable: false, renderCell: ({ row }) => <TransactionStatusChip status={row.status} /> },
  ...(everyWorkshop ? [{ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => row.workshop.name } satisfies GridColDef<Transaction>] : []),
  {
    field: 'request',
    headerName: t('request'),
    width: 120,
    sortable: false,
    renderCell: ({ row }) =>
      row.request ? (
        <Link
          component={RouterLink}
          to={`${home}/service-details/${row.request.id}`}
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
}

/**
 * The books: totals for the filter, the filtered list, CSV export and details; the super admin's of
 * every workshop with refunds, a workshop admin's of its own, read-only.
 */
export default function TransactionListPage() {
  const t = useTexts(transactionCatalogue);
  const userType = useAppSelector(selectUserType) as UserType | null;
  const everyWorkshop = userType !== 'workshop_admin';
  const home = ROLE_HOME[userType ?? 'super_admin'];
  const texts: ListPanelTexts = useMemo(() => pickTexts(t, DATED_LIST_TEXT_NAMES), [t]);
  const selects = useMemo(() => selectsOf(t), [t]);
  const columns = useMemo(() => columnsOf(t, home, everyWorkshop), [t, home, everyWorkshop]);
  const list = useListPage({ useQuery: useListTransactionsQuery, ...TRANSACTION_LIST });
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
        // Named in code: the grid label changes with the language, the saved view does not.
        viewKey={TRANSACTION_LIST.viewKey}
        texts={texts}
        selects={selects}
        filters={<ListDatesAndWorkshop list={list} t={t} everyWorkshop={everyWorkshop} />}
        actions={<ListExportButton list="transactions" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.transactions} />}
        columns={columns}
        onRowClick={(row) => setSelected(row.id)}
      />
      <TransactionDetailsDrawer id={selected} onOpen={setSelected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
