import { useCallback } from 'react';
import { Button } from '@mui/material';
import { apiErrorOf } from '../../api/baseApi';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { sharedServerMessage } from '../componentTexts';
import { undoCatalogue } from '../undo/undoTexts';
import { closeSnackbar, enqueueSnackbar } from './snackbars';

/** How long a delete's message offers Undo (the product's rule). */
export const UNDO_SNACKBAR_MS = 10_000;

export interface UndoOffer {
  /** What was done ("Banner deleted"). */
  message: string;
  /** Undoes it on the server; resolves to the error of a failed call, or undefined. None: the message alone. */
  undo?: () => Promise<unknown>;
  /** After a successful Undo (e.g. go back to the restored record). */
  onUndone?: () => void;
}

/**
 * A delete's (or a deactivation's) message with an Undo button for ten seconds. Undo is a server
 * call; when the record changed since (409) it says so plainly instead of restoring an old copy.
 */
export function useUndoSnackbar(): (offer: UndoOffer) => void {
  const t = useTexts(undoCatalogue);
  const language = useLanguage();
  return useCallback(
    ({ message, undo, onUndone }: UndoOffer) => {
      if (!undo) {
        enqueueSnackbar(message, { variant: 'success' });
        return;
      }
      const runUndo = async (key: string | number) => {
        closeSnackbar(key);
        const error = await undo();
        if (!error) {
          enqueueSnackbar(t('undo.done'), { variant: 'success' });
          onUndone?.();
          return;
        }
        const apiError = apiErrorOf(error);
        let text = t('undo.failed');
        if (apiError?.status === 409 && apiError.data.code === 'STALE_VERSION') text = t('undo.stale');
        else if (apiError) text = sharedServerMessage(language, apiError.data);
        enqueueSnackbar(text, { variant: 'error' });
      };
      enqueueSnackbar(message, {
        variant: 'success',
        autoHideDuration: UNDO_SNACKBAR_MS,
        action: (key) => (
          <Button color="inherit" size="small" sx={{ fontWeight: 600 }} onClick={() => void runUndo(key)}>
            {t('undo.action')}
          </Button>
        ),
      });
    },
    [t, language],
  );
}
