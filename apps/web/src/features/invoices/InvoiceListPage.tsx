import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, INVOICE_KINDS, ROLE_HOME, formatInr, type Invoice, type UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { ListCard, ListDatesAndWorkshop, ListExportButton, useListPage, type ListPanelTexts, type ListSelect } from '../../components/list';
import { formatDateTime } from '../../components/format/dates';
import { DATED_LIST_TEXT_NAMES } from '../../components/list/listTextNames';
import type { Translate } from '../../i18n/catalogue';
import { pickTexts } from '../../i18n/pickTexts';
import { useTexts } from '../../i18n/useTexts';
import { selectUserType } from '../auth/public';
import { DocumentDownload } from './DocumentDownload';
import { Gstr1Button } from './Gstr1Button';
import { invoiceCatalogue, type InvoiceTextKey } from './invoiceTexts';
import { INVOICE_LIST, useListInvoicesQuery } from './invoicesApi';

type Texts = Translate<InvoiceTextKey>;

function selectsOf(t: Texts): readonly ListSelect<(typeof INVOICE_LIST.filters)[number]>[] {
  return [{ name: 'kind', label: t('kind'), options: INVOICE_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })), minWidth: 150 }];
}

const money = (field: keyof Invoice & `${string}_paise`, headerName: string, sortable = false): GridColDef<Invoice> => ({
  field,
  headerName,
  width: field === 'total_paise' || field === 'taxable_paise' ? 110 : 90,
  align: 'right',
  headerAlign: 'right',
  sortable,
  valueFormatter: (value: number) => formatInr(value),
});

/**
 * Column fields are the server's sort keys (INVOICE_SORTS) where a column sorts, and the export's
 * column keys (CSV_COLUMN_KEYS.invoices). The workshop column is the super admin's: a workshop admin
 * sees its own documents only.
 */
function columnsOf(t: Texts, home: string, everyWorkshop: boolean): GridColDef<Invoice>[] {
  return [
    { field: 'number', headerName: t('number'), width: 190, sortable: false },
    { field: 'kind', headerName: t('kind'), width: 115, sortable: false, valueGetter: (_value, row) => t(`kind.${row.kind}`) },
    { field: 'issued_at', headerName: t('issuedAt'), width: 160, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'request',
      headerName: t('request'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`${home}/service-details/${row.request.id}`}>
          {row.request.code}
        </Link>
      ),
    },
    ...(everyWorkshop ? [{ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => row.workshop.name } satisfies GridColDef<Invoice>] : []),
    { field: 'customer_name', headerName: t('customer'), flex: 1, minWidth: 130, sortable: false },
    { field: 'place_of_supply', headerName: t('placeOfSupply'), width: 120, sortable: false },
    // The total before its parts: the list is wider than most screens, and the amount is what is looked for first.
    money('total_paise', t('total'), true),
    money('taxable_paise', t('taxable')),
    money('cgst_paise', t('cgst')),
    money('sgst_paise', t('sgst')),
    money('igst_paise', t('igst')),
    { field: 'refers_to', headerName: t('refersTo'), width: 190, sortable: false, valueGetter: (_value, row) => row.refers_to?.number ?? '—' },
    // Not a column of the export: the document itself, in the console's language or the other.
    { field: 'pdf', headerName: t('pdf'), width: 160, sortable: false, renderCell: ({ row }) => <DocumentDownload document={row} /> },
  ];
}

/** GST documents: every workshop's for the super admin, its own for a workshop admin; CSV export and the period's GSTR-1 file. */
export default function InvoiceListPage() {
  const t = useTexts(invoiceCatalogue);
  const userType = useAppSelector(selectUserType) as UserType | null;
  const everyWorkshop = userType === 'super_admin';
  const home = ROLE_HOME[userType ?? 'workshop_admin'];
  const texts: ListPanelTexts = useMemo(() => pickTexts(t, DATED_LIST_TEXT_NAMES), [t]);
  const selects = useMemo(() => selectsOf(t), [t]);
  const columns = useMemo(() => columnsOf(t, home, everyWorkshop), [t, home, everyWorkshop]);
  const list = useListPage({ useQuery: useListInvoicesQuery, ...INVOICE_LIST });

  return (
    <ListCard
      list={list}
      // Named in code: the grid label changes with the language, the saved view does not.
      viewKey={INVOICE_LIST.viewKey}
      texts={texts}
      selects={selects}
      filters={<ListDatesAndWorkshop list={list} t={t} everyWorkshop={everyWorkshop} />}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Gstr1Button from={list.filters.from} to={list.filters.to} workshopId={list.filters.workshop_id} rangeInvalid={list.rangeInvalid} />
          <ListExportButton list="invoices" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.invoices} />
        </Stack>
      }
      columns={columns}
    />
  );
}
