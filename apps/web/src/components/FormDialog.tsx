import type { FormEventHandler, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import LoadingButton from './LoadingButton';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the form's title, which names the dialog. */
  titleId: string;
  /** The form (a FormDialogForm); mounted only while the dialog is open, so each opening starts afresh. */
  children: ReactNode;
}

/** A dialog holding one add-or-edit form. */
export function FormDialog({ open, onClose, titleId, children }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open ? children : null}
    </Dialog>
  );
}

export interface FormDialogFormProps {
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  cancelLabel: string;
  saveLabel: string;
  /** The fields, stacked. */
  children: ReactNode;
}

/** The form inside a FormDialog: title, stacked fields, then Cancel and a submit button that spins while saving. */
export function FormDialogForm({ titleId, title, onSubmit, onCancel, saving, cancelLabel, saveLabel, children }: FormDialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        <LoadingButton type="submit" variant="contained" loading={saving}>
          {saveLabel}
        </LoadingButton>
      </DialogActions>
    </form>
  );
}
