import { Chip, type ChipProps } from '@mui/material';
import type { PaymentStatus, RequestStatus } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';

const STATUS_COLORS: Readonly<Record<RequestStatus, ChipProps['color']>> = {
  pending: 'warning',
  accepted: 'primary',
  assigned: 'secondary',
  in_progress: 'info',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

const PAYMENT_COLORS: Readonly<Record<PaymentStatus, ChipProps['color']>> = {
  unpaid: 'default',
  paid: 'success',
  partially_refunded: 'warning',
  refunded: 'info',
};

/** A request's status as a coloured chip (every state of the request machine has its own colour). */
export function RequestStatusChip({ status, size = 'small' }: { status: RequestStatus; size?: ChipProps['size'] }) {
  const t = useTexts(requestCatalogue);
  return <Chip label={t(`status.${status}`)} color={STATUS_COLORS[status]} size={size} variant={status === 'cancelled' ? 'outlined' : 'filled'} />;
}

export function PaymentStatusChip({ status, size = 'small' }: { status: PaymentStatus; size?: ChipProps['size'] }) {
  const t = useTexts(requestCatalogue);
  return <Chip label={t(`paymentStatus.${status}`)} color={PAYMENT_COLORS[status]} size={size} variant="outlined" />;
}
