import type { ReactNode } from 'react';
import { useSnackbar } from './snackbar/snackbars';
import { apiErrorOf } from '../api/baseApi';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmNoteField } from './ConfirmNoteField';
import { useConfirmNote, type RejectBodySchema } from './useConfirmNote';
import { useLanguage } from '../i18n/useTexts';
import { sharedServerMessage } from './componentTexts';

/** The words of one decision (approve, reject, cancel…) asked with a note. */
export interface NoteDecisionTexts {
  title: string;
  text: string;
  confirmLabel: string;
  destructive?: boolean;
  noteLabel: string;
  noteRequired?: boolean;
  /** Said once it is done. */
  done: string;
}

export interface NoteConfirmDialogProps {
  open: boolean;
  /** What is decided on (a worker and dates, a service), before the texts' question. */
  subject: ReactNode;
  texts: NoteDecisionTexts;
  cancelLabel?: string;
  busy: boolean;
  /** A required note is checked with the API's own reject schema before anything is sent. */
  required?: { schema: RejectBodySchema; version: number; fallback: string };
  /** Sends the decision with the note (undefined when left empty). */
  onConfirm: (note: string | undefined) => PromiseLike<{ error?: unknown }>;
  /** Said when the server gives no message. */
  failedText: string;
  /** A 409 stale copy: the page offers a reload (without it the message is just said). */
  onStale?: (message: string) => void;
  onClose: () => void;
}

/**
 * Asks before a decision that may carry a note (a rejection needs one): says it is done, or why it
 * was refused, and closes; a stale copy goes to `onStale` where the page can reload.
 */
export function NoteConfirmDialog({ open, subject, texts, cancelLabel, busy, required, onConfirm, failedText, onStale, onClose }: NoteConfirmDialogProps) {
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const note = useConfirmNote(onClose);

  const confirm = async () => {
    if (required && note.checked(required.schema, required.version, required.fallback) === null) return;
    const result = await onConfirm(note.note.trim() || undefined);
    if (!result.error) {
      // An empty `done` says nothing: a bulk job's own progress panel says it started.
      if (texts.done) enqueueSnackbar(texts.done, { variant: 'success' });
    } else {
      const apiError = apiErrorOf(result.error);
      const message = apiError ? sharedServerMessage(language, apiError.data) : failedText;
      if (apiError?.data.code === 'STALE_VERSION' && onStale) onStale(message);
      else enqueueSnackbar(message, { variant: 'error' });
    }
    note.close();
  };

  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      text={
        open ? (
          <>
            {subject} {texts.text}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={texts.confirmLabel}
      cancelLabel={cancelLabel}
      destructive={texts.destructive}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={note.close}
    >
      <ConfirmNoteField label={texts.noteLabel} required={texts.noteRequired} value={note.note} onChange={note.change} error={note.error} />
    </ConfirmDialog>
  );
}
