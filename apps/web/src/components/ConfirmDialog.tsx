import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import LoadingButton from './LoadingButton';
import { useTexts } from '../i18n/useTexts';
import { componentCatalogue } from './componentTexts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra fields (a note, a reason) between the text and the buttons. */
  children?: ReactNode;
}

/**
 * Asks before a destructive or state-changing action. While it fades out after the action it keeps
 * what it showed when open, and its button does nothing: a caller whose texts follow the changed
 * record ("Deactivate" becomes "Reactivate") must not offer the opposite action on the way out.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, destructive, busy, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const t = useTexts(componentCatalogue);
  const [shown, setShown] = useState({ title, text, confirmLabel, destructive: !!destructive });
  if (open && (shown.title !== title || shown.text !== text || shown.confirmLabel !== confirmLabel || shown.destructive !== !!destructive)) {
    setShown({ title, text, confirmLabel, destructive: !!destructive });
  }
  const view = open ? { title, text, confirmLabel, destructive: !!destructive } : shown;
  const titleId = `confirm-${view.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{view.title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{view.text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <LoadingButton variant="contained" color={view.destructive ? 'error' : 'primary'} onClick={open ? onConfirm : undefined} loading={!!busy}>
          {view.confirmLabel}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}
