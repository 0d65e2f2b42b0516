import { Chip, type ChipProps } from '@mui/material';
import type { ConcernPriority, ConcernStatus } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { concernCatalogue } from './concernTexts';
import { tonesOf } from '../../components/chipTones';

const STATUS_COLORS = tonesOf<ConcernStatus>({ warning: ['open'], info: ['in_progress'], success: ['resolved'], default: ['closed'] });

const PRIORITY_COLORS = tonesOf<ConcernPriority>({ default: ['low'], primary: ['medium'], error: ['high', 'urgent'] });

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
