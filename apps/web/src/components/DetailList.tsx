import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Label/value pairs as a description list, two columns from small screens up. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, wordBreak: 'break-word' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
