import { useCallback, useRef } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { config } from '../../config';

export type NoticeSeverity = 'success' | 'error';

// Fixed tones with at least 4.5:1 contrast against white text, whatever the theme palette says.
const NOTICE_STYLE: Record<NoticeSeverity, { backgroundColor: string; color: string }> = {
  success: { backgroundColor: '#2e7d32', color: '#ffffff' },
  error: { backgroundColor: '#c62828', color: '#ffffff' },
};

/**
 * The sign-in results: one top-centre snackbar at a time that hides after 3000 ms (spec §2).
 * Shown through the app-wide notistack provider so "Login successful!" survives the redirect.
 */
export function useSignInNotice() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const last = useRef<SnackbarKey | null>(null);
  return useCallback(
    (severity: NoticeSeverity, text: string) => {
      if (last.current !== null) closeSnackbar(last.current);
      last.current = enqueueSnackbar(text, {
        variant: severity,
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
        autoHideDuration: config.signInSnackbarHideMs,
        style: NOTICE_STYLE[severity],
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
