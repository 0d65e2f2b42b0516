import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { LANGUAGES } from '../language';
import { INVOICE_KINDS } from '../plain/invoices';
import { dateQuerySchema, dateSchema } from './common';

export const invoiceKindSchema = z.enum(INVOICE_KINDS);

const idQuery = z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional();

/**
 * A GST document (DESIGN §8): a tax invoice or bill of supply for a successful payment, a credit
 * note for a successful refund. Amounts in paise: taxable + CGST + SGST + IGST = total exactly.
 */
export const invoiceSchema = z.object({
  id: z.number().int(),
  /** "INV/W003/2026-27/000042", "BOS/…" for a bill of supply, "CN/…" for a credit note. */
  number: z.string(),
  kind: invoiceKindSchema,
  issued_at: z.string(),
  request: z.object({ id: z.number().int(), code: z.string() }),
  /** The supplier as it was when the document was issued. */
  workshop: z.object({ id: z.number().int(), name: z.string(), gstin: z.string().nullable() }),
  customer_name: z.string(),
  /** The service's name as it was when the document was issued. */
  service_name: z.string(),
  /** The state the supply is in: the society's for a society job, else the booking's or the workshop's. */
  place_of_supply: z.string(),
  sac: z.string(),
  /** The service's GST rate in percent; 0 on a bill of supply. */
  gst_rate: z.number().int(),
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  total_paise: z.number().int(),
  /** The transaction the document is for (a payment, or a refund for a credit note). */
  transaction_id: z.number().int(),
  /** A credit note: the invoice (or bill of supply) of the payment it refunds. */
  refers_to: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** from/to are India dates on issued_at (inclusive). */
export const invoiceListQuerySchema = cursorListQuerySchema.extend({
  request_id: idQuery,
  workshop_id: idQuery,
  kind: invoiceKindSchema.optional(),
  from: dateQuerySchema('from'),
  to: dateQuerySchema('to'),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** The GSTR-1 export's period (India dates on issued_at, inclusive; both required) and, for a super admin, one workshop. */
export const gstr1QuerySchema = z.object({
  from: dateSchema('from'),
  to: dateSchema('to'),
  workshop_id: idQuery,
});
export type Gstr1Query = z.infer<typeof gstr1QuerySchema>;

/** A document's PDF: in English or Hindi; without `lang`, in the caller's own language. */
export const invoicePdfQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: 'lang must be en or hi' }).optional(),
});
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;
