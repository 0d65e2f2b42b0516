import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SHORTCUTS } from './shortcutKeys';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue, shortcutDescription } from '../layoutTexts';

function Key({ children }: { children: ReactNode }) {
  return (
    <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.875rem' }}>
      {children}
    </Box>
  );
}

/** The list of the console's keyboard shortcuts; Escape or Close closes it. */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts(layoutCatalogue);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="keyboard-shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="keyboard-shortcuts-title">{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="keyboard-shortcuts-title">
          <TableBody>
            {SHORTCUTS.map(({ keys, description }) => (
              <TableRow key={keys.join(' ')}>
                <TableCell sx={{ whiteSpace: 'nowrap', width: '40%' }}>
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 ? ` ${t('shortcuts.then')} ` : null}
                      <Key>{key}</Key>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{shortcutDescription(t, description)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

