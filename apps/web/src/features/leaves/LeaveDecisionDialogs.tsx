import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { rejectLeaveBodySchema, type BulkLeaveAction, type Leave, type LeaveAction, type LeaveFilter, type LeaveJob } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { BulkJobNote, type BulkController } from '../../components/bulk';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConfirmNoteField } from '../../components/ConfirmNoteField';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { sharedServerMessage } from '../../components/componentTexts';
import { formatCalendarDate } from '../../components/format/dates';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { LeaveJobList } from './LeaveJobs';
import { jobsInTheWay } from './leaveJobsRefusal';
import { leaveActionTexts, leaveCatalogue } from './leaveTexts';
import { useBulkDecideLeavesMutation, useDecideLeaveMutation } from './leavesApi';

// The Absent List's questions before a decision. A rejection's note is checked with the contract's
// schema, so they load on the first decision (AbsentListPage, BulkLeaveBar), not with the list.

/** A leave and the decision asked about it. */
export interface PendingLeaveDecision {
  leave: Leave;
  action: LeaveAction;
}

/**
 * Approve, with an optional note. When the worker holds jobs on the leave's days the server
 * refuses (LEAVE_HAS_JOBS): the dialog then lists them and offers to approve and unassign them in
 * one go (the jobs go back to accepted, without a worker), or to leave it all as it is.
 */
function ApproveLeaveDialog({ leave, onClose }: { leave: Leave | null; onClose: () => void }) {
  const t = useTexts(leaveCatalogue);
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [decide, { isLoading }] = useDecideLeaveMutation();
  const [jobs, setJobs] = useState<LeaveJob[] | null>(null);
  const texts = leaveActionTexts(t, 'approve');
  const close = () => {
    setJobs(null);
    form.reset({ note: '' });
    onClose();
  };
  const { form, submit } = useConsoleForm<{ note: string }>({
    defaultValues: { note: '' },
    serverFields: [],
    clearErrorOnChange: true,
    onSave: async ({ note }) => {
      if (!leave) return undefined;
      const unassign = jobs !== null;
      const result = await decide({ id: leave.id, action: 'approve', version: leave.version, note: note.trim() || undefined, unassign_jobs: unassign || undefined });
      const inTheWay = result.error ? jobsInTheWay(result.error) : null;
      if (inTheWay && !unassign) {
        // Asked again, this time about the jobs.
        setJobs(inTheWay);
        return undefined;
      }
      if (result.error) {
        const apiError = apiErrorOf(result.error);
        // Overlap, illegal transition or stale copy: the message says why; the list refetches by itself.
        enqueueSnackbar(apiError ? sharedServerMessage(language, apiError.data) : t('decideFailed'), { variant: 'error' });
      } else {
        enqueueSnackbar(unassign ? t('hasJobs.done', { count: jobs.length }) : texts.done, { variant: 'success' });
      }
      close();
      return undefined;
    },
  });

  const subject = leave ? (
    <>
      <strong>{leave.worker.name}</strong>, {formatCalendarDate(leave.start_date)} – {formatCalendarDate(leave.end_date)}.
    </>
  ) : null;
  return (
    <ConfirmDialog
      open={leave !== null}
      title={jobs ? t('hasJobs.title') : texts.title}
      text={
        leave ? (
          <>
            {subject} {jobs ? t('hasJobs.text') : texts.text}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={jobs ? t('hasJobs.confirm') : texts.label}
      cancelLabel={jobs ? t('cancel') : t('keep')}
      busy={isLoading}
      onConfirm={() => void submit()}
      onCancel={close}
    >
      {jobs ? <LeaveJobList jobs={jobs} /> : null}
      {/* The note typed first goes with the second question too. */}
      <Box sx={jobs ? { display: 'none' } : undefined}>
        <ConfirmNoteField control={form.control} name="note" label={texts.noteLabel} />
      </Box>
    </ConfirmDialog>
  );
}

/** Asks before approve / reject / cancel; reject needs a note, approve may meet the worker's jobs. */
export function LeaveDecisionDialog({ pending, onClose }: { pending: PendingLeaveDecision | null; onClose: () => void }) {
  const t = useTexts(leaveCatalogue);
  const [decide, { isLoading }] = useDecideLeaveMutation();
  const approving = pending?.action === 'approve';
  const texts = leaveActionTexts(t, pending?.action ?? 'reject');
  const leave = approving ? undefined : pending?.leave;
  return (
    <>
    <ApproveLeaveDialog leave={approving ? (pending?.leave ?? null) : null} onClose={onClose} />
    <NoteConfirmDialog
      open={pending !== null && !approving}
      subject={leave ? <><strong>{leave.worker.name}</strong>, {formatCalendarDate(leave.start_date)} – {formatCalendarDate(leave.end_date)}.</> : null}
      texts={{ ...texts, confirmLabel: texts.label }}
      cancelLabel={t('keep')}
      busy={isLoading}
      required={leave && pending?.action === 'reject' ? { schema: rejectLeaveBodySchema, version: leave.version } : undefined}
      // Overlap, illegal transition or stale copy: the message says why; the list refetches by itself.
      onConfirm={(note) => decide({ id: leave!.id, action: pending!.action, version: leave!.version, note })}
      failedText={t('decideFailed')}
      onClose={onClose}
    />
    </>
  );
}

/** Approve or reject every ticked (or matching) leave: the bulk bar's question, with the note a rejection needs. */
export function BulkLeaveDecisionDialog({ bulk, asking, onClose }: { bulk: BulkController<Leave, LeaveFilter>; asking: BulkLeaveAction | null; onClose: () => void }) {
  const t = useTexts(leaveCatalogue);
  const [bulkDecide, { isLoading }] = useBulkDecideLeavesMutation();
  const texts = leaveActionTexts(t, asking ?? 'approve');
  const [unassignJobs, setUnassignJobs] = useState(false);
  const close = () => {
    setUnassignJobs(false);
    onClose();
  };
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
      onConfirm={(note) => bulk.send((target) => bulkDecide({ action: asking!, note, ...(asking === 'approve' && unassignJobs ? { unassign_jobs: true } : {}), ...target }))}
      failedText={t('bulk.failed')}
      onClose={close}
    >
      {asking === 'approve' ? (
        <Box sx={{ mt: 1 }}>
          <FormControlLabel control={<Checkbox checked={unassignJobs} onChange={(event) => setUnassignJobs(event.target.checked)} />} label={t('bulk.unassignJobs')} />
          <FormHelperText sx={{ mt: 0 }}>{t('bulk.unassignJobsHelp')}</FormHelperText>
        </Box>
      ) : null}
    </NoteConfirmDialog>
  );
}
