import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, GST_RATES, sacOf, sameState, taxParts } from './invoices';

describe('financialYearOf', () => {
  it('runs April to March by the India date, so the night of 31 March in UTC is already the next year in India', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 31 March 18:30 UTC is 1 April 00:00 in India.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('writes prefix, workshop, financial year and a six-digit number per kind', () => {
    expect(documentNumber('tax_invoice', 3, '2026-27', 42)).toBe('INV/W003/2026-27/000042');
    expect(documentNumber('bill_of_supply', 12, '2026-27', 1)).toBe('BOS/W012/2026-27/000001');
    expect(documentNumber('credit_note', 1234, '2025-26', 1_234_567)).toBe('CN/W1234/2025-26/1234567');
  });
});

describe('taxParts', () => {
  it('splits an inclusive ₹1,180 at 18 % into ₹1,000 taxable and ₹90 + ₹90', () => {
    expect(taxParts(118_000, 18, true)).toEqual({ taxable_paise: 100_000, cgst_paise: 9_000, sgst_paise: 9_000, igst_paise: 0 });
    expect(taxParts(118_000, 18, false)).toEqual({ taxable_paise: 100_000, cgst_paise: 0, sgst_paise: 0, igst_paise: 18_000 });
  });

  it('rounds the taxable value half a paisa up and gives CGST the odd paisa', () => {
    // 59 × 100 / 118 = 50.0 exactly; 177 × 100 / 118 = 150.0; 1 × 100 / 118 = 0.847 → 1.
    expect(taxParts(1, 18, true)).toEqual({ taxable_paise: 1, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 });
    // 100 × 100 / 118 = 84.75 → 85; tax 15: CGST 8, SGST 7.
    expect(taxParts(100, 18, true)).toEqual({ taxable_paise: 85, cgst_paise: 8, sgst_paise: 7, igst_paise: 0 });
    // 42 × 100 / 105 = 40 exactly, all IGST between states.
    expect(taxParts(42, 5, false)).toEqual({ taxable_paise: 40, cgst_paise: 0, sgst_paise: 0, igst_paise: 2 });
    // A half paisa exactly: 16 × 100 / 128 = 12.5 → 13.
    expect(taxParts(16, 28, true)).toEqual({ taxable_paise: 13, cgst_paise: 2, sgst_paise: 1, igst_paise: 0 });
  });

  it('adds up to the total exactly, CGST = SGST or one paisa more, over many amounts at every rate', () => {
    const totals = [...Array.from({ length: 3000 }, (_, i) => i), 99_999, 149_900, 100_000_000, 12_345_678];
    for (let seed = 1, i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      totals.push(seed % 100_000_001);
    }
    const wrong: string[] = [];
    for (const rate of GST_RATES) {
      for (const total of totals) {
        for (const intra of [true, false]) {
          const parts = taxParts(total, rate, intra);
          const sum = parts.taxable_paise + parts.cgst_paise + parts.sgst_paise + parts.igst_paise;
          // The taxable value is the nearest paisa to total × 100 / (100 + rate).
          const nearest = Math.abs(parts.taxable_paise - (total * 100) / (100 + rate)) <= 0.5;
          const split = intra ? parts.igst_paise === 0 && parts.cgst_paise - parts.sgst_paise >= 0 && parts.cgst_paise - parts.sgst_paise <= 1 : parts.cgst_paise + parts.sgst_paise === 0;
          if (sum !== total || !nearest || !split) wrong.push(`${total} at ${rate}% ${intra ? 'within' : 'between'} states: ${JSON.stringify(parts)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('charges no tax at 0 % (a bill of supply): taxable = total', () => {
    expect(taxParts(149_900, 0, true)).toEqual({ taxable_paise: 149_900, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 });
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => taxParts(-1, 18, true)).toThrow(RangeError);
    expect(() => taxParts(1.5, 18, true)).toThrow(RangeError);
  });
});

describe('sacOf and sameState', () => {
  it('gives car care its SAC and compares states without case or spaces', () => {
    expect(sacOf('wash')).toBe('998714');
    expect(sacOf('unknown')).toBe('998714');
    expect(sameState(' Tamil  Nadu', 'tamil nadu')).toBe(true);
    expect(sameState('Haryana', 'Karnataka')).toBe(false);
  });
});
