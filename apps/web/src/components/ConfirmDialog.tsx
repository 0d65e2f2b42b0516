import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import LoadingButton from './LoadingButton';

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

/** Asks before a destructive or state-changing action. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel = 'Cancel', destructive, busy, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const titleId = `confirm-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <LoadingButton variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={!!busy}>
          {confirmLabel}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}
