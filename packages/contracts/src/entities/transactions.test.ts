import { describe, expect, it } from 'vitest';
import { refundTooLargeMessage, transactionCode } from '../plain/transactions';
import { refundBodySchema, transactionListQuerySchema } from './transactions';

describe('transactionCode', () => {
  it('derives a zero-padded code from the id', () => {
    expect(transactionCode(123)).toBe('TX-000123');
    expect(transactionCode(1234567)).toBe('TX-1234567');
  });
});

describe('refund body', () => {
  it('accepts whole paise from 1 and a note', () => {
    expect(refundBodySchema.safeParse({ amount_paise: 1, note: 'Vacuum skipped', version: 1 }).success).toBe(true);
  });

  it.each([
    [{ amount_paise: 0, note: 'x', version: 1 }, 'amount_paise', 'Refund amount must be more than zero'],
    [{ amount_paise: 10.5, note: 'x', version: 1 }, 'amount_paise', 'Refund amount must be whole paise'],
    [{ amount_paise: 100, note: '  ', version: 1 }, 'note', 'Note is required'],
    [{ amount_paise: 100, note: 'x'.repeat(501), version: 1 }, 'note', 'Note must be at most 500 characters'],
  ])('refuses %j, naming the field', (body, field, message) => {
    const result = refundBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: [field], message });
  });

  it('needs the version the caller saw', () => {
    expect(refundBodySchema.safeParse({ amount_paise: 100, note: 'x' }).success).toBe(false);
  });
});

describe('transaction list query', () => {
  it('coerces the workshop id and checks the enums and dates', () => {
    expect(transactionListQuerySchema.parse({ workshop_id: '2', kind: 'refund', from: '2026-01-01' })).toMatchObject({ workshop_id: 2, kind: 'refund', from: '2026-01-01', page: 1 });
    expect(transactionListQuerySchema.safeParse({ method: 'cheque' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ to: '15/01/2026' }).success).toBe(false);
  });
});

describe('refundTooLargeMessage', () => {
  it('names the refundable amount in ₹ with Indian grouping', () => {
    expect(refundTooLargeMessage(12345650)).toBe('At most ₹1,23,456.50 of this payment can still be refunded');
    expect(refundTooLargeMessage(0)).toContain('₹0');
  });
});
