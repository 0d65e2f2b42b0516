// The GSTR-1 export's shape (docs/money.md): the GST state codes and the B2CS columns of the GST
// portal's offline tool, without zod, so the console's invoices list names the file without a schema.

/**
 * The GST state codes, with the names the GST portal's offline tool writes in "Place Of Supply"
 * ("29-Karnataka"). Code 25 (Daman and Diu) was merged into 26, and 28 (the undivided Andhra
 * Pradesh) is no longer used; 97 is for supplies in no state (e.g. offshore).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman & Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** A state's name as compared: without case, extra spaces, "and" for "&", or punctuation. */
function stateKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const STATE_CODES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GST_STATES).map(([code, name]) => [stateKey(name), code] as const),
  // Names the states are also written under.
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['jammu kashmir', '01'],
  ['nct of delhi', '07'],
  ['new delhi', '07'],
  ['dadra and nagar haveli', '26'],
  ['daman and diu', '26'],
]);

/** The GST state code of a state's name ("Karnataka" → "29"), or null for a name it does not know. */
export function gstStateCode(name: string): string | null {
  return STATE_CODES.get(stateKey(name)) ?? null;
}

/**
 * "Place Of Supply" as GSTR-1 writes it: "29-Karnataka". A name the table does not know is written
 * as it is, so the accountant sees it (and the offline tool refuses it) rather than a wrong state.
 */
export function gstPlaceOfSupply(name: string): string {
  const code = gstStateCode(name);
  return code ? `${code}-${GST_STATES[code]}` : name;
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
