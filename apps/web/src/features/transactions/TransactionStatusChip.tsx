import { Chip, type ChipProps } from '@mui/material';
import type { TransactionStatus } from '@carcare/contracts';
import { TRANSACTION_STATUS_LABELS } from './transactionTexts';

const COLORS: Readonly<Record<TransactionStatus, ChipProps['color']>> = {
  success: 'success',
  pending: 'warning',
  failed: 'error',
};

export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  return <Chip size="small" label={TRANSACTION_STATUS_LABELS[status]} color={COLORS[status]} />;
}
