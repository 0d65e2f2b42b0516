import { Chip, type ChipProps } from '@mui/material';
import type { TransactionStatus } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { transactionCatalogue } from './transactionTexts';

const COLORS: Readonly<Record<TransactionStatus, ChipProps['color']>> = {
  success: 'success',
  pending: 'warning',
  failed: 'error',
};

export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  const t = useTexts(transactionCatalogue);
  return <Chip size="small" label={t(`status.${status}`)} color={COLORS[status]} />;
}
