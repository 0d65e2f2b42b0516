import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

export interface UnsavedChangesGuardProps {
  /** Whether there are changes that leaving would lose; a function is asked at each attempt to leave. */
  when: boolean | (() => boolean);
  title: string;
  text: string;
  leaveLabel: string;
  stayLabel: string;
}

function unsaved(when: UnsavedChangesGuardProps['when']): boolean {
  return typeof when === 'function' ? when() : when;
}

/** Asks before a link or Back leaves the page; needs the app's data router (useBlocker). */
function NavigationGuard({ when, title, text, leaveLabel, stayLabel }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved(when) && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      text={text}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * Keeps unsaved changes from being lost by accident: the browser asks before the tab is closed or
 * reloaded, and a dialog asks before the console navigates away. Under a plain (non-data) router,
 * as in component tests, only the browser's question applies.
 */
export function UnsavedChangesGuard(props: UnsavedChangesGuardProps) {
  const { when, text } = props;
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved(when)) return;
      event.preventDefault();
      event.returnValue = text;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when, text]);
  return inDataRouter ? <NavigationGuard {...props} /> : null;
}
