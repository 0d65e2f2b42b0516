import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useNavigate } from 'react-router';
import { SearchFocusContext } from './searchFocus';
import { SEQUENCE_TIMEOUT_MS, SHORTCUT_TEXTS, SHORTCUTS, shortcutFor } from './shortcutKeys';

function Key({ children }: { children: ReactNode }) {
  return (
    <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.875rem' }}>
      {children}
    </Box>
  );
}

function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="keyboard-shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="keyboard-shortcuts-title">{SHORTCUT_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="keyboard-shortcuts-title">
          <TableBody>
            {SHORTCUTS.map(({ keys, description }) => (
              <TableRow key={keys.join(' ')}>
                <TableCell sx={{ whiteSpace: 'nowrap', width: '40%' }}>
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 ? ` ${SHORTCUT_TEXTS.then} ` : null}
                      <Key>{key}</Key>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{SHORTCUT_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The console's keyboard shortcuts, once for the whole layout: `/` search, `g` then `d` the role's
 * dashboard, `?` this list. None fires while typing, in a dialog or with Ctrl, Alt or Meta.
 */
export function KeyboardShortcuts({ dashboard, children }: { dashboard: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
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
      else setHelpOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, dashboard]);

  return (
    <SearchFocusContext value={register}>
      {children}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </SearchFocusContext>
  );
}
