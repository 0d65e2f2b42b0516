import { Alert, Button } from '@mui/material';

/** "Changed by someone else" with a Reload action. */
export function StaleAlert({ message, onReload }: { message: string | null; onReload: () => void }) {
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
