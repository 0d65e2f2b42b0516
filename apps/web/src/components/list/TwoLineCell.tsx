import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Two lines in one grid cell: a main text and a secondary one (a phone, a registration), with an optional icon before it. */
export function TwoLineCell({ main, sub, icon }: { main: string; sub: string; icon?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {main}
      </Typography>
      <Typography variant="caption" noWrap sx={icon ? { color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 } : { color: 'text.secondary' }}>
        {icon}
        {sub}
      </Typography>
    </Box>
  );
}
