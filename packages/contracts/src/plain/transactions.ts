// The transactions' kinds, codes, sorts and messages, without zod: the console's lists use them without loading any schema (plain/index.ts).

import { formatInr } from '../money';
import type { TRANSACTION_KINDS, TRANSACTION_STATUSES } from './requests';

export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** "TX-000123" from the transaction id. */
export function transactionCode(id: number): string {
  return `TX-${String(id).padStart(6, '0')}`;
}

/** Sort keys of the transaction list (prefix "-" for descending). */
export const TRANSACTION_SORTS = ['created_at', 'amount_paise'] as const;
export const DEFAULT_TRANSACTION_SORT = '-created_at';

/** 409 REFUND_TOO_LARGE: names what can still be refunded. */
export function refundTooLargeMessage(refundablePaise: number): string {
  return refundablePaise > 0
    ? `At most ${formatInr(refundablePaise)} of this payment can still be refunded`
    : 'This payment is already fully refunded (₹0 left to refund)';
}
