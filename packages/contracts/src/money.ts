/** Money travels and is stored as integer paise (DESIGN §2); forms take rupees. */

/** Largest amount a form or the API accepts: ₹10,00,000 (ten lakh rupees). */
export const MAX_AMOUNT_PAISE = 100_000_000;

/** Rupees typed in a form (up to 2 decimals) to integer paise; null when it is not a valid amount. */
export function rupeesToPaise(rupees: string | number): number | null {
  const text = typeof rupees === 'number' ? String(rupees) : rupees.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Integer paise to the rupee text a form shows ("1499", "1499.5" → "1499.50"). */
export function paiseToRupeesInput(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(paise));
  const whole = Math.trunc(absolute / 100);
  const fraction = absolute % 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Indian digit grouping: 1234567 → "12,34,567". */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

/** ₹ with Indian grouping; paise shown only when there are any: 123456789 → "₹12,34,567.89". */
export function formatInr(paise: number): string {
  const negative = paise < 0;
  const absolute = Math.abs(Math.trunc(paise));
  const rupees = groupIndian(String(Math.trunc(absolute / 100)));
  const fraction = absolute % 100;
  const text = fraction === 0 ? `₹${rupees}` : `₹${rupees}.${String(fraction).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** What can still be refunded of a payment: paid minus already refunded, never below zero. */
export function refundableAmount(paidPaise: number, refundedPaise: number): number {
  return Math.max(0, paidPaise - refundedPaise);
}
