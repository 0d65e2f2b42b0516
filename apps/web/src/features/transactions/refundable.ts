import type { Transaction } from '@carcare/contracts';

/**
 * A successful payment with money left to refund: the details offer "Refund". It stays apart from
 * the refund form's checks (refundForm.ts), which use the contract's schema: the list and its drawer
 * show the button without loading zod.
 */
export function canRefund(transaction: Transaction): boolean {
  return transaction.kind === 'payment' && transaction.status === 'success' && transaction.refundable_paise > 0;
}
