import { Alert, Button } from '@mui/material';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';

/** "Changed by someone else" with a Reload action (an area may word the button its own way). */
export function StaleAlert({ message, onReload, reloadLabel }: { message: string | null; onReload: () => void; reloadLabel?: string }) {
  const t = useTexts(formCatalogue);
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {reloadLabel ?? t('reload')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
