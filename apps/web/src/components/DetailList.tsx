import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

export interface LabelledValueProps {
  label: string;
  children: ReactNode;
  /** The pair's box: a column, or a row with a label column. */
  sx: SxProps<Theme>;
  labelVariant: 'caption' | 'body2';
  valueVariant: 'body1' | 'body2';
  /** How a long value breaks. */
  valueSx: { wordBreak: 'break-word' } | { overflowWrap: 'anywhere' };
}

/** One label (`dt`) and its value (`dd`) inside a description list (`<Box component="dl">`). */
export function LabelledValue({ label, children, sx, labelVariant, valueVariant, valueSx }: LabelledValueProps) {
  return (
    <Box sx={sx}>
      <Typography component="dt" variant={labelVariant} sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant={valueVariant} sx={{ m: 0, ...valueSx }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One label above its value, as the detail cards show them. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LabelledValue label={label} sx={{ minWidth: 0 }} labelVariant="caption" valueVariant="body1" valueSx={{ wordBreak: 'break-word' }}>
      {children}
    </LabelledValue>
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
