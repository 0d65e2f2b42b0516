import { Chip, type ChipProps } from '@mui/material';
import { statusLabel } from './statusLabel';

const COLORS: Record<string, ChipProps['color']> = {
  active: 'success',
  approved: 'success',
  published: 'success',
  completed: 'success',
  pending: 'warning',
  on_leave: 'warning',
  in_progress: 'info',
  inactive: 'default',
  disabled: 'default',
  cancelled: 'default',
  rejected: 'error',
};

/** A coloured chip for any record status; the label is the status in words. */
export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  return <Chip label={statusLabel(status)} color={COLORS[status] ?? 'default'} size={size} variant={COLORS[status] ? 'filled' : 'outlined'} />;
}
