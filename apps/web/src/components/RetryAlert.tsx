import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

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
