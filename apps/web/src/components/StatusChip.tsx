import { Chip, type ChipProps } from '@mui/material';
import { useTexts } from '../i18n/useTexts';
import { componentCatalogue, statusText } from './componentTexts';
import { tonesOf, type ChipTone } from './chipTones';

const COLORS: Readonly<Record<string, ChipTone>> = tonesOf({
  success: ['active', 'approved', 'published', 'completed'],
  warning: ['pending', 'on_leave'],
  info: ['in_progress'],
  default: ['inactive', 'disabled', 'cancelled'],
  error: ['rejected'],
});

/** A coloured chip for any record status; the label is the status in words. */
export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const t = useTexts(componentCatalogue);
  return <Chip label={statusText(t, status)} color={COLORS[status] ?? 'default'} size={size} variant={COLORS[status] ? 'filled' : 'outlined'} />;
}
