import { describe, expect, it } from 'vitest';
import { canRefund, checkRefundAmount, checkRefundNote, initialRefundValues, toRefundBody } from './refundForm';
import { testTransaction } from './testing/samples';

describe('refund form', () => {
  it('starts from the refundable amount in rupees', () => {
    expect(initialRefundValues(279_950)).toEqual({ amount: '2799.50', note: '' });
  });

  it.each([
    ['', 'Enter the amount to refund'],
    ['abc', 'Enter an amount in rupees, e.g. 1499 or 1499.50'],
    ['0', 'Refund amount must be more than zero'],
    ['2799.51', 'At most ₹2,799.50 can be refunded'],
    ['2,799.50', true],
    ['0.01', true],
  ])('amount %j → %j', (amount, expected) => {
    expect(checkRefundAmount(amount, 279_950)).toBe(expected);
  });

  it('needs a note and sends paise with the trimmed note and version', () => {
    expect(checkRefundNote('  ')).toBe('Note is required');
    expect(toRefundBody({ amount: '1,000.5', note: ' Skipped ' }, 7)).toEqual({ amount_paise: 100_050, note: 'Skipped', version: 7 });
  });

  it('offers a refund only for a successful payment with something left', () => {
    expect(canRefund(testTransaction())).toBe(true);
    expect(canRefund(testTransaction({ refundable_paise: 0 }))).toBe(false);
    expect(canRefund(testTransaction({ status: 'failed' }))).toBe(false);
    expect(canRefund(testTransaction({ kind: 'refund' }))).toBe(false);
  });
});
