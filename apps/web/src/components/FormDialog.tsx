import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme, type ButtonProps, type DialogProps } from '@mui/material';
import LoadingButton from './LoadingButton';
import { SaveProblemAlert } from './form/FormParts';
import type { SaveProblem } from './form/entityForm';

/** What the dialog takes from useConsoleForm: a failed save's problem shows above the fields, a stale copy with Reload. */
export interface FormDialogController {
  submit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  problem: SaveProblem;
  reload?: () => void;
}

export interface FormDialogProps {
  /** Open unless told otherwise: most form dialogs are mounted only while open, so each opening starts afresh. */
  open?: boolean;
  /** Cancel, Escape and the backdrop close it, except while saving. */
  onClose: () => void;
  /** The id of the title, which names the dialog and its form. */
  titleId: string;
  title: string;
  /** The form's submit, saving state and last save problem, as useConsoleForm returns them. */
  controller: FormDialogController;
  cancelLabel: string;
  saveLabel: string;
  /** The Save button's colour: `error` for a form that moves money. */
  saveColor?: ButtonProps['color'];
  /** A long form (md wide, full screen on phones) whose fields scroll between the title and the buttons. */
  wide?: boolean;
  /** Narrower than the usual sm, for a form of one or two fields. */
  narrow?: boolean;
  /** The whole screen on a phone, at its usual width elsewhere: a form whose side-by-side boxes need the room. */
  phoneFullScreen?: boolean;
  /** What the form is about, above the failure and the fields. */
  intro?: ReactNode;
  /** The fields, stacked. */
  children: ReactNode;
}

function dialogWidth(wide: boolean, narrow: boolean): DialogProps['maxWidth'] {
  if (wide) return 'md';
  return narrow ? 'xs' : 'sm';
}

/** The one dialog of a data-entry form: title, failure alert, stacked fields, Cancel (disabled while saving) and a Save that spins. */
export function FormDialog(props: FormDialogProps) {
  const { open = true, onClose, titleId, title, controller, cancelLabel, saveLabel, saveColor, wide = false, narrow = false, phoneFullScreen = false, intro, children } = props;
  const { submit, saving, problem, reload } = controller;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth={dialogWidth(wide, narrow)} fullWidth fullScreen={(wide || phoneFullScreen) && phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId} sx={wide ? { display: 'contents' } : undefined}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            {intro}
            <SaveProblemAlert problem={problem} onReload={reload} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {cancelLabel}
          </Button>
          <LoadingButton type="submit" variant="contained" color={saveColor} loading={saving}>
            {saveLabel}
          </LoadingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
