import { useMemo, useState } from 'react';
import { rejectLeaveBodySchema, type BulkLeaveAction, type Leave, type LeaveFilter } from '@carcare/contracts';
import { BulkActionBar, BulkJobNote, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { formatCalendarDate } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { leaveActionTexts, leaveCatalogue } from './leaveTexts';
import { useBulkDecideLeavesMutation } from './leavesApi';

const leaveLabel = (leave: Leave) => `${leave.worker.name}, ${formatCalendarDate(leave.start_date)} – ${formatCalendarDate(leave.end_date)}`;

/** The Absent List's bulk bar (Approve, Reject), its confirmation with the note, and the per-leave results. */
export function BulkLeaveBar({ bulk }: { bulk: BulkController<Leave, LeaveFilter> }) {
  const t = useTexts(leaveCatalogue);
  const nouns = useMemo(
    () => ({ region: t('bulk.region'), refusedList: t('bulk.refusedList'), allDone: t('bulk.allDone'), unknownRow: (id: number) => t('bulk.unknownRow', { id }) }),
    [t],
  );
  const [bulkDecide, { isLoading }] = useBulkDecideLeavesMutation();
  const [asking, setAsking] = useState<BulkLeaveAction | null>(null);
  const texts = leaveActionTexts(t, asking ?? 'approve');

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
      <NoteConfirmDialog
        open={asking !== null}
        subject={<BulkJobNote count={bulk.count} show={bulk.runsAsJob} />}
        texts={{
          ...texts,
          title: t('bulk.title', { action: texts.label, count: bulk.count }),
          text: t(bulk.allMatching ? 'bulk.textAllMatching' : 'bulk.textSelected'),
          confirmLabel: t('bulk.confirm', { action: texts.label, count: bulk.count }),
          done: bulk.runsAsJob ? '' : t('bulk.done'),
        }}
        cancelLabel={t('keep')}
        busy={isLoading}
        required={asking === 'reject' ? { schema: rejectLeaveBodySchema, version: 0, fallback: t('noteNeeded') } : undefined}
        onConfirm={(note) => bulk.send((target) => bulkDecide({ action: asking!, note, ...target }))}
        failedText={t('bulk.failed')}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog bulk={bulk} texts={nouns} rowLabel={leaveLabel} />
    </>
  );
}
