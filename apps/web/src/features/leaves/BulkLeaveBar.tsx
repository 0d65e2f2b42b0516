import type { BulkLeaveAction, BulkResult, Leave, LeaveFilter } from '@carcare/contracts';
import { BulkDecisionBar, type BulkController } from '../../components/bulk';
import { formatCalendarDate } from '../../components/format/dates';
import { lazyNamed } from '../../app/lazyPage';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { leaveCatalogue, type LeaveTexts } from './leaveTexts';

// The question with its note loads on the first Approve or Reject (LeaveDecisionDialogs.tsx).
const BulkLeaveDecisionDialog = lazyNamed(() => import('./LeaveDecisionDialogs'), 'BulkLeaveDecisionDialog');

const leaveLabel = (leave: Leave) => `${leave.worker.name}, ${formatCalendarDate(leave.start_date)} – ${formatCalendarDate(leave.end_date)}`;

/**
 * A leave refused over its worker's jobs, in Hindi: the server's English names the jobs, whose
 * codes the Hindi keeps. Other refusals, and English, keep the server's message.
 */
function refusalIn(t: LeaveTexts, language: string, result: BulkResult): string | undefined {
  if (language !== 'hi' || result.code !== 'LEAVE_HAS_JOBS') return undefined;
  return t('bulk.hasJobs', { codes: (result.message ?? '').match(/SR-\d+/g)?.join(', ') ?? '' });
}

/** The Absent List's bulk bar (Approve, Reject), its confirmation with the note, and the per-leave results. */
export function BulkLeaveBar({ bulk }: { bulk: BulkController<Leave, LeaveFilter> }) {
  const t = useTexts(leaveCatalogue);
  const language = useLanguage();
  return (
    <BulkDecisionBar<Leave, LeaveFilter, BulkLeaveAction>
      bulk={bulk}
      t={t}
      actions={[
        { key: 'approve', label: t('action.approve.button'), variant: 'contained', color: 'success' },
        { key: 'reject', label: t('action.reject.button'), variant: 'outlined', color: 'error' },
      ]}
      question={(asking, onClose) => <BulkLeaveDecisionDialog bulk={bulk} asking={asking} onClose={onClose} />}
      rowLabel={leaveLabel}
      refusalText={(result) => refusalIn(t, language, result)}
    />
  );
}
