import { useState } from 'react';
import { useSnackbar } from './snackbar/snackbars';
import { useUndoSnackbar } from './snackbar/useUndoSnackbar';
import { apiErrorOf } from '../api/baseApi';
import { useLanguage, useTexts } from '../i18n/useTexts';
import { ConfirmDialog } from './ConfirmDialog';
import { componentCatalogue, sharedServerMessage } from './componentTexts';
import type { StatusTexts } from './statusTexts';

type StatusChangeTexts = Pick<StatusTexts, 'deactivate' | 'reactivate' | 'deactivateTitle' | 'deactivateText' | 'reactivateTitle' | 'reactivateText' | 'deactivated' | 'reactivated'>;

export interface StatusChangeOptions {
  active: boolean;
  texts: StatusChangeTexts;
  busy: boolean;
  /** Sends the change; resolves to the error of a failed call, or undefined. */
  onChange: (active: boolean) => Promise<unknown>;
  /** A 409 (stale copy): the page offers a reload. */
  onStale: (message: string) => void;
  /** Said when the server gives no message. */
  failedText?: string;
  /** Where a deactivation can be undone: reactivates with the version the deactivation answered (its message then offers Undo). */
  undoDeactivate?: () => Promise<unknown>;
}

/**
 * Deactivating or reactivating a record behind a confirmation: `ask()` opens it, `dialog` is the
 * confirmation to render; success is announced, a stale copy handed to `onStale`, other failures said.
 */
export function useStatusChange({ active, texts: T, busy, onChange, onStale, failedText, undoDeactivate }: StatusChangeOptions) {
  const t = useTexts(componentCatalogue);
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const offerUndo = useUndoSnackbar();

  const confirm = async () => {
    const error = await onChange(!active);
    setAsking(false);
    if (!error) {
      if (active && undoDeactivate) offerUndo({ message: T.deactivated, undo: undoDeactivate });
      else enqueueSnackbar(active ? T.deactivated : T.reactivated, { variant: 'success' });
      return;
    }
    const apiError = apiErrorOf(error);
    if (apiError?.status === 409) onStale(sharedServerMessage(language, apiError.data));
    else enqueueSnackbar(apiError ? sharedServerMessage(language, apiError.data) : (failedText ?? t('failed')), { variant: 'error' });
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={active ? T.deactivateTitle : T.reactivateTitle}
      text={active ? T.deactivateText : T.reactivateText}
      confirmLabel={active ? T.deactivate : T.reactivate}
      destructive={active}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(false)}
    />
  );
  return { ask: () => setAsking(true), dialog };
}
