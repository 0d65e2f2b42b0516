import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
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
      <FormDialogActions onCancel={onCancel} saving={saving} cancelLabel={cancelLabel} saveLabel={saveLabel} />
    </form>
  );
}

type FormDialogActionsProps = Pick<FormDialogFormProps, 'onCancel' | 'saving' | 'cancelLabel' | 'saveLabel'>;

/** Cancel (disabled while saving) and a submit button that spins while saving. */
function FormDialogActions({ onCancel, saving, cancelLabel, saveLabel }: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <LoadingButton type="submit" variant="contained" loading={saving}>
        {saveLabel}
      </LoadingButton>
    </DialogActions>
  );
}

export interface EntryFormDialogProps extends Omit<FormDialogFormProps, 'onCancel'> {
  /** Open unless told otherwise: most such dialogs are mounted only while open. */
  open?: boolean;
  /** Cancel, Escape and the backdrop close it, except while saving. */
  onClose: () => void;
  /** Why the last save failed, shown above the fields. */
  failure: string | null;
  /** A long form (md wide, full screen on phones) whose fields scroll between the title and the buttons. */
  wide?: boolean;
}

/** A dialog that is one data-entry form (a phone booking, a concern, a leave): title, failure alert, stacked fields, Cancel and Save. */
export function EntryFormDialog({ open = true, onClose, titleId, title, onSubmit, saving, failure, cancelLabel, saveLabel, wide = false, children }: EntryFormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth={wide ? 'md' : 'sm'} fullWidth fullScreen={wide && phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={wide ? { display: 'contents' } : undefined}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={saving} cancelLabel={cancelLabel} saveLabel={saveLabel} />
      </Box>
    </Dialog>
  );
}
