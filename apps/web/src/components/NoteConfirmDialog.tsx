import type { ReactNode } from 'react';
import { useSnackbar } from './snackbar/snackbars';
import { apiErrorOf } from '../api/baseApi';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmNoteField } from './ConfirmNoteField';
import { useLanguage } from '../i18n/useTexts';
import { sharedServerMessage } from './componentTexts';
import { useConsoleForm } from './form/useConsoleForm';
import type { FormSchema } from './form/schemaResolver';

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
  /** A required note is checked with the API's own reject schema (a version and a note) before anything is sent. */
  required?: { schema: FormSchema; version: number };
  /** Sends the decision with the note (undefined when left empty). */
  onConfirm: (note: string | undefined) => PromiseLike<{ error?: unknown }>;
  /** Said when the server gives no message. */
  failedText: string;
  /** A 409 stale copy: the page offers a reload (without it the message is just said). */
  onStale?: (message: string) => void;
  onClose: () => void;
  /** Choices of the decision's own (an option of a bulk approval), above the note. */
  children?: ReactNode;
}

/**
 * Asks before a decision that may carry a note (a rejection needs one): says it is done, or why it
 * was refused, and closes; a stale copy goes to `onStale` where the page can reload.
 */
export function NoteConfirmDialog({ open, subject, texts, cancelLabel, busy, required, onConfirm, failedText, onStale, onClose, children }: NoteConfirmDialogProps) {
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const { form, submit } = useConsoleForm<{ version: number; note: string }>({
    schema: required?.schema,
    defaultValues: { version: 0, note: '' },
    serverFields: [],
    clearErrorOnChange: true,
    onSave: async ({ note }) => {
      const result = await onConfirm(note.trim() || undefined);
      if (!result.error) {
        // An empty `done` says nothing: a bulk job's own progress panel says it started.
        if (texts.done) enqueueSnackbar(texts.done, { variant: 'success' });
      } else {
        const apiError = apiErrorOf(result.error);
        const message = apiError ? sharedServerMessage(language, apiError.data) : failedText;
        if (apiError?.data.code === 'STALE_VERSION' && onStale) onStale(message);
        else enqueueSnackbar(message, { variant: 'error' });
      }
      close();
      return undefined;
    },
  });
  const close = () => {
    form.reset({ version: 0, note: '' });
    onClose();
  };
  const confirm = () => {
    // The version of the copy shown now: the dialog stays mounted between decisions.
    form.setValue('version', required?.version ?? 0);
    void submit();
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
      onConfirm={confirm}
      onCancel={close}
    >
      {children}
      <ConfirmNoteField control={form.control} name="note" label={texts.noteLabel} required={texts.noteRequired} />
    </ConfirmDialog>
  );
}
