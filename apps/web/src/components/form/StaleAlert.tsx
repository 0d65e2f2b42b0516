import { Alert, Button } from '@mui/material';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';

/** "Changed by someone else" with a Reload action. */
export function StaleAlert({ message, onReload }: { message: string | null; onReload: () => void }) {
  const t = useTexts(formCatalogue);
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {t('reload')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
