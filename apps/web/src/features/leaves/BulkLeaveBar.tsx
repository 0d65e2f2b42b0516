import { Suspense, useMemo, useState } from 'react';
import type { BulkLeaveAction, Leave, LeaveFilter } from '@carcare/contracts';
import { BulkActionBar, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { formatCalendarDate } from '../../components/format/dates';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { lazyNamed } from '../../app/lazyPage';
import { useTexts } from '../../i18n/useTexts';
import { leaveCatalogue } from './leaveTexts';

// The question with its note loads on the first Approve or Reject (LeaveDecisionDialogs.tsx).
const BulkLeaveDecisionDialog = lazyNamed(() => import('./LeaveDecisionDialogs'), 'BulkLeaveDecisionDialog');

const leaveLabel = (leave: Leave) => `${leave.worker.name}, ${formatCalendarDate(leave.start_date)} – ${formatCalendarDate(leave.end_date)}`;

/** The Absent List's bulk bar (Approve, Reject), its confirmation with the note, and the per-leave results. */
export function BulkLeaveBar({ bulk }: { bulk: BulkController<Leave, LeaveFilter> }) {
  const t = useTexts(leaveCatalogue);
  const nouns = useMemo(
    () => ({ region: t('bulk.region'), refusedList: t('bulk.refusedList'), allDone: t('bulk.allDone'), unknownRow: (id: number) => t('bulk.unknownRow', { id }) }),
    [t],
  );
  const [asking, setAsking] = useState<BulkLeaveAction | null>(null);
  const asked = useOpenedOnce(asking !== null);

  return (
    <>
      <BulkActionBar
        bulk={bulk}
        label={nouns.region}
        actions={[
          { key: 'approve', label: t('action.approve.button'), variant: 'contained', color: 'success', onClick: () => setAsking('approve') },
          { key: 'reject', label: t('action.reject.button'), variant: 'outlined', color: 'error', onClick: () => setAsking('reject') },
        ]}
      />
      <Suspense fallback={null}>{asked ? <BulkLeaveDecisionDialog bulk={bulk} asking={asking} onClose={() => setAsking(null)} /> : null}</Suspense>
      <BulkResultsDialog bulk={bulk} texts={nouns} rowLabel={leaveLabel} />
    </>
  );
}
