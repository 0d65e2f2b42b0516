import { useState } from 'react';
import { rejectLeaveBodySchema, type BulkLeaveAction, type Leave, type LeaveFilter } from '@carcare/contracts';
import { BulkActionBar, BulkJobNote, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { formatCalendarDate } from '../../components/format/dates';
import { BULK_LEAVE_TEXTS as B, LEAVE_ACTION_TEXTS, LEAVE_TEXTS as T } from './leaveTexts';
import { useBulkDecideLeavesMutation } from './leavesApi';

const leaveLabel = (leave: Leave) => `${leave.worker.name}, ${formatCalendarDate(leave.start_date)} – ${formatCalendarDate(leave.end_date)}`;

/** The Absent List's bulk bar (Approve, Reject), its confirmation with the note, and the per-leave results. */
export function BulkLeaveBar({ bulk }: { bulk: BulkController<Leave, LeaveFilter> }) {
  const [bulkDecide, { isLoading }] = useBulkDecideLeavesMutation();
  const [asking, setAsking] = useState<BulkLeaveAction | null>(null);
  const texts = LEAVE_ACTION_TEXTS[asking ?? 'approve'];

  return (
    <>
      <BulkActionBar
        bulk={bulk}
        label={B.nouns.region}
        actions={[
          { key: 'approve', label: LEAVE_ACTION_TEXTS.approve.button, variant: 'contained', color: 'success', onClick: () => setAsking('approve') },
          { key: 'reject', label: LEAVE_ACTION_TEXTS.reject.button, variant: 'outlined', color: 'error', onClick: () => setAsking('reject') },
        ]}
      />
      <NoteConfirmDialog
        open={asking !== null}
        subject={<BulkJobNote count={bulk.count} show={bulk.runsAsJob} />}
        texts={{ ...texts, title: B.title(texts.label, bulk.count), text: B.text(bulk.allMatching), confirmLabel: B.confirm(texts.label, bulk.count), done: bulk.runsAsJob ? '' : B.done }}
        cancelLabel={T.keep}
        busy={isLoading}
        required={asking === 'reject' ? { schema: rejectLeaveBodySchema, version: 0, fallback: T.noteNeeded } : undefined}
        onConfirm={(note) => bulk.send((target) => bulkDecide({ action: asking!, note, ...target }))}
        failedText={B.failed}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog bulk={bulk} texts={B.nouns} rowLabel={leaveLabel} />
    </>
  );
}
