import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { config } from '../../config';
import { currentSignInNotice, hideSignInNotice, subscribeToSignInNotice, type NoticeSeverity } from './signInNotices';

// The variant icons notistack draws (Material's check circle and cancel), 24-unit view box.
const ICON_PATH: Record<NoticeSeverity, string> = {
  success: 'M12 2C6.5 2 2 6.5 2 12S6.5 22 12 22 22 17.5 22 12 17.5 2 12 2M10 17L5 12L6.41 10.59L10 14.17L17.59 6.58L19 8L10 17Z',
  error:
    'M12,2C17.53,2 22,6.47 22,12C22,17.53 17.53,22 12,22C6.47,22 2,17.53 2,12C2,6.47 6.47,2 12,2M15.59,7L12,10.59L8.41,7L7,8.41L10.59,12L7,15.59L8.41,17L12,13.41L15.59,17L17,15.59L13.41,12L17,8.41L15.59,7Z',
};

/**
 * Draws the sign-in notice: an alert (read out when it appears) that hides after
 * config.signInSnackbarHideMs, in the tones of the console's snackbars in the mode shown. Like notistack, a pointer resting on it keeps it, and leaving gives
 * it half the time again.
 */
export function SignInNoticeHost() {
  const notice = useSyncExternalStore(subscribeToSignInNotice, currentSignInNotice, currentSignInNotice);
  const mode = useAppSelector((state) => state.customization.mode);
  const timer = useRef<number | undefined>(undefined);
  const hideAfter = (id: number, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => hideSignInNotice(id), ms);
  };
  useEffect(() => {
    if (!notice) return undefined;
    hideAfter(notice.id, config.signInSnackbarHideMs);
    return () => window.clearTimeout(timer.current);
  }, [notice]);
  if (!notice) return null;
  return (
    <div className="plain-notices" data-mode={mode === 'dark' ? 'dark' : 'light'}>
      <div
        key={notice.id}
        role="alert"
        className={`plain-snackbar is-${notice.severity}`}
        onMouseEnter={() => window.clearTimeout(timer.current)}
        onMouseLeave={() => hideAfter(notice.id, config.signInSnackbarHideMs / 2)}
      >
        <div className="plain-snackbar-message">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ICON_PATH[notice.severity]} />
          </svg>
          {notice.text}
        </div>
      </div>
    </div>
  );
}
