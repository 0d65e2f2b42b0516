import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SearchFocusContext } from './searchFocus';
import { SEQUENCE_TIMEOUT_MS, shortcutFor } from './shortcutKeys';

// Loaded the first time it opens: the console's first load stays as light as it was.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * The console's keyboard shortcuts, once for the whole layout: `/` search, `g` then `d` the role's
 * dashboard, `?` this list. None fires while typing, in a dialog or with Ctrl, Alt or Meta.
 */
export function KeyboardShortcuts({ dashboard, children }: { dashboard: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const searchFocus = useRef<(() => void) | null>(null);
  const gPressedAt = useRef<number | null>(null);
  const register = useCallback((focus: (() => void) | null) => {
    searchFocus.current = focus;
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const afterG = gPressedAt.current !== null && event.timeStamp - gPressedAt.current < SEQUENCE_TIMEOUT_MS;
      gPressedAt.current = null;
      const action = shortcutFor(event, afterG);
      if (action === null) return;
      if (action === 'g') {
        gPressedAt.current = event.timeStamp;
        return;
      }
      event.preventDefault();
      if (action === 'focusSearch') searchFocus.current?.();
      else if (action === 'goDashboard') void navigate(dashboard);
      else {
        setHelpLoaded(true);
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, dashboard]);

  return (
    <SearchFocusContext value={register}>
      {children}
      {helpLoaded ? (
        <Suspense fallback={null}>
          <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </SearchFocusContext>
  );
}
