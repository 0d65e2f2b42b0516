import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@carcare/contracts';
import { useLogout } from '../../../features/auth/useLogout';
import { SHELL_LABELS } from '../labels';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §2: "Confirm Logout" with Cancel and Logout; Logout ends the session and returns to "/". */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{MESSAGES.confirmLogoutTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{MESSAGES.confirmLogoutText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {SHELL_LABELS.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {SHELL_LABELS.logout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default LogoutDialog;
