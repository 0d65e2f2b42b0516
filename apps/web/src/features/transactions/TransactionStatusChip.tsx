import { Chip } from '@mui/material';
import type { TransactionStatus } from '@carcare/contracts';
import { tonesOf } from '../../components/chipTones';
import { useTexts } from '../../i18n/useTexts';
import { transactionCatalogue } from './transactionTexts';

const COLORS = tonesOf<TransactionStatus>({ success: ['success'], warning: ['pending'], error: ['failed'] });

export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  const t = useTexts(transactionCatalogue);
  return <Chip size="small" label={t(`status.${status}`)} color={COLORS[status]} />;
}
