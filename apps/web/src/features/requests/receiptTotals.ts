import type { ServiceRequestDetails } from '@carcare/contracts';

/** What a receipt sums, in paise: successful payments, successful refunds, and what stays received. */
export function receiptTotals(request: Pick<ServiceRequestDetails, 'payments'>): { paid: number; refunded: number; net: number } {
  let paid = 0;
  let refunded = 0;
  for (const payment of request.payments) {
    if (payment.status !== 'success') continue;
    if (payment.kind === 'refund') refunded += payment.amount_paise;
    else if (payment.kind === 'payment') paid += payment.amount_paise;
  }
  return { paid, refunded, net: paid - refunded };
}
