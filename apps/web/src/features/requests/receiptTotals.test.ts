import { describe, expect, it } from 'vitest';
import { receiptTotals } from './receiptTotals';

const payment = (kind: 'payment' | 'refund', amount_paise: number, status: 'success' | 'pending' | 'failed' = 'success') => ({
  id: amount_paise,
  kind,
  method: 'upi' as const,
  amount_paise,
  status,
  note: '',
  created_at: '2026-01-15T10:00:00Z',
});

describe('receiptTotals', () => {
  it('sums successful payments and refunds only', () => {
    expect(receiptTotals({ payments: [payment('payment', 59900), payment('refund', 10000), payment('payment', 500, 'failed'), payment('refund', 700, 'pending')] })).toEqual({
      paid: 59900,
      refunded: 10000,
      net: 49900,
    });
    expect(receiptTotals({ payments: [] })).toEqual({ paid: 0, refunded: 0, net: 0 });
  });
});
