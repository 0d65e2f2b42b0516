import { rejectLeaveBodySchema, type BulkLeaveAction, type Leave, type LeaveAction, type LeaveFilter } from '@carcare/contracts';
import { BulkJobNote, type BulkController } from '../../components/bulk';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { formatCalendarDate } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { leaveActionTexts, leaveCatalogue } from './leaveTexts';
import { useBulkDecideLeavesMutation, useDecideLeaveMutation } from './leavesApi';

// The Absent List's questions before a decision. A rejection's note is checked with the contract's
// schema, so they load on the first decision (AbsentListPage, BulkLeaveBar), not with the list.

/** A leave and the decision asked about it. */
export interface PendingLeaveDecision {
  leave: Leave;
  action: LeaveAction;
}

/** Asks before approve / reject / cancel; reject needs a note. */
export function LeaveDecisionDialog({ pending, onClose }: { pending: PendingLeaveDecision | null; onClose: () => void }) {
  const t = useTexts(leaveCatalogue);
  const [decide, { isLoading }] = useDecideLeaveMutation();
  const texts = leaveActionTexts(t, pending?.action ?? 'approve');
  const leave = pending?.leave;
  return (
    <NoteConfirmDialog
      open={pending !== null}
      subject={leave ? <><strong>{leave.worker.name}</strong>, {formatCalendarDate(leave.start_date)} – {formatCalendarDate(leave.end_date)}.</> : null}
      texts={{ ...texts, confirmLabel: texts.label }}
      cancelLabel={t('keep')}
      busy={isLoading}
      required={leave && pending.action === 'reject' ? { schema: rejectLeaveBodySchema, version: leave.version } : undefined}
      // Overlap, illegal transition or stale copy: the message says why; the list refetches by itself.
      onConfirm={(note) => decide({ id: leave!.id, action: pending!.action, version: leave!.version, note })}
      failedText={t('decideFailed')}
      onClose={onClose}
    />
  );
}

/** Approve or reject every ticked (or matching) leave: the bulk bar's question, with the note a rejection needs. */
export function BulkLeaveDecisionDialog({ bulk, asking, onClose }: { bulk: BulkController<Leave, LeaveFilter>; asking: BulkLeaveAction | null; onClose: () => void }) {
  const t = useTexts(leaveCatalogue);
  const [bulkDecide, { isLoading }] = useBulkDecideLeavesMutation();
  const texts = leaveActionTexts(t, asking ?? 'approve');
  return (
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
      required={asking === 'reject' ? { schema: rejectLeaveBodySchema, version: 0 } : undefined}
      onConfirm={(note) => bulk.send((target) => bulkDecide({ action: asking!, note, ...target }))}
      failedText={t('bulk.failed')}
      onClose={onClose}
    />
  );
}
