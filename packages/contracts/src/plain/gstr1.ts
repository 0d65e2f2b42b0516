// The GSTR-1 export's shape (docs/money.md): the place of supply as the GST portal writes it and the
// B2CS columns of its offline tool, without zod, so the console's invoices list names the file without a schema.

import { gstStateOf } from './gstStates';

/** The GST state code of a state's name ("Karnataka" → "29"), or null for a name it does not know. */
export function gstStateCode(name: string): string | null {
  return gstStateOf(name)?.code ?? null;
}

/**
 * "Place Of Supply" as GSTR-1 writes it: "29-Karnataka". A name the table does not know is written
 * as it is, so the accountant sees it (and the offline tool refuses it) rather than a wrong state.
 */
export function gstPlaceOfSupply(name: string): string {
  const state = gstStateOf(name);
  // The portal writes "&" where the state's name says "and" ("01-Jammu & Kashmir").
  return state ? `${state.code}-${state.name.replace(/ and /g, ' & ')}` : name;
}

/**
 * The columns of the GSTR-1 B2CS file, as the offline tool's b2cs sheet names and orders them: the
 * tool imports a copied sheet only with its own headers. A GSTR-1 is filed per GSTIN, so a file of
 * every workshop starts each row with its supplier's GSTIN (GSTR1_SUPPLIER_COLUMN); a file of one
 * workshop is exactly the sheet.
 */
export const GSTR1_B2CS_COLUMNS = ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'] as const;
export const GSTR1_SUPPLIER_COLUMN = 'GSTIN';
/** "OE": a B2C small supply not made through an e-commerce operator. */
export const GSTR1_B2CS_TYPE = 'OE';

export const GSTR1_PATH = '/api/v1/invoices/gstr1';

/** `gstr1-b2cs-2026-11-01-2026-11-30.csv` */
export function gstr1FileName(from: string, to: string): string {
  return `gstr1-b2cs-${from}-${to}.csv`;
}
