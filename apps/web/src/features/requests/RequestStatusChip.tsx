import { Chip, type ChipProps } from '@mui/material';
import type { PaymentStatus, RequestStatus } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';
import { tonesOf } from '../../components/chipTones';
import { REQUEST_STATUS_TONES } from './requestStatusTones';

const PAYMENT_COLORS = tonesOf<PaymentStatus>({ default: ['unpaid'], success: ['paid'], warning: ['partially_refunded'], info: ['refunded'] });

/** A request's status as a coloured chip (every state of the request machine has its own colour). */
export function RequestStatusChip({ status, size = 'small' }: { status: RequestStatus; size?: ChipProps['size'] }) {
  const t = useTexts(requestCatalogue);
  return <Chip label={t(`status.${status}`)} color={REQUEST_STATUS_TONES[status]} size={size} variant={status === 'cancelled' ? 'outlined' : 'filled'} />;
}

export function PaymentStatusChip({ status, size = 'small' }: { status: PaymentStatus; size?: ChipProps['size'] }) {
  const t = useTexts(requestCatalogue);
  return <Chip label={t(`paymentStatus.${status}`)} color={PAYMENT_COLORS[status]} size={size} variant="outlined" />;
}
