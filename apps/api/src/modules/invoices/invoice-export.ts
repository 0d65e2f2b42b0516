import type { Invoice, InvoiceKind } from '@carcare/contracts';
import { invoiceListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { checkedInvoiceFilters, invoiceListWhere, selectInvoicePositions, selectInvoicesByIds } from './invoice-queries';

const rupees = (paise: number) => paise / 100;

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{ invoiceKind: Readonly<Record<InvoiceKind, string>> }> = {
  en: { invoiceKind: { tax_invoice: 'Tax invoice', bill_of_supply: 'Bill of supply', credit_note: 'Credit note' } },
  hi: { invoiceKind: { tax_invoice: 'टैक्स इनवॉइस', bill_of_supply: 'बिल ऑफ़ सप्लाई', credit_note: 'क्रेडिट नोट' } },
};

// The supplier's GSTIN goes with the workshop, and the SAC and rate with the taxable value: an
// accountant reads each pair together, and the grid shows one column for each pair.
const COLUMNS = defineExportColumns<'invoices', Invoice>('invoices', [
  { key: 'number', header: 'Number', value: (d) => d.number },
  { key: 'kind', header: 'Kind', value: (d, l) => labelOf(WORDS[l.language].invoiceKind, d.kind) },
  { key: 'issued_at', header: 'Issued at (India time)', value: (d) => indiaDateTime(d.issued_at) },
  { key: 'request', header: 'Request', value: (d) => d.request.code },
  { key: 'workshop', header: 'Workshop', value: (d) => d.workshop.name },
  { key: 'workshop', header: 'GSTIN', value: (d) => d.workshop.gstin },
  { key: 'customer_name', header: 'Customer', value: (d) => d.customer_name },
  { key: 'place_of_supply', header: 'Place of supply', value: (d) => d.place_of_supply },
  { key: 'taxable_paise', header: 'SAC', value: (d) => d.sac },
  { key: 'taxable_paise', header: 'GST rate (%)', value: (d) => d.gst_rate },
  { key: 'taxable_paise', header: 'Taxable value (₹)', value: (d) => rupees(d.taxable_paise) },
  { key: 'cgst_paise', header: 'CGST (₹)', value: (d) => rupees(d.cgst_paise) },
  { key: 'sgst_paise', header: 'SGST (₹)', value: (d) => rupees(d.sgst_paise) },
  { key: 'igst_paise', header: 'IGST (₹)', value: (d) => rupees(d.igst_paise) },
  { key: 'total_paise', header: 'Total (₹)', value: (d) => rupees(d.total_paise) },
  { key: 'refers_to', header: 'Refers to', value: (d) => d.refers_to?.number },
]);

/** GST documents in the caller's scope, filtered and sorted as the list. Amounts in rupees. */
export const invoiceExport = (db: Db) =>
  pagedListExport(db, 'invoices', COLUMNS, { sheet: { en: 'Invoices', hi: 'इनवॉइस' }, permission: 'invoices.read', what: 'the filtered GST documents' }, {
    query: invoiceListQuerySchema,
    cursor: true,
    where: (scope, query) => invoiceListWhere(scope, checkedInvoiceFilters(query)),
    reads: { positions: selectInvoicePositions, byIds: selectInvoicesByIds, count: invoices },
  });
