import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One label and its value inside a description list (`<Box component="dl">`). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Label/value pairs as a description list, two columns from small screens up. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
      {items.map((item) => (
        <DetailItem key={item.label} label={item.label}>
          {item.value}
        </DetailItem>
      ))}
    </Box>
  );
}
