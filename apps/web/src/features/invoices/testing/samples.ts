import type { Invoice } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

/** A tax invoice of ₹1,180 within Haryana for SR-000009: ₹1,000 taxable, ₹90 CGST and ₹90 SGST. */
export const testInvoice = fixture<Invoice>({
  id: 7,
  number: 'INV/W001/2026-27/000042',
  kind: 'tax_invoice',
  issued_at: '2026-11-20T04:00:00.000Z',
  request: { id: 9, code: 'SR-000009' },
  workshop: { id: 1, name: 'Sparkle Auto Care', gstin: '06AABCS1429B1Z5' },
  customer_name: 'Anita Sharma',
  service_name: 'Express Exterior Wash',
  place_of_supply: 'Haryana',
  sac: '998714',
  gst_rate: 18,
  taxable_paise: 100_000,
  cgst_paise: 9_000,
  sgst_paise: 9_000,
  igst_paise: 0,
  total_paise: 118_000,
  transaction_id: 21,
  refers_to: null,
});
