import { useEffect, useRef, useState, type ReactNode } from 'react';
import type * as NotistackModule from 'notistack';
import type { SnackbarProvider as NotistackProvider } from 'notistack';
import { whenIdle } from '../../app/whenIdle';
import { config } from '../../config';
import { useReducedMotion } from '../../theme/useReducedMotion';
import { onSnackbarWanted, snackbarsShown } from './snackbars';

type Notistack = typeof NotistackModule;
const NO_TRANSITION = { enter: 0, exit: 0 };

/** notistack's provider, given messages through its own methods (its module-wide functions are not live when loaded as CommonJS, as in tests). */
function MountedSnackbars({ notistack }: { notistack: Notistack }) {
  const provider = useRef<NotistackProvider>(null);
  useEffect(() => {
    const mounted = provider.current;
    if (!mounted) return undefined;
    snackbarsShown({ enqueueSnackbar: (message, options) => mounted.enqueueSnackbar(message, options), closeSnackbar: (key) => mounted.closeSnackbar(key) });
    return () => snackbarsShown(null);
  }, [notistack]);
  // Less motion: a message appears and goes at once instead of sliding (theme/buildTheme.ts does the same for MUI's own).
  const reducedMotion = useReducedMotion();
  const { SnackbarProvider } = notistack;
  return (
    <SnackbarProvider
      ref={provider}
      maxSnack={config.notifications.maxSnack}
      autoHideDuration={config.notifications.autoHideDurationMs}
      anchorOrigin={config.notifications.anchorOrigin}
      transitionDuration={reducedMotion ? NO_TRANSITION : config.notifications.transitionDuration}
    />
  );
}

/**
 * notistack's provider, mounted beside the page once the browser is idle after the first paint,
 * or at the first message if that comes sooner (components/snackbar/snackbars.ts): its module
 * builds its styles as it loads, work a page does not need to show itself.
 */
export function SnackbarHost({ children }: { children: ReactNode }) {
  const [notistack, setNotistack] = useState<Notistack | null>(null);
  useEffect(() => {
    let active = true;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      import('notistack')
        .then((module) => {
          if (active) setNotistack(module);
        })
        .catch((error: unknown) => console.error('Could not load the messages', error));
    };
    const stopWanted = onSnackbarWanted(load);
    const cancelIdle = whenIdle(load);
    return () => {
      active = false;
      stopWanted();
      cancelIdle();
    };
  }, []);
  return (
    <>
      {children}
      {notistack ? <MountedSnackbars notistack={notistack} /> : null}
    </>
  );
}
