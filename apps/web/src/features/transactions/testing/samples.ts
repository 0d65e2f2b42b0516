import type { Transaction, TransactionDetails } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

/** A successful UPI payment of ₹2,799 for SR-000009, nothing refunded yet. */
export const testTransaction = fixture<Transaction>({
  id: 21,
  code: 'TX-000021',
  request: { id: 9, code: 'SR-000009' },
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  kind: 'payment',
  method: 'upi',
  amount_paise: 279_900,
  status: 'success',
  gateway_ref: 'pay_SR000009',
  note: 'Paid on completion',
  refund_of_id: null,
  refunded_paise: 0,
  refundable_paise: 279_900,
  created_by: null,
  created_at: '2026-11-20T04:00:00.000Z',
  version: 4,
});

export function testTransactionDetails(overrides: Partial<TransactionDetails> = {}): TransactionDetails {
  return { ...testTransaction(), refunds: [], refund_of: null, ...overrides };
}
