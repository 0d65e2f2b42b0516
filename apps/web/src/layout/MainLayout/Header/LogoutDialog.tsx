import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLogout } from '../../../features/auth/public';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §2: "Confirm Logout" with Cancel and Logout; Logout ends the session and returns to "/". */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const t = useTexts(layoutCatalogue);
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
      <DialogTitle id="logout-title">{t('confirmLogoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{t('confirmLogoutText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {t('logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default LogoutDialog;
