import { Suspense, useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Stack, TableCell, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatInr, type CashDeposit, type CashInHand } from '@carcare/contracts';
import { lazyNamed } from '../../app/lazyPage';
import { PlainTable } from '../../components/PlainTable';
import { RetryAlert } from '../../components/RetryAlert';
import { ListCard, ListDateRange, ListFilterSelect, ListWorkshopFilter, useListPage, type ListPageController, type ListPanelTexts } from '../../components/list';
import { formatDateTime } from '../../components/format/dates';
import { daysHeld } from './cashAge';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { DATED_RESULTS_TEXT_NAMES } from '../../components/list/listTextNames';
import { pickTexts } from '../../i18n/pickTexts';
import { useTexts } from '../../i18n/useTexts';
import { cashCatalogue, type CashTexts } from './cashTexts';
import { CASH_DEPOSIT_LIST, useCashInHandQuery, useListCashDepositsQuery } from './cashApi';

const DepositDialog = lazyNamed(() => import('./DepositDialog'), 'DepositDialog');
interface InHandProps {
  rows: CashInHand[];
  showWorkshop: boolean;
  manage: boolean;
  onDeposit: (row: CashInHand) => void;
  t: CashTexts;
}

function HeldSince({ row, t }: { row: CashInHand; t: CashTexts }) {
  if (!row.held_since) return <>—</>;
  return (
    <>
      {formatDateTime(row.held_since)}
      <Typography component="span" variant="body2" sx={{ display: 'block', color: daysHeld(row.held_since) >= 7 ? 'error.main' : 'text.secondary' }}>
        {t('age', { count: daysHeld(row.held_since) })}
      </Typography>
    </>
  );
}

function DepositButton({ row, onDeposit, t }: { row: CashInHand; onDeposit: (row: CashInHand) => void; t: CashTexts }) {
  return (
    <Button size="small" variant="outlined" startIcon={<SavingsIcon />} disabled={row.outstanding_paise <= 0} onClick={() => onDeposit(row)} aria-label={t('recordDepositFor', { name: row.worker.name })} sx={{ whiteSpace: 'nowrap' }}>
      {t('recordDeposit')}
    </Button>
  );
}

/** On a phone, a card per worker: what is still held, since when and the deposit first; the rest on one line below. */
function InHandCards({ rows, showWorkshop, manage, onDeposit, t }: InHandProps) {
  return (
    <Stack spacing={1.5} aria-label={t('inHand')} role="list">
      {rows.map((row) => (
        <Box key={row.worker.id} role="listitem" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{row.worker.name}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatInr(row.outstanding_paise)}</Typography>
          </Stack>
          {showWorkshop ? <Typography variant="body2" sx={{ color: 'text.secondary' }}>{row.workshop.name}</Typography> : null}
          <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
            {t('heldSince')}: <HeldSince row={row} t={t} />
          </Typography>
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('collected')} {formatInr(row.collected_paise)} · {t('refunded')} {formatInr(row.refunded_paise)} · {t('deposited')} {formatInr(row.deposited_paise)}
          </Typography>
          {manage ? (
            <Box sx={{ mt: 1 }}>
              <DepositButton row={row} onDeposit={onDeposit} t={t} />
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** A table wider than a phone hides its last columns: there the rows are cards. */
function InHand(props: InHandProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? <InHandCards {...props} /> : <InHandTable {...props} />;
}

function InHandTable({ rows, showWorkshop, manage, onDeposit, t }: InHandProps) {
  const money = (text: string) => ({ text, align: 'right' as const });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <PlainTable
        label={t('inHand')}
        head={[t('worker'), ...(showWorkshop ? [t('workshop')] : []), money(t('collected')), money(t('refunded')), money(t('deposited')), money(t('outstanding')), t('heldSince'), ...(manage ? [t('actions')] : [])]}
      >
        {rows.map((row) => (
          <TableRow key={row.worker.id}>
            <TableCell sx={{ fontWeight: 600 }}>{row.worker.name}</TableCell>
            {showWorkshop ? <TableCell>{row.workshop.name}</TableCell> : null}
            <TableCell align="right">{formatInr(row.collected_paise)}</TableCell>
            <TableCell align="right">{formatInr(row.refunded_paise)}</TableCell>
            <TableCell align="right">{formatInr(row.deposited_paise)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatInr(row.outstanding_paise)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <HeldSince row={row} t={t} />
            </TableCell>
            {manage ? (
              <TableCell>
                <DepositButton row={row} onDeposit={onDeposit} t={t} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </PlainTable>
    </Box>
  );
}

function depositColumns(t: CashTexts, showWorkshop: boolean): GridColDef<CashDeposit>[] {
  return [
    { field: 'created_at', headerName: t('date'), width: 180, valueFormatter: (value: string) => formatDateTime(value) },
    { field: 'worker', headerName: t('worker'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.worker.name },
    ...(showWorkshop ? [{ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_value: unknown, row: CashDeposit) => row.workshop.name } satisfies GridColDef<CashDeposit>] : []),
    { field: 'amount_paise', headerName: t('amount'), width: 130, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatInr(value) },
    { field: 'note', headerName: t('note'), flex: 1.2, minWidth: 160, sortable: false, valueGetter: (_value, row) => row.note || '—' },
    { field: 'created_by', headerName: t('recordedBy'), width: 150, sortable: false, valueGetter: (_value, row) => row.created_by?.name ?? t('system') },
  ];
}

type DepositList = ListPageController<CashDeposit, (typeof CASH_DEPOSIT_LIST.filters)[number]>;

/** What each worker still holds, the total on top, and a deposit per worker. */
function CashInHandCard({ list, showWorkshop, t }: { list: DepositList; showWorkshop: boolean; t: CashTexts }) {
  const workshopId = list.filters.workshop_id;
  const { data, isLoading, isError, refetch } = useCashInHandQuery(workshopId ? { workshop_id: workshopId } : {});
  const [depositing, setDepositing] = useState<CashInHand | null>(null);
  const opened = useOpenedOnce(depositing !== null);
  return (
    <Card component="section" aria-labelledby="cash-in-hand-title">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
          <Box>
            <Typography id="cash-in-hand-title" variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
              {t('totalOutstanding')}
            </Typography>
            {isLoading ? (
              <Skeleton variant="text" width={160} sx={{ fontSize: '1.75rem' }} />
            ) : (
              <Typography variant="h3" component="p" sx={{ fontSize: '1.75rem', fontWeight: 600 }}>
                {data ? formatInr(data.total_outstanding_paise) : '—'}
              </Typography>
            )}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {data ? t('totalCaption', { count: data.data.length }) : ' '}
            </Typography>
          </Box>
          {showWorkshop ? <ListWorkshopFilter list={list} label={t('workshop')} anyLabel={t('allWorkshops')} minWidth={220} /> : null}
        </Stack>
        {isError ? (
          <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
            {t('inHandFailed')}
          </RetryAlert>
        ) : isLoading ? (
          <Skeleton variant="rounded" height={120} />
        ) : data && data.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('nobodyHolds')}</Typography>
        ) : data ? (
          <InHand rows={data.data} showWorkshop={showWorkshop && !workshopId} manage onDeposit={setDepositing} t={t} />
        ) : null}
      </CardContent>
      <Suspense fallback={null}>{opened && depositing ? <DepositDialog holding={depositing} onClose={() => setDepositing(null)} /> : null}</Suspense>
    </Card>
  );
}

/** Cash in hand and the deposits list; the super admin's with a workshop filter over both. */
function CashPage({ showWorkshop }: { showWorkshop: boolean }) {
  const t = useTexts(cashCatalogue);
  const list = useListPage({ useQuery: useListCashDepositsQuery, ...CASH_DEPOSIT_LIST });
  const texts: ListPanelTexts = useMemo(() => ({ ...pickTexts(t, DATED_RESULTS_TEXT_NAMES), total: (count: number) => t('totalDeposits', { count }) }), [t]);
  const columns = useMemo(() => depositColumns(t, showWorkshop), [t, showWorkshop]);
  // Every worker who ever took cash, for the deposits' worker filter.
  const workshopId = list.filters.workshop_id;
  const { data: everyone } = useCashInHandQuery(workshopId ? { workshop_id: workshopId, include_settled: 'true' as const } : { include_settled: 'true' as const });
  const workerOptions = useMemo(() => (everyone?.data ?? []).map((row) => ({ value: String(row.worker.id), label: row.worker.name })), [everyone]);

  return (
    <Stack spacing={3}>
      <CashInHandCard list={list} showWorkshop={showWorkshop} t={t} />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('deposits')}
      </Typography>
      <ListCard
        list={list}
        viewKey={CASH_DEPOSIT_LIST.viewKey}
        texts={texts}
        filters={
          <>
            <ListFilterSelect list={list} name="worker_id" label={t('worker')} anyLabel={t('anyWorker')} options={workerOptions} minWidth={170} />
            <ListDateRange list={list} fromLabel={t('from')} toLabel={t('to')} />
          </>
        }
        columns={columns}
      />
    </Stack>
  );
}

export function SuperAdminCashPage() {
  return <CashPage showWorkshop />;
}

export function WorkshopCashPage() {
  return <CashPage showWorkshop={false} />;
}
