// The GST state codes (the first two digits of a GSTIN), which an invoice prints beside its
// supplier's state and its place of supply, and each state's name in Hindi. No zod.

/** Each state and union territory: its GST code and its Hindi name, keyed by its English name. */
export const GST_STATES: Readonly<Record<string, { code: string; hi: string }>> = {
  'Jammu and Kashmir': { code: '01', hi: 'जम्मू और कश्मीर' },
  'Himachal Pradesh': { code: '02', hi: 'हिमाचल प्रदेश' },
  Punjab: { code: '03', hi: 'पंजाब' },
  Chandigarh: { code: '04', hi: 'चंडीगढ़' },
  Uttarakhand: { code: '05', hi: 'उत्तराखंड' },
  Haryana: { code: '06', hi: 'हरियाणा' },
  Delhi: { code: '07', hi: 'दिल्ली' },
  Rajasthan: { code: '08', hi: 'राजस्थान' },
  'Uttar Pradesh': { code: '09', hi: 'उत्तर प्रदेश' },
  Bihar: { code: '10', hi: 'बिहार' },
  Sikkim: { code: '11', hi: 'सिक्किम' },
  'Arunachal Pradesh': { code: '12', hi: 'अरुणाचल प्रदेश' },
  Nagaland: { code: '13', hi: 'नागालैंड' },
  Manipur: { code: '14', hi: 'मणिपुर' },
  Mizoram: { code: '15', hi: 'मिज़ोरम' },
  Tripura: { code: '16', hi: 'त्रिपुरा' },
  Meghalaya: { code: '17', hi: 'मेघालय' },
  Assam: { code: '18', hi: 'असम' },
  'West Bengal': { code: '19', hi: 'पश्चिम बंगाल' },
  Jharkhand: { code: '20', hi: 'झारखंड' },
  Odisha: { code: '21', hi: 'ओडिशा' },
  Chhattisgarh: { code: '22', hi: 'छत्तीसगढ़' },
  'Madhya Pradesh': { code: '23', hi: 'मध्य प्रदेश' },
  Gujarat: { code: '24', hi: 'गुजरात' },
  'Dadra and Nagar Haveli and Daman and Diu': { code: '26', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  Maharashtra: { code: '27', hi: 'महाराष्ट्र' },
  Karnataka: { code: '29', hi: 'कर्नाटक' },
  Goa: { code: '30', hi: 'गोवा' },
  Lakshadweep: { code: '31', hi: 'लक्षद्वीप' },
  Kerala: { code: '32', hi: 'केरल' },
  'Tamil Nadu': { code: '33', hi: 'तमिलनाडु' },
  Puducherry: { code: '34', hi: 'पुडुचेरी' },
  'Andaman and Nicobar Islands': { code: '35', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  Telangana: { code: '36', hi: 'तेलंगाना' },
  'Andhra Pradesh': { code: '37', hi: 'आंध्र प्रदेश' },
  Ladakh: { code: '38', hi: 'लद्दाख' },
  // Supplies in no state (offshore).
  'Other Territory': { code: '97', hi: 'अन्य क्षेत्र' },
};

/** Other names a state is written with, as folded (foldStateName). */
const ALIASES: Readonly<Record<string, string>> = {
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'jammu kashmir': 'Jammu and Kashmir',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** A state's name as compared: without case, extra spaces, "and" for "&", or punctuation. */
function foldStateName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

// Built on first use, not at load: a call at a module's top level is kept by the bundler in every
// page that loads the contracts, though only a document's PDF needs it.
let byFoldedName: Map<string, string> | null = null;

/** A state's English name as GST_STATES spells it, with its code and Hindi name, found without case, spaces or punctuation; null when unknown. */
export function gstStateOf(name: string): { name: string; code: string; hi: string } | null {
  byFoldedName ??= new Map([...Object.keys(GST_STATES).map((state): [string, string] => [foldStateName(state), state]), ...Object.entries(ALIASES)]);
  const known = byFoldedName.get(foldStateName(name));
  return known ? { name: known, ...GST_STATES[known]! } : null;
}
