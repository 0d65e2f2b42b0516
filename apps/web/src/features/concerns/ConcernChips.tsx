import { Chip, type ChipProps } from '@mui/material';
import type { ConcernPriority, ConcernStatus } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { concernCatalogue } from './concernTexts';

const STATUS_COLORS: Readonly<Record<ConcernStatus, ChipProps['color']>> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
  closed: 'default',
};

const PRIORITY_COLORS: Readonly<Record<ConcernPriority, ChipProps['color']>> = {
  low: 'default',
  medium: 'primary',
  high: 'error',
  urgent: 'error',
};

/** A concern's status as a coloured chip; closed (final) is outlined. */
export function ConcernStatusChip({ status, size = 'small' }: { status: ConcernStatus; size?: ChipProps['size'] }) {
  const t = useTexts(concernCatalogue);
  return <Chip label={t(`status.${status}`)} color={STATUS_COLORS[status]} size={size} variant={status === 'closed' ? 'outlined' : 'filled'} />;
}

/** A concern's priority: outlined so it does not compete with the status, except urgent, which is filled red. */
export function ConcernPriorityChip({ priority, size = 'small' }: { priority: ConcernPriority; size?: ChipProps['size'] }) {
  const t = useTexts(concernCatalogue);
  return <Chip label={t(`priority.${priority}`)} color={PRIORITY_COLORS[priority]} size={size} variant={priority === 'urgent' ? 'filled' : 'outlined'} />;
}
