import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';

export interface RetryAlertProps {
  /** The button's label ("Retry", "Try again"). */
  retryLabel: string;
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** Says that something failed to load, with a button that asks again. */
export function RetryAlert({ retryLabel, onRetry, sx, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
