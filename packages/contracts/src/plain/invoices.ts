// The GST documents' kinds, series, numbers and tax arithmetic (DESIGN §8), without zod: the API
// issues documents with them and the console's lists read them without loading any schema.
import { INDIA_OFFSET_MS } from './indiaTime';

/** A tax invoice when the workshop has a GSTIN, else a bill of supply; a credit note for a refund. */
export const INVOICE_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Each kind numbers its own series per workshop and financial year, under its own prefix. */
export const INVOICE_PREFIXES: Readonly<Record<InvoiceKind, string>> = {
  tax_invoice: 'INV',
  bill_of_supply: 'BOS',
  credit_note: 'CN',
};

/** GST rates (percent) a service may carry; most car care is 18 %. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = 18;

/**
 * SAC per service category. Washing, detailing, maintenance, repair and the preventive inspection
 * of motor vehicles are all "maintenance and repair services of transport machinery and
 * equipment" (998714), which names car wash, polishing and inspection among them; the map stays
 * per category so a category that moves to another code changes one line.
 */
export const SAC_BY_CATEGORY: Readonly<Record<string, string>> = {
  wash: '998714',
  detailing: '998714',
  maintenance: '998714',
  repair: '998714',
  inspection: '998714',
};
export const DEFAULT_SAC = '998714';

export function sacOf(category: string): string {
  return SAC_BY_CATEGORY[category] ?? DEFAULT_SAC;
}

/** Sort keys of the invoices list (prefix "-" for descending). */
export const INVOICE_SORTS = ['issued_at', 'total_paise'] as const;
export const DEFAULT_INVOICE_SORT = '-issued_at';

/**
 * The Indian financial year (April to March) a moment falls in, by its India date: "2026-27" from
 * 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST.
 */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The workshop's part of a number: "W003" (at least three digits of its id). */
export function workshopSeriesCode(workshopId: number): string {
  return `W${String(workshopId).padStart(3, '0')}`;
}

/** "INV/W003/2026-27/000042": kind's prefix, workshop, financial year, number in the series (six digits at least). */
export function documentNumber(kind: InvoiceKind, workshopId: number, financialYear: string, seq: number): string {
  return `${INVOICE_PREFIXES[kind]}/${workshopSeriesCode(workshopId)}/${financialYear}/${String(seq).padStart(6, '0')}`;
}

export interface TaxParts {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/**
 * The parts of a tax-inclusive total, in whole paise (docs/money.md):
 * - taxable = total × 100 / (100 + rate), rounded to the nearest paisa, a half paisa up;
 * - tax = total − taxable, so the parts always add up to the total exactly;
 * - within the workshop's state the tax is CGST + SGST in halves, CGST taking the odd paisa;
 *   between states it is all IGST;
 * - no tax (a bill of supply, or a 0 % service): taxable = total.
 * Integer arithmetic throughout (the database's backfill uses the same formula), so no
 * floating-point rounding decides a paisa. Amounts are non-negative.
 */
export function taxParts(totalPaise: number, ratePercent: number, intraState: boolean): TaxParts {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`A document's total must be whole, non-negative paise: ${totalPaise}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new RangeError(`A GST rate must be a whole percent: ${ratePercent}`);
  if (ratePercent === 0) return { taxable_paise: totalPaise, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 };
  const divisor = 100 + ratePercent;
  // round(total × 100 / divisor), a half up: floor((2 × total × 100 + divisor) / (2 × divisor)).
  const taxable = Math.floor((totalPaise * 200 + divisor) / (2 * divisor));
  const tax = totalPaise - taxable;
  if (!intraState) return { taxable_paise: taxable, cgst_paise: 0, sgst_paise: 0, igst_paise: tax };
  const sgst = Math.floor(tax / 2);
  return { taxable_paise: taxable, cgst_paise: tax - sgst, sgst_paise: sgst, igst_paise: 0 };
}

/** Whether two states are the same for GST (a supply within the workshop's state): names compared without case or extra spaces. */
export function sameState(a: string, b: string): boolean {
  const norm = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}
