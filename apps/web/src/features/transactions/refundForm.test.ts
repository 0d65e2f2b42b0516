import { describe, expect, it } from 'vitest';
import { refundBodySchema } from '@carcare/contracts';
import { translatorFor } from '../../i18n/catalogue';
import { transactionCatalogue } from './transactionTexts';
import { checkRefundAmount, checkRefundNote, initialRefundValues, toRefundBody } from './refundForm';
import { canRefund } from './refundable';
import { testTransaction } from './testing/samples';

describe('refund form', () => {
  const english = translatorFor(transactionCatalogue, 'en');

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
    expect(checkRefundAmount(amount, 279_950, english)).toBe(expected);
  });

  it('needs a note and sends paise with the trimmed note and version', () => {
    expect(checkRefundNote('  ', english)).toBe('Note is required');
    expect(toRefundBody({ amount: '1,000.5', note: ' Skipped ' }, 7)).toEqual({ amount_paise: 100_050, note: 'Skipped', version: 7 });
  });

  it('says the contract’s own English for its limits', () => {
    const messageOf = (paise: number) => refundBodySchema.shape.amount_paise.safeParse(paise).error?.issues[0]?.message;
    expect(english('amountNotPositive')).toBe(messageOf(0));
    expect(english('amountAboveLimit')).toBe(messageOf(Number.MAX_SAFE_INTEGER));
    expect(english('noteRequired')).toBe(refundBodySchema.shape.note.safeParse(' ').error?.issues[0]?.message);
    expect(english('noteTooLong')).toBe(refundBodySchema.shape.note.safeParse('x'.repeat(501)).error?.issues[0]?.message);
  });

  it('says it in Hindi once loaded, with the rupee amount', async () => {
    await transactionCatalogue.loadHindi();
    const hindi = translatorFor(transactionCatalogue, 'hi');
    expect(checkRefundAmount('', 279_950, hindi)).toBe('रिफ़ंड की रकम डालें');
    expect(checkRefundAmount('2799.51', 279_950, hindi)).toBe('ज़्यादा से ज़्यादा ₹2,799.50 का रिफ़ंड हो सकता है');
    expect(checkRefundNote('', hindi)).toBe('नोट लिखना ज़रूरी है');
  });

  it('offers a refund only for a successful payment with something left', () => {
    expect(canRefund(testTransaction())).toBe(true);
    expect(canRefund(testTransaction({ refundable_paise: 0 }))).toBe(false);
    expect(canRefund(testTransaction({ status: 'failed' }))).toBe(false);
    expect(canRefund(testTransaction({ kind: 'refund' }))).toBe(false);
  });
});
