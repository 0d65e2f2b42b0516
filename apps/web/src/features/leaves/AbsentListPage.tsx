import { Suspense, useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, LEAVE_STATUSES, can, type Leave, type LeaveAction, type LeaveFilter } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { ListCard, ListDateRange, ListExportButton, ListFilterSelect, ListWorkshopFilter, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { formatCalendarDate } from '../../components/format/dates';
import { allowedLeaveActions, leaveDays } from './leaveActions';
import { QUICK_RANGES, activeQuickRanges, businessToday } from './leaveDates';
import { useTexts } from '../../i18n/useTexts';
import { lazyNamed } from '../../app/lazyPage';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { leaveActionTexts, leaveCatalogue, leaveListTexts, type LeaveTexts } from './leaveTexts';
import type { PendingLeaveDecision } from './LeaveDecisionDialogs';
import { leaveList, useListLeavesQuery } from './leavesApi';
import { BulkLeaveBar } from './BulkLeaveBar';
import { usePageBulkSelection } from '../../components/bulk';
import { selectUserType } from '../auth/public';
import { RecordHistoryDialog } from '../audit/public';

// The form and the decision's question load when first opened: a list's first visit does not carry them.
const RecordLeaveDialog = lazyNamed(() => import('./RecordLeaveDialog'), 'RecordLeaveDialog');
const LeaveDecisionDialog = lazyNamed(() => import('./LeaveDecisionDialogs'), 'LeaveDecisionDialog');

function buildColumns(t: LeaveTexts, showWorkshop: boolean, manage: boolean, onAction: (leave: Leave, action: LeaveAction) => void, onHistory: (leave: Leave) => void): GridColDef<Leave>[] {
  const cols: GridColDef<Leave>[] = [
    { field: 'worker_name', headerName: t('worker'), flex: 1.2, minWidth: 130, valueGetter: (_value, row) => row.worker.name },
  ];
  // The super admin's extra Workshop column takes the room of Days, so the row still fits a laptop.
  if (showWorkshop) cols.push({ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_value, row) => row.workshop.name });
  cols.push(
    { field: 'start_date', headerName: t('from'), width: 110, valueFormatter: (value: string) => formatCalendarDate(value) },
    { field: 'end_date', headerName: t('to'), width: 110, valueFormatter: (value: string) => formatCalendarDate(value) },
  );
  if (!showWorkshop) cols.push({ field: 'days', headerName: t('days'), width: 60, sortable: false, valueGetter: (_value, row) => leaveDays(row.start_date, row.end_date) });
  cols.push(
    { field: 'type', headerName: t('type'), width: 100, sortable: false, valueGetter: (_value, row) => t(`type.${row.type}`) },
    { field: 'status', headerName: t('status'), width: 110, renderCell: ({ row }) => <StatusChip status={row.status} /> },
    {
      field: 'reason',
      headerName: t('reason'),
      flex: 1.3,
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => {
        const text = [row.reason, row.decision_note ? t('noteInReason', { note: row.decision_note }) : ''].filter(Boolean).join(' · ') || '—';
        return (
          <Tooltip title={row.decided_by ? t('decidedBy', { status: t(`status.${row.status}`), name: row.decided_by.name }) : ''}>
            <span>{text}</span>
          </Tooltip>
        );
      },
    },
  );
  // Everyone who reads leaves may open a leave's History; those who manage them also decide here.
  cols.push({
    field: 'actions',
    headerName: t('actions'),
    width: manage ? 310 : 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', height: '100%' }}>
        {(manage ? allowedLeaveActions(row.status) : []).map((action) => (
          <Button
            key={action}
            size="small"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            variant={action === 'approve' ? 'contained' : 'outlined'}
            color={action === 'approve' ? 'success' : action === 'reject' ? 'error' : 'inherit'}
            onClick={(event) => {
              event.stopPropagation();
              onAction(row, action);
            }}
            aria-label={t('actionFor', { action: leaveActionTexts(t, action).label, worker: row.worker.name, date: row.start_date })}
          >
            {leaveActionTexts(t, action).button}
          </Button>
        ))}
        <Button
          size="small"
          color="inherit"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={(event) => {
            event.stopPropagation();
            onHistory(row);
          }}
          aria-label={t('historyFor', { worker: row.worker.name, date: row.start_date })}
        >
          {t('history')}
        </Button>
      </Stack>
    ),
  });
  return cols;
}

/**
 * The Absent List: leaves overlapping a date range (default today) within the caller's scope.
 * Those who may (`leaves.manage`) record, approve, reject and cancel; the super admin also filters by workshop.
 */
function AbsentList({ workshopFilter }: { workshopFilter: boolean }) {
  const t = useTexts(leaveCatalogue);
  const manage = can(useAppSelector(selectUserType), 'leaves.manage');
  const today = businessToday();
  const definition = leaveList(today);
  const list = useListPage({ useQuery: useListLeavesQuery, ...definition });
  const from = list.filters.from ?? today;
  const to = list.filters.to ?? today;
  const [recording, setRecording] = useState(false);
  const recordingOpened = useOpenedOnce(recording);
  const [pending, setPending] = useState<PendingLeaveDecision | null>(null);
  const deciding = useOpenedOnce(pending !== null);
  const [historyOf, setHistoryOf] = useState<Leave | null>(null);
  const columns = useMemo(() => buildColumns(t, workshopFilter, manage, (leave, action) => setPending({ leave, action }), setHistoryOf), [t, workshopFilter, manage, setPending, setHistoryOf]);
  const statusOptions = useMemo(() => LEAVE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })), [t]);
  const activeQuick = activeQuickRanges(today, from, to);
  const isActiveQuick = (quick: (typeof QUICK_RANGES)[number]) => activeQuick.includes(quick.id);
  const bulkFilter: Omit<LeaveFilter, 'q'> = {
    from,
    to,
    status: list.filters.status as LeaveFilter['status'],
    workshop_id: list.filters.workshop_id ? Number(list.filters.workshop_id) : undefined,
  };
  const bulk = usePageBulkSelection<Leave, LeaveFilter>(list, bulkFilter, 'leaves');
  // Both ends change in one URL update.
  const setRange = (next: { from: string; to: string }) => list.setFilters(next);

  return (
    <ListCard
      list={list}
      viewKey={definition.viewKey}
      texts={leaveListTexts(t)}
      actions={<ListExportButton list="leaves" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.leaves} />}
      filters={
        <>
          <ListDateRange list={list} fromLabel={t('from')} toLabel={t('to')} fullWidthOnPhone={false} />
          <ListFilterSelect list={list} name="status" label={t('status')} anyLabel={t('any')} options={statusOptions} minWidth={130} />
          {workshopFilter ? <ListWorkshopFilter list={list} label={t('workshop')} anyLabel={t('allWorkshops')} minWidth={180} /> : null}
        </>
      }
      intro={
        <>
        <Box sx={{ px: 2, pb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Box role="group" aria-label={t('quickRanges')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {QUICK_RANGES.map((quick) => (
              <Chip
                key={quick.id}
                label={t(`quick.${quick.id}`)}
                clickable
                color={isActiveQuick(quick) ? 'primary' : 'default'}
                variant={isActiveQuick(quick) ? 'filled' : 'outlined'}
                onClick={() => setRange(quick.range(today))}
                aria-pressed={isActiveQuick(quick)}
              />
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('pendingListed')}
          </Typography>
          {manage ? (
            <Button variant="contained" startIcon={<EventBusyIcon />} onClick={() => setRecording(true)} sx={{ ml: { sm: 'auto' } }}>
              {t('recordLeave')}
            </Button>
          ) : null}
        </Box>
        {manage && !list.rangeInvalid ? (
          <BulkLeaveBar bulk={bulk} />
        ) : null}
        </>
      }
      // Bulk decisions: ticked rows stay ticked across pages; the bar above the rows acts on them.
      selection={
        manage && !list.rangeInvalid
          ? bulk.grid
          : undefined
      }
      columns={columns}
    >
      <Suspense fallback={null}>{manage && recordingOpened ? <RecordLeaveDialog open={recording} onClose={() => setRecording(false)} showWorkshop={workshopFilter} /> : null}</Suspense>
      <Suspense fallback={null}>
        {historyOf ? <RecordHistoryDialog record={`leaves/${historyOf.id}`} name={t('historyTitle', { worker: historyOf.worker.name, date: formatCalendarDate(historyOf.start_date) })} onClose={() => setHistoryOf(null)} /> : null}
      </Suspense>
      <Suspense fallback={null}>{manage && deciding ? <LeaveDecisionDialog pending={pending} onClose={() => setPending(null)} /> : null}</Suspense>
    </ListCard>
  );
}

export function SuperAdminAbsentListPage() {
  return <AbsentList workshopFilter />;
}

export function WorkshopAbsentListPage() {
  return <AbsentList workshopFilter={false} />;
}

export function SocietyAbsentListPage() {
  return <AbsentList workshopFilter={false} />;
}
