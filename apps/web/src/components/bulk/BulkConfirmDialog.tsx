import type { ReactNode } from 'react';
import { useSnackbar } from '../snackbar/snackbars';
import { apiErrorOf } from '../../api/baseApi';
import { ConfirmDialog } from '../ConfirmDialog';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { sharedServerMessage } from '../componentTexts';
import { bulkCatalogue } from './bulkTexts';
import { BulkJobNote } from './job/BulkJobNote';

export interface BulkConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  /** Sends the bulk call; false keeps the dialog open (a field of its own is not filled in yet). */
  onConfirm: () => PromiseLike<{ error?: unknown } | false> | false;
  /** Said when the call fails as a whole and the server gives no message. */
  failedText?: string;
  onClose: () => void;
  /** Fields of the action (the worker to assign). */
  children?: ReactNode;
  /** "All matching" above BULK_MAX_ITEMS rows: the action runs as a job, and the dialog says so. */
  job?: { count: number; show: boolean };
}

/**
 * Asks before a bulk action. A call refused as a whole (the list changed under "all matching",
 * a bad field) says why and closes; per-row results open in the results dialog.
 */
export function BulkConfirmDialog({ open, title, text, confirmLabel, destructive, busy, onConfirm, failedText, onClose, children, job }: BulkConfirmDialogProps) {
  const t = useTexts(bulkCatalogue);
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = async () => {
    const result = await onConfirm();
    if (result === false) return;
    if (result.error) {
      const apiError = apiErrorOf(result.error);
      enqueueSnackbar(apiError ? sharedServerMessage(language, apiError.data) : (failedText ?? t('failed')), { variant: 'error' });
    }
    onClose();
  };
  return (
    <ConfirmDialog open={open} title={title} text={text} confirmLabel={confirmLabel} cancelLabel={t('keep')} destructive={destructive} busy={busy} onConfirm={() => void confirm()} onCancel={onClose}>
      {job ? <BulkJobNote count={job.count} show={job.show} /> : null}
      {children}
    </ConfirmDialog>
  );
}
