import { Chip, type ChipProps } from '@mui/material';
import { useTexts } from '../i18n/useTexts';
import { componentCatalogue, statusText } from './componentTexts';

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
  const t = useTexts(componentCatalogue);
  return <Chip label={statusText(t, status)} color={COLORS[status] ?? 'default'} size={size} variant={COLORS[status] ? 'filled' : 'outlined'} />;
}
