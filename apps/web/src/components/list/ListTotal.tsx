import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The line above a list's grid saying how many rows match; read out when it changes. */
export function ListTotal({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ px: 2, pb: 1, color: 'text.secondary' }} aria-live="polite">
      {children}
    </Typography>
  );
}
