import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PercentIcon from '@mui/icons-material/PercentOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatInr, ROLE_HOME, SETTLEMENT_STATUSES, type Settlement } from '@carcare/contracts';
import { lazyNamed } from '../../app/lazyPage';
import { ListCard, ListDatesAndWorkshop, useListPage, type ListPanelTexts, type ListSelect } from '../../components/list';
import { DATED_RESULTS_TEXT_NAMES } from '../../components/list/listTextNames';
import { pickTexts } from '../../i18n/pickTexts';
import { formatDateTime } from '../../components/format/dates';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useTexts } from '../../i18n/useTexts';
import { PayableAmount, SettlementStatusChip } from './SettlementParts';
import { weekText } from './settlementFormat';
import { settlementCatalogue, type SettlementTexts } from './settlementTexts';
import { SETTLEMENT_LIST, useListSettlementsQuery } from './settlementsApi';

// The dialogs load when first opened: the list's first visit does not carry them.
const MakeStatementDialog = lazyNamed(() => import('./MakeStatementDialog'), 'MakeStatementDialog');
const CommissionRatesDialog = lazyNamed(() => import('./CommissionRatesDialog'), 'CommissionRatesDialog');

const money = (field: keyof Settlement, headerName: string, width = 110): GridColDef<Settlement> => ({
  field,
  headerName,
  width,
  sortable: false,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number) => formatInr(value),
});

/** Column fields are the server's sort keys (SETTLEMENT_SORTS) where a column sorts. */
function columnsOf(t: SettlementTexts, showWorkshop: boolean): GridColDef<Settlement>[] {
  return [
    ...(showWorkshop ? [{ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_value: unknown, row: Settlement) => row.workshop.name } satisfies GridColDef<Settlement>] : []),
    { field: 'week_start', headerName: t('week'), width: 210, valueGetter: (_value, row) => weekText(row.week_start, row.week_end, t) },
    money('online_payments_paise', t('online')),
    money('cash_payments_paise', t('cash')),
    money('refunds_paise', t('refunds')),
    money('commission_paise', t('commission')),
    money('cash_held_paise', t('cashHeld')),
    money('carried_in_paise', t('carriedIn')),
    { field: 'payable_paise', headerName: t('payable'), width: 140, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <PayableAmount paise={row.payable_paise} /> },
    { field: 'status', headerName: t('status'), width: 110, sortable: false, renderCell: ({ row }) => <SettlementStatusChip status={row.status} /> },
    { field: 'utr', headerName: t('utr'), width: 190, sortable: false, valueGetter: (_value, row) => row.utr ?? '—' },
    { field: 'paid_at', headerName: t('paidAt'), width: 170, sortable: false, valueFormatter: (value: string | null) => formatDateTime(value) },
  ];
}

/**
 * The weekly statements in the caller's scope. The super admin sees every workshop's, filters by
 * workshop, makes a week's statement and sets commission rates; a workshop admin reads its own.
 */
function SettlementList({ manage }: { manage: boolean }) {
  const t = useTexts(settlementCatalogue);
  const navigate = useNavigate();
  const home = manage ? ROLE_HOME.super_admin : ROLE_HOME.workshop_admin;
  const texts: ListPanelTexts = useMemo(() => ({ ...pickTexts(t, DATED_RESULTS_TEXT_NAMES), total: (count: number) => t('total', { count }) }), [t]);
  const selects: readonly ListSelect<'status'>[] = useMemo(() => [{ name: 'status', label: t('status'), options: SETTLEMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })), minWidth: 130 }], [t]);
  const columns = useMemo(() => columnsOf(t, manage), [t, manage]);
  const list = useListPage({ useQuery: useListSettlementsQuery, ...SETTLEMENT_LIST });
  const [making, setMaking] = useState(false);
  const makingOpened = useOpenedOnce(making);
  const [rates, setRates] = useState(false);
  const ratesOpened = useOpenedOnce(rates);

  return (
    <ListCard
      list={list}
      // Named in code: the grid label changes with the language, the saved view does not.
      viewKey={SETTLEMENT_LIST.viewKey}
      texts={texts}
      selects={selects}
      filters={<ListDatesAndWorkshop list={list} t={t} everyWorkshop={manage} />}
      actions={
        manage ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<PercentIcon />} onClick={() => setRates(true)}>
              {t('commissionRates')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setMaking(true)}>
              {t('makeStatement')}
            </Button>
          </Stack>
        ) : null
      }
      columns={columns}
      onRowClick={(row) => void navigate(`${home}/settlements/${row.id}`)}
    >
      <Suspense fallback={null}>{manage && makingOpened && making ? <MakeStatementDialog workshopId={list.filters.workshop_id} onClose={() => setMaking(false)} /> : null}</Suspense>
      <Suspense fallback={null}>{manage && ratesOpened && rates ? <CommissionRatesDialog workshopId={list.filters.workshop_id} onClose={() => setRates(false)} /> : null}</Suspense>
    </ListCard>
  );
}

export function SuperAdminSettlementListPage() {
  return <SettlementList manage />;
}

export function WorkshopSettlementListPage() {
  return <SettlementList manage={false} />;
}
