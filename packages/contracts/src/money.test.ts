import { describe, expect, it } from 'vitest';
import { formatInr, MAX_AMOUNT_PAISE, paiseToRupeesInput, refundableAmount, rupeesToPaise } from './money';

describe('rupeesToPaise', () => {
  it.each([
    ['1499', 149900],
    ['1499.5', 149950],
    ['1499.50', 149950],
    ['0.05', 5],
    ['0', 0],
    [' 12 ', 1200],
    ['1,49,999.99', 14999999],
    [1499.99, 149999],
    [250, 25000],
  ] as [string | number, number][])('%j → %i paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each(['', 'abc', '-1', '1.234', '1.', '.5', '1e3', '₹100', '12 34'])('%j is not an amount (null)', (text) => {
    expect(rupeesToPaise(text)).toBeNull();
  });

  it('answers null for a number it cannot read exactly (negative, more than 2 decimals)', () => {
    expect(rupeesToPaise(-5)).toBeNull();
    expect(rupeesToPaise(0.001)).toBeNull();
  });

  it('round-trips with paiseToRupeesInput', () => {
    for (const paise of [0, 5, 99, 100, 149950, 149999, MAX_AMOUNT_PAISE]) expect(rupeesToPaise(paiseToRupeesInput(paise))).toBe(paise);
  });
});

describe('paiseToRupeesInput', () => {
  it.each([
    [149900, '1499'],
    [149950, '1499.50'],
    [149905, '1499.05'],
    [5, '0.05'],
    [0, '0'],
    [-50, '-0.50'],
    [-149900, '-1499'],
    [MAX_AMOUNT_PAISE, '1000000'],
  ])('%i paise → %j', (paise, text) => {
    expect(paiseToRupeesInput(paise)).toBe(text);
  });
});

describe('formatInr (Indian digit grouping)', () => {
  it.each([
    [123456789, '₹12,34,567.89'],
    [10000000, '₹1,00,000'],
    [0, '₹0'],
    [99, '₹0.99'],
    [100, '₹1'],
    [99900, '₹999'],
    [100000, '₹1,000'],
    [14999900, '₹1,49,999'],
    [12345678900, '₹12,34,56,789'],
    [MAX_AMOUNT_PAISE, '₹10,00,000'],
    [-150050, '-₹1,500.50'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });
});

describe('refundableAmount', () => {
  it('is what was paid less what was already refunded, never below zero', () => {
    expect(refundableAmount(100000, 0)).toBe(100000);
    expect(refundableAmount(100000, 30000)).toBe(70000);
    expect(refundableAmount(100000, 100000)).toBe(0);
    expect(refundableAmount(100000, 120000)).toBe(0);
    expect(refundableAmount(0, 0)).toBe(0);
  });
});
