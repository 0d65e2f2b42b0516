import type { ReactNode } from 'react';
import { Alert } from '@mui/material';

/** The warning a list shows, in place of its rows, while its date range ends before it starts. */
export function RangeInvalidAlert({ invalid, children }: { invalid: boolean; children: ReactNode }) {
  if (!invalid) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
      {children}
    </Alert>
  );
}
